import { describe, expect, it, vi } from 'vitest';
import { createInstallPrompt, type BeforeInstallPromptEvent } from './install-prompt';

/** Chromium's event as it arrives: cancelable, with prompt() and the user's answer. */
function offerEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event: event as BeforeInstallPromptEvent, prompt };
}

describe('createInstallPrompt', () => {
  it('offers nothing until the browser does', async () => {
    const installer = createInstallPrompt(new EventTarget());
    expect(installer.available()).toBe(false);
    expect(await installer.install()).toBe('unavailable');
  });

  it('keeps the browser’s offer, in place of its own mini-infobar, and tells its listeners', () => {
    const target = new EventTarget();
    const installer = createInstallPrompt(target);
    const onChange = vi.fn();
    installer.subscribe(onChange);
    const { event } = offerEvent();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installer.available()).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the install dialog once and gives the answer; the offer is then used up', async () => {
    const target = new EventTarget();
    const installer = createInstallPrompt(target);
    const { event, prompt } = offerEvent('dismissed');
    target.dispatchEvent(event);
    expect(await installer.install()).toBe('dismissed');
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installer.available()).toBe(false);
    expect(await installer.install()).toBe('unavailable');
  });

  it('withdraws the offer once the app is installed some other way', () => {
    const target = new EventTarget();
    const installer = createInstallPrompt(target);
    target.dispatchEvent(offerEvent().event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(installer.available()).toBe(false);
  });

  it('stops telling a listener that unsubscribed', () => {
    const target = new EventTarget();
    const installer = createInstallPrompt(target);
    const onChange = vi.fn();
    installer.subscribe(onChange)();
    target.dispatchEvent(offerEvent().event);
    expect(onChange).not.toHaveBeenCalled();
  });
});
