// Checks how posted HTML reads as text: words apart or together as a browser shows them,
// entities decoded once, scripts and comments unread.
import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('turns block tags into spaces so that list items stay separate words', () => {
    expect(htmlToText('<ul><li>Go</li><li>Rust</li></ul>')).toBe('Go Rust');
    expect(htmlToText('<p>One</p><p>Two<br>Three</p>')).toBe('One Two Three');
  });

  it('keeps words whole across inline tags', () => {
    expect(
      htmlToText('Go<strong>lang</strong> and <a href="https://x.example">Ty</a>peScript'),
    ).toBe('Golang and TypeScript');
  });

  it('drops the content of script and style, and comments', () => {
    expect(
      htmlToText('<p>a</p><script>const li = "<p>";</script><STYLE>li{}</STYLE><!-- li -->b'),
    ).toBe('a b');
  });

  it('decodes the common entities, numeric ones included', () => {
    expect(htmlToText('R&amp;D &lt;b&gt; &quot;x&quot; it&#39;s it&apos;s a&nbsp;b')).toBe(
      'R&D <b> "x" it\'s it\'s a b',
    );
    expect(htmlToText('&#8377;5 &#x20B9;6 &#X20b9;7')).toBe('₹5 ₹6 ₹7');
  });

  it('decodes in one pass and never reads decoded text as markup', () => {
    expect(htmlToText('&amp;lt;li&amp;gt;')).toBe('&lt;li&gt;');
    expect(htmlToText('&lt;li&gt;Go&lt;/li&gt;')).toBe('<li>Go</li>');
  });

  it('leaves unknown entities and invalid code points readable', () => {
    expect(htmlToText('&madeup; &#0; &#xD800; &#1114112;')).toBe('&madeup; \uFFFD \uFFFD \uFFFD');
  });

  it('keeps a < that starts no tag', () => {
    expect(htmlToText('<p>salary < 5 LPA, 3<4</p>')).toBe('salary < 5 LPA, 3<4');
  });

  it('does not end a tag at a > inside a quoted attribute value', () => {
    expect(htmlToText('<a title="a > b" href=\'c>d\'>link</a> text')).toBe('link text');
  });

  it('drops an unclosed tag at the end, as a browser does', () => {
    expect(htmlToText('<p>text</p><a href="https://x')).toBe('text');
  });

  it('collapses and trims whitespace', () => {
    expect(htmlToText('  <p>\n  a \t\r\n b  </p>  ')).toBe('a b');
    expect(htmlToText('')).toBe('');
  });

  it('stays fast on hostile input full of unclosed tags, quotes and ampersands', () => {
    // Each is 500,000 characters or more: a scan that went back over the rest of the string at
    // every '<' would take minutes and hit the test time-out.
    const times = 100_000;
    expect(htmlToText('<a x="'.repeat(times))).toBe('');
    expect(htmlToText('<p x=">'.repeat(times))).toBe('');
    expect(htmlToText('text <a<b<c'.repeat(times))).toBe('text');
    expect(htmlToText('<<'.repeat(times))).toBe('<'.repeat(2 * times));
    expect(htmlToText('&#'.repeat(times))).toBe('&#'.repeat(times));
    expect(htmlToText(`<script>${'<'.repeat(times)}`)).toBe('');
  });
});
