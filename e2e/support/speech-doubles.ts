// Test doubles for the browser's speech, installed before the page loads: our Chromium has no
// voices and no speech recognition. The synthesiser lists one US English voice (after a
// 'voiceschanged', as Chrome does) and "speaks" each utterance in 60 ms a word. The recogniser
// answers each start() by the script: 'echo' says back what was asked (the statement on screen,
// else the last thing spoken, or a question's answer key read from the callable's answer),
// 'nonsense' says words unrelated to anything, 'silence' reports no-speech, and 'blocked'
// reports a microphone the user has not allowed. Timers are the page's, so Playwright's clock
// drives them.
import type { Page } from '@playwright/test';

export type SpeechScript = 'echo' | 'nonsense' | 'silence' | 'blocked';

/** What the doubles saw, for assertions: every utterance spoken and every answer given. */
export interface SpeechLog {
  spoken: string[];
  heard: string[];
}

export async function installSpeechDoubles(page: Page, script: SpeechScript): Promise<void> {
  // Sent as source. A runner that compiles with esbuild's keepNames (tsx does) wraps named
  // functions in __name(), which the page does not have: give it one.
  await page.addInitScript({
    content: `var __name = (target) => target; (${speechDoubles})(${JSON.stringify(script)});`,
  });
}

export function speechLog(page: Page): Promise<SpeechLog> {
  return page.evaluate(() => (window as unknown as { __speech: SpeechLog }).__speech);
}

/** Runs in the page, so it may use nothing from this module's scope. */
function speechDoubles(script: SpeechScript) {
  const log: SpeechLog = { spoken: [], heard: [] };
  Object.assign(window, { __speech: log });
  const MS_PER_WORD = 60;
  const SPEAKING_MS_PER_WORD = 350;
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

  // The answer keys of the paragraph's questions, read from the callable's answer.
  const answerKeys = new Map<string, string>();
  const realFetch = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await realFetch(...args);
    const url = typeof args[0] === 'string' ? args[0] : String((args[0] as Request).url ?? args[0]);
    if (url.includes('generateAssessment')) {
      response
        .clone()
        .json()
        .then((body: { result?: { questions?: { question: string; answerKey: string[] }[] } }) => {
          for (const { question, answerKey } of body.result?.questions ?? []) {
            answerKeys.set(question, answerKey[0] ?? '');
          }
        })
        .catch(() => {});
    }
    return response;
  };

  // ---- speechSynthesis
  let voicesLoaded = false;
  const voices = [
    { name: 'Test English (US)', lang: 'en-US', default: true, localService: true, voiceURI: 'us' },
    {
      name: 'Test English (UK)',
      lang: 'en-GB',
      default: false,
      localService: true,
      voiceURI: 'uk',
    },
  ];

  class Utterance extends EventTarget {
    lang = '';
    voice: unknown = null;
    rate = 1;
    pitch = 1;
    volume = 1;
    constructor(public text = '') {
      super();
    }
  }

  const queue: Utterance[] = [];
  let speakingTimer: ReturnType<typeof setTimeout> | undefined;

  class Synthesis extends EventTarget {
    get speaking() {
      return queue.length > 0;
    }
    pending = false;
    paused = false;
    getVoices() {
      return voicesLoaded ? voices : [];
    }
    speak(utterance: Utterance) {
      queue.push(utterance);
      if (queue.length === 1) next();
    }
    cancel() {
      clearTimeout(speakingTimer);
      const dropped = queue.splice(0);
      for (const utterance of dropped) {
        utterance.dispatchEvent(Object.assign(new Event('error'), { error: 'interrupted' }));
      }
    }
    pause() {}
    resume() {}
  }

  function next() {
    const utterance = queue[0];
    if (!utterance) return;
    log.spoken.push(utterance.text);
    utterance.dispatchEvent(new Event('start'));
    speakingTimer = setTimeout(
      () => {
        queue.shift();
        utterance.dispatchEvent(new Event('end'));
        next();
      },
      MS_PER_WORD * words(utterance.text) + 50,
    );
  }

  const synthesis = new Synthesis();
  setTimeout(() => {
    voicesLoaded = true;
    synthesis.dispatchEvent(new Event('voiceschanged'));
  }, 100);
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synthesis });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    configurable: true,
    value: Utterance,
  });

  // ---- SpeechRecognition
  function answer(): string | null {
    if (script === 'silence' || script === 'blocked') return null;
    if (script === 'nonsense') return 'purple elephants juggle quietly under seventeen umbrellas';
    const shown = document.querySelector('.assessment-statement blockquote')?.textContent;
    if (shown) return shown;
    // A question is spoken a sentence at a time: match it by its last sentence.
    const last = log.spoken.at(-1) ?? '';
    for (const [question, key] of answerKeys) if (question.endsWith(last)) return key;
    return last;
  }

  class Recognition extends EventTarget {
    lang = '';
    continuous = true;
    interimResults = true;
    maxAlternatives = 1;
    private timers: ReturnType<typeof setTimeout>[] = [];
    private said: string | null = null;
    private speaking = false;
    private ended = false;

    private fire(type: string, fields: object = {}) {
      this.dispatchEvent(Object.assign(new Event(type), fields));
    }
    private at(ms: number, run: () => void) {
      this.timers.push(setTimeout(run, ms));
    }
    private deliver() {
      if (this.said !== null && this.speaking) {
        log.heard.push(this.said);
        this.fire('speechend');
        const result = Object.assign([{ transcript: this.said, confidence: 0.9 }], {
          isFinal: true,
        });
        this.fire('result', { resultIndex: 0, results: [result] });
      }
      this.end();
    }
    private end() {
      if (this.ended) return;
      this.ended = true;
      for (const timer of this.timers) clearTimeout(timer);
      this.fire('end');
    }

    start() {
      if (script === 'blocked') {
        this.at(20, () => {
          this.fire('error', { error: 'not-allowed', message: '' });
          this.end();
        });
        return;
      }
      this.said = answer();
      this.at(50, () => this.fire('start'));
      if (this.said === null) {
        this.at(5000, () => {
          this.fire('error', { error: 'no-speech', message: '' });
          this.end();
        });
        return;
      }
      const said = this.said;
      this.at(300, () => {
        this.speaking = true;
        this.fire('speechstart');
      });
      this.at(300 + SPEAKING_MS_PER_WORD * words(said), () => this.deliver());
    }
    stop() {
      this.deliver();
    }
    abort() {
      this.fire('error', { error: 'aborted', message: '' });
      this.end();
    }
  }

  Object.defineProperty(window, 'SpeechRecognition', { configurable: true, value: Recognition });
  Object.defineProperty(window, 'webkitSpeechRecognition', {
    configurable: true,
    value: Recognition,
  });
}
