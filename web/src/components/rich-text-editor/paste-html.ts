// What is pasted into the editor from a word processor or a web page: its structure kept
// (paragraphs, bold, italic, lists, links), its styles, classes and scripts dropped. Word's lists
// and the formatting Google Docs writes as styles are turned into real tags first, then the
// domain's allow-list cleans the lot.
import { createRichTextCleaner } from '@portal/domain/jobs/rich-text';
import DOMPurify from 'dompurify';

// An instance of our own: the cleaner adds a hook, which must not change SafeHtml's instance.
const clean = createRichTextCleaner(DOMPurify(window));

/** Normalises pasted HTML for the editor (ProseMirror's transformPastedHTML). */
export function normalizePastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body;
  body.querySelectorAll('br.Apple-interchange-newline').forEach((br) => br.remove());
  convertWordLists(body);
  unwrapNormalWeightBold(body);
  styledSpansToTags(body);
  blocksToParagraphs(body);
  trimBlankParagraphs(body);
  return clean(body.innerHTML);
}

// ---------------------------------------------------------------------------------------------
// Microsoft Word: a list is a run of paragraphs styled `mso-list:l0 level1 lfo1`, each starting
// with its bullet or number as text in a `<span style="mso-list:Ignore">`.

const MSO_LIST = /mso-list:\s*(l\d+)\s+level(\d+)/i;
const MSO_IGNORE = /mso-list:\s*ignore/i;
/** '1.', 'a)', '(iv)', 'B.': a numbered item. Anything else ('·', 'o', '§', '-') is a bullet. */
const NUMBERED_MARKER = /^\(?(?:\d+|[a-z]{1,2}|[ivxlcdm]+)[.)]$/i;

interface WordListItem {
  paragraph: Element;
  list: string;
  level: number;
  ordered: boolean;
}

function wordListItem(paragraph: Element): WordListItem | null {
  const marker = Array.from(paragraph.querySelectorAll('span')).find((span) =>
    MSO_IGNORE.test(span.getAttribute('style') ?? ''),
  );
  const style = MSO_LIST.exec(paragraph.getAttribute('style') ?? '');
  if (!marker && !style) return null;
  const text = (marker?.textContent ?? '').replace(/[\s\u00a0]+/g, '');
  marker?.remove();
  return {
    paragraph,
    list: style?.[1] ?? '',
    level: Number(style?.[2] ?? 1),
    ordered: NUMBERED_MARKER.test(text),
  };
}

/** The element before `node`, past whitespace and comments (Word's conditional comments). */
function previousElement(node: Node): Element | null {
  let at = node.previousSibling;
  while (at && !(at instanceof Element)) {
    if (at.nodeType === Node.TEXT_NODE && at.textContent?.trim()) return null;
    at = at.previousSibling;
  }
  return at;
}

function convertWordLists(body: HTMLElement): void {
  const doc = body.ownerDocument;
  const newList = (ordered: boolean) => doc.createElement(ordered ? 'ol' : 'ul');
  const isOrdered = (list: Element) => list.tagName === 'OL';

  let root: Element | null = null;
  let rootList = '';
  let stack: { level: number; list: Element }[] = [];

  for (const paragraph of Array.from(body.querySelectorAll('p'))) {
    const item = wordListItem(paragraph);
    if (!item) continue;
    const continues =
      root !== null &&
      previousElement(paragraph) === root &&
      (item.list === rootList || item.level > 1);
    if (!continues) {
      root = newList(item.ordered);
      rootList = item.list;
      paragraph.before(root);
      stack = [{ level: item.level, list: root }];
    } else {
      while (stack.length > 1 && stack[stack.length - 1]!.level > item.level) stack.pop();
      let top = stack[stack.length - 1]!;
      if (item.level > top.level) {
        const parent = top.list.lastElementChild ?? top.list.appendChild(doc.createElement('li'));
        top = { level: item.level, list: parent.appendChild(newList(item.ordered)) };
        stack.push(top);
      } else if (isOrdered(top.list) !== item.ordered) {
        // Bullets after numbers at the same level: a new list beside the old one.
        const list = newList(item.ordered);
        top.list.after(list);
        top.list = list;
        if (stack.length === 1) root = list;
      }
    }
    const li = doc.createElement('li');
    li.append(...Array.from(item.paragraph.childNodes));
    stack[stack.length - 1]!.list.append(li);
    item.paragraph.remove();
  }
}

// ---------------------------------------------------------------------------------------------
// Google Docs wraps everything it copies in `<b style="font-weight:normal" id="docs-internal-
// guid-...">`, and writes bold and italic as styles on spans.

const NORMAL_WEIGHT = /font-weight:\s*(?:normal|lighter|[1-4]00)\b/i;
const BOLD_WEIGHT = /font-weight:\s*(?:bold|bolder|[6-9]00)\b/i;
const ITALIC = /font-style:\s*(?:italic|oblique)\b/i;

function unwrap(element: Element): void {
  element.replaceWith(...Array.from(element.childNodes));
}

function unwrapNormalWeightBold(body: HTMLElement): void {
  for (const element of Array.from(body.querySelectorAll('b, strong'))) {
    if (
      element.id.startsWith('docs-internal-guid') ||
      NORMAL_WEIGHT.test(element.getAttribute('style') ?? '')
    ) {
      unwrap(element);
    }
  }
}

function styledSpansToTags(body: HTMLElement): void {
  const doc = body.ownerDocument;
  for (const span of Array.from(body.querySelectorAll('span[style]'))) {
    const style = span.getAttribute('style') ?? '';
    const tags = [BOLD_WEIGHT.test(style) && 'strong', ITALIC.test(style) && 'em'].filter(
      (tag): tag is string => tag !== false,
    );
    if (tags.length === 0) continue;
    const outer = doc.createElement(tags[0]!);
    const inner = tags[1] ? outer.appendChild(doc.createElement(tags[1])) : outer;
    inner.append(...Array.from(span.childNodes));
    span.replaceWith(outer);
  }
}

// ---------------------------------------------------------------------------------------------
// Web pages: blocks the allow-list does not keep (div, section, h1, td...) would run together
// once their tags go, so each becomes a paragraph, or gives way to the blocks inside it.

const BLOCKS_TO_PARAGRAPHS =
  'div, section, article, header, footer, main, aside, nav, h1, h5, h6, pre, address, figure, ' +
  'figcaption, dt, dd, td, th, caption';
const BLOCK_CONTENT =
  'p, div, ul, ol, li, h1, h2, h3, h4, h5, h6, blockquote, table, section, article, pre';

function blocksToParagraphs(body: HTMLElement): void {
  const doc = body.ownerDocument;
  // Innermost first, so a block knows whether its content is still blocks.
  for (const block of Array.from(body.querySelectorAll(BLOCKS_TO_PARAGRAPHS)).reverse()) {
    if (block.querySelector(BLOCK_CONTENT)) {
      unwrap(block);
    } else {
      const paragraph = doc.createElement('p');
      paragraph.append(...Array.from(block.childNodes));
      block.replaceWith(paragraph);
    }
  }
}

/**
 * Word ends a copy with an empty paragraph (`<p><o:p>&nbsp;</o:p></p>`), and pages with blank
 * lines and comments: a paste needs none of them at either end.
 */
function trimBlankParagraphs(body: HTMLElement): void {
  const blank = (node: ChildNode | null): node is ChildNode =>
    node !== null &&
    (node.nodeType === Node.COMMENT_NODE ||
      ((node.nodeType === Node.TEXT_NODE || node.nodeName === 'P') &&
        !node.textContent?.replace(/\u00a0/g, ' ').trim() &&
        !(node instanceof Element && node.querySelector('br'))));
  while (blank(body.firstChild)) body.firstChild.remove();
  while (blank(body.lastChild)) body.lastChild.remove();
}
