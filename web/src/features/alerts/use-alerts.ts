// The signed-in user's alerts for /alerts, and the changes made to them there. A change shows
// at once and is sent; a refusal puts back what it changed (unless a later change has changed
// it again since) and says why. Everything here needs the network: with none, the list waits
// for it.
import type { AlertFrequency, AlertSummary } from '@portal/domain/alerts/alert';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { describeChangeRefusal } from './api/alert-refusals';
import { deleteAlert, listAlerts, updateAlert } from './api/alerts';
import { useOnline } from '@/lib/browser/use-online';
import { useFunctions } from '@/lib/firebase/firebase-services';

export type AlertsState =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  | { status: 'success'; alerts: AlertSummary[] };

type AlertPatch = { paused?: boolean; frequency?: AlertFrequency };

/** The patch's fields taken from `source`, where `current` still holds what the patch set. */
function settle(current: AlertSummary, patch: AlertPatch, source: AlertSummary): AlertSummary {
  const next = { ...current };
  if (patch.paused !== undefined && current.paused === patch.paused) next.paused = source.paused;
  if (patch.frequency !== undefined && current.frequency === patch.frequency) {
    next.frequency = source.frequency;
  }
  return next;
}

export function useAlerts() {
  const functions = useFunctions();
  const online = useOnline();
  const { showToast } = useToast();
  const [state, setState] = useState<AlertsState>({ status: 'loading' });
  const [pending, setPending] = useState<Record<string, number>>({});
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef(false);

  useEffect(() => {
    if (loaded.current || !online) return;
    let current = true;
    void listAlerts(functions).then((outcome) => {
      if (!current) return;
      if (outcome.ok) {
        loaded.current = true;
        setState({ status: 'success', alerts: outcome.data.alerts });
      } else {
        setState({
          status: 'error',
          message: `Your alerts could not be loaded. ${describeChangeRefusal(outcome.refusal)}`,
        });
      }
    });
    return () => {
      current = false;
    };
  }, [functions, online, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  const setAlerts = (change: (alerts: AlertSummary[]) => AlertSummary[]) =>
    setState((state) =>
      state.status === 'success' ? { status: 'success', alerts: change(state.alerts) } : state,
    );
  const track = (id: string, step: 1 | -1) =>
    setPending((counts) => ({ ...counts, [id]: (counts[id] ?? 0) + step }));

  const change = async (alert: AlertSummary, patch: AlertPatch, done: string) => {
    setAlerts((alerts) =>
      alerts.map((each) => (each.id === alert.id ? { ...each, ...patch } : each)),
    );
    track(alert.id, 1);
    const outcome = await updateAlert(functions, { id: alert.id, ...patch });
    track(alert.id, -1);
    if (outcome.ok) {
      const saved = outcome.data.alert;
      if (saved) {
        setAlerts((alerts) =>
          alerts.map((each) =>
            each.id === saved.id
              ? {
                  ...settle(each, patch, saved),
                  confirmed: saved.confirmed,
                  lastSentAt: saved.lastSentAt,
                }
              : each,
          ),
        );
      }
      showToast(done, 'success');
      return;
    }
    if (outcome.refusal.code === 'not-found') {
      setAlerts((alerts) => alerts.filter((each) => each.id !== alert.id));
    } else {
      setAlerts((alerts) =>
        alerts.map((each) => (each.id === alert.id ? settle(each, patch, alert) : each)),
      );
    }
    showToast(`The change was not saved. ${describeChangeRefusal(outcome.refusal)}`);
  };

  const setPaused = (alert: AlertSummary, paused: boolean) =>
    change(
      alert,
      { paused },
      paused ? 'Alert paused: no mails until you resume it.' : 'Alert resumed.',
    );

  const setFrequency = (alert: AlertSummary, frequency: AlertFrequency) =>
    change(alert, { frequency }, `The alert now mails ${frequency}.`);

  const remove = async (alert: AlertSummary) => {
    const index = state.status === 'success' ? state.alerts.indexOf(alert) : -1;
    setAlerts((alerts) => alerts.filter((each) => each.id !== alert.id));
    track(alert.id, 1);
    const outcome = await deleteAlert(functions, { id: alert.id });
    track(alert.id, -1);
    // Gone already (unsubscribed from a mail, say) is what was asked for.
    if (outcome.ok || outcome.refusal.code === 'not-found') {
      showToast('Alert deleted.', 'success');
      return;
    }
    setAlerts((alerts) => {
      if (alerts.some((each) => each.id === alert.id)) return alerts;
      const at = index < 0 ? alerts.length : Math.min(index, alerts.length);
      return [...alerts.slice(0, at), alert, ...alerts.slice(at)];
    });
    showToast(`The alert was not deleted. ${describeChangeRefusal(outcome.refusal)}`);
  };

  const isPending = (id: string) => (pending[id] ?? 0) > 0;

  // Not loaded yet and no connection: it loads when the connection comes back.
  const shown: AlertsState = state.status === 'loading' && !online ? { status: 'offline' } : state;

  return { state: shown, online, retry, setPaused, setFrequency, remove, isPending };
}
