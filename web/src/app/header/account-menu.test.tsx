import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createInstallPrompt } from '@/lib/browser/install-prompt';
import { renderPage } from '@/test/render';
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

  it('offers My Jobs, Job alerts and Logout once signed in, every item styled as one', async () => {
    const onLogOut = vi.fn();
    renderPage(<AccountMenu userName="Meera" onLogOut={onLogOut} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Meera' }));
    expect(menuLinks()).toEqual(['Hackathon', 'SVAR Assessment', 'My Jobs', 'Job alerts']);
    expect(
      within(document.querySelector<HTMLElement>('.account-menu-items')!).getByRole('link', {
        name: 'Job alerts',
      }),
    ).toHaveAttribute('href', '/alerts');
    const items = Array.from(document.querySelectorAll('.account-menu-items:not([hidden]) li'));
    expect(items.map((item) => item.firstElementChild?.className)).toEqual(
      Array(5).fill('account-menu-item'),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Logout' })[0]!);
    expect(onLogOut).toHaveBeenCalled();
    expect(menuLinks()).toEqual([]);
  });

  it('offers a moderator the Moderation console, and nobody else', async () => {
    const { unmount } = renderPage(<AccountMenu userName="Meera" onLogOut={vi.fn()} moderator />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Meera' }));
    expect(menuLinks()).toEqual([
      'Hackathon',
      'SVAR Assessment',
      'My Jobs',
      'Job alerts',
      'Moderation',
    ]);
    expect(
      within(document.querySelector<HTMLElement>('.account-menu-items')!).getByRole('link', {
        name: 'Moderation',
      }),
    ).toHaveAttribute('href', '/moderation');
    unmount();

    renderPage(<AccountMenu userName="Meera" onLogOut={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Meera' }));
    expect(menuLinks()).not.toContain('Moderation');
  });

  it('offers a guest neither My Jobs, Job alerts nor Logout', async () => {
    renderPage(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('link', { name: 'My Jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Job alerts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('offers Install app once the browser offers installation, and shows its dialog', async () => {
    const browser = new EventTarget();
    const installer = createInstallPrompt(browser);
    renderPage(<AccountMenu installer={installer} />);
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    await userEvent.click(avatar);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();

    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    act(() => {
      browser.dispatchEvent(offer);
    });
    // In the avatar's menu and in the small-screen panel.
    expect(screen.getAllByRole('button', { name: 'Install app', hidden: true })).toHaveLength(2);
    await userEvent.click(
      within(document.querySelector<HTMLElement>('.account-menu-items')!).getByRole('button', {
        name: 'Install app',
      }),
    );
    expect(prompt).toHaveBeenCalledTimes(1);
    // The offer is used up: the item goes, and the menu closes.
    expect(screen.queryAllByRole('button', { name: 'Install app', hidden: true })).toHaveLength(0);
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });
});
