// What posted rich text may contain, defined once: the browser (SafeHtml, the editor's paste)
// and the posting function (DOMPurify on jsdom) clean with this same allow-list.
import type { Config, DOMPurify } from 'dompurify';

/** What the editor can make (paragraphs, bold, italic, lists, links) and a little it can read. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
] as const;

/** Links alone carry an attribute; no style, class or event handler survives. */
export const RICH_TEXT_ATTRIBUTES = ['href'] as const;

/** Links go to web pages or e-mail addresses; relative, javascript:, data: and the rest go. */
export const RICH_TEXT_LINK = /^(?:https?:\/\/|mailto:)/i;

export const RICH_TEXT_CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  ALLOWED_URI_REGEXP: RICH_TEXT_LINK,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Text inside a dropped wrapper (a <span>, a <font>) stays; script and style contents go.
  KEEP_CONTENT: true,
} as const satisfies Config;

interface LinkElement {
  nodeName: string;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
}

/**
 * A cleaner for rich text on this DOMPurify instance (the browser's, or one on jsdom). Links
 * open in a new tab, give the page they open no handle on ours, and pass on no ranking.
 */
export function createRichTextCleaner(purify: DOMPurify): (html: string) => string {
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Domain has no DOM types (it runs in functions too): an element's two methods will do.
    const element = node as unknown as LinkElement;
    if (element.nodeName === 'A' && element.hasAttribute('href')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  return (html) => purify.sanitize(html, { ...RICH_TEXT_CONFIG, RETURN_TRUSTED_TYPE: false });
}
