// The listener against a hand-made recogniser: its configuration, final results only, the
// speaking time, stopping on request, and every error logged, with a hint where one helps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createListener,
  recognitionHint,
  STOP_GRACE_MS,
  type RecogniserConstructor,
} from './speech-recognition';

class FakeRecogniser extends EventTarget {
  static made: FakeRecogniser[] = [];
  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 5;
  start = vi.fn();
  stop = vi.fn();
  abort = vi.fn();
  constructor() {
    super();
    FakeRecogniser.made.push(this);
  }
  fire(type: string, fields: object = {}) {
    this.dispatchEvent(Object.assign(new Event(type), fields));
  }
  result(transcript: string, isFinal = true) {
    const result = Object.assign([{ transcript }], { isFinal });
    this.fire('result', { resultIndex: 0, results: [result] });
  }
}

const listener = () => createListener(FakeRecogniser as unknown as RecogniserConstructor);
const latest = () => FakeRecogniser.made.at(-1)!;

describe('listener', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeRecogniser.made = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('listens in US English, for one utterance, final results only', async () => {
    const heard = listener().listen(new AbortController().signal);
    const recogniser = latest();
    expect(recogniser).toMatchObject({
      lang: 'en-US',
      continuous: false,
      interimResults: false,
      maxAlternatives: 1,
    });
    expect(recogniser.start).toHaveBeenCalledTimes(1);
    recogniser.result('the quick', false);
    recogniser.result('The quick brown fox.');
    recogniser.fire('end');
    await expect(heard).resolves.toEqual({
      transcript: 'The quick brown fox.',
      speechSeconds: null,
      error: null,
    });
  });

  it('times the speech from speechstart to speechend', async () => {
    const heard = listener().listen(new AbortController().signal);
    const recogniser = latest();
    recogniser.fire('start');
    await vi.advanceTimersByTimeAsync(700);
    recogniser.fire('speechstart');
    await vi.advanceTimersByTimeAsync(2500);
    recogniser.fire('speechend');
    await vi.advanceTimersByTimeAsync(300);
    recogniser.result('Reading aloud is fun.');
    recogniser.fire('end');
    expect((await heard).speechSeconds).toBe(2.5);
  });

  it('without speechstart, times from the first result; unknown when nothing was heard', async () => {
    const heard = listener().listen(new AbortController().signal);
    const recogniser = latest();
    recogniser.fire('speechstart');
    recogniser.fire('end');
    expect(await heard).toEqual({ transcript: '', speechSeconds: null, error: null });
  });

  it('on abort, stops (keeping what was said) and settles when the recogniser ends', async () => {
    const answerWindow = new AbortController();
    const heard = listener().listen(answerWindow.signal);
    const recogniser = latest();
    answerWindow.abort();
    expect(recogniser.stop).toHaveBeenCalled();
    expect(recogniser.abort).not.toHaveBeenCalled();
    recogniser.result('Said just in time.');
    recogniser.fire('end');
    expect((await heard).transcript).toBe('Said just in time.');
  });

  it('gives up on a recogniser that never ends after stop()', async () => {
    const answerWindow = new AbortController();
    const settled = vi.fn();
    listener().listen(answerWindow.signal).then(settled);
    answerWindow.abort();
    await vi.advanceTimersByTimeAsync(STOP_GRACE_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(latest().abort).toHaveBeenCalled();
    expect(settled).toHaveBeenCalledWith({ transcript: '', speechSeconds: null, error: null });
  });

  it('does not start when the window closed already', async () => {
    const answerWindow = new AbortController();
    answerWindow.abort();
    await expect(listener().listen(answerWindow.signal)).resolves.toMatchObject({ transcript: '' });
    expect(FakeRecogniser.made).toEqual([]);
  });

  it.each([
    ['no-speech', 'warn'],
    ['aborted', 'warn'],
    ['not-allowed', 'error'],
    ['service-not-allowed', 'error'],
    ['network', 'error'],
    ['audio-capture', 'error'],
  ] as const)('logs the %s error (console.%s) and reports it', async (code, level) => {
    const log = vi.spyOn(console, level).mockImplementation(() => {});
    const heard = listener().listen(new AbortController().signal);
    latest().fire('error', { error: code, message: '' });
    latest().fire('end');
    expect((await heard).error).toBe(code);
    expect(log).toHaveBeenCalledWith(`Speech recognition error: ${code}`);
  });

  it('has a one-line hint for a blocked or missing microphone, and none otherwise', () => {
    expect(recognitionHint('not-allowed')).toMatch(/^The microphone is blocked: allow this site/);
    expect(recognitionHint('service-not-allowed')).toBe(recognitionHint('not-allowed'));
    expect(recognitionHint('audio-capture')).toMatch(/^No microphone was found/);
    for (const code of ['no-speech', 'aborted', 'network', null]) {
      expect(recognitionHint(code)).toBeNull();
    }
  });

  it('logs a recogniser that refuses to start, and hears nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Failing = class extends FakeRecogniser {
      override start = vi.fn(() => {
        throw new Error('InvalidStateError');
      });
    };
    const heard = createListener(Failing as unknown as RecogniserConstructor).listen(
      new AbortController().signal,
    );
    await expect(heard).resolves.toMatchObject({ transcript: '' });
    expect(error).toHaveBeenCalledWith('Speech recognition could not start', expect.any(Error));
  });

  it('without speech recognition, logs the error once and hears nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const none = createListener(undefined);
    expect(none.available).toBe(false);
    await expect(none.listen(new AbortController().signal)).resolves.toEqual({
      transcript: '',
      speechSeconds: null,
      error: null,
    });
    await none.listen(new AbortController().signal);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Speech recognition is not supported in this browser');
  });
});

describe('where the voice is recognised', () => {
  const options = { langs: ['en-US'], processLocally: true };

  /** A recogniser whose constructor has on-device recognition (Chrome's), answering so. */
  function onDeviceRecogniser(
    availability: Promise<string>,
    installed: Promise<boolean> = Promise.resolve(true),
  ) {
    return class extends FakeRecogniser {
      processLocally = false;
      static available = vi.fn(() => availability);
      static install = vi.fn(() => installed);
    };
  }

  beforeEach(() => {
    FakeRecogniser.made = [];
  });
  afterEach(() => vi.restoreAllMocks());

  it('is nowhere without speech recognition', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(createListener(undefined).where()).resolves.toBe('none');
  });

  it("is the browser maker's servers where the browser has no on-device recognition", async () => {
    const heard = listener();
    await expect(heard.where()).resolves.toBe('servers');
    void heard.listen(new AbortController().signal);
    expect(latest()).not.toHaveProperty('processLocally');
  });

  it('is this device where it has US English, and every recogniser is told to stay on it', async () => {
    const Recognition = onDeviceRecogniser(Promise.resolve('available'));
    const heard = createListener(Recognition as unknown as RecogniserConstructor);
    // Before the browser has answered, the recogniser is left as browsers make it.
    void heard.listen(new AbortController().signal);
    expect(latest()).toMatchObject({ processLocally: false });
    await expect(heard.where()).resolves.toBe('device');
    expect(Recognition.available).toHaveBeenCalledWith(options);
    expect(Recognition.install).not.toHaveBeenCalled();
    void heard.listen(new AbortController().signal);
    expect(latest()).toMatchObject({ processLocally: true, lang: 'en-US' });
    // Asked once.
    await heard.where();
    expect(Recognition.available).toHaveBeenCalledTimes(1);
  });

  it('installs US English where the browser offers to, and uses it once installed', async () => {
    const Recognition = onDeviceRecogniser(Promise.resolve('downloadable'));
    const heard = createListener(Recognition as unknown as RecogniserConstructor);
    await expect(heard.where()).resolves.toBe('device');
    expect(Recognition.install).toHaveBeenCalledWith(options);
    void heard.listen(new AbortController().signal);
    expect(latest()).toMatchObject({ processLocally: true });
  });

  it('stays with the servers when the install fails, or the device cannot have it', async () => {
    for (const Recognition of [
      onDeviceRecogniser(Promise.resolve('downloadable'), Promise.resolve(false)),
      onDeviceRecogniser(Promise.resolve('unavailable')),
    ]) {
      const heard = createListener(Recognition as unknown as RecogniserConstructor);
      await expect(heard.where()).resolves.toBe('servers');
      void heard.listen(new AbortController().signal);
      expect(latest()).toMatchObject({ processLocally: false });
    }
  });

  it('stays with the servers, and says why, when the browser refuses to answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refusal = new DOMException('Blocked by policy', 'NotAllowedError');
    const Recognition = onDeviceRecogniser(Promise.reject(refusal));
    const heard = createListener(Recognition as unknown as RecogniserConstructor);
    await expect(heard.where()).resolves.toBe('servers');
    expect(warn).toHaveBeenCalledWith('On-device speech recognition could not be checked', refusal);
  });
});
