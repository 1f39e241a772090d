// What moderation publishes: the ids of jobs hidden until reviewed. Browsers read it to drop
// their cached copies (the jobs themselves are unreadable once hidden); functions write it.
import { z } from 'zod';

export const HiddenJobsSchema = z.object({
  ids: z.array(z.string().min(1)),
  updatedAt: z.date().optional(),
});
export type HiddenJobs = z.infer<typeof HiddenJobsSchema>;
