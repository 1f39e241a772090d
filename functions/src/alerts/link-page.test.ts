// The pages the links in alert mail open: no script, everything escaped, one POST button.
import { describe, expect, it } from 'vitest';
import { renderLinkPage } from './link-page';

describe('renderLinkPage', () => {
  it('escapes every value and posts its one button back to the page', () => {
    const html = renderLinkPage('Job <Portal>', {
      status: 200,
      title: 'Unsubscribe from this alert?',
      lines: ['Jobs matching “</p><script>alert(1)</script>”'],
      button: { label: 'Unsubscribe', action: '?token=a.0.b"onmouseover="x' },
      links: [{ href: 'https://portal.test/', text: 'Browse jobs' }],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/p&gt;&lt;script&gt;');
    expect(html).toContain('<title>Unsubscribe from this alert? – Job &lt;Portal&gt;</title>');
    expect(html).toContain('<form method="post" action="?token=a.0.b&quot;onmouseover=&quot;x">');
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('has no form when there is nothing to do', () => {
    const html = renderLinkPage('Job Portal', {
      status: 400,
      title: 'This link is not valid',
      lines: [],
      links: [],
    });
    expect(html).not.toContain('<form');
    expect(html).toContain('<h1>This link is not valid</h1>');
  });
});
