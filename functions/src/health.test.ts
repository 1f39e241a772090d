import { describe, expect, it, vi } from 'vitest';
import type { Request, Response } from 'express';
import { handleHealth, healthReport } from './health';

function fakeResponse() {
  const response = {
    headers: {} as Record<string, string>,
    statusCode: 200,
    body: undefined as unknown,
    set: vi.fn((key: string, value: string) => {
      response.headers[key] = value;
      return response;
    }),
    status: vi.fn((code: number) => {
      response.statusCode = code;
      return response;
    }),
    json: vi.fn((body: unknown) => {
      response.body = body;
      return response;
    }),
  };
  return response;
}

describe('health', () => {
  it('reports the project and whether it runs on the emulator', () => {
    expect(healthReport({ GCLOUD_PROJECT: 'demo-portal', FUNCTIONS_EMULATOR: 'true' })).toEqual({
      status: 'ok',
      project: 'demo-portal',
      emulated: true,
    });
    expect(healthReport({})).toEqual({ status: 'ok', project: null, emulated: false });
  });

  it('answers GET with an uncached report', () => {
    const response = fakeResponse();
    handleHealth({ method: 'GET' } as Request, response as unknown as Response);
    expect(response.statusCode).toBe(200);
    expect(response.headers['Cache-Control']).toBe('no-store');
    expect(response.body).toMatchObject({ status: 'ok' });
  });

  it('refuses other methods with 405', () => {
    const response = fakeResponse();
    handleHealth({ method: 'POST' } as Request, response as unknown as Response);
    expect(response.statusCode).toBe(405);
    expect(response.headers.Allow).toBe('GET, HEAD');
  });
});
