// What the candidate said, item by item. Each item has an answer window: the recogniser
// listens while it is open, and one window at most is open at a time. Windows are kept by key,
// so opening the same item again replaces its answer (React's StrictMode runs an effect twice).
import type { SpokenItem } from '@portal/domain/assessment/attempt';
import { useEffect, useState } from 'react';
import type { Heard, Listener } from '@/features/assessment/speech/speech-recognition';

interface Entry {
  window: AbortController;
  answer: Promise<SpokenItem>;
}

export class AnswerSheet {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly listener: Listener,
    private readonly onHeard: (heard: Heard) => void,
  ) {}

  /** Opens item `key`'s window, closing any other; resolves with its answer once it is in. */
  open(key: number, prompt: string): Promise<SpokenItem> {
    this.close();
    const window = new AbortController();
    const answer = this.listener.listen(window.signal).then((heard) => {
      this.onHeard(heard);
      return { prompt, heard: heard.transcript, speechSeconds: heard.speechSeconds };
    });
    this.entries.set(key, { window, answer });
    return answer;
  }

  /** Closes the open window, if any: what was heard so far is kept. */
  close(): void {
    for (const { window } of this.entries.values()) window.abort();
  }

  /** Closes the open window; resolves with every item's answer, in the order first opened. */
  finish(): Promise<SpokenItem[]> {
    this.close();
    return Promise.all([...this.entries.values()].map((entry) => entry.answer));
  }
}

/**
 * A sheet for the life of the calling component, whose window closes when that unmounts. The
 * first `listener` and `onHeard` serve for that whole life.
 */
export function useAnswerSheet(listener: Listener, onHeard: (heard: Heard) => void): AnswerSheet {
  const [sheet] = useState(() => new AnswerSheet(listener, onHeard));
  useEffect(() => () => sheet.close(), [sheet]);
  return sheet;
}
