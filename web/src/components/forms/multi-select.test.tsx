import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect } from './multi-select';

const COUNTRIES = ['India', 'Nepal', 'USA'];

function Harness({
  options = COUNTRIES,
  initial = [],
  onChange = () => {},
}: {
  options?: string[];
  initial?: string[];
  onChange?: (selected: string[]) => void;
}) {
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <>
      <MultiSelect
        label="Jobs by Countries"
        options={options}
        selected={selected}
        onChange={(next) => {
          onChange(next);
          setSelected(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const toggleButton = () => screen.getByRole('button', { name: /^Jobs by Countries/ });

async function openWith(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(toggleButton());
  return user;
}

describe('MultiSelect', () => {
  it('starts closed, its button naming the list', () => {
    render(<Harness />);
    expect(toggleButton()).toHaveAccessibleName('Jobs by Countries');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('builds its checkboxes only once opened, and drops them when closed', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    // Not merely hidden: a closed menu of a hundred places costs nothing to render.
    expect(container.querySelectorAll('input')).toHaveLength(0);
    await user.click(toggleButton());
    expect(container.querySelectorAll('input')).toHaveLength(COUNTRIES.length);
    await user.click(toggleButton());
    expect(container.querySelectorAll('input')).toHaveLength(0);
  });

  it('opens a panel of one checkbox per option and Clear All', async () => {
    await openWith({ initial: ['Nepal'] });
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggleButton().getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    const boxes = within(panel as HTMLElement).getAllByRole('checkbox');
    expect(boxes.map((box) => box.parentElement?.textContent)).toEqual(COUNTRIES);
    expect(screen.getByRole('checkbox', { name: 'Nepal' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'India' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Jobs by Countries' })).toBeInTheDocument();
  });

  it('reports the new selection in the order of the options', async () => {
    const onChange = vi.fn();
    const user = await openWith({ initial: ['USA'], onChange });
    await user.click(screen.getByRole('checkbox', { name: 'India' }));
    expect(onChange).toHaveBeenLastCalledWith(['India', 'USA']);
    await user.click(screen.getByRole('checkbox', { name: 'USA' }));
    expect(onChange).toHaveBeenLastCalledWith(['India']);
  });

  it('shows how many are chosen on the button', async () => {
    const user = await openWith({ initial: ['India', 'USA'] });
    expect(toggleButton()).toHaveAccessibleName('Jobs by Countries, 2 selected');
    await user.click(screen.getByRole('checkbox', { name: 'Nepal' }));
    expect(toggleButton()).toHaveAccessibleName('Jobs by Countries, 3 selected');
  });

  it('clears every choice with Clear All', async () => {
    const onChange = vi.fn();
    const user = await openWith({ initial: ['India', 'USA'], onChange });
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(
      screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(0);
    expect(toggleButton()).toHaveAccessibleName('Jobs by Countries');
  });

  it('works by keyboard and closes on Escape with focus back on the button', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={['India']} onChange={onChange} />);
    await user.tab();
    expect(toggleButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab(); // Clear All
    await user.tab(); // India
    await user.tab(); // Nepal
    expect(screen.getByRole('checkbox', { name: 'Nepal' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['India', 'Nepal']);

    await user.keyboard('{Escape}');
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
    expect(toggleButton()).toHaveFocus();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('closes on a click outside, not on one inside', async () => {
    const user = await openWith();
    await user.click(screen.getByRole('checkbox', { name: 'India' }));
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when Tab moves on past it', async () => {
    const user = await openWith({ options: ['India'] });
    screen.getByRole('checkbox', { name: 'India' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(toggleButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when there is nothing to choose', async () => {
    await openWith({ options: [] });
    expect(screen.getByText('No options')).toBeVisible();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
