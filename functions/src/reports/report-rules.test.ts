import { DAY_MS } from '@portal/domain/jobs/job-expiry';
import type { ReportReason } from '@portal/domain/moderation/job-report';
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
  const after = (
    reporters: { network: string; established: boolean }[],
    start = NO_REPORTS,
    reason: ReportReason = 'misleading',
  ) =>
    reporters.reduce<{ tally: ReportTally; hide: boolean }>(
      (state, reporter) => decideReport(state.tally, reporter, reason),
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
    expect(decideReport(sameNetwork.tally, trusted('b'), 'misleading').counted).toBe(false);
  });

  it('hides a job at once when one established reporter says it asks for money', () => {
    expect(after([trusted('a')], NO_REPORTS, 'asks-for-money')).toMatchObject({
      counted: true,
      hide: true,
    });
    for (const reason of ['impersonation', 'closed', 'misleading', 'offensive', 'other'] as const)
      expect(after([trusted('a')], NO_REPORTS, reason).hide, reason).toBe(false);
  });

  it('never hides at once for a reporter who is not established, or one already counted', () => {
    const many = after(
      Array.from({ length: 20 }, (_, n) => anyone(`net-${n}`)),
      NO_REPORTS,
      'asks-for-money',
    );
    expect(many.hide).toBe(false);
    const counted = after([trusted('a')], NO_REPORTS, 'misleading').tally;
    expect(decideReport(counted, trusted('a'), 'asks-for-money')).toMatchObject({
      counted: false,
      hide: false,
    });
  });

  it('never hides a job a moderator restored', () => {
    const restored = { ...NO_REPORTS, restored: true };
    const reported = after([trusted('a'), trusted('b'), trusted('c'), trusted('d')], restored);
    expect(after([trusted('e')], restored, 'asks-for-money').hide).toBe(false);
    expect(reported).toMatchObject({ tally: { count: 4, restored: true }, hide: false });
  });
});
