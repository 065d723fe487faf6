/**
 * A link that carries the pages but loses the enquiry: an HTTP proxy in front of the site that
 * passes every request on, except the contact form's send (`POST /u1/contact`), whose connection
 * it holds for two seconds and drops unanswered, as a 2G link that dies mid-send does. The
 * `kept-enquiry` Orca journey sends the form through it, so that the enquiry is kept on the
 * phone (docs/offline.md).
 */
import { createServer, request, type Server } from 'node:http';
import { API_BASE, CONTACT_PATH } from '../../src/shared/api';

/** How long the send hangs before its connection drops. */
const SEND_HELD_MS = 2000;

export interface DeadLink {
  /** The proxy's address: the site's pages, with a send that never answers. */
  baseUrl: string;
  close: () => Promise<void>;
}

/** `port`: where the proxy listens (0, the default: a free port the OS chooses). */
export async function startDeadLink(siteUrl: string, port = 0): Promise<DeadLink> {
  const site = new URL(siteUrl);
  const server: Server = createServer((incoming, outgoing) => {
    if (
      incoming.method === 'POST' &&
      incoming.url?.split('?')[0] === `${API_BASE}/${CONTACT_PATH}`
    ) {
      // Held, then dropped: a dying link is slow to fail, so the journey waits for the notice
      // itself, not for the first words after Enter ("sending").
      setTimeout(() => incoming.socket.destroy(), SEND_HELD_MS);
      return;
    }
    const upstream = request(
      {
        hostname: site.hostname,
        port: site.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: site.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
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
