/**
 * A link that carries the pages but loses the enquiry: an HTTP proxy in front of the site that
 * passes every request on, except the contact form's send (`POST /u1/contact`), whose connection
 * it holds for two seconds and drops unanswered, as a 2G link that dies mid-send does. The
 * `kept-enquiry` Orca journey sends the form through it, so that the enquiry is kept on the
 * phone (docs/offline.md).
 *
 * A journey can change what it does with the sends from then on by posting to its own address,
 * `SWELL_SENDS_PATH` (never passed on): each later send goes on to the service with its body
 * swollen past the service's limit by spaces (still the same JSON), so that the service itself
 * refuses it, in the visitor's language ("too long to send", 413). The `kept-refused` journey
 * keeps an enquiry on the phone this way, then has it refused when the phone sends it again.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { CONTACT_BODY_LIMIT } from '../../src/server/contact';
import { API_BASE, CONTACT_PATH } from '../../src/shared/api';

/** How long the send hangs before its connection drops. */
const SEND_HELD_MS = 2000;

/** Posted to the link itself: from then on, the service refuses every send (see above). */
export const SWELL_SENDS_PATH = '/__dead-link/swell-sends';

/** Reads a request's body whole. */
async function bodyOf(incoming: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface DeadLink {
  /** The proxy's address: the site's pages, with a send that never answers. */
  baseUrl: string;
  close: () => Promise<void>;
}

/** `port`: where the proxy listens (0, the default: a free port the OS chooses). */
export async function startDeadLink(siteUrl: string, port = 0): Promise<DeadLink> {
  const site = new URL(siteUrl);
  let swelling = false;
  const server: Server = createServer((incoming, outgoing) => {
    const passOn = (body?: Buffer) => {
      const headers = { ...incoming.headers, host: site.host };
      if (body) headers['content-length'] = String(body.length);
      const upstream = request(
        {
          hostname: site.hostname,
          port: site.port,
          path: incoming.url,
          method: incoming.method,
          headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      if (body) upstream.end(body);
      else incoming.pipe(upstream);
    };
    const isSend =
      incoming.method === 'POST' && incoming.url?.split('?')[0] === `${API_BASE}/${CONTACT_PATH}`;
    if (incoming.method === 'POST' && incoming.url === SWELL_SENDS_PATH) {
      swelling = true;
      outgoing.writeHead(204).end();
      return;
    }
    if (!isSend) return passOn();
    if (!swelling) {
      // Held, then dropped: a dying link is slow to fail, so the journey waits for the notice
      // itself, not for the first words after Enter ("sending").
      setTimeout(() => incoming.socket.destroy(), SEND_HELD_MS);
      return;
    }
    void bodyOf(incoming).then((body) =>
      passOn(Buffer.concat([body, Buffer.alloc(CONTACT_BODY_LIMIT, ' ')])),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The dead link has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
