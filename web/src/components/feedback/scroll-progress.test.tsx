import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollProgress } from './scroll-progress';

function setPage({
  height,
  viewport,
  scrollY,
}: {
  height: number;
  viewport: number;
  scrollY: number;
}) {
  const root = document.documentElement;
  Object.defineProperty(root, 'scrollHeight', { configurable: true, value: height });
  Object.defineProperty(root, 'clientHeight', { configurable: true, value: viewport });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

const nextFrame = () => act(() => vi.advanceTimersToNextFrame());

function renderBar() {
  const { container, unmount } = render(<ScrollProgress />);
  const bar = container.querySelector<HTMLElement>('.scroll-progress-bar');
  if (!bar) throw new Error('no bar');
  return { container, unmount, width: () => bar.style.width };
}

describe('ScrollProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    setPage({ height: 3000, viewport: 1000, scrollY: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
    setPage({ height: 0, viewport: 0, scrollY: 0 });
  });

  it('is hidden from assistive technology', () => {
    const { container } = renderBar();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('starts where the page is', () => {
    setPage({ height: 3000, viewport: 1000, scrollY: 1000 });
    const { width } = renderBar();
    nextFrame();
    expect(width()).toBe('50%');
  });

  it('follows scrolling, measuring once a frame however many events arrive', () => {
    const { width } = renderBar();
    nextFrame();
    expect(width()).toBe('0%');

    setPage({ height: 3000, viewport: 1000, scrollY: 500 });
    fireEvent.scroll(window);
    setPage({ height: 3000, viewport: 1000, scrollY: 1500 });
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    expect(vi.getTimerCount()).toBe(1);
    expect(width()).toBe('0%');

    nextFrame();
    expect(width()).toBe('75%');

    setPage({ height: 3000, viewport: 1000, scrollY: 2000 });
    fireEvent.scroll(window);
    nextFrame();
    expect(width()).toBe('100%');
  });

  it('measures again on resize', () => {
    setPage({ height: 3000, viewport: 1000, scrollY: 1000 });
    const { width } = renderBar();
    nextFrame();
    setPage({ height: 3000, viewport: 2000, scrollY: 1000 });
    fireEvent(window, new Event('resize'));
    nextFrame();
    expect(width()).toBe('100%');
  });

  it('stays empty on a page too short to scroll', () => {
    setPage({ height: 800, viewport: 1000, scrollY: 0 });
    const { width } = renderBar();
    nextFrame();
    expect(width()).toBe('0%');
  });

  it("leaves the bar to the browser where the page's scroll can drive it, measuring nothing", () => {
    vi.stubGlobal('CSS', {
      supports: (condition: string) => condition === 'animation-timeline: scroll()',
    });
    try {
      const { container } = renderBar();
      fireEvent.scroll(window);
      expect(vi.getTimerCount()).toBe(0);
      const bar = container.querySelector('.scroll-progress-bar');
      expect(bar).toHaveClass('scroll-progress-bar-scroll-driven');
      expect(bar).not.toHaveAttribute('style');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stops listening when it goes away', () => {
    const { unmount } = renderBar();
    nextFrame();
    unmount();
    fireEvent.scroll(window);
    expect(vi.getTimerCount()).toBe(0);
  });
});
