import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { appShell, AppShellMissingError } from './app-shell';

const EMULATOR = { FUNCTIONS_EMULATOR: 'true' } as const;

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A stand-in for the dev server: answers its page with `status` and `body`. */
async function devServer(status: number, body: string): Promise<string> {
  server = createServer((request, response) => {
    response.writeHead(request.url === '/@portal/shell.html' ? status : 404);
    response.end(body);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/@portal/shell.html`;
}

describe('the shell pages are rendered into', () => {
  it("is the dev server's page under npm start, asked for on every request", async () => {
    const url = await devServer(200, '<!doctype html><script src="/src/main.tsx"></script>');
    const env = { ...EMULATOR, PORTAL_DEV_SHELL_URL: url };
    await expect(appShell(env)).resolves.toContain('/src/main.tsx');
  });

  it('says plainly when the dev server does not answer, or refuses', async () => {
    const refused = await devServer(500, 'no');
    await expect(appShell({ ...EMULATOR, PORTAL_DEV_SHELL_URL: refused })).rejects.toThrow(
      /answered 500/,
    );
    const gone = 'http://127.0.0.1:9/@portal/shell.html';
    await expect(appShell({ ...EMULATOR, PORTAL_DEV_SHELL_URL: gone })).rejects.toBeInstanceOf(
      AppShellMissingError,
    );
  });

  it('never asks a dev server when deployed, whatever the environment says', async () => {
    const url = await devServer(200, 'the dev page');
    // Deployed, the shell is the copy beside the bundle; in a test run there is none.
    await expect(appShell({ PORTAL_DEV_SHELL_URL: url })).rejects.toBeInstanceOf(
      AppShellMissingError,
    );
  });
});
