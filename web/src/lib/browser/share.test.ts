import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareLink } from './share';

function stubNavigator(value: Partial<Navigator>) {
  vi.stubGlobal('navigator', value);
}

afterEach(() => vi.unstubAllGlobals());

describe('shareLink', () => {
  it('uses the share sheet when the device has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    expect(await shareLink('https://jobs.example.com/job/1', 'Job')).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Job', url: 'https://jobs.example.com/job/1' });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the person closes the sheet', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator({
      share: () => Promise.reject(new DOMException('closed', 'AbortError')),
      clipboard: { writeText } as unknown as Clipboard,
    });
    expect(await shareLink('https://x.example/1', 'Job')).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet, or it fails', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    expect(await shareLink('https://x.example/1', 'Job')).toBe('copied');
    stubNavigator({
      share: () => Promise.reject(new DOMException('no', 'NotAllowedError')),
      clipboard: { writeText } as unknown as Clipboard,
    });
    expect(await shareLink('https://x.example/2', 'Job')).toBe('copied');
    expect(writeText).toHaveBeenLastCalledWith('https://x.example/2');
  });

  it('fails when the link cannot be copied either', async () => {
    stubNavigator({
      clipboard: { writeText: () => Promise.reject(new Error('denied')) } as unknown as Clipboard,
    });
    await expect(shareLink('https://x.example/1', 'Job')).rejects.toThrow('denied');
  });
});
