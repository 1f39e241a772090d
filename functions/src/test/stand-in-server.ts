// A local HTTP server standing in for one of Google's APIs in a unit test (Gemini, the Indexing
// API): it records each request and answers it as the test says, so the real client is tested
// and nothing reaches Google. Its hooks start it once per file and forget its requests before
// each test.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Answer = (response: ServerResponse) => void;

/** Answers with `body` as JSON. */
export function json(status: number, body: unknown): Answer {
  return (response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

export interface StandIn {
  /** Where it listens: its origin, for the client's base URL. */
  readonly baseUrl: string;
  /** What it received since the test began, in order. */
  readonly received: Received[];
  /** How it answers the next requests. */
  answer: Answer;
}

export function standInServer(): StandIn {
  let server: Server;
  let baseUrl = '';
  const standIn = {
    get baseUrl() {
      return baseUrl;
    },
    received: [] as Received[],
    answer: json(500, { error: 'No answer set' }) as Answer,
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        standIn.received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: text ? (JSON.parse(text) as unknown) : undefined,
        });
        standIn.answer(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    standIn.received.length = 0;
  });
  return standIn;
}
