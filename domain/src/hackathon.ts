// A hackathon card, stored read-only in `hackathons/{id}`.
import { z } from 'zod';

export const HACKATHON_MODES = ['Online', 'Offline', 'Hybrid'] as const;

const isoDate = z.iso.date();

export const HackathonSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    organizer: z.string().trim().min(1).max(200),
    startDate: isoDate,
    endDate: isoDate,
    mode: z.enum(HACKATHON_MODES),
    description: z.string().trim().min(1).max(5000),
    registrationLink: z.url({ protocol: /^https?$/ }),
  })
  .refine((h) => h.endDate >= h.startDate, {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  });
export type Hackathon = z.infer<typeof HackathonSchema>;
