// The Firestore emulator's REST API, as an administrator: 'Bearer owner' is the emulators' admin
// credential, which bypasses the security rules as the Admin SDK would.
const OWNER = { Authorization: 'Bearer owner' };

export type FirestoreValue =
  | { stringValue: string }
  | { timestampValue: string }
  | { nullValue: null }
  | { integerValue: string }
  | { doubleValue: number }
  | { booleanValue: boolean }
  | { arrayValue: { values: FirestoreValue[] } }
  | { mapValue: { fields: Record<string, FirestoreValue> } };

/** One value as the REST API writes it; a map or a list (a job's Pay, say) field by field. */
function toValue(value: unknown): FirestoreValue {
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (value === null) return { nullValue: null };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (typeof value === 'boolean') return { booleanValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'object') return { mapValue: { fields: toFields(value) } };
  return { stringValue: String(value) };
}

/**
 * A document's fields as the REST API writes them: strings, dates, numbers, booleans, null, and
 * maps and lists of them.
 */
export function toFields(document: object): Record<string, FirestoreValue> {
  return Object.fromEntries(
    Object.entries(document)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]): [string, FirestoreValue] => [key, toValue(value)]),
  );
}

export interface FirestoreEmulator {
  /** The full name of a document, as the REST API takes it. */
  documentName(path: string): string;
  /** POSTs to the API under the database (documents:commit, documents:runQuery). */
  request(method: string, body: unknown): Promise<unknown>;
  /** A document's fields as stored, or null when there is none. */
  document(path: string): Promise<Record<string, unknown> | null>;
  /** Deletes every document of the project. */
  clear(): Promise<void>;
  /** Makes the emulator enforce these rules from now on. */
  loadRules(rules: string): Promise<void>;
}

/** The emulator at `host` (host:port), for the project `projectId`. */
export function firestoreEmulator(host: string, projectId: string): FirestoreEmulator {
  const database = `projects/${projectId}/databases/(default)`;
  const api = `http://${host}/v1/${database}`;
  const fail = async (what: string, response: Response) => {
    throw new Error(`${what}: ${response.status} ${await response.text()}`);
  };
  return {
    documentName: (path) => `${database}/documents/${path}`,
    async request(method, body) {
      const response = await fetch(`${api}/${method}`, {
        method: 'POST',
        headers: { ...OWNER, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) await fail(method, response);
      return response.json();
    },
    async document(path) {
      const response = await fetch(`${api}/documents/${path}`, { headers: OWNER });
      if (response.status === 404) return null;
      if (!response.ok) await fail(`Reading ${path}`, response);
      return ((await response.json()) as { fields: Record<string, unknown> }).fields;
    },
    async clear() {
      const response = await fetch(
        `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
      if (!response.ok) await fail('Clearing Firestore', response);
    },
    async loadRules(rules) {
      const response = await fetch(
        `http://${host}/emulator/v1/projects/${projectId}:securityRules`,
        {
          method: 'PUT',
          body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
        },
      );
      if (!response.ok) await fail('Loading the rules', response);
    },
  };
}
