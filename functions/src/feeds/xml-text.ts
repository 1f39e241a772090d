// Posted text made safe for the XML the feed and the sitemap write. What a poster typed may hold
// characters XML 1.0 forbids anywhere (most control characters, lone surrogates): one of them
// would make the whole document unreadable, so they are dropped.

const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters are what it finds
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with every character XML 1.0 cannot hold removed. */
export function xmlChars(text: string): string {
  return text.replace(NOT_XML, '');
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for XML content or a quoted attribute: forbidden characters dropped, the rest escaped. */
export function escapeXml(text: string): string {
  return xmlChars(text).replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** Text for HTML: what an RSS description holds, since readers show it as HTML. */
export function escapeHtmlText(text: string): string {
  return xmlChars(text).replace(/[&<>]/g, (char) => XML_ESCAPES[char]!);
}
