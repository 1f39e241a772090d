// The editor in jsdom, as far as jsdom runs ProseMirror: rendering, toolbar commands, the value
// out and in, the link form. Typing, selecting and pasting into the contenteditable need a real
// browser (the e2e tests); the paste normaliser has its own tests.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GOOGLE_DOCS } from '#test/paste-fixtures';
import RichTextEditor from './rich-text-editor';

function Harness({
  initial = '',
  onChange = () => {},
}: {
  initial?: string;
  onChange?: (html: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">Skills Required</span>
      <p id="hint">What the job needs.</p>
      <RichTextEditor
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
        label="Skills Required"
        labelId="label"
        describedBy="hint"
        required
      />
      <button type="button" onClick={() => setValue('<p>From outside</p>')}>
        Set from outside
      </button>
      <output data-testid="value">{value}</output>
    </>
  );
}

// ProseMirror scrolls the selection into view; jsdom lays nothing out and has no text rects.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

const box = () => screen.getByRole('textbox', { name: 'Skills Required' });
const value = () => screen.getByTestId('value').textContent;
const tool = (name: string) => screen.getByRole('button', { name });

describe('RichTextEditor', () => {
  it('is a labelled, described, multi-line text box with a formatting toolbar', () => {
    render(<Harness initial="<p>React</p>" />);
    expect(box()).toHaveAttribute('aria-multiline', 'true');
    expect(box()).toHaveAttribute('aria-required', 'true');
    expect(box()).toHaveAccessibleDescription('What the job needs.');
    expect(box()).toHaveTextContent('React');
    const toolbar = screen.getByRole('toolbar', { name: 'Skills Required formatting' });
    expect(toolbar).toHaveAttribute('aria-controls', box().id);
    const names = Array.from(toolbar.querySelectorAll('button')).map((button) => [
      button.getAttribute('aria-label'),
      button.getAttribute('aria-pressed'),
      button.getAttribute('aria-keyshortcuts'),
    ]);
    expect(names).toEqual([
      ['Bold', 'false', 'Control+B'],
      ['Italic', 'false', 'Control+I'],
      ['Bulleted list', 'false', 'Control+Shift+8'],
      ['Numbered list', 'false', 'Control+Shift+7'],
      ['Link', 'false', 'Control+K'],
    ]);
  });

  it('turns the text into a list from the toolbar, says so, and sends the HTML out', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p>React</p>" onChange={onChange} />);
    await userEvent.click(tool('Bulleted list'));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li>React</li></ul>');
    expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(tool('Numbered list'));
    expect(value()).toBe('<ol><li>React</li></ol>');
    expect(tool('Numbered list')).toHaveAttribute('aria-pressed', 'true');
    expect(tool('Bulleted list')).toHaveAttribute('aria-pressed', 'false');
  });

  it('writes a lone paragraph in a list item as the item itself, and keeps two', async () => {
    render(
      <Harness initial="<ul><li><p>One</p><p>More</p></li><li>Two<ul><li>Deeper</li></ul></li></ul>" />,
    );
    await userEvent.click(tool('Numbered list'));
    expect(value()).toBe(
      '<ol><li><p>One</p><p>More</p></li><li>Two<ul><li>Deeper</li></ul></li></ol>',
    );
  });

  it('is one Tab stop, with arrow keys, Home and End between its buttons', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(tool('Bold')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tool('Italic')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(tool('Link')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tool('Bold')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tool('Link')).toHaveFocus();
    // Tab leaves the toolbar for the text; back in, it remembers the last button.
    await userEvent.tab();
    expect(box()).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(tool('Link')).toHaveFocus();
  });

  it('is empty as an empty string, and shows a value set from outside without echoing it', async () => {
    const onChange = vi.fn();
    render(<Harness initial="<p></p>" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set from outside' }));
    expect(box()).toHaveTextContent('From outside');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds a link at the cursor, accepting only a web or e-mail address', async () => {
    render(<Harness />);
    await userEvent.click(tool('Link'));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(
      'Enter a web address such as https://acme.com/jobs, or an e-mail address.',
    );
    await userEvent.clear(address);
    await userEvent.type(address, 'acme.com/jobs');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    expect(value()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://acme.com/jobs">https://acme.com/jobs</a></p>',
    );
    await waitFor(() => expect(box()).toHaveFocus());
  });

  it('adds an e-mail link as mailto:, showing the address', async () => {
    render(<Harness />);
    await userEvent.click(tool('Link'));
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Link address' }),
      'jobs@acme.com{Enter}',
    );
    expect(value()).toContain('href="mailto:jobs@acme.com">jobs@acme.com</a>');
  });

  it('edits and removes the link at the cursor', async () => {
    render(<Harness initial='<p><a href="https://old.example.com/">Apply here</a></p>' />);
    expect(tool('Link')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(tool('Link'));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveValue('https://old.example.com/');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://new.example.com/{Enter}');
    expect(value()).toContain('href="https://new.example.com/">Apply here</a>');
    await userEvent.click(tool('Link'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove link' }));
    expect(value()).toBe('<p>Apply here</p>');
  });

  it('closes the link form on Escape and gives the keyboard back to the text', async () => {
    render(<Harness initial="<p>React</p>" />);
    await userEvent.click(tool('Link'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
    await waitFor(() => expect(box()).toHaveFocus());
    expect(value()).toBe('<p>React</p>');
  });

  it('cleans what is pasted: a Google Docs paste keeps its structure and is not all bold', () => {
    render(<Harness />);
    const paste = Object.assign(new Event('paste', { bubbles: true, cancelable: true }), {
      clipboardData: {
        types: ['text/html', 'text/plain'],
        getData: (type: string) => (type === 'text/html' ? GOOGLE_DOCS : 'About the role'),
      },
    });
    act(() => {
      box().dispatchEvent(paste);
    });
    expect(value()).toBe(
      '<p><strong>About the role</strong></p>' +
        '<p>We build a <em>job portal</em>. See <a target="_blank" rel="noopener noreferrer nofollow" href="https://careers.example.com/">our careers page</a>.</p>' +
        '<ul><li>React</li><li><strong>TypeScript</strong></li></ul>' +
        '<ol><li>Apply online</li></ol>',
    );
  });

  it('keeps only safe links from its initial HTML', () => {
    render(
      <Harness initial='<p><a href="javascript:alert(1)">bad</a> <a href="/x">relative</a></p>' />,
    );
    expect(box().querySelector('a')).toBeNull();
  });
});
