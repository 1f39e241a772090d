// This browser's speech: one speaker and one listener for the page, made from whatever the
// browser offers (nothing, in some: the adapters then say they are unavailable).
import { createListener, type Listener, type RecogniserConstructor } from './speech-recognition';
import { createSpeaker, type Speaker } from './speech-synthesis';

export interface BrowserSpeech {
  speaker: Speaker;
  listener: Listener;
}

declare global {
  interface Window {
    SpeechRecognition?: RecogniserConstructor;
    webkitSpeechRecognition?: RecogniserConstructor;
  }
}

let speech: BrowserSpeech | undefined;

export function browserSpeech(): BrowserSpeech {
  speech ??= {
    speaker: createSpeaker(
      'speechSynthesis' in window ? window.speechSynthesis : undefined,
      'SpeechSynthesisUtterance' in window ? window.SpeechSynthesisUtterance : undefined,
    ),
    listener: createListener(window.SpeechRecognition ?? window.webkitSpeechRecognition),
  };
  return speech;
}
