import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAfterFirstPaint, FIRST_PAINT_TIMEOUT_MS } from './after-first-paint';

function scheduler() {
  const frames: (() => void)[] = [];
  return {
    frames,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  };
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for a frame, then resolves in the task after it', async () => {
    vi.useFakeTimers();
    const frames = scheduler();
    let done = false;
    void createAfterFirstPaint(frames)().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    frames.frames.forEach((frame) => frame());
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('starts anyway where no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers();
    let done = false;
    void createAfterFirstPaint(scheduler())().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_TIMEOUT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('where paint timing tells, waits for the first contentful paint rather than a frame', async () => {
    vi.useFakeTimers();
    const frames = scheduler();
    let paint: () => void = () => {};
    let done = false;
    const afterPaint = createAfterFirstPaint({
      ...frames,
      onFirstContentfulPaint: (callback) => {
        paint = callback;
        return true;
      },
    });
    void afterPaint().then(() => (done = true));
    // The next frame is before its own paint: it ends nothing.
    frames.frames.shift()!();
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('where the first paint is never reported, starts the frame after the next', async () => {
    vi.useFakeTimers();
    const frames = scheduler();
    let done = false;
    void createAfterFirstPaint({ ...frames, onFirstContentfulPaint: () => true })().then(
      () => (done = true),
    );
    frames.frames.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    frames.frames.shift()!();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('falls back to a frame where paint timing cannot tell', () => {
    const frames = scheduler();
    void createAfterFirstPaint({ ...frames, onFirstContentfulPaint: () => false })();
    expect(frames.frames).toHaveLength(1);
  });

  it('asks for one frame however many callers wait', async () => {
    const frames = scheduler();
    const afterPaint = createAfterFirstPaint(frames);
    const waits = [afterPaint(), afterPaint()];
    expect(frames.frames).toHaveLength(1);
    frames.frames[0]!();
    await Promise.all(waits);
    expect(afterPaint()).toBe(waits[0]);
  });
});
