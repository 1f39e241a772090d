import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps formatting, lists and links', () => {
    const { container } = render(
      <SafeHtml html='<p><em>Great</em> team</p><ul><li>One</li></ul><a href="https://example.com/a">more</a>' />,
    );
    expect(container.querySelector('em')).toHaveTextContent('Great');
    expect(container.querySelectorAll('li')).toHaveLength(1);
    expect(container.querySelector('a')).toHaveAttribute('href', 'https://example.com/a');
  });

  it('opens posted links in a new tab with no opener and no endorsement', () => {
    const { container } = render(<SafeHtml html='<a href="https://example.com/a">more</a>' />);
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('removes scripts, handlers, javascript: links, styles and forms', () => {
    const clean = sanitizeHtml(
      '<script>alert(1)</script><a href="javascript:alert(1)">x</a><p style="position:fixed" onclick="alert(1)">p</p>' +
        '<form action="https://evil.example"><input name="password"></form><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).not.toMatch(/script|javascript:|onclick|style=|<form|<input|<iframe/i);
    expect(clean).toContain('<p>p</p>');
  });

  it('keeps only what the shared allow-list keeps: no images, no relative links', () => {
    const clean = sanitizeHtml(
      '<p>Hi<img src="https://example.com/x.png"></p><a href="/admin">admin</a><h1>Big</h1>',
    );
    expect(clean).toBe('<p>Hi</p><a>admin</a>Big');
  });
});
