import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { POSTER_KEY, posterKeyOf } from './poster-key';

describe('posterKeyOf', () => {
  it("is the lowercase hex SHA-256 of 'poster:' and the uid, as the rules compute it", async () => {
    const uid = 'aBcD1234uidOfAPoster';
    const expected = createHash('sha256').update(`poster:${uid}`).digest('hex');
    expect(await posterKeyOf(uid)).toBe(expected);
    expect(await posterKeyOf(uid)).toMatch(POSTER_KEY);
  });

  it('does not contain the uid, and differs between accounts', async () => {
    const [one, two] = await Promise.all([posterKeyOf('alice'), posterKeyOf('alicf')]);
    expect(one).not.toContain('alice');
    expect(one).not.toBe(two);
  });
});
