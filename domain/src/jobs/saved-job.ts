// A saved job: `savedjobs/{uid}_{jobId}`, so saving twice is still one document.
import { z } from 'zod';

export const SavedJobSchema = z.object({
  UserId: z.string().min(1),
  JobId: z.string().min(1),
  savedAt: z.date(),
});
export type SavedJob = z.infer<typeof SavedJobSchema>;

export function savedJobId(userId: string, jobId: string): string {
  return `${userId}_${jobId}`;
}
