import { describe, expect, it } from 'vitest';
import { repostKey } from './repost-key';

const job = {
  Title: 'Senior Frontend Developer',
  Company: 'Bytewren Labs',
  ApplyURL: 'https://careers.example.com/bytewren/42',
};

describe('repostKey', () => {
  it.each([
    ['case and spacing', { Title: '  senior   FRONTEND developer ', Company: 'BYTEWREN labs' }],
    ['punctuation', { Title: 'Senior Frontend-Developer!', Company: 'Bytewren Labs.' }],
    ['a trailing slash and www', { ApplyURL: 'https://www.careers.example.com/bytewren/42/' }],
    ['tracking parameters', { ApplyURL: 'https://careers.example.com/bytewren/42?utm_source=x' }],
    ['full-width letters', { Company: 'Ｂｙｔｅｗｒｅｎ Labs' }],
  ])('treats a difference in %s as the same job', (_what, change) => {
    expect(repostKey({ ...job, ...change })).toBe(repostKey(job));
  });

  it.each([
    ['another title', { Title: 'Backend Developer' }],
    ['another company', { Company: 'Ledgerlark' }],
    ['another page', { ApplyURL: 'https://careers.example.com/bytewren/43' }],
    ['another query', { ApplyURL: 'https://careers.example.com/bytewren/42?id=2' }],
  ])('tells %s apart', (_what, change) => {
    expect(repostKey({ ...job, ...change })).not.toBe(repostKey(job));
  });

  it('compares e-mail links without regard to case', () => {
    expect(repostKey({ ...job, ApplyURL: 'mailto:HR@Acme.com' })).toBe(
      repostKey({ ...job, ApplyURL: 'mailto:hr@acme.com' }),
    );
  });
});
