// Keeps the Post a Job form's draft on this device: restores it when the page opens, saves it
// shortly after each change and at once when the page is hidden or left, and deletes it when
// the job is posted or the draft discarded. When IndexedDB fails the form works on, unsaved.
import {
  EMPTY_POST_JOB_FORM,
  type PostJobForm,
  type PostJobFormValues,
} from '@portal/domain/posting/post-job';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  deletePostJobDraft,
  loadPostJobDraft,
  savePostJobDraft,
  stashPostJobDraft,
} from './api/post-job-draft';

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

export interface DraftState {
  /** When the draft on this device was last written; null when there is none. */
  savedAt: Date | null;
  /** When the draft restored on opening the page had been saved, until it is changed. */
  restoredFrom: Date | null;
  discarded: boolean;
}

const NO_DRAFT: DraftState = { savedAt: null, restoredFrom: null, discarded: false };

function isBlank(values: Partial<PostJobFormValues>): boolean {
  return Object.entries(EMPTY_POST_JOB_FORM).every(
    ([field, blank]) => (values[field as keyof PostJobFormValues] ?? blank) === blank,
  );
}

type PostJobFormApi = UseFormReturn<PostJobFormValues, unknown, PostJobForm>;

export function usePostJobDraft({ subscribe, reset, getValues }: PostJobFormApi) {
  const [state, setState] = useState<DraftState>(NO_DRAFT);
  const pending = useRef<Partial<PostJobFormValues> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Set once the job is posted: nothing is saved after that. */
  const finished = useRef(false);
  const reported = useRef(false);

  const report = useCallback((error: unknown) => {
    if (reported.current) return;
    reported.current = true;
    console.error('The Post a Job draft cannot be kept on this device', error);
  }, []);

  /** The last write to IndexedDB, until it is known to be committed. */
  const unconfirmed = useRef<{ values: Partial<PostJobFormValues>; savedAt: Date } | null>(null);

  /**
   * Writes what is pending. `pageGoing`: the page may not live to finish an IndexedDB write, so
   * what is pending, or else a write not yet committed, is also written synchronously.
   */
  const flush = useCallback(
    (pageGoing = false) => {
      clearTimeout(timer.current);
      const values = pending.current;
      pending.current = null;
      if (finished.current) return;
      if (!values) {
        const last = unconfirmed.current;
        if (pageGoing && last) stashPostJobDraft(last.values, last.savedAt);
        return;
      }
      if (isBlank(values)) {
        unconfirmed.current = null;
        setState(NO_DRAFT);
        deletePostJobDraft().catch(report);
        return;
      }
      const write = { values, savedAt: new Date() };
      unconfirmed.current = write;
      if (pageGoing) stashPostJobDraft(values, write.savedAt);
      savePostJobDraft(values, write.savedAt).then(() => {
        if (unconfirmed.current === write) unconfirmed.current = null;
        // Once changed, the draft is this visit's: the restore is no longer news.
        setState({ savedAt: write.savedAt, restoredFrom: null, discarded: false });
      }, report);
    },
    [report],
  );

  // Restore what this device kept, unless the visitor has started typing already.
  useEffect(() => {
    let active = true;
    loadPostJobDraft().then((draft) => {
      if (!active || !draft || !isBlank(getValues())) return;
      reset(draft.values, { keepDefaultValues: true });
      setState({ savedAt: draft.savedAt, restoredFrom: draft.savedAt, discarded: false });
    }, report);
    return () => {
      active = false;
    };
  }, [getValues, reset, report]);

  // Save after each change by the visitor (a reset is no change of theirs: it has no type).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, type }) => {
          if (!type) return;
          pending.current = values;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => flush(), DRAFT_SAVE_DELAY_MS);
        },
      }),
    [subscribe, flush],
  );

  // A hidden page may never come back (a closed tab, a killed app, a reload), and leaving the
  // page for the login page must not lose the last keystrokes: write what is pending now.
  useEffect(() => {
    const onPageHide = () => flush(true);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  /** Clears the form and forgets the draft. */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    unconfirmed.current = null;
    reset(EMPTY_POST_JOB_FORM);
    setState({ ...NO_DRAFT, discarded: true });
    deletePostJobDraft().catch(report);
  }, [reset, report]);

  /** The job is posted: forget the draft and save nothing more. */
  const finish = useCallback(() => {
    finished.current = true;
    clearTimeout(timer.current);
    pending.current = null;
    unconfirmed.current = null;
    deletePostJobDraft().catch(report);
  }, [report]);

  return { state, discard, finish };
}
