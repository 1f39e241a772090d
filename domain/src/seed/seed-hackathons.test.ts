// Checks the three seed hackathons are valid and cover every mode.
import { describe, expect, it } from 'vitest';
import { HACKATHON_MODES, HackathonSchema } from '../hackathon';
import { seedHackathons } from './seed-hackathons';

describe('seedHackathons', () => {
  it('has exactly three entries with the fixed ids', () => {
    expect(seedHackathons.map((entry) => entry.id)).toEqual([
      'seed-hackathon-1',
      'seed-hackathon-2',
      'seed-hackathon-3',
    ]);
  });

  it('covers each mode once', () => {
    const modes = seedHackathons.map((entry) => entry.data.mode);
    expect([...modes].sort()).toEqual([...HACKATHON_MODES].sort());
  });

  it('gives every entry a valid hackathon, unchanged by parsing', () => {
    for (const entry of seedHackathons) {
      expect(HackathonSchema.parse(entry.data), entry.id).toEqual(entry.data);
    }
  });

  it('dates every entry in 2026 or 2027 and links to example.com over https', () => {
    for (const { data } of seedHackathons) {
      expect(data.startDate).toMatch(/^202[67]-\d{2}-\d{2}$/);
      expect(data.endDate).toMatch(/^202[67]-\d{2}-\d{2}$/);
      expect(data.endDate >= data.startDate).toBe(true);
      expect(data.registrationLink).toMatch(/^https:\/\/example\.com\//);
    }
  });

  it('uses distinct names', () => {
    expect(new Set(seedHackathons.map((entry) => entry.data.name)).size).toBe(3);
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(seedHackathons)).toBe(true);
    expect(seedHackathons.every((entry) => Object.isFrozen(entry.data))).toBe(true);
  });
});
