// Sharing a link: the device's share sheet when it has one, otherwise the clipboard.

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      // The person closed the sheet: nothing to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}
