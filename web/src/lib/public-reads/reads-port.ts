// The public reads across a message channel: the worker serves them (serveReads, over its global
// scope) and the app asks through readsOverPort (over the Worker), as if they were in its thread.
// Each live read has a number; its answers come back under it until the app stops it. Jobs cross
// as plain objects (structured clone keeps their Dates, Maps and Sets).
import { cardOf, type JobCard } from '@portal/domain/jobs/board-query';
import type { Job, JobStatus, JobType } from '@portal/domain/jobs/job';
import type { JobFilter, JobList } from '@portal/domain/jobs/job-list';
import type {
  JobAnswer,
  PublicReads,
  RangeAnswer,
  RangesToFollow,
  Unsubscribe,
} from './public-reads';

/** Either end of the channel: a Worker, a worker's global scope, a MessagePort. */
export interface Port {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

type RangesSent = Omit<RangesToFollow, 'reach' | 'onAnswer' | 'onError'>;

/** What a live read follows. */
type Listening =
  | { kind: 'ranges'; ranges: RangesSent; reach: number }
  | { kind: 'newest'; type: JobType | null; filter: JobFilter }
  | { kind: 'jobs-by-id'; ids: readonly string[]; statuses: readonly JobStatus[] }
  | { kind: 'job'; id: string }
  | { kind: 'hidden' };

export type ReadRequest =
  | { op: 'listen'; id: number; listening: Listening }
  /** The reader has come near the first `reach` jobs of a live page. */
  | { op: 'near'; id: number; reach: number }
  | { op: 'stop'; id: number }
  | { op: 'count'; id: number; list: JobList };

/** An error as it crosses: its name, message and Firestore's code (permission-denied, say). */
interface SentError {
  name: string;
  message: string;
  code?: string;
}

export type ReadReply =
  | { op: 'next'; id: number; value: unknown }
  | { op: 'error'; id: number; error: SentError }
  | { op: 'result'; id: number; value: number };

function sentError(error: unknown): SentError {
  const { name = 'Error', message = String(error), code } = error as Partial<SentError>;
  return { name, message, ...(typeof code === 'string' && { code }) };
}

function receivedError({ name, message, code }: SentError): Error {
  return Object.assign(new Error(message), { name }, code === undefined ? {} : { code });
}

/**
 * A range's answer as it crosses. Each job goes as a list shows it, its card's fields and whether
 * it is open, not whole: a job's rich text runs to kilobytes (up to 20,000 characters a field),
 * and the page would take in every byte of 90 jobs on its main thread. The placeholder's jobs
 * below the answered ranges go as where they begin in it: the page holds the placeholder.
 */
type SentAnswer = Omit<RangeAnswer, 'rest'> &
  ({ restFrom: number } | { rest: RangeAnswer['rest'] });

function sentAnswer(
  { jobs, rest, ...answer }: RangeAnswer,
  placeholder: readonly JobCard[],
): SentAnswer {
  const listed = jobs.map((job) => ({
    ...cardOf(job),
    status: job.status,
    expiresAt: job.expiresAt,
  }));
  const restFrom = placeholder.length - rest.length;
  const tail = rest.every((job, index) => job === placeholder[restFrom + index]);
  return { ...answer, jobs: listed, ...(tail ? { restFrom } : { rest }) };
}

function receivedAnswer(sent: SentAnswer, placeholder: readonly JobCard[]): RangeAnswer {
  if ('rest' in sent) return sent;
  const { restFrom, ...answer } = sent;
  return { ...answer, rest: placeholder.slice(restFrom) };
}

/** Answers the requests that come through `port` with `reads`. */
export function serveReads(reads: PublicReads, port: Port): void {
  const live = new Map<number, { stop: Unsubscribe; near?: (reach: number) => void }>();
  const send = (reply: ReadReply) => port.postMessage(reply);
  const failed = (id: number) => (error: unknown) =>
    send({ op: 'error', id, error: sentError(error) });

  function listen(id: number, listening: Listening) {
    const next = (value: unknown) => send({ op: 'next', id, value });
    switch (listening.kind) {
      case 'ranges': {
        let reach = listening.reach;
        const { placeholder } = listening.ranges;
        const followed = reads.followRanges({
          ...listening.ranges,
          reach: () => reach,
          onAnswer: (answer) => next(sentAnswer(answer, placeholder)),
          onError: failed(id),
        });
        return {
          stop: () => followed.stop(),
          near: (nearer: number) => {
            reach = nearer;
            followed.near();
          },
        };
      }
      case 'newest':
        return { stop: reads.watchNewestJobs(listening.type, listening.filter, next) };
      case 'jobs-by-id':
        return {
          stop: reads.watchJobsById(listening.ids, listening.statuses, (jobs, unknown) =>
            next([jobs, unknown]),
          ),
        };
      case 'job':
        return { stop: reads.watchJob(listening.id, next, failed(id)) };
      case 'hidden':
        return { stop: reads.watchHiddenJobIds(next) };
    }
  }

  port.onmessage = ({ data }: MessageEvent<ReadRequest>) => {
    switch (data.op) {
      case 'listen':
        live.set(data.id, listen(data.id, data.listening));
        break;
      case 'near':
        live.get(data.id)?.near?.(data.reach);
        break;
      case 'stop':
        live.get(data.id)?.stop();
        live.delete(data.id);
        break;
      case 'count':
        reads
          .countOf(data.list)
          .then((value) => send({ op: 'result', id: data.id, value }), failed(data.id));
        break;
    }
  };
}

interface Waiting {
  next?: (value: unknown) => void;
  result?: (value: number) => void;
  error: (error: Error) => void;
}

/**
 * The reads `port`'s other end serves (serveReads), and how to fail every read under way should
 * that end die (a worker that could not load): each hears the error, and nothing more.
 */
export function readsOverPort(port: Port): { reads: PublicReads; failAll: (error: Error) => void } {
  let lastId = 0;
  const waiting = new Map<number, Waiting>();
  const send = (request: ReadRequest) => port.postMessage(request);
  port.onmessage = ({ data }: MessageEvent<ReadReply>) => {
    // A read stopped while its answer was on the way.
    const read = waiting.get(data.id);
    if (!read) return;
    if (data.op === 'next') read.next?.(data.value);
    else if (data.op === 'error') read.error(receivedError(data.error));
    else {
      waiting.delete(data.id);
      read.result?.(data.value);
    }
  };

  /** Reads that report no error of their own (the in-thread ones log it and carry on). */
  const logged = (what: string) => (error: Error) => console.error(`${what} failed`, error);

  function listen<T>(listening: Listening, next: (value: T) => void, error: (e: Error) => void) {
    const id = ++lastId;
    waiting.set(id, { next: next as (value: unknown) => void, error });
    send({ op: 'listen', id, listening });
    return {
      id,
      stop: () => {
        if (waiting.delete(id)) send({ op: 'stop', id });
      },
    };
  }

  const failAll = (error: Error) => {
    const failed = [...waiting.values()];
    waiting.clear();
    for (const read of failed) read.error(error);
  };

  const reads: PublicReads = {
    followRanges: ({ reach, onAnswer, onError, ...ranges }) => {
      const { id, stop } = listen<SentAnswer>(
        { kind: 'ranges', ranges, reach: reach() },
        (sent) => onAnswer(receivedAnswer(sent, ranges.placeholder)),
        onError,
      );
      return {
        near: () => {
          if (waiting.has(id)) send({ op: 'near', id, reach: reach() });
        },
        stop,
      };
    },
    watchNewestJobs: (type, filter, onJobs) =>
      listen<readonly Job[]>(
        { kind: 'newest', type, filter },
        onJobs,
        logged('Following the newest jobs'),
      ).stop,
    watchJobsById: (ids, statuses, onJobs) =>
      listen<[ReadonlyMap<string, Job>, ReadonlySet<string>]>(
        { kind: 'jobs-by-id', ids, statuses },
        ([jobs, unknown]) => onJobs(jobs, unknown),
        logged('Following jobs by id'),
      ).stop,
    countOf: (list) =>
      new Promise((resolve, reject) => {
        const id = ++lastId;
        waiting.set(id, {
          result: resolve,
          error: (error) => {
            waiting.delete(id);
            reject(error);
          },
        });
        send({ op: 'count', id, list });
      }),
    watchJob: (id, onAnswer, onError) =>
      listen<JobAnswer>({ kind: 'job', id }, onAnswer, onError).stop,
    watchHiddenJobIds: (onIds) =>
      listen<ReadonlySet<string>>({ kind: 'hidden' }, onIds, logged('Reading the hidden jobs'))
        .stop,
  };
  return { reads, failAll };
}
