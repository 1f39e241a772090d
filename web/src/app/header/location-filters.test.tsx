import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlaces } from '@/lib/job-list/use-places';
import { makeJob } from '@/test/jobs';
import { renderPage } from '@/test/render';
import LocationFilters from './location-filters';

vi.mock('@/lib/job-list/use-places', () => ({ usePlaces: vi.fn() }));

const jobs = [
  makeJob({ Country: 'India', City: 'Pune' }),
  makeJob({ Country: 'India', City: 'Bengaluru' }),
  makeJob({ Country: 'Germany', City: 'Berlin' }),
  makeJob({ Country: 'Germany', City: undefined }),
  makeJob({ Country: undefined, City: undefined }),
];

beforeEach(() => {
  vi.useFakeTimers();
  // The search index's places of `jobs`, sorted: the cities only of the chosen countries.
  const named = (names: (string | undefined)[]) =>
    [...new Set(names.filter((name): name is string => !!name))]
      .sort()
      .map((name) => ({ name, jobs: 1 }));
  vi.mocked(usePlaces).mockImplementation((_type, countries) => ({
    countries: named(jobs.map((job) => job.Country)),
    cities: named(
      jobs
        .filter((job) => countries.length === 0 || countries.includes(job.Country ?? ''))
        .map((job) => job.City),
    ),
  }));
});
afterEach(() => vi.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const url = () => screen.getByTestId('location').textContent;
const optionsOf = (name: RegExp) => {
  const panel = screen.getByRole('button', { name }).parentElement!;
  return within(panel)
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('name') ?? box.closest('label')?.textContent);
};

describe('LocationFilters', () => {
  it('offers the distinct countries and cities of the list in view', async () => {
    renderPage(<LocationFilters />, { route: '/internships' });
    expect(usePlaces).toHaveBeenCalledWith({ type: 'Internship' }, []);
    await user().click(screen.getByRole('button', { name: /Jobs by Countries/ }));
    expect(optionsOf(/Jobs by Countries/)).toEqual(['Germany', 'India']);
    await user().click(screen.getByRole('button', { name: /Jobs by Cities/ }));
    expect(optionsOf(/Jobs by Cities/)).toEqual(['Bengaluru', 'Berlin', 'Pune']);
  });

  it("offers a company's places on its page, and applies them there", async () => {
    renderPage(<LocationFilters />, { route: '/company/acme' });
    expect(usePlaces).toHaveBeenCalledWith({ type: null, company: 'acme' }, []);
    await user().click(screen.getByRole('button', { name: /Jobs by Countries/ }));
    await user().click(screen.getByRole('checkbox', { name: 'India' }));
    act(() => vi.advanceTimersByTime(400));
    expect(url()).toBe('/company/acme?country=India');
  });

  it('narrows the cities to the chosen countries and applies 400 ms after the change', async () => {
    renderPage(<LocationFilters />);
    await user().click(screen.getByRole('button', { name: /Jobs by Countries/ }));
    await user().click(screen.getByRole('checkbox', { name: 'India' }));
    expect(url()).toBe('/');
    act(() => vi.advanceTimersByTime(400));
    expect(url()).toBe('/?country=India');

    await user().click(screen.getByRole('button', { name: /Jobs by Cities/ }));
    expect(optionsOf(/Jobs by Cities/)).toEqual(['Bengaluru', 'Pune']);
  });

  it('clears the chosen cities when the countries change', async () => {
    renderPage(<LocationFilters />, { route: '/?country=India&city=Pune' });
    await user().click(screen.getByRole('button', { name: /Jobs by Countries/ }));
    await user().click(screen.getByRole('checkbox', { name: 'Germany' }));
    act(() => vi.advanceTimersByTime(400));
    // The chosen cities are gone; countries keep the order of the list.
    expect(url()).toBe('/?country=Germany&country=India');
  });
});
