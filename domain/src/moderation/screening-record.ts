// What the screen at the door found in a post, as stored in `screenings/{jobId}` beside the job:
// the functions write it with the post; moderators read it, never the poster (who would learn
// what to write around).
import { z } from 'zod';
import { SIGNAL_KINDS } from './screen/signal';

export const ScreeningRecordSchema = z.object({
  score: z.number(),
  held: z.boolean(),
  severe: z.boolean(),
  signals: z.array(
    z.object({
      kind: z.enum(SIGNAL_KINDS),
      weight: z.number(),
      severe: z.boolean(),
      says: z.string(),
    }),
  ),
  /** Who posted: their account (null for a guest) and their network's salted key, to block. */
  poster: z.object({ uid: z.string().nullable(), network: z.string() }),
  screenedAt: z.date(),
});
export type ScreeningRecord = z.infer<typeof ScreeningRecordSchema>;
