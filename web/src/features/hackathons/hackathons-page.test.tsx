import { render, screen, within } from '@testing-library/react';
import type { Hackathon } from '@portal/domain/hackathon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHackathons, type HackathonWithId } from '@/lib/hackathons/hackathons';
import type { LiveResult } from '@/lib/firebase/live-result';
import { setOnline } from '@/test/network';
import HackathonsPage from './hackathons-page';

vi.mock('@/lib/hackathons/hackathons', () => ({ useHackathons: vi.fn() }));

function makeHackathon(id: string, overrides: Partial<Hackathon> = {}): HackathonWithId {
  return {
    id,
    name: 'Monsoon Code Sprint 2026',
    organizer: 'Bytewren Labs Developer Community',
    startDate: '2026-12-05',
    endDate: '2026-12-07',
    mode: 'Online',
    description: 'A 48-hour online sprint.',
    registrationLink: 'https://example.com/hackathons/monsoon',
    ...overrides,
  };
}

function renderWith(result: LiveResult<HackathonWithId[]>) {
  vi.mocked(useHackathons).mockReturnValue(result);
  return render(<HackathonsPage />);
}

describe('HackathonsPage', () => {
  beforeEach(() => vi.mocked(useHackathons).mockReset());
  afterEach(() => vi.restoreAllMocks());

  it('offline, says why there is nothing to show yet, and still shows what it has', () => {
    const { unmount } = renderWith({ status: 'success', data: [] });
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Hackathons will load when you are back online.',
    );
    unmount();
    renderWith({ status: 'success', data: [makeHackathon('h1')] });
    expect(screen.getByRole('article')).toHaveTextContent('Monsoon Code Sprint 2026');
  });

  it('has one heading and sets the tab title', () => {
    renderWith({ status: 'loading' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hackathons');
    expect(document.title).toBe('Hackathons | Job Portal');
  });

  it('says it is loading', () => {
    renderWith({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading hackathons...');
  });

  it('says when there are no hackathons', () => {
    renderWith({ status: 'success', data: [] });
    expect(screen.getByRole('status')).toHaveTextContent(
      'No hackathons right now. Check back soon.',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when hackathons could not be loaded', () => {
    renderWith({ status: 'error', error: new Error('unavailable') });
    expect(screen.getByRole('alert')).toHaveTextContent('Hackathons could not be loaded');
  });

  it('shows a card per hackathon with name, organizer, dates, mode, description and register link', () => {
    renderWith({
      status: 'success',
      data: [
        makeHackathon('h1'),
        makeHackathon('h2', {
          name: 'Harbourside Hardware Jam',
          organizer: 'Fernquill Robotics',
          startDate: '2027-02-13',
          endDate: '2027-02-14',
          mode: 'Offline',
          description: 'A weekend of building robots.',
          registrationLink: 'https://example.com/hackathons/jam',
        }),
        makeHackathon('h3', { name: 'One Day Build', mode: 'Hybrid', endDate: '2026-12-05' }),
      ],
    });

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('Monsoon Code Sprint 2026');
    expect(first.getByText('Bytewren Labs Developer Community')).toBeInTheDocument();
    expect(first.getByText('5 Dec 2026', { exact: false }).closest('p')).toHaveTextContent(
      '5 Dec 2026 – 7 Dec 2026',
    );
    expect(first.getByText('Online')).toBeInTheDocument();
    expect(first.getByText('A 48-hour online sprint.')).toBeInTheDocument();
    const register = first.getByRole('link', { name: /^Register for Monsoon Code Sprint 2026/ });
    expect(register).toHaveAttribute('href', 'https://example.com/hackathons/monsoon');
    expect(register).toHaveAttribute('target', '_blank');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');

    const second = within(cards[1]!);
    expect(second.getByRole('heading', { name: 'Harbourside Hardware Jam' })).toBeInTheDocument();
    expect(second.getByText('13 Feb 2027', { exact: false }).closest('p')).toHaveTextContent(
      '13 Feb 2027 – 14 Feb 2027',
    );
    expect(second.getByText('Offline')).toBeInTheDocument();
    expect(
      second.getByRole('link', { name: /Register for Harbourside Hardware Jam/ }),
    ).toHaveAttribute('href', 'https://example.com/hackathons/jam');

    // A one-day event shows its date once.
    const third = within(cards[2]!);
    expect(third.getByText('Hybrid')).toBeInTheDocument();
    expect(third.getByText('5 Dec 2026').closest('p')).toHaveTextContent(/^5 Dec 2026$/);
  });

  it('shows no Register link when the registration URL is not http(s)', () => {
    renderWith({
      status: 'success',
      data: [makeHackathon('h1', { registrationLink: 'javascript:alert(1)' })],
    });
    expect(screen.getByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
