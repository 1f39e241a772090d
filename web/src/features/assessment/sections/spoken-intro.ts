// A section's spoken introduction: said once when the section opens, cut off if it closes.
import { useEffect, useState } from 'react';
import type { Speaker } from '@/features/assessment/speech/speech-synthesis';

/** Says `text` on mount; true once it has been said (or the browser gave up saying it). */
export function useSpokenIntro(speaker: Speaker, text: string): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    speaker.speak(text).then(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
      speaker.cancel();
    };
  }, [speaker, text]);
  return done;
}
