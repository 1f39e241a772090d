// For the component tests, which run on fake timers: test doubles of the speech adapters
// (speaking takes a second; each answer window hears 'answer N' after two seconds, or when it
// closes), and ways to move time and click that flush React in between.
import type { SpokenItem } from '@portal/domain/assessment/attempt';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderPage } from '@/test/render';
import type { BrowserSpeech } from '@/features/assessment/speech/browser-speech';
import type { Heard, RecognitionPlace } from '@/features/assessment/speech/speech-recognition';

export const SPEAK_MS = 1000;
export const ANSWER_MS = 2000;

interface FakeSpeechOptions {
  recognition?: boolean;
  /** Where the fake recognises the voice; the servers unless told (none without recognition). */
  place?: RecognitionPlace;
  synthesis?: boolean;
  /** What the Nth listen() (from 1) hears; 'answer N' unless told. */
  hear?: (call: number) => Partial<Heard>;
}

export function fakeSpeech({
  recognition = true,
  place = recognition ? 'servers' : 'none',
  synthesis = true,
  hear = (call) => ({ transcript: `answer ${call}` }),
}: FakeSpeechOptions = {}) {
  const spoken: string[] = [];
  let calls = 0;
  const speech = {
    speaker: {
      available: synthesis,
      speak: vi.fn((text: string) => {
        spoken.push(text);
        return new Promise<void>((resolve) => setTimeout(resolve, SPEAK_MS));
      }),
      cancel: vi.fn(),
    },
    listener: {
      available: recognition,
      where: vi.fn(() => Promise.resolve(place)),
      listen: vi.fn(
        (signal: AbortSignal) =>
          new Promise<Heard>((resolve) => {
            calls += 1;
            const heard: Heard = {
              transcript: '',
              speechSeconds: 1.5,
              error: null,
              ...hear(calls),
            };
            const timer = setTimeout(() => resolve(heard), ANSWER_MS);
            signal.addEventListener('abort', () => {
              clearTimeout(timer);
              resolve(heard);
            });
          }),
      ),
    },
  } satisfies BrowserSpeech;
  return { speech, spoken };
}

/** Moves the fake clock on; React's effects run once at the end, so step through each change. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Clicks with no pointer delays: user-event waits on timers these tests have stopped. */
export const click = (element: HTMLElement) => fireEvent.click(element);

/** What the doubles hear for these prompts, asked in this order from the first listen(). */
export const answered = (prompts: readonly string[], from = 1): SpokenItem[] =>
  prompts.map((prompt, index) => ({
    prompt,
    heard: `answer ${from + index}`,
    speechSeconds: 1.5,
  }));

/** Presses the button that ends the section: the dialog's Next or Finish Test. */
export const pressDialogAction = () =>
  click(within(screen.getByRole('dialog')).getByRole('button', { name: /^(Next|Finish Test)$/ }));

/** 'Next Section', then the dialog's Next. */
export function endSection() {
  click(screen.getByRole('button', { name: 'Next Section' }));
  pressDialogAction();
}

/** Renders a section on fresh doubles; `section` gets the props the page would give it. */
export function renderSection(
  section: (props: SectionTestProps) => ReactElement,
  options?: FakeSpeechOptions,
) {
  const { speech, spoken } = fakeSpeech(options);
  const onDone = vi.fn();
  renderPage(section({ speech, onHeard: vi.fn(), onDone }));
  return { speech, spoken, onDone };
}

interface SectionTestProps {
  speech: ReturnType<typeof fakeSpeech>['speech'];
  onHeard: () => void;
  onDone: () => void;
}
