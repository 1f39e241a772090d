// My Jobs asks for the user's posterKey before its query; where Web Crypto is missing (an origin
// that is not secure) the key fails, and the page must hear an error, not load for ever.
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMyJobs } from './my-jobs';

vi.mock('@portal/domain/jobs/poster-key', async (original) => ({
  ...(await original<object>()),
  posterKeyOf: () => Promise.reject(new TypeError('crypto.subtle is undefined')),
}));
vi.mock('@/lib/firebase/firebase-services', () => ({ useFirestore: () => ({}) }));

describe('useMyJobs', () => {
  it('reports an error when the poster key cannot be computed', async () => {
    const { result } = renderHook(() => useMyJobs('alice'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ error: { message: 'crypto.subtle is undefined' } });
  });
});
