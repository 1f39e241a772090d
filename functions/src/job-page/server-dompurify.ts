// What the web code's `import DOMPurify from 'dompurify'` gets when it is bundled into the
// functions (build.mjs points it here). DOMPurify outside a browser has no DOM and then returns
// its input unchanged, so the app's SafeHtml would pass posted HTML through untouched. This
// stands in: the same interface, backed by DOMPurify on a jsdom window once `prepareServerDom`
// has run, and refusing to sanitise before that rather than letting anything through.
import type { Config, DOMPurify as Purifier, HookName, NodeHook } from 'dompurify';

let purifier: Purifier | null = null;
const hooks: [HookName, NodeHook][] = [];

/** Loads jsdom and DOMPurify (once per instance), before the first page is rendered. */
export async function prepareServerDom(): Promise<void> {
  if (purifier) return;
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
    import('dompurify'),
    import('jsdom'),
  ]);
  const { window } = new JSDOM('');
  const created = createDOMPurify(window as unknown as Window & typeof globalThis);
  for (const [name, hook] of hooks) created.addHook(name as 'afterSanitizeAttributes', hook);
  purifier = created;
}

const serverDOMPurify = {
  isSupported: true,
  addHook(name: HookName, hook: NodeHook) {
    hooks.push([name, hook]);
    purifier?.addHook(name as 'afterSanitizeAttributes', hook);
  },
  sanitize(dirty: string, config: Config & { RETURN_TRUSTED_TYPE: false }): string {
    if (!purifier) throw new Error('prepareServerDom() must finish before rich text is rendered');
    return purifier.sanitize(dirty, config);
  },
};

export default serverDOMPurify;
