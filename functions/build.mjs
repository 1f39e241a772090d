// Bundles the functions into lib/index.js. Workspace code (domain, and the web app's server
// entry for job pages) is bundled in, so the deployed package needs only the npm dependencies
// listed in package.json. The web app's built shell (web/dist/shell.html, its index.html with
// nothing painted in it) is copied beside the bundle when it exists, for the job pages to render
// into (the deploy builds the web app first).
import { build } from 'esbuild';
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

const path = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const root = path('..');
const webSource = path('../web/src/');

const { dependencies = {} } = JSON.parse(readFileSync(path('./package.json'), 'utf8'));

/** The web build's configuration, parsed by the web's own code exactly as vite.config.ts does. */
async function webAppConfig() {
  const bundled = await build({
    entryPoints: [path('../web/src/lib/config/app-config.ts')],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  const source = bundled.outputFiles[0].text;
  const { parseAppConfig } = await import(
    `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`
  );
  return parseAppConfig({ ...loadEnv('production', root, 'VITE_'), ...process.env });
}

/**
 * How the web app's code is bundled for the server (its entry, `@portal/web/server`, resolves
 * through the workspace like any package): its DOMPurify import pointed at the jsdom-backed stand-in (DOMPurify without a DOM passes HTML
 * through unchanged). The layout gets its Firebase parts from the browser's router, which the
 * server entry never imports; the check after the build keeps it that way.
 */
const webOnServer = {
  name: 'web-on-server',
  setup(builder) {
    // The web source's `@/…` (web/build/source-alias.ts); esbuild then finds the file's extension.
    builder.onResolve({ filter: /^@\// }, (args) =>
      args.importer.startsWith(webSource)
        ? builder.resolve(`./${args.path.slice(2)}`, { resolveDir: webSource, kind: args.kind })
        : undefined,
    );
    builder.onResolve({ filter: /^dompurify$/ }, (args) =>
      args.importer.startsWith(webSource)
        ? { path: path('./src/job-page/server-dompurify.ts') }
        : undefined,
    );
  },
};

const { metafile } = await build({
  entryPoints: [path('./src/index.ts')],
  outfile: path('./lib/index.js'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies),
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  define: {
    __APP_CONFIG__: JSON.stringify(await webAppConfig()),
    'process.env.NODE_ENV': '"production"',
  },
  plugins: [webOnServer],
  metafile: true,
  // React's server renderer is CommonJS and requires Node's built-ins: give the ES module bundle
  // the require it expects.
  banner: {
    js: "import { createRequire as portalCreateRequire } from 'node:module';\nconst require = portalCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

// A server render shows a page as the browser does before Firebase has loaded: the browser SDK
// in this bundle means a web import brought it in (and, run on a server, it would connect).
const browserFirebase = Object.keys(metafile.inputs).filter((input) =>
  /node_modules\/(?:firebase|@firebase)\//.test(input),
);
if (browserFirebase.length > 0) {
  throw new Error(
    `The functions' bundle holds Firebase's browser SDK (${browserFirebase[0]}): the server render imports it. Pass browser-only parts from web/src/app/browser-parts.tsx instead.`,
  );
}

const shell = path('../web/dist/shell.html');
const copied = path('./lib/app-shell.html');
if (existsSync(shell)) copyFileSync(shell, copied);
else rmSync(copied, { force: true });
console.log(
  `functions built: functions/lib/index.js${existsSync(shell) ? ', with the web app shell' : ''}`,
);
