// `npm run check:bundle`: builds the web app and fails when the JavaScript that the first load
// of `/` needs (the entry and everything the page loads with it) exceeds the budget in DESIGN.md.
// Firebase and the editor must stay in chunks of their own, loaded after the first paint. The
// painted `/` starts these scripts once it has painted; the unpainted shell names them plainly.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { root } from './lib';
import { buildWeb, WEB_BUILDS } from './web-builds';

const BUDGET_KB = 120;
const dist = `${root}web/${WEB_BUILDS.emulator.outDir}/`;

// npm test builds the web app once for every step that needs it, and says so.
if (
  process.env.PORTAL_PREBUILT !== '1' &&
  (await buildWeb(WEB_BUILDS.emulator, { quiet: true })) !== 0
) {
  console.error('✖ The web app did not build.');
  process.exit(1);
}

const html = readFileSync(`${dist}shell.html`, 'utf8');
const scripts = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const sizes = scripts.map((file) => ({
  file,
  kb: gzipSync(readFileSync(dist + file)).length / 1024,
}));
const total = sizes.reduce((sum, { kb }) => sum + kb, 0);

for (const { file, kb } of sizes.sort((a, b) => b.kb - a.kb)) {
  console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${file}`);
}
console.log(`First-load JavaScript: ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB).`);
if (total > BUDGET_KB) {
  console.error('✖ Over budget: something the shell imports pulls in a heavy chunk (Firebase?).');
  process.exit(1);
}
