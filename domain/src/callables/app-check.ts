// The callables that spend a limited-use App Check token: the browser asks App Check for a fresh
// token for each call, and the function consumes it, so a token copied from one call works for
// no other. The rest (reading one's alerts) take the ordinary token, which is cheaper.
export const LIMITED_USE_CALLABLES = [
  'postJob',
  'reportJob',
  'subscribe',
  'generateAssessment',
] as const;
export type LimitedUseCallable = (typeof LIMITED_USE_CALLABLES)[number];

export function takesLimitedUseToken(name: string): boolean {
  return (LIMITED_USE_CALLABLES as readonly string[]).includes(name);
}
