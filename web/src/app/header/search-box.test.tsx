import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TO_RESULTS_EVENT } from '@/lib/browser/scroll-to-results';
import { renderPage } from '@/test/render';
import { SearchBox } from './search-box';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const box = () => screen.getByRole('searchbox', { name: 'Search jobs' });
const searchButton = () => screen.getByRole('button', { name: 'Search' });
const url = () => screen.getByTestId('location').textContent;
const typist = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

/** The search box with ways to leave the page and to go back, as the app's pages have. */
function WithNavigation() {
  const navigate = useNavigate();
  return (
    <>
      <SearchBox />
      <Link to="/about">About Us</Link>
      <Link to="/internships">Internships</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

describe('SearchBox on a page with a list', () => {
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

  it('filters /internships where it is, and Back undoes it', async () => {
    renderPage(<WithNavigation />, { route: '/internships' });
    const user = typist();
    await user.type(box(), 'data');
    expect(url()).toBe('/internships');
    act(() => vi.advanceTimersByTime(400));
    expect(url()).toBe('/internships?q=data');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(url()).toBe('/internships');
    expect(box()).toHaveValue('');
  });

  it('applies at once on Enter', () => {
    renderPage(<SearchBox />);
    fireEvent.change(box(), { target: { value: 'remote' } });
    fireEvent.submit(box().closest('form')!);
    expect(url()).toBe('/?q=remote');
  });

  it('has a Search button that applies at once, and nothing is applied twice', async () => {
    renderPage(<SearchBox />);
    expect(searchButton()).toHaveAttribute('type', 'submit');
    const user = typist();
    await user.type(box(), 'react');
    await user.click(searchButton());
    expect(url()).toBe('/?q=react');
    act(() => vi.advanceTimersByTime(1000));
    expect(url()).toBe('/?q=react');
  });

  it('shows the query of the URL it opens on', () => {
    renderPage(<SearchBox />, { route: '/internships?q=data' });
    expect(box()).toHaveValue('data');
  });

  it('applies nothing typed once the visitor has moved to a page without a list', async () => {
    renderPage(<WithNavigation />);
    const user = typist();
    await user.type(box(), 'design');
    await user.click(screen.getByRole('link', { name: 'About Us' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(url()).toBe('/about');
    expect(box()).toHaveValue('');
  });
});

describe('SearchBox on a page without a list', () => {
  it.each(['/about', '/privacy-policy', '/postjob'])(
    'on %s, changes nothing while the visitor types, however long they wait',
    async (route) => {
      const scrolled = vi.fn();
      window.addEventListener(SCROLL_TO_RESULTS_EVENT, scrolled);
      renderPage(<SearchBox />, { route });
      const user = typist();
      await user.type(box(), 'design');
      act(() => vi.advanceTimersByTime(5000));
      expect(url()).toBe(route);
      expect(box()).toHaveValue('design');
      expect(scrolled).not.toHaveBeenCalled();
      window.removeEventListener(SCROLL_TO_RESULTS_EVENT, scrolled);
    },
  );

  it('goes to / with the query on the Search button, keeping the location filter', async () => {
    renderPage(<SearchBox />, { route: '/about?country=India' });
    const user = typist();
    await user.type(box(), 'design');
    act(() => vi.advanceTimersByTime(1000));
    expect(url()).toBe('/about?country=India');
    await user.click(searchButton());
    expect(url()).toBe('/?q=design&country=India');
    expect(box()).toHaveValue('design');
  });

  it('goes to / with the query on Enter', async () => {
    renderPage(<SearchBox />, { route: '/privacy-policy' });
    const user = typist();
    await user.type(box(), 'design{Enter}');
    expect(url()).toBe('/?q=design');
  });

  it('goes to the board even for the words already in the URL', async () => {
    renderPage(<SearchBox />, { route: '/about?q=design' });
    expect(box()).toHaveValue('design');
    await typist().click(searchButton());
    expect(url()).toBe('/?q=design');
  });

  it('drops words typed but not searched for when the visitor moves on', async () => {
    renderPage(<WithNavigation />, { route: '/about' });
    const user = typist();
    await user.type(box(), 'design');
    await user.click(screen.getByRole('link', { name: 'Internships' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(url()).toBe('/internships');
    expect(box()).toHaveValue('');
  });
});
