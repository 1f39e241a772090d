import { describe, expect, it } from 'vitest';
import { formTicketKey, issueFormTicket, readFormTicket, TICKET_MAX_AGE_MS } from './form-ticket';

const KEY = formTicketKey('test-salt');
const NOW = Date.UTC(2026, 10, 26, 9);

describe('the post form ticket', () => {
  it('says when it was issued, and carries a nonce of its own', () => {
    const ticket = issueFormTicket(KEY, NOW);
    const read = readFormTicket(KEY, ticket, NOW + 5000);
    expect(read).toMatchObject({ ok: true, issuedAt: NOW });
    const other = readFormTicket(KEY, issueFormTicket(KEY, NOW), NOW);
    expect(other.ok && read.ok && other.nonce !== read.nonce).toBe(true);
  });

  it('attack: an earlier time written into a ticket breaks its signature', () => {
    const ticket = issueFormTicket(KEY, NOW, 'nonce');
    const [version, , ...rest] = ticket.split('.');
    const backdated = [version, NOW - 60_000, ...rest].join('.');
    expect(readFormTicket(KEY, backdated, NOW)).toEqual({ ok: false, why: 'forged' });
  });

  it('refuses a ticket signed with another key, or not a ticket at all', () => {
    const foreign = issueFormTicket(formTicketKey('other-salt'), NOW);
    expect(readFormTicket(KEY, foreign, NOW)).toEqual({ ok: false, why: 'forged' });
    for (const junk of ['', 'v1', 'v1.1.2', 'v1.1.2.3.4', `v2.${NOW}.n.sig`]) {
      expect(readFormTicket(KEY, junk, NOW)).toEqual({ ok: false, why: 'forged' });
    }
  });

  it('refuses a ticket from the future, or older than a day', () => {
    expect(readFormTicket(KEY, issueFormTicket(KEY, NOW + 1), NOW)).toEqual({
      ok: false,
      why: 'forged',
    });
    const old = issueFormTicket(KEY, NOW - TICKET_MAX_AGE_MS - 1);
    expect(readFormTicket(KEY, old, NOW)).toEqual({ ok: false, why: 'expired' });
  });
});
