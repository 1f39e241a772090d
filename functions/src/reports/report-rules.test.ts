import { DAY_MS } from '@portal/domain/jobs/job-expiry';
import { describe, expect, it } from 'vitest';
import { decideReport, isEstablished, NO_REPORTS, type ReportTally } from './report-rules';

const NOW = Date.UTC(2026, 10, 26);

describe('isEstablished', () => {
  it('needs a verified address on an account at least a week old', () => {
    expect(isEstablished({ verified: true, createdAt: NOW - 7 * DAY_MS }, NOW)).toBe(true);
    expect(isEstablished({ verified: true, createdAt: NOW - 7 * DAY_MS + 1 }, NOW)).toBe(false);
    expect(isEstablished({ verified: false, createdAt: NOW - 365 * DAY_MS }, NOW)).toBe(false);
    expect(isEstablished(null, NOW)).toBe(false);
  });
});

describe('decideReport', () => {
  const trusted = (network: string) => ({ network, established: true });
  const anyone = (network: string) => ({ network, established: false });
  const after = (reporters: { network: string; established: boolean }[], start = NO_REPORTS) =>
    reporters.reduce<{ tally: ReportTally; hide: boolean }>(
      (state, reporter) => decideReport(state.tally, reporter),
      { tally: start, hide: false },
    );

  it('hides a job on the third established reporter from a third network', () => {
    expect(after([trusted('a'), trusted('b')]).hide).toBe(false);
    const third = after([trusted('a'), trusted('b'), trusted('c')]);
    expect(third).toEqual({
      tally: { count: 3, trustedNetworks: ['a', 'b', 'c'], restored: false },
      counted: true,
      hide: true,
    });
  });

  it('counts anyone else in the queue, never towards hiding', () => {
    const many = after(Array.from({ length: 50 }, (_, n) => anyone(`net-${n}`)));
    expect(many).toMatchObject({ tally: { count: 50, trustedNetworks: [] }, hide: false });
  });

  it('counts established reporters on one network once', () => {
    const sameNetwork = after([trusted('a'), trusted('a'), trusted('a'), trusted('b')]);
    expect(sameNetwork).toMatchObject({
      tally: { count: 4, trustedNetworks: ['a', 'b'] },
      hide: false,
    });
    expect(decideReport(sameNetwork.tally, trusted('b')).counted).toBe(false);
  });

  it('never hides a job a moderator restored', () => {
    const restored = { ...NO_REPORTS, restored: true };
    const reported = after([trusted('a'), trusted('b'), trusted('c'), trusted('d')], restored);
    expect(reported).toMatchObject({ tally: { count: 4, restored: true }, hide: false });
  });
});
