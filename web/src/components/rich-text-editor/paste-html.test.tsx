// The paste normaliser on what Word, Google Docs and a web page really put on the clipboard.
import { describe, expect, it } from 'vitest';
import {
  GOOGLE_DOCS as googleDocs,
  WEB_PAGE as webPage,
  WORD_DESKTOP as wordDesktop,
} from '#test/paste-fixtures';
import { normalizePastedHtml } from './paste-html';

const LINK = 'target="_blank" rel="noopener noreferrer nofollow"';

/** The HTML with the whitespace between and inside tags collapsed, as the editor reads it. */
function normalized(html: string): string {
  return normalizePastedHtml(html).replace(/\s+/g, ' ').replace(/>\s+</g, '><').trim();
}

describe('normalizePastedHtml', () => {
  it("turns Word's list paragraphs into real lists, nested and numbered, without their markers", () => {
    expect(normalized(wordDesktop)).toBe(
      '<p><b>About the role</b></p>' +
        `<p>We are hiring a <i>frontend developer</i> to build our job portal. Read more on <a href="https://careers.example.com/frontend" ${LINK}>our careers page</a>.</p>` +
        '<ul><li>React and TypeScript<ul><li>Hooks and context</li></ul></li>' +
        '<li><b>Accessibility</b> (WCAG 2.2)</li></ul>' +
        '<p>How to apply:</p>' +
        '<ol><li>Send your CV</li><li>Talk to us</li></ol>',
    );
  });

  it('drops Word styles, classes, conditional comments and its <o:p> tags', () => {
    const html = normalizePastedHtml(wordDesktop);
    expect(html).not.toMatch(/style=|class=|mso|<o:p|<!--|font-face|·/i);
  });

  it('starts a new list when Word switches from bullets to numbers at the same level', () => {
    const item = (list: string, marker: string, text: string) =>
      `<p class=MsoListParagraphCxSpMiddle style='text-indent:-.25in;mso-list:${list} level1 lfo1'><![if !supportLists]><span><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>${text}<o:p></o:p></p>\n`;
    const html = item('l0', '·', 'One') + item('l0', '·', 'Two') + item('l0', 'a)', 'Three');
    expect(normalized(html)).toBe('<ul><li>One</li><li>Two</li></ul><ol><li>Three</li></ol>');
  });

  it('keeps a Word paragraph in List Paragraph style but with no marker as a paragraph', () => {
    expect(normalized('<p class=MsoListParagraph>Just indented</p>')).toBe('<p>Just indented</p>');
  });

  it('does not turn a Google Docs paste bold, and keeps its styled bold and italic as tags', () => {
    expect(normalized(googleDocs)).toBe(
      '<p><strong>About the role</strong></p>' +
        `<p>We build a <em>job portal</em>. See <a href="https://careers.example.com/" ${LINK}>our careers page</a>.</p>` +
        '<ul><li><p>React</p></li><li><p><strong>TypeScript</strong></p></li></ul>' +
        '<ol><li><p>Apply online</p></li></ol>',
    );
  });

  it('keeps a web page’s blocks apart and drops its scripts, images, styles and unsafe links', () => {
    expect(normalized(webPage)).toBe(
      '<p>Backend Engineer</p>' +
        '<p>Join our <strong>platform</strong> team in Pune.</p>' +
        '<h2>What you will do</h2>' +
        '<ul><li>Design APIs</li><li>Run services <a>safely</a></li></ul>' +
        `<p>Questions? <a href="mailto:jobs@example.com" ${LINK}>Write to us</a> or <a>see more</a>.</p>` +
        '<p>Location</p><p>Pune</p>',
    );
  });

  it('leaves plain, already clean HTML as it is', () => {
    expect(normalized('<p>Hello <strong>there</strong></p><ul><li>One</li></ul>')).toBe(
      '<p>Hello <strong>there</strong></p><ul><li>One</li></ul>',
    );
  });
});
