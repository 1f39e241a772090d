// The heart as it is while the session loads, in a page the server painted: the same place and
// size as the live one (save-button.tsx), disabled until the app takes the page over. No
// Firebase: the server renders it.
import { Heart } from '@/components/icons';

export function WaitingSaveButton({ jobTitle }: { jobTitle: string }) {
  return (
    <button
      type="button"
      className="icon-button save-button"
      aria-pressed={false}
      aria-label={`Save ${jobTitle}`}
      disabled
    >
      <Heart />
    </button>
  );
}
