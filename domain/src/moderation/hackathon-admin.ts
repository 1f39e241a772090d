// Moderators add, edit and remove hackathon cards from their console: what the hackathon
// callables take and answer.
import { z } from 'zod';
import { HackathonSchema } from '../hackathon';

const HACKATHON_ID = /^[A-Za-z0-9_-]{1,128}$/;
const id = z
  .string({ error: 'Say which hackathon.' })
  .regex(HACKATHON_ID, 'That is not a hackathon id.');

/** A new card (no id) or a changed one (its id). */
export const SaveHackathonInputSchema = z.object({ id: id.optional(), hackathon: HackathonSchema });
export type SaveHackathonInput = z.input<typeof SaveHackathonInputSchema>;

export const RemoveHackathonInputSchema = z.object({ id });
export type RemoveHackathonInput = z.input<typeof RemoveHackathonInputSchema>;

export const HackathonChangeResultSchema = z.object({ id: z.string() });
export type HackathonChangeResult = z.infer<typeof HackathonChangeResultSchema>;
