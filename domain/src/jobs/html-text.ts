// The text a reader sees in posted HTML: what search matches rich-text fields against, in the
// browser, the functions and the search index alike. It needs no DOM, so it runs on Node too.

/** Tags that sit inside a run of text: 'Go<strong>lang</strong>' reads 'Golang'. Others split words. */
const INLINE_TAGS: ReadonlySet<string> = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

/** Tags whose content is code, not text; each maps to the search for its end tag. */
const RAW_TEXT_ENDS: ReadonlyMap<string, RegExp> = new Map([
  ['script', /<\/script[\s/>]/gi],
  ['style', /<\/style[\s/>]/gi],
]);

/** Named entities an editor or a pasted page commonly leaves; any other stays as written. */
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    // Read as a plain space: the text is searched, not laid out.
    nbsp: ' ',
    ndash: '–',
    mdash: '—',
    hellip: '…',
    lsquo: '‘',
    rsquo: '’',
    ldquo: '“',
    rdquo: '”',
    bull: '•',
    middot: '·',
    copy: '©',
    reg: '®',
    trade: '™',
    euro: '€',
    pound: '£',
    yen: '¥',
    times: '×',
  }),
);

const ENTITY = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;

function fromCodePoint(code: number): string {
  // As browsers do: NUL, surrogates and out-of-range numbers read as the replacement character.
  const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
  return String.fromCodePoint(invalid ? 0xfffd : code);
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  // One pass, so '&amp;lt;' becomes '&lt;' and not '<'.
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    return (name !== undefined && NAMED_ENTITIES.get(name)) || entity;
  });
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/**
 * Index just past the '>' that closes the tag whose name starts at `from`, or the end of the
 * string when it never closes (a browser then drops the rest). A '>' inside a quoted attribute
 * value does not close the tag.
 */
function tagEnd(html: string, from: number): number {
  const close = html.indexOf('>', from);
  if (close === -1) return html.length;
  const head = html.slice(from, close);
  // Nearly every tag has no quoted value holding a '>': skip the character walk for them.
  if (!head.includes('"') && !head.includes("'")) return close + 1;
  let quote = '';
  for (let at = from; at < html.length; at++) {
    const char = html.charAt(at);
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '>') {
      return at + 1;
    } else if (char === '=') {
      // Quotes open a value only right after '=' (spaces allowed), as in `title="a > b"`.
      let next = at + 1;
      while (/\s/.test(html.charAt(next))) next++;
      const opening = html.charAt(next);
      if (opening === '"' || opening === "'") {
        quote = opening;
        at = next;
      }
    }
  }
  return html.length;
}

/** 'li' in `<li>` or 'strong' in `</strong >`: the lower-cased name starting at `from`. */
function tagName(html: string, from: number): string {
  let end = from;
  while (end < html.length && !TAG_NAME_END.has(html.charAt(end))) end++;
  return html.slice(from, end).toLowerCase();
}

const TAG_NAME_END: ReadonlySet<string> = new Set([' ', '\t', '\n', '\r', '\f', '/', '>']);

/**
 * The text a reader sees in rich-text HTML, on one line: tags dropped (with the content of
 * <script> and <style>), common entities decoded, whitespace collapsed. Block tags such as <p>,
 * <li> and <br> become spaces so that '<li>Go</li><li>Rust</li>' reads 'Go Rust'. A '<' that
 * starts no tag ('salary < 5 LPA') is text. Written as a linear scan rather than one regular
 * expression so that hostile input (a posting full of unclosed tags) cannot make it slow.
 */
export function htmlToText(html: string): string {
  let text = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) {
      text += decodeEntities(html.slice(at));
      break;
    }
    text += decodeEntities(html.slice(at, open));
    const next = html.charAt(open + 1);
    if (next === '!' || next === '?') {
      // A comment, doctype or processing instruction: not text.
      const comment = html.startsWith('<!--', open);
      const close = comment ? html.indexOf('-->', open + 4) : html.indexOf('>', open + 2);
      at = close === -1 ? html.length : close + (comment ? 3 : 1);
      continue;
    }
    const closing = next === '/';
    const nameStart = closing ? open + 2 : open + 1;
    if (!isAsciiLetter(html.charCodeAt(nameStart))) {
      text += '<';
      at = open + 1;
      continue;
    }
    const name = tagName(html, nameStart);
    if (!INLINE_TAGS.has(name)) text += ' ';
    at = tagEnd(html, nameStart);
    const rawTextEnd = closing ? undefined : RAW_TEXT_ENDS.get(name);
    if (rawTextEnd) {
      rawTextEnd.lastIndex = at;
      // Skip to the end tag, which the next turn reads as a tag; unclosed, the rest is code.
      at = rawTextEnd.exec(html)?.index ?? html.length;
    }
  }
  // Only runs of two or more, or a lone tab or newline: replacing every single space is slow.
  return text.replace(/\s{2,}|[^\S ]/g, ' ').trim();
}
