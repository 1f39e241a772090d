// Every function Firebase deploys has a cap on its instances and a memory size: what
// firebase-functions declares to the deploy (each function's __endpoint) is read back.
import { describe, expect, it } from 'vitest';
import * as deployed from '#src/index';
import { DOM_MEMORY, FUNCTION_DEFAULTS } from './function-defaults';

interface Endpoint {
  maxInstances?: number | null;
  availableMemoryMb?: number | null;
}

const endpoints = Object.entries(deployed).map(
  ([name, fn]) => [name, (fn as { __endpoint?: Endpoint }).__endpoint] as const,
);
const mebibytes = (memory: string) => Number(/^(\d+)MiB$/.exec(memory)![1]);

describe('function limits', () => {
  it('finds every exported function declared', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(21);
    for (const [name, endpoint] of endpoints) expect(endpoint, name).toBeDefined();
  });

  it.each(endpoints)('%s has a cap on instances and a memory size', (_name, endpoint) => {
    expect(endpoint?.maxInstances).toEqual(expect.any(Number));
    expect(endpoint!.maxInstances).toBeGreaterThanOrEqual(1);
    expect(endpoint!.maxInstances).toBeLessThanOrEqual(20);
    expect(endpoint?.availableMemoryMb).toEqual(expect.any(Number));
  });

  it('gives a function that says nothing the defaults, and those that build a DOM more memory', () => {
    const of = (name: keyof typeof deployed) => deployed[name].__endpoint;
    expect(of('health')).toMatchObject({
      maxInstances: FUNCTION_DEFAULTS.maxInstances,
      availableMemoryMb: mebibytes(FUNCTION_DEFAULTS.memory),
    });
    expect(of('reportJob').availableMemoryMb).toBe(mebibytes(FUNCTION_DEFAULTS.memory));
    expect(of('postJob').availableMemoryMb).toBe(mebibytes(DOM_MEMORY));
    expect(of('jobPage').availableMemoryMb).toBe(mebibytes(DOM_MEMORY));
    expect(of('closeExpiredJobs').maxInstances).toBe(1);
  });
});
