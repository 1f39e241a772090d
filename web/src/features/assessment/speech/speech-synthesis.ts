// Speaking aloud through the browser's speechSynthesis, so the assessment never touches it
// directly. It waits for the voices (Chrome lists them only after 'voiceschanged'), prefers a
// US English voice, speaks long text a sentence at a time (Chrome falls silent partway through
// a long utterance), and never hangs: a watchdog gives up on an utterance whose 'end' never
// comes.

export interface Speaker {
  /** False where the browser cannot speak: speak() then resolves at once. */
  readonly available: boolean;
  /** Says `text`; resolves once it has been said, cut short or failed. Never rejects. */
  speak(text: string): Promise<void>;
  /** Stops what is being said and what waits to be said; their speak() calls resolve. */
  cancel(): void;
}

/** How long to wait for 'voiceschanged' before speaking with the browser's default voice. */
export const VOICES_TIMEOUT_MS = 2000;

/** Time enough for a slow voice (two words a second) to say `text`, and a margin. */
export function watchdogMs(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return 5000 + words * 1000;
}

const langOf = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase();

/** A US English voice if there is one, else any English one, else null (the default). */
export function pickVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  return (
    voices.find((voice) => langOf(voice) === 'en-us') ??
    voices.find((voice) => langOf(voice).startsWith('en')) ??
    null
  );
}

/** `text` in sentences, so that no single utterance runs long. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function waitForVoices(synth: SpeechSynthesis, timeoutMs: number): Promise<void> {
  if (synth.getVoices().length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    synth.addEventListener('voiceschanged', done);
  });
}

export function createSpeaker(
  synth: SpeechSynthesis | undefined,
  Utterance: typeof SpeechSynthesisUtterance | undefined,
  { voicesTimeoutMs = VOICES_TIMEOUT_MS } = {},
): Speaker {
  if (!synth || !Utterance) {
    return { available: false, speak: () => Promise.resolve(), cancel: () => {} };
  }
  return workingSpeaker(synth, Utterance, voicesTimeoutMs);
}

function workingSpeaker(
  synth: SpeechSynthesis,
  Utterance: typeof SpeechSynthesisUtterance,
  voicesTimeoutMs: number,
): Speaker {
  let voicesReady: Promise<void> | undefined;
  /** Bumped by cancel(): a speak() from before it says nothing more. */
  let generation = 0;
  /**
   * The utterances under way and their resolvers, for cancel(). Holding the utterance also
   * keeps Chrome from collecting it mid-sentence, which loses its 'end' event.
   */
  const pending = new Map<SpeechSynthesisUtterance, () => void>();

  function sayOne(text: string): Promise<void> {
    return new Promise((resolve) => {
      const utterance = new Utterance(text);
      utterance.lang = 'en-US';
      const voice = pickVoice(synth.getVoices());
      if (voice) utterance.voice = voice;
      const finish = () => {
        clearTimeout(watchdog);
        pending.delete(utterance);
        resolve();
      };
      const watchdog = setTimeout(() => {
        console.warn('Speech synthesis: an utterance never ended; moving on');
        synth.cancel();
        finish();
      }, watchdogMs(text));
      utterance.addEventListener('end', finish);
      utterance.addEventListener('error', (event) => {
        // 'interrupted' and 'canceled' are our own cancel().
        if (event.error !== 'interrupted' && event.error !== 'canceled') {
          console.warn(`Speech synthesis error: ${event.error}`);
        }
        finish();
      });
      pending.set(utterance, finish);
      synth.speak(utterance);
    });
  }

  return {
    available: true,
    async speak(text) {
      const started = generation;
      voicesReady ??= waitForVoices(synth, voicesTimeoutMs);
      await voicesReady;
      for (const sentence of sentencesOf(text)) {
        if (generation !== started) return;
        await sayOne(sentence);
      }
    },
    cancel() {
      generation += 1;
      synth.cancel();
      for (const finish of [...pending.values()]) finish();
    },
  };
}
