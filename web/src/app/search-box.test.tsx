import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TO_RESULTS_EVENT } from '../lib/browser/scroll-to-results';
import { renderPage } from '../test/render';
import { SearchBox } from './search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const box = () => screen.getByRole('searchbox', { name: 'Search jobs' });
const url = () => screen.getByTestId('location').textContent;

describe('SearchBox', () => {
  it('applies the query 400 ms after the last change, then asks for the results', () => {
    const scrolled = vi.fn();
    window.addEventListener(SCROLL_TO_RESULTS_EVENT, scrolled);
    renderPage(<SearchBox />);

    fireEvent.change(box(), { target: { value: 'pyt' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box(), { target: { value: 'python' } });
    act(() => vi.advanceTimersByTime(399));
    expect(url()).toBe('/');

    act(() => vi.advanceTimersByTime(1));
    expect(url()).toBe('/?q=python');
    act(() => vi.advanceTimersByTime(50));
    expect(scrolled).toHaveBeenCalledTimes(1);
    window.removeEventListener(SCROLL_TO_RESULTS_EVENT, scrolled);
  });

  it('applies at once on Enter', () => {
    renderPage(<SearchBox />);
    fireEvent.change(box(), { target: { value: 'remote' } });
    fireEvent.submit(box().closest('form')!);
    expect(url()).toBe('/?q=remote');
  });

  it('starts from the URL, keeps the location filter and goes to / from a page without a list', () => {
    renderPage(<SearchBox />, { route: '/about?country=India' });
    fireEvent.change(box(), { target: { value: 'design' } });
    fireEvent.submit(box().closest('form')!);
    expect(url()).toBe('/?q=design&country=India');
  });

  it('shows the query of the URL it opens on', () => {
    renderPage(<SearchBox />, { route: '/internships?q=data' });
    expect(box()).toHaveValue('data');
  });
});
