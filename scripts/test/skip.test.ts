import { describe, expect, it } from 'vitest';
import { takeSkip } from './skip';

describe('takeSkip', () => {
  it('takes the steps named by --skip=, or by --skip and the next argument', () => {
    expect(takeSkip(['--skip=e2e,first-run'])).toEqual({ skipped: ['e2e', 'first-run'], rest: [] });
    expect(takeSkip(['unit', '--skip', 'rules'])).toEqual({ skipped: ['rules'], rest: ['unit'] });
  });

  it("leaves every other argument, Playwright's options included, in order", () => {
    expect(takeSkip(['e2e', '--grep', 'saved', '--skip=rules'])).toEqual({
      skipped: ['rules'],
      rest: ['e2e', '--grep', 'saved'],
    });
  });

  it('refuses a --skip that names nothing, rather than skip nothing silently', () => {
    expect(() => takeSkip(['--skip'])).toThrow(/--skip needs the steps/);
    expect(() => takeSkip(['--skip='])).toThrow(/--skip needs the steps/);
  });
});
