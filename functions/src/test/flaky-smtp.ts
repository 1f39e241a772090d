// An SMTP server for the tests that refuses its first transactions with the replies it is given
// (a 451 for a server in trouble, a 550 for a mailbox that does not exist), then relays every
// mail it accepts to the tests' inbox (maildev) as it came: what a struggling relay in front of
// a real mailbox does. Enough of RFC 5321 for nodemailer: EHLO/HELO, MAIL, RCPT, DATA, RSET,
// NOOP, QUIT, with no extensions offered.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import nodemailer from 'nodemailer';

export interface FlakySmtp {
  /** smtp://127.0.0.1:<port> */
  url: string;
  /** Transactions refused so far, and mails relayed. */
  refused: () => number;
  relayed: () => number;
  close(): Promise<void>;
}

/** `refusals`: the reply to MAIL FROM of each first transaction, e.g. ['451 4.3.0 Busy']. */
export async function startFlakySmtp(relayUrl: string, refusals: string[]): Promise<FlakySmtp> {
  const relay = nodemailer.createTransport(relayUrl);
  const waiting = [...refusals];
  let refused = 0;
  let relayed = 0;
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let data: string[] | null = null;
    let buffered = '';

    const finishData = async (lines: string[]) => {
      // RFC 5321 4.5.2: a leading dot was doubled by the sender.
      const raw = lines.map((line) => (line.startsWith('.') ? line.slice(1) : line)).join('\r\n');
      try {
        await relay.sendMail({ envelope, raw: Buffer.from(`${raw}\r\n`, 'latin1') });
        relayed += 1;
        reply('250 2.0.0 Relayed');
      } catch {
        reply('451 4.4.1 The next hop did not answer');
      }
    };

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return reply('250 flaky.test');
      if (verb === 'MAIL') {
        const refusal = waiting.shift();
        if (refusal) {
          refused += 1;
          return reply(refusal);
        }
        envelope = { from: line.replace(/^MAIL FROM:\s*<?([^>\s]*)>?.*$/i, '$1'), to: [] };
        return reply('250 2.1.0 OK');
      }
      if (verb === 'RCPT') {
        envelope.to.push(line.replace(/^RCPT TO:\s*<?([^>\s]*)>?.*$/i, '$1'));
        return reply('250 2.1.5 OK');
      }
      if (verb === 'DATA') {
        data = [];
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'RSET' || verb === 'NOOP') return reply('250 2.0.0 OK');
      if (verb === 'QUIT') {
        reply('221 2.0.0 Bye');
        return socket.end();
      }
      return reply('502 5.5.2 Not implemented');
    };

    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) !== -1) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data === null) {
          command(line);
        } else if (line === '.') {
          const lines = data;
          data = null;
          void finishData(lines);
        } else {
          data.push(line);
        }
      }
    });
    reply('220 flaky.test ESMTP');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    refused: () => refused,
    relayed: () => relayed,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
        relay.close();
      }),
  };
}
