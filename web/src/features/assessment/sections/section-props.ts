// What the page hands every section.
import type { SpokenItem } from '@portal/domain/assessment/attempt';
import type { BrowserSpeech } from '@/features/assessment/speech/browser-speech';
import type { Heard } from '@/features/assessment/speech/speech-recognition';

export interface SectionProps<Item = SpokenItem> {
  speech: BrowserSpeech;
  /** Told of every answer heard, so the page can show a hint when the microphone fails. */
  onHeard: (heard: Heard) => void;
  /** The section is over: the items it presented, with what was heard for each. */
  onDone: (items: Item[]) => void;
}
