// A guest with nothing saved, for tests of screens with hearts and the Saved filter, which read
// the session and the saved list. Hoisted mocks cannot use an import, so a test asks for these
// inside its factory: `vi.mock('@/lib/account/session', async () => (await import('@/test/guest')).guestSession())`.
import { vi } from 'vitest';

export const guestSession = () => ({
  useSession: vi.fn(() => ({ status: 'signed-out' })),
});

export const nothingSaved = () => ({
  useSavedJobsList: vi.fn(() => ({ status: 'success', data: new Map() })),
  useKeptJobs: vi.fn(() => []),
  useKeptJob: vi.fn(() => undefined),
  useSaving: vi.fn(() => null),
});
