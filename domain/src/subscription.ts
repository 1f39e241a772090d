// An e-mail subscription for job updates: create-only from clients.
import { z } from 'zod';

export const SubscriptionSchema = z.object({
  Email: z.email().max(320),
  subscribed: z.literal(true),
  createdAt: z.date(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;
