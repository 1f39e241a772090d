import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { AccountMenu } from './account-menu';

const menuLinks = () =>
  Array.from(document.querySelectorAll('.account-menu-items:not([hidden]) a')).map(
    (a) => a.textContent,
  );

describe('AccountMenu', () => {
  it('opens Hackathon and SVAR Assessment from the avatar', async () => {
    renderPage(<AccountMenu />);
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(menuLinks()).toEqual([]);
    await userEvent.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(menuLinks()).toEqual(['Hackathon', 'SVAR Assessment']);
  });

  it('closes on Escape, giving focus back to the avatar', async () => {
    renderPage(<AccountMenu />);
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    await userEvent.click(avatar);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(menuLinks()).toEqual([]);
    expect(avatar).toHaveFocus();
  });

  it('closes on a press outside it', async () => {
    renderPage(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(document.body);
    expect(menuLinks()).toEqual([]);
  });

  it('offers My Jobs and Logout once signed in, every item styled as one', async () => {
    const onLogOut = vi.fn();
    renderPage(<AccountMenu userName="Meera" onLogOut={onLogOut} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Meera' }));
    expect(menuLinks()).toEqual(['Hackathon', 'SVAR Assessment', 'My Jobs']);
    const items = Array.from(document.querySelectorAll('.account-menu-items:not([hidden]) li'));
    expect(items.map((item) => item.firstElementChild?.className)).toEqual(
      Array(4).fill('account-menu-item'),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    expect(onLogOut).toHaveBeenCalled();
    expect(menuLinks()).toEqual([]);
  });

  it('offers a guest neither My Jobs nor Logout', async () => {
    renderPage(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('link', { name: 'My Jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
