import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '@/test/jobs';
import { useExpiryNow } from './use-expiry-now';

describe('useExpiryNow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('moves on exactly when the soonest open job expires, and then to the next one', () => {
    const start = Date.now();
    const jobs = [
      makeJob({ expiresAt: new Date(start + 5_000) }),
      makeJob({ expiresAt: new Date(start + 2_000) }),
      makeJob({ status: 'closed', expiresAt: new Date(start + 1_000) }),
    ];
    const { result } = renderHook(() => useExpiryNow(jobs));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(1_999));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(start + 2_000);
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toBe(start + 5_000);
  });

  it('reaches an expiry further off than a timer can wait, in steps', () => {
    const start = Date.now();
    const far = start + 40 * 24 * 60 * 60 * 1000;
    const jobs = [makeJob({ expiresAt: new Date(far) })];
    const { result } = renderHook(() => useExpiryNow(jobs));
    const longestTimer = 2 ** 31 - 1;
    act(() => vi.advanceTimersByTime(longestTimer));
    expect(result.current).toBe(start + longestTimer);
    act(() => vi.advanceTimersByTime(far - start - longestTimer));
    expect(result.current).toBe(far);
  });

  it('moves on at once for a job in a new list that expired since it last looked', () => {
    const start = Date.now();
    const { result, rerender } = renderHook(({ jobs }) => useExpiryNow(jobs), {
      initialProps: { jobs: [] as ReturnType<typeof makeJob>[] },
    });
    act(() => vi.setSystemTime(start + 60_000));
    rerender({ jobs: [makeJob({ expiresAt: new Date(start + 30_000) })] });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(start + 60_000);
  });
});
