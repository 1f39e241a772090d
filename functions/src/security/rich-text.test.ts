import { describe, expect, it } from 'vitest';
import { richTextCleaner } from './rich-text';

describe('richTextCleaner (DOMPurify on jsdom)', () => {
  it('keeps what the editor makes', async () => {
    const clean = await richTextCleaner();
    const html =
      '<p><strong>Bold</strong> and <em>italic</em></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(clean(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and unknown tags, keeping their text', async () => {
    const clean = await richTextCleaner();
    expect(
      clean(
        '<p onclick="steal()" style="color:red" class="x">Hi<script>alert(1)</script></p>' +
          '<img src=x onerror="alert(2)"><span>kept</span><iframe src="https://evil.test"></iframe>',
      ),
    ).toBe('<p>Hi</p>kept');
  });

  it('keeps web and mail links, opened safely, and drops javascript: ones', async () => {
    const clean = await richTextCleaner();
    expect(clean('<a href="https://example.com/jobs">Apply</a>')).toBe(
      '<a href="https://example.com/jobs" target="_blank" rel="noopener noreferrer nofollow">Apply</a>',
    );
    expect(clean('<a href="mailto:jobs@example.com">Mail</a>')).toContain(
      'href="mailto:jobs@example.com"',
    );
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('is made once per instance', async () => {
    expect(await richTextCleaner()).toBe(await richTextCleaner());
  });
});
