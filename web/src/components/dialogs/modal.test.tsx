import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      <Modal
        open={open}
        title="Contact"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Reach us here.</p>
        <a href="https://example.com/first">First</a>
        <a href="https://example.com/last">Last</a>
      </Modal>
    </>
  );
}

async function openModal(onClose?: () => void) {
  const user = userEvent.setup();
  render(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return user;
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(
      <Modal open={false} title="Contact" onClose={() => {}}>
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('body')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, outside the page content', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Contact' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Reach us here.');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('takes focus when it opens and keeps Tab inside', async () => {
    const user = await openModal();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Last' })).toHaveFocus();
  });

  it('has the focus from the moment it is on the page, when it loaded lazily', async () => {
    // A dialog loaded on demand is committed by a Suspense retry, not by the click; whoever
    // reads the page as the dialog appears (a screen reader, the next line of a test) finds the
    // focus already inside.
    let load: (module: { default: typeof Modal }) => void = () => {};
    const LazyModal = lazy(() => new Promise<{ default: typeof Modal }>((done) => (load = done)));
    let focusWhenShown: Element | null | undefined;
    const watcher = new MutationObserver(() => {
      if (focusWhenShown === undefined && screen.queryByRole('dialog')) {
        focusWhenShown = document.activeElement;
      }
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    render(
      <Suspense fallback={null}>
        <LazyModal open title="Contact" onClose={() => {}}>
          <p>Reach us here.</p>
        </LazyModal>
      </Suspense>,
    );
    load({ default: Modal });
    const dialog = await screen.findByRole('dialog', { name: 'Contact' });
    watcher.disconnect();
    expect(focusWhenShown).toBe(dialog);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const user = await openModal(onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on the close mark', async () => {
    const onClose = vi.fn();
    const user = await openModal(onClose);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop but not on one inside', async () => {
    const onClose = vi.fn();
    const user = await openModal(onClose);
    await user.click(screen.getByText('Reach us here.'));
    expect(onClose).not.toHaveBeenCalled();

    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close when a press starts inside and ends on the backdrop', async () => {
    const onClose = vi.fn();
    const user = await openModal(onClose);
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByText('Reach us here.') },
      { target: backdrop },
      { keys: '[/MouseLeft]', target: backdrop },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stops the page behind from scrolling while open', async () => {
    const user = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
