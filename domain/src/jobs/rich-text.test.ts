// The allow-list on DOMPurify over jsdom, as the posting function runs it.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { createRichTextCleaner, RICH_TEXT_TAGS } from './rich-text';

const clean = createRichTextCleaner(createDOMPurify(new JSDOM('').window));

describe('rich-text allow-list', () => {
  it('keeps what the editor makes: paragraphs, bold, italic, lists and links', () => {
    const html =
      '<p>We build <strong>fast</strong> and <em>careful</em> software.</p>' +
      '<ul><li>React</li><li>Go</li></ul><ol><li>Apply</li><li>Talk to us</li></ol>';
    expect(clean(html)).toBe(html);
  });

  it('opens links in a new tab with no handle on this page', () => {
    expect(clean('<a href="https://example.com/a">blog</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">blog</a>',
    );
    expect(clean('<a href="mailto:hr@acme.com">mail</a>')).toContain('href="mailto:hr@acme.com"');
  });

  it('drops styles, classes and wrappers a word processor adds, keeping their text', () => {
    expect(
      clean(
        '<p class="MsoNormal" style="margin:0"><span style="font-family:Calibri">Hello</span>' +
          '<font color="red"> world</font><o:p></o:p></p>',
      ),
    ).toBe('<p>Hello world</p>');
  });

  it.each([
    ['a script', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an event handler', '<p onclick="alert(1)">hi</p>', '<p>hi</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html,x">x</a>', '<a>x</a>'],
    ['a relative link', '<a href="/admin">x</a>', '<a>x</a>'],
    ['an image', '<img src="x" onerror="alert(1)">', ''],
    ['an iframe', '<iframe src="https://example.com"></iframe>', ''],
    ['a style sheet', '<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['a form', '<form><input name="q"><button>Go</button></form>', 'Go'],
    ['an svg', '<svg><script>alert(1)</script></svg>', ''],
  ])('removes %s', (_what, html, expected) => {
    expect(clean(html)).toBe(expected);
  });

  it('lists only harmless tags', () => {
    for (const tag of ['script', 'style', 'iframe', 'img', 'svg', 'math', 'form', 'object']) {
      expect(RICH_TEXT_TAGS as readonly string[]).not.toContain(tag);
    }
  });
});
