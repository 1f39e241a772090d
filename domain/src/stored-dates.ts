// Stored dates as domain schemas expect them. Firestore hands back its own Timestamp class, one
// in the browser SDK and another in the Admin SDK; both have toDate(), which is all this needs,
// so the browser and the functions read dates through the same code without domain importing
// either SDK.

interface TimestampLike {
  toDate(): Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Date) &&
    typeof (value as Partial<TimestampLike>).toDate === 'function'
  );
}

/** A stored Timestamp as a Date; any other value as it is. */
export function timestampToDate(value: unknown): unknown {
  return isTimestampLike(value) ? value.toDate() : value;
}

/**
 * The document's fields with every top-level Timestamp, and each in a top-level list, a Date. A
 * date nested in a map stays a Timestamp: its schema reads it with timestampToDate.
 */
export function withDates(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(timestampToDate) : timestampToDate(value),
    ]),
  );
}
