// An HTTP function's request and response as Express hands them over, for calling a handler
// in-process: a GET of a URL through the site's host, and a response that records what was sent.
import type { Request, Response } from 'express';

export function getRequest(url: string, host = 'jobs.example.com'): Request {
  const headers: Record<string, string> = { host };
  return {
    method: 'GET',
    originalUrl: url,
    protocol: 'https',
    get: (name: string) => headers[name.toLowerCase()],
  } as unknown as Request;
}

export function recorder() {
  const sent = { status: 0, headers: {} as Record<string, string>, type: '', body: '' };
  const response = {
    status: (code: number) => ((sent.status = code), response),
    set: (name: string, value: string) => ((sent.headers[name.toLowerCase()] = value), response),
    type: (type: string) => ((sent.type = type), response),
    send: (body: string) => ((sent.body = body), response),
  };
  return { sent, response: response as unknown as Response };
}
