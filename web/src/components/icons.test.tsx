import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';
import type { IconComponent } from './icons';

const ALL: [string, IconComponent][] = [
  ['WhatsApp', icons.WhatsApp],
  ['Telegram', icons.Telegram],
  ['X', icons.X],
  ['LinkedIn', icons.LinkedIn],
  ['Instagram', icons.Instagram],
  ['Mail', icons.Mail],
  ['Phone', icons.Phone],
  ['Heart', icons.Heart],
  ['HeartFilled', icons.HeartFilled],
  ['Share', icons.Share],
  ['User', icons.User],
  ['Menu', icons.Menu],
  ['Close', icons.Close],
  ['ChevronDown', icons.ChevronDown],
  ['Search', icons.Search],
];

describe('icons', () => {
  it.each(ALL)('%s is a hidden, unfocusable drawing in the text colour', (_name, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg?.outerHTML).toContain('currentColor');
    // Something is drawn.
    expect(svg?.querySelector('path, circle, rect')).not.toBeNull();
  });

  it('leaves the name of the control to the control', () => {
    render(
      <button type="button" aria-label="Open menu">
        <icons.Menu />
      </button>,
    );
    expect(screen.getByRole('button')).toHaveAccessibleName('Open menu');
  });

  it('takes a size and a class', () => {
    const { container } = render(<icons.Heart size={32} className="big" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '32');
    expect(svg).toHaveClass('icon', 'big');
  });

  it('draws the filled heart filled and the outline heart empty', () => {
    const { container } = render(
      <>
        <icons.Heart />
        <icons.HeartFilled />
      </>,
    );
    const [outline, filled] = container.querySelectorAll('svg');
    expect(outline).toHaveAttribute('fill', 'none');
    expect(filled).toHaveAttribute('fill', 'currentColor');
  });
});
