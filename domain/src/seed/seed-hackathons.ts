// Three fixed demo hackathons, one per mode, for the Firestore emulator and the offline cache.
import type { Hackathon } from '../hackathon';

export interface SeedHackathon {
  id: string;
  data: Hackathon;
}

const HACKATHONS: SeedHackathon[] = [
  {
    id: 'seed-hackathon-1',
    data: {
      name: 'Monsoon Code Sprint 2026',
      organizer: 'Bytewren Labs Developer Community',
      startDate: '2026-12-05',
      endDate: '2026-12-07',
      mode: 'Online',
      description:
        'A 48-hour online sprint to build tools that help small teams test their apps on ' +
        'slow networks and low-end phones. Teams of up to four, mentors on call around the ' +
        'clock, and prizes for the most useful open-source entry.',
      registrationLink: 'https://example.com/hackathons/monsoon-code-sprint-2026',
    },
  },
  {
    id: 'seed-hackathon-2',
    data: {
      name: 'Harbourside Hardware Jam',
      organizer: 'Fernquill Robotics',
      startDate: '2027-02-13',
      endDate: '2027-02-14',
      mode: 'Offline',
      description:
        'A weekend of building robots and sensors at our Pune workshop. Kits, 3D printers ' +
        'and meals are provided; bring your ideas. Open to students and early-career ' +
        'engineers, with internship interviews for the winning teams.',
      registrationLink: 'https://example.com/hackathons/harbourside-hardware-jam',
    },
  },
  {
    id: 'seed-hackathon-3',
    data: {
      name: 'Open Data for Cities Hackathon',
      organizer: 'Slatecrest Consulting',
      startDate: '2027-04-09',
      endDate: '2027-04-11',
      mode: 'Hybrid',
      description:
        'Use open transport, air-quality and housing data to build something that helps a ' +
        'city run better. Join in person in Bengaluru or online from anywhere; final demos ' +
        'are streamed live and judged by a panel from local government.',
      registrationLink: 'https://example.com/hackathons/open-data-for-cities',
    },
  },
];

// Frozen because the list is shared module state: a caller mutating it would leak into the next.
export const seedHackathons: readonly SeedHackathon[] = Object.freeze(
  HACKATHONS.map(({ id, data }) => Object.freeze({ id, data: Object.freeze(data) })),
);
