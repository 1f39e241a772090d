// `npm run check:bundle`: builds the web app and fails when the JavaScript that the first load
// of `/` needs (the entry and everything the page loads with it) exceeds its budget (BUDGET_KB).
// Firebase and the editor must stay in chunks of their own, loaded after the first paint. The
// painted `/` starts these scripts once it has painted; the unpainted shell names them plainly.
// Every chunk must open with Chrome's compile hint (web/vite.config.ts), or the main thread
// compiles its functions one by one as they are first called. Firestore's chunk must carry the
// stand-in for re2js (web/src/lib/firebase/re2js-left-out.ts), not re2js's 150 KB.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { root } from './lib';
import { RE2JS_LEFT_OUT_MESSAGE } from '../web/src/lib/firebase/re2js-left-out';
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

// Each chunk's text, read once for the checks below.
const chunks = readdirSync(`${dist}assets`)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, text: readFileSync(`${dist}assets/${file}`, 'utf8') }));

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const unhinted = chunks
  .filter(({ text }) => !text.startsWith(COMPILE_HINT))
  .map(({ file }) => file);
if (unhinted.length > 0) {
  console.error(`✖ Chunks without the compile hint on their first line: ${unhinted.join(', ')}`);
  process.exit(1);
}
console.log('Every chunk opens with the compile hint.');

// re2js's own exception class, and the stand-in's words: present only where the alias took.
const withRe2js = chunks
  .filter(({ text }) => /\bRE2JSSyntaxException\b/.test(text))
  .map(({ file }) => file);
if (withRe2js.length > 0) {
  console.error(`✖ re2js is in the build (${withRe2js.join(', ')}): see web/vite.config.ts.`);
  process.exit(1);
}
if (!chunks.some(({ text }) => text.includes(RE2JS_LEFT_OUT_MESSAGE))) {
  console.error("✖ re2js's stand-in is not in the build: see web/vite.config.ts.");
  process.exit(1);
}
console.log("Firestore's chunk carries re2js's stand-in, not re2js.");

// A guest's pages do none of Firestore's work on the main thread: its SDK runs in the reads
// worker (web/src/lib/public-reads), and the page loads it only when something asks for the
// app's own Firestore (a signed-in user, a sign-up). From the first-load scripts and the chunks
// of the providers and of the pages Lighthouse measures, no static import reaches the SDK.
const FIRESTORE_SDK = 'firestore.googleapis.com';
const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk.text]));
const staticImports = (text: string) =>
  [...text.matchAll(/\b(?:import|export)\s*(?:[\w$\s{},*]*from\s*)?"\.\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
const GUEST_CHUNKS =
  /^(firebase-providers|jobs-page|job-board-page|server-rendered-board|company-page|job-page)-/;
const reached = new Set<string>();
const toVisit = [
  ...scripts.map((script) => script.slice('assets/'.length)),
  ...chunks.map(({ file }) => file).filter((file) => GUEST_CHUNKS.test(file)),
];
while (toVisit.length > 0) {
  const file = toVisit.pop()!;
  if (reached.has(file) || !byFile.has(file)) continue;
  reached.add(file);
  toVisit.push(...staticImports(byFile.get(file)!));
}
const withFirestore = [...reached].filter((file) => byFile.get(file)!.includes(FIRESTORE_SDK));
if (withFirestore.length > 0) {
  console.error(
    `✖ A guest's page imports Firestore's SDK (${withFirestore.join(', ')}): it belongs in the ` +
      'reads worker, or behind loadFirestore (web/src/lib/firebase/firebase.ts).',
  );
  process.exit(1);
}
const worker = chunks.find(({ file }) => file.startsWith('reads-worker-'));
if (!worker?.text.includes(FIRESTORE_SDK)) {
  console.error("✖ The reads worker's chunk is missing, or holds no Firestore.");
  process.exit(1);
}
console.log(
  `A guest's pages (${reached.size} chunks) load no Firestore; the reads worker (${worker.file}) does.`,
);
