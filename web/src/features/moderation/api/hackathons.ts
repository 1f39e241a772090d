// The hackathon cards as moderators keep them: the `hackathons` collection, read as the
// Hackathons page reads it (lib/hackathons), and the two callables that change it,
// `saveHackathon` and `removeHackathon`: nobody writes it directly.
import type { Hackathon } from '@portal/domain/hackathon';
import {
  HackathonChangeResultSchema,
  type HackathonChangeResult,
  type SaveHackathonInput,
} from '@portal/domain/moderation/hackathon-admin';
import type { Functions } from 'firebase/functions';
import { callFunction, type CallOutcome } from '@/lib/firebase/callables';
import type { HackathonWithId } from '@/lib/hackathons/hackathons';

export { useHackathons } from '@/lib/hackathons/hackathons';
export type StoredHackathon = HackathonWithId;

/** A new card without an id; a changed one with its id. */
export function saveHackathon(
  functions: Functions,
  id: string | null,
  hackathon: Hackathon,
): Promise<CallOutcome<HackathonChangeResult>> {
  // The SDK sends an absent field as null, which the schema refuses: a new card has no id key.
  const input: SaveHackathonInput = id === null ? { hackathon } : { id, hackathon };
  return callFunction(functions, 'saveHackathon', input, HackathonChangeResultSchema);
}

export function removeHackathon(
  functions: Functions,
  id: string,
): Promise<CallOutcome<HackathonChangeResult>> {
  return callFunction(functions, 'removeHackathon', { id }, HackathonChangeResultSchema);
}
