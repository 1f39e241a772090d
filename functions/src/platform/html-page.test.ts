import {
  contentSecurityPolicy,
  permissionsPolicy,
  PRODUCTION,
} from '@portal/domain/pages/security-headers';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { pagesServedFor, sendHtml } from './html-page';

/** An Express response that records what it is given, for a request to `path`. */
function fakeResponse(path: string) {
  const sent = { headers: {} as Record<string, string>, type: '', body: '' };
  const response = {
    req: { path },
    set(headers: Record<string, string>) {
      Object.assign(sent.headers, headers);
      return response;
    },
    type(type: string) {
      sent.type = type;
      return response;
    },
    send(body: string) {
      sent.body = body;
      return response;
    },
  };
  return { response: response as unknown as Response, sent };
}

const EMULATOR = { FUNCTIONS_EMULATOR: 'true' };

describe('pagesServedFor', () => {
  it("serves production's pages for Google's servers", () => {
    expect(pagesServedFor({})).toEqual(PRODUCTION);
    expect(pagesServedFor({ VITE_EMULATOR_HOST: '10.0.0.5' })).toEqual(PRODUCTION);
  });

  it("serves the emulator's for the emulators where the app's build finds them", () => {
    expect(pagesServedFor(EMULATOR)).toEqual({ emulatorHost: '127.0.0.1', devServer: false });
    expect(pagesServedFor({ ...EMULATOR, VITE_EMULATOR_HOST: '10.0.0.5' })).toEqual({
      emulatorHost: '10.0.0.5',
      devServer: false,
    });
  });

  it("serves the dev server's under npm start, whose pages hot-reload", () => {
    const dev = { ...EMULATOR, PORTAL_DEV_SHELL_URL: 'http://localhost:5173/@portal/shell.html' };
    expect(pagesServedFor(dev)).toEqual({ emulatorHost: '127.0.0.1', devServer: true });
  });
});

describe('sendHtml', () => {
  it('sends a page with the security headers Hosting gives the same path', () => {
    const { response, sent } = fakeResponse('/job/abc');
    sendHtml(response, '<!doctype html>', {}, {});
    expect(sent).toEqual({
      type: 'html',
      body: '<!doctype html>',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(PRODUCTION),
        'Permissions-Policy': permissionsPolicy(false),
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
      },
    });
  });

  it("puts the emulators in an emulator's policy", () => {
    const { response, sent } = fakeResponse('/');
    sendHtml(response, '<!doctype html>', {}, EMULATOR);
    expect(sent.headers['Content-Security-Policy']).toContain('http://127.0.0.1:8080');
  });

  it('lets a page replace a header with its own', () => {
    const { response, sent } = fakeResponse('/subscription/confirm');
    sendHtml(response, '<p>ok</p>', { 'Referrer-Policy': 'no-referrer' }, {});
    expect(sent.headers['Referrer-Policy']).toBe('no-referrer');
    expect(sent.headers['X-Frame-Options']).toBe('DENY');
  });
});
