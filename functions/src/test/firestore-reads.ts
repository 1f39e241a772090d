// Firestore's reads in this process, counted as Firestore bills them, whichever module asks: a
// query is a read for each document it returns and one when it returns none; a document, or
// each of getAll's, is one; a count is one. For tests that run a handler in-process on the
// emulator, so a change that makes a request read more (a scan, say) fails them wherever it is.
import {
  DocumentReference,
  Firestore,
  Query,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';

export interface ReadCounter {
  /** Reads since counting started or was last reset. */
  reads(): number;
  reset(): void;
  /** Puts Firestore's own methods back. */
  stop(): void;
}

type Method = (...args: unknown[]) => unknown;
/** What a call was billed, from its arguments and what it resolved to. */
type Billing = (args: unknown[], result: unknown) => number;

const snapshotReads = (result: unknown) =>
  result instanceof QuerySnapshot ? Math.max(1, result.size) : 1;
const referenceReads = (args: unknown[]) =>
  args.filter((arg) => arg instanceof DocumentReference).length;

export function countFirestoreReads(): ReadCounter {
  let reads = 0;
  const restores: (() => void)[] = [];
  /** Bills each call of `target[name]` once it resolves: before its caller goes on. */
  function bill(target: object, name: string, billing: Billing): void {
    const methods = target as Record<string, Method>;
    const original = methods[name]!;
    methods[name] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      if (result instanceof Promise) {
        void result.then(
          (value) => (reads += billing(args, value)),
          () => undefined,
        );
      }
      return result;
    };
    restores.push(() => (methods[name] = original));
  }

  bill(Query.prototype, 'get', (_args, result) => snapshotReads(result));
  bill(DocumentReference.prototype, 'get', () => 1);
  bill(Firestore.prototype, 'getAll', referenceReads);
  bill(Transaction.prototype, 'get', (_args, result) => snapshotReads(result));
  bill(Transaction.prototype, 'getAll', referenceReads);
  // A count, billed when it is run.
  const count = Query.prototype.count;
  Query.prototype.count = function (this: Query) {
    const aggregate = count.call(this);
    bill(aggregate, 'get', () => 1);
    return aggregate;
  };
  restores.push(() => (Query.prototype.count = count));
  // A stream, a read for each document as it arrives.
  const stream = Query.prototype.stream;
  Query.prototype.stream = function (this: Query) {
    return stream.call(this).on('data', () => (reads += 1));
  };
  restores.push(() => (Query.prototype.stream = stream));

  return {
    reads: () => reads,
    reset: () => void (reads = 0),
    stop: () => restores.reverse().forEach((restore) => restore()),
  };
}
