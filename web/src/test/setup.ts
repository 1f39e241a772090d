// Component test setup: DOM matchers, a fresh DOM after every test, and waits that outlast a
// busy machine.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor wait for a state, and give up after this long. Testing Library's 1 s is
// shorter than the first load of a lazy route's module on a busy two-core machine, so a test
// that waits for the right thing would fail for want of time; the state still has to come.
// 25 s, under the tests' own 30 s: beside the end-to-end tests, the router's first render of
// the whole layout (its lazy routes transformed on first import) was seen to take over 10 s.
configure({ asyncUtilTimeout: 25_000 });

// Testing Library moves fake timers itself while it waits (findBy*, waitFor, user-event's
// settling), but it recognises only Jest's: it looks for a global \`jest\`. Vitest's fake timers
// are the same kind of clock, so it is given one that moves them. Tests that own the clock then
// need no \`shouldAdvanceTime\`, which lets real time leak into the fake clock: on a busy machine
// a 3 s banner could end before the test looked at it at 2.9 s.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

afterEach(() => cleanup());
