import {
  AlertChangeResultSchema,
  EMAIL_MESSAGE,
  ListAlertsResultSchema,
  SubscribeResultSchema,
  type AlertSearch,
} from '@portal/domain/alerts/alert';
import type { Functions } from 'firebase/functions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '@/lib/firebase/callables';
import { deleteAlert, listAlerts, subscribe, updateAlert } from './alerts';

vi.mock('@/lib/firebase/callables', () => ({ callFunction: vi.fn() }));

const functions = {} as Functions;
/** An id in the one shape the functions make and accept. */
const ALERT_ID = `a-${'x'.repeat(32)}`;
const search: AlertSearch = { query: 'react', countries: ['India'], cities: [], type: 'Job' };

describe('alerts data module', () => {
  beforeEach(() => vi.mocked(callFunction).mockReset());

  it('subscribes with the address as the schema keeps it: trimmed and lower-cased', async () => {
    vi.mocked(callFunction).mockResolvedValue({ ok: true, data: { status: 'check-inbox' } });
    const outcome = await subscribe(functions, {
      email: '  Meera@Example.COM ',
      search,
      frequency: 'weekly',
    });
    expect(outcome).toEqual({ ok: true, data: { status: 'check-inbox' } });
    expect(callFunction).toHaveBeenCalledWith(
      functions,
      'subscribe',
      { email: 'meera@example.com', search, frequency: 'weekly' },
      SubscribeResultSchema,
    );
  });

  it('refuses an address that is not one as the server would, without calling it', async () => {
    const outcome = await subscribe(functions, {
      email: 'meera@',
      search: null,
      frequency: 'daily',
    });
    expect(outcome).toEqual({
      ok: false,
      refusal: {
        code: 'invalid-argument',
        message: EMAIL_MESSAGE,
        details: { reason: 'invalid-fields', fields: { email: EMAIL_MESSAGE } },
      },
    });
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('names the search when it is more than an alert can keep', async () => {
    const outcome = await subscribe(functions, {
      email: 'meera@example.com',
      search: { ...search, query: 'x'.repeat(201) },
      frequency: 'daily',
    });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.refusal.details).toMatchObject({
      reason: 'invalid-fields',
      fields: { search: expect.any(String) },
    });
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('lists the signed-in user’s alerts', async () => {
    vi.mocked(callFunction).mockResolvedValue({ ok: true, data: { alerts: [] } });
    expect(await listAlerts(functions)).toEqual({ ok: true, data: { alerts: [] } });
    expect(callFunction).toHaveBeenCalledWith(functions, 'listAlerts', {}, ListAlertsResultSchema);
  });

  it('pauses, changes the frequency and deletes by id', async () => {
    const id = ALERT_ID;
    vi.mocked(callFunction).mockResolvedValue({ ok: true, data: { alert: null } });
    await updateAlert(functions, { id, paused: true });
    await updateAlert(functions, { id, frequency: 'weekly' });
    await deleteAlert(functions, { id });
    expect(vi.mocked(callFunction).mock.calls).toEqual([
      [functions, 'updateAlert', { id, paused: true }, AlertChangeResultSchema],
      [functions, 'updateAlert', { id, frequency: 'weekly' }, AlertChangeResultSchema],
      [functions, 'deleteAlert', { id }, AlertChangeResultSchema],
    ]);
  });

  it('sends no change that says nothing to change', async () => {
    const outcome = await updateAlert(functions, { id: ALERT_ID });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.refusal.code).toBe('invalid-argument');
    expect(callFunction).not.toHaveBeenCalled();
  });
});
