// Rich text cleaned on the server with the one allow-list the browser uses (domain's), through
// DOMPurify on a jsdom window. jsdom is loaded on the first post, not when any function starts.
import { createRichTextCleaner } from '@portal/domain/jobs/rich-text';

let cleaner: Promise<(html: string) => string> | undefined;

async function createCleaner(): Promise<(html: string) => string> {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
    import('dompurify'),
    import('jsdom'),
  ]);
  const { window } = new JSDOM('');
  return createRichTextCleaner(createDOMPurify(window as unknown as Window & typeof globalThis));
}

/** The cleaner, made once per instance (DOMPurify keeps its hooks on its instance). */
export function richTextCleaner(): Promise<(html: string) => string> {
  cleaner ??= createCleaner();
  return cleaner;
}
