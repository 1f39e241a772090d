// The speaker against a hand-made speechSynthesis: voices waited for, US English preferred,
// long text a sentence at a time, and a watchdog for an utterance that never ends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSpeaker, pickVoice, VOICES_TIMEOUT_MS, watchdogMs } from './speech-synthesis';

const voice = (lang: string, name = lang) => ({ lang, name }) as SpeechSynthesisVoice;

class FakeUtterance extends EventTarget {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  constructor(public text: string) {
    super();
  }
}

class FakeSynthesis extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  spoken: FakeUtterance[] = [];
  /** Whether each utterance fires 'end' after 100 ms, as a working browser does. */
  ends = true;
  cancel = vi.fn();
  getVoices() {
    return this.voices;
  }
  speak(utterance: FakeUtterance) {
    this.spoken.push(utterance);
    if (this.ends) setTimeout(() => utterance.dispatchEvent(new Event('end')), 100);
  }
}

function speakerOn(synth: FakeSynthesis) {
  return createSpeaker(
    synth as unknown as SpeechSynthesis,
    FakeUtterance as unknown as typeof SpeechSynthesisUtterance,
  );
}

describe('speaker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('prefers a US English voice, then any English one, else the default', () => {
    const us = voice('en-US');
    expect(pickVoice([voice('fr-FR'), voice('en-GB'), us])).toBe(us);
    const underscored = voice('en_US');
    expect(pickVoice([voice('en-GB'), underscored])).toBe(underscored);
    const british = voice('en-GB');
    expect(pickVoice([voice('de-DE'), british])).toBe(british);
    expect(pickVoice([voice('de-DE')])).toBeNull();
    expect(pickVoice([])).toBeNull();
  });

  it("waits for 'voiceschanged' before speaking, then speaks US English with that voice", async () => {
    const synth = new FakeSynthesis();
    const said = vi.fn();
    speakerOn(synth).speak('Hello there.').then(said);
    await vi.advanceTimersByTimeAsync(500);
    expect(synth.spoken).toEqual([]);

    synth.voices = [voice('en-GB'), voice('en-US', 'Samantha')];
    synth.dispatchEvent(new Event('voiceschanged'));
    await vi.advanceTimersByTimeAsync(0);
    expect(synth.spoken).toHaveLength(1);
    expect(synth.spoken[0]).toMatchObject({ text: 'Hello there.', lang: 'en-US' });
    expect(synth.spoken[0]?.voice?.name).toBe('Samantha');
    await vi.advanceTimersByTimeAsync(100);
    expect(said).toHaveBeenCalled();
  });

  it('speaks with the default voice when no voices come in time', async () => {
    const synth = new FakeSynthesis();
    speakerOn(synth).speak('Anyone there?');
    await vi.advanceTimersByTimeAsync(VOICES_TIMEOUT_MS - 1);
    expect(synth.spoken).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(synth.spoken).toHaveLength(1);
    expect(synth.spoken[0]?.voice).toBeNull();
  });

  it('speaks long text a sentence at a time, each after the one before has ended', async () => {
    const synth = new FakeSynthesis();
    synth.voices = [voice('en-US')];
    const said = vi.fn();
    speakerOn(synth).speak('One is here. Two is there!  Three?').then(said);
    await vi.advanceTimersByTimeAsync(0);
    expect(synth.spoken.map((u) => u.text)).toEqual(['One is here.']);
    await vi.advanceTimersByTimeAsync(100);
    expect(synth.spoken.map((u) => u.text)).toEqual(['One is here.', 'Two is there!']);
    await vi.advanceTimersByTimeAsync(200);
    expect(synth.spoken.map((u) => u.text)).toEqual(['One is here.', 'Two is there!', 'Three?']);
    expect(said).toHaveBeenCalled();
  });

  it("gives up on an utterance whose 'end' never fires, cancels it and moves on", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const synth = new FakeSynthesis();
    synth.voices = [voice('en-US')];
    synth.ends = false;
    const said = vi.fn();
    const text = 'This one never ends.';
    speakerOn(synth).speak(text).then(said);
    await vi.advanceTimersByTimeAsync(watchdogMs(text) - 1);
    expect(said).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(said).toHaveBeenCalled();
    expect(synth.cancel).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('never ended'));
  });

  it('logs a failed utterance, and resolves', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const synth = new FakeSynthesis();
    synth.voices = [voice('en-US')];
    synth.ends = false;
    const said = vi.fn();
    speakerOn(synth).speak('Broken.').then(said);
    await vi.advanceTimersByTimeAsync(0);
    synth.spoken[0]?.dispatchEvent(
      Object.assign(new Event('error'), { error: 'synthesis-failed' }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(said).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Speech synthesis error: synthesis-failed');
  });

  it('cancel() stops the speech and what was still to be said, and resolves', async () => {
    const synth = new FakeSynthesis();
    synth.voices = [voice('en-US')];
    synth.ends = false;
    const speaker = speakerOn(synth);
    const said = vi.fn();
    speaker.speak('First. Second.').then(said);
    await vi.advanceTimersByTimeAsync(0);
    speaker.cancel();
    await vi.advanceTimersByTimeAsync(0);
    expect(said).toHaveBeenCalled();
    expect(synth.cancel).toHaveBeenCalled();
    expect(synth.spoken.map((u) => u.text)).toEqual(['First.']);
  });

  it('says nothing, at once, where the browser cannot speak', async () => {
    const speaker = createSpeaker(undefined, undefined);
    expect(speaker.available).toBe(false);
    await expect(speaker.speak('Hello.')).resolves.toBeUndefined();
  });
});
