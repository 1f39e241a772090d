// Values on their way into Firestore. (On the way out, Timestamps become Dates through
// domain's withDates, shared with the functions.)

/** The fields without undefined values, which Firestore refuses to store. */
export function withoutUndefined<T extends object>(data: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
