import { describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  it('turns off Zod’s compiled parsers for every schema built after it, which still parse', async () => {
    vi.resetModules();
    await import('./zod-jitless');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);

    const compile = vi.spyOn(globalThis, 'Function');
    try {
      const schema = z.object({ title: z.string(), count: z.number() });
      expect(schema.parse({ title: 'Engineer', count: 2 })).toEqual({
        title: 'Engineer',
        count: 2,
      });
      expect(schema.safeParse({ title: 3 }).success).toBe(false);
      expect(compile).not.toHaveBeenCalled();
    } finally {
      compile.mockRestore();
    }
  });
});
