/**
 * A real SMTP server on loopback for the service's e-mail tests (src/server/notify.node.test.ts),
 * and the headers and body of a message it received, as the owner's mail program would read them.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  raw: string;
  rcptTo: string[];
  mailFrom: string;
}

/**
 * A real SMTP server on loopback. `refuse` makes it answer the next N messages with 451;
 * `noSuchMailbox` makes it refuse every recipient with 550, as for a mistyped NOTIFY_TO.
 */
export async function startSmtp(port = 0, refuse = 0, { noSuchMailbox = false } = {}) {
  const received: Received[] = [];
  let refusals = refuse;
  let recipientTries = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      recipientTries += 1;
      if (noSuchMailbox) {
        callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Busy, try again later'), { responseCode: 451 }));
          return;
        }
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    recipientTries: () => recipientTries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The headers of a raw message, unfolded, by lower-case name. */
export function headersOf(raw: string): Map<string, string[]> {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const map = new Map<string, string[]>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    map.set(name, [...(map.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return map;
}

/** The text body, decoded from quoted-printable or base64 as nodemailer chose. */
export function bodyOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const encoding = headersOf(raw).get('content-transfer-encoding')?.[0]?.toLowerCase();
  const body = raw.slice(split + 4);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
  }
  return body.replace(/\r\n/g, '\n');
}
