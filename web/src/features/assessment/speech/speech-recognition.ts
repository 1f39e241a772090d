// Hearing an answer through the browser's SpeechRecognition (webkitSpeechRecognition in
// Chrome), so the assessment never touches it directly: US English, one utterance at a time
// (non-continuous), final results only (spec §4). Each listen() also measures how long the
// candidate spoke, for reading fluency. Errors are logged only (spec §8); the caller may show
// the hint for those the candidate can put right.
//
// Most browsers send the voice to their maker's servers to be recognised. Where the browser
// can recognise US English on the device instead (Chrome's on-device Web Speech API:
// SpeechRecognition.available() and install(), and the recogniser's processLocally), the
// listener uses that, and says which it does (where()), so the candidate is told.

/** The part of the Web Speech API's recogniser used here (TypeScript's DOM types lack it). */
export interface Recogniser extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  /** True: recognised on this device or not at all (on-device Web Speech API; absent elsewhere). */
  processLocally?: boolean;
  start(): void;
  stop(): void;
  abort(): void;
}

/** What available() says of a language on this device (Web Speech API). */
export type OnDeviceAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

interface OnDeviceOptions {
  langs: string[];
  processLocally?: boolean;
}

/**
 * The recogniser's constructor, with the static methods of on-device recognition where the
 * browser has them (Chrome's; absent in most browsers, so optional).
 */
export interface RecogniserConstructor {
  new (): Recogniser;
  available?: (options: OnDeviceOptions) => Promise<OnDeviceAvailability>;
  install?: (options: OnDeviceOptions) => Promise<boolean>;
}

/**
 * Where the candidate's voice is recognised: on this device, on the browser maker's servers,
 * or nowhere (no speech recognition in this browser).
 */
export type RecognitionPlace = 'device' | 'servers' | 'none';

const LANG = 'en-US';

interface ResultEvent extends Event {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

interface ErrorEvent extends Event {
  error: string;
  message?: string;
}

export interface Heard {
  /** What was heard; '' when nothing was. */
  transcript: string;
  /** Seconds from the first word heard to the last, when the recogniser said; else null. */
  speechSeconds: number | null;
  /** The recogniser's error code ('no-speech', 'not-allowed', ...), if it reported one. */
  error: string | null;
}

export interface Listener {
  /** False where the browser has no speech recognition: listen() then hears nothing. */
  readonly available: boolean;
  /**
   * Where the voice will be recognised, once the browser has said: asks whether US English can
   * be recognised on this device, and installs it there when the browser offers to. Asked
   * once; every later call has the same answer. Listening before it has answered sends the
   * voice to the servers, as the browser does by default. Never rejects.
   */
  where(): Promise<RecognitionPlace>;
  /**
   * Listens for one answer: until the recogniser ends by itself (after an utterance, or after
   * silence), or until `signal` aborts, keeping what was heard by then. Never rejects.
   */
  listen(signal: AbortSignal): Promise<Heard>;
}

/** How long after stop() the recogniser may take to deliver its last result and end. */
export const STOP_GRACE_MS = 1500;

const NOTHING: Heard = { transcript: '', speechSeconds: null, error: null };

/** Errors that are no fault: silence, and a recogniser stopped on purpose. */
const ROUTINE_ERRORS = new Set(['no-speech', 'aborted']);

/** One line on what the candidate can do about an error, or null when there is nothing. */
export function recognitionHint(error: string | null): string | null {
  switch (error) {
    case 'not-allowed':
    case 'service-not-allowed':
      return 'The microphone is blocked: allow this site to use it (the icon in the address bar), then carry on.';
    case 'audio-capture':
      return 'No microphone was found: connect one, then carry on.';
    default:
      return null;
  }
}

function logError(error: string, message?: string) {
  const text = `Speech recognition error: ${error}${message ? ` (${message})` : ''}`;
  if (ROUTINE_ERRORS.has(error)) console.warn(text);
  else console.error(text);
}

/** Whole seconds to the hundredth, or null when the span is unknown or empty. */
function secondsBetween(start: number | null, end: number | null): number | null {
  if (start === null || end === null || end <= start) return null;
  return Math.min(600, Math.round((end - start) / 10) / 100);
}

export function createListener(
  Recognition: RecogniserConstructor | undefined,
  { now = () => Date.now() } = {},
): Listener {
  if (!Recognition) {
    let logged = false;
    return {
      available: false,
      where: () => Promise.resolve('none'),
      listen() {
        if (!logged) console.error('Speech recognition is not supported in this browser');
        logged = true;
        return Promise.resolve(NOTHING);
      },
    };
  }

  /** Set once the device is known to recognise US English: every recogniser then must. */
  let onDevice = false;
  let place: Promise<RecognitionPlace> | undefined;

  return {
    available: true,
    where() {
      place ??= placeOf(Recognition).then((found) => {
        onDevice = found === 'device';
        return found;
      });
      return place;
    },
    listen(signal) {
      if (signal.aborted) return Promise.resolve(NOTHING);
      return new Promise((resolve) => {
        const recogniser = new Recognition();
        // Only where the device has the language: else the recogniser would hear nothing.
        if (onDevice) recogniser.processLocally = true;
        recogniser.lang = LANG;
        recogniser.continuous = false;
        recogniser.interimResults = false;
        recogniser.maxAlternatives = 1;

        const parts: string[] = [];
        let speechStart: number | null = null;
        let speechEnd: number | null = null;
        let lastResult: number | null = null;
        let error: string | null = null;
        let grace: ReturnType<typeof setTimeout> | undefined;
        let done = false;

        const finish = () => {
          if (done) return;
          done = true;
          clearTimeout(grace);
          signal.removeEventListener('abort', onAbort);
          const transcript = parts.join(' ').replace(/\s+/g, ' ').trim();
          resolve({
            transcript,
            // Timed from speechstart (else the first result) to speechend (else the last).
            speechSeconds: transcript ? secondsBetween(speechStart, speechEnd ?? lastResult) : null,
            error,
          });
        };

        const onAbort = () => {
          // stop(), not abort(): what was said so far still arrives as a result.
          try {
            recogniser.stop();
          } catch {
            // Not started yet, or ended already: 'end' or the grace timer settles it.
          }
          grace = setTimeout(() => {
            recogniser.abort();
            finish();
          }, STOP_GRACE_MS);
        };

        recogniser.addEventListener('speechstart', () => {
          speechStart ??= now();
        });
        recogniser.addEventListener('speechend', () => {
          speechEnd = now();
        });
        recogniser.addEventListener('result', (event) => {
          const { resultIndex, results } = event as ResultEvent;
          const at = now();
          for (let index = resultIndex; index < results.length; index += 1) {
            const result = results[index];
            if (result?.isFinal && result[0]) parts.push(result[0].transcript);
          }
          speechStart ??= at;
          lastResult = at;
        });
        recogniser.addEventListener('error', (event) => {
          const { error: code, message } = event as ErrorEvent;
          error = code;
          logError(code, message);
        });
        recogniser.addEventListener('end', finish);
        signal.addEventListener('abort', onAbort, { once: true });

        try {
          recogniser.start();
        } catch (failure) {
          console.error('Speech recognition could not start', failure);
          finish();
        }
      });
    },
  };
}

/** Whether the browser recognises US English on this device, installing it if it offers to. */
async function placeOf(Recognition: RecogniserConstructor): Promise<RecognitionPlace> {
  const { available, install } = Recognition;
  if (!available) return 'servers';
  const options = { langs: [LANG], processLocally: true };
  try {
    // Called on the constructor: the browser's methods may read `this`.
    const availability = await available.call(Recognition, options);
    if (availability === 'available') return 'device';
    if ((availability === 'downloadable' || availability === 'downloading') && install) {
      return (await install.call(Recognition, options)) ? 'device' : 'servers';
    }
  } catch (failure) {
    // A Permissions-Policy that forbids it, say: the servers recognise the voice as before.
    console.warn('On-device speech recognition could not be checked', failure);
  }
  return 'servers';
}
