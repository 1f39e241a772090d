// The seed as a Firestore bundle: documents loaded this way sit in the cache as if the server
// had sent them, so every user of this browser sees them. (Writes would be pending mutations,
// which Firestore keeps per user: the seed would vanish at the first login.)

type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { timestampValue: string }
  | { arrayValue: { values: Value[] } }
  | { mapValue: { fields: Record<string, Value> } };

/** A JavaScript value in the REST encoding bundles use. */
export function toValue(value: unknown): Value {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'object') return { mapValue: { fields: toFields(value) } };
  throw new Error(`A bundle cannot hold ${typeof value}`);
}

function toFields(data: object): Record<string, Value> {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, toValue(value)]),
  );
}

export interface BundleDocument {
  /** collection/id */
  path: string;
  data: object;
}

/** A bundle (length-prefixed JSON elements) of `documents`, read at `readTime`. */
export function buildBundle(
  projectId: string,
  documents: readonly BundleDocument[],
  readTime: Date,
): string {
  const encoder = new TextEncoder();
  const time = { seconds: Math.floor(readTime.getTime() / 1000), nanos: 0 };
  const sized = (element: object) => {
    const json = JSON.stringify(element);
    return `${encoder.encode(json).length}${json}`;
  };
  const body = documents
    .map(({ path, data }) => {
      const name = `projects/${projectId}/databases/(default)/documents/${path}`;
      return (
        sized({ documentMetadata: { name, readTime: time, exists: true } }) +
        sized({ document: { name, fields: toFields(data), createTime: time, updateTime: time } })
      );
    })
    .join('');
  const metadata = sized({
    metadata: {
      id: `seed-${readTime.getTime()}`,
      createTime: time,
      version: 1,
      totalDocuments: documents.length,
      totalBytes: encoder.encode(body).length,
    },
  });
  return metadata + body;
}
