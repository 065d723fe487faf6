import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { ServerConfig } from './config';
import { contactRoutes } from './contact';
import { builtRenderer, contactFormPages, type LoadContactFormRenderer } from './contactFormPage';
import { loadCsrfSecret, xsrfCookieSetter } from './csrf';
import { registerErrorHandler } from './errors';
import { inboxRoutes } from './inbox/routes';
import { chooseLanguage } from '../shared/serviceWords';
import { defaultInboxTiming, type InboxTiming } from './inbox/signIn';
import { startOutboxWorker, type OutboxOptions, type OutboxWorker } from './notify';
import { readScriptHashes, registerSecurityHeaders } from './securityHeaders';
import { registerStaticSite } from './staticSite';
import { openStore, type Store } from './store';
import { builtNoticeDate, builtRetention } from './privacyNotice';
import { StartupError } from './startupError';
import { readServiceWords } from './serviceWords';
import { API_BASE } from '../shared/api';
import { PARENT_CONFIRM_DAYS } from '../shared/enquiry';
import { spamKeptDays, type RetentionDays } from '../shared/retention';

/** Outbox timings a test may shorten. */
export type OutboxTiming = Pick<
  OutboxOptions,
  'baseDelayMs' | 'maxDelayMs' | 'maxAttempts' | 'pollMs' | 'leaseMs'
>;

export interface AppOptions {
  config: ServerConfig;
  /** Fastify's logger: off (tests), on (stdout), or into a stream (tests that read the log). */
  logger?: boolean | { stream: Writable };
  outbox?: OutboxTiming;
  /** The inbox's limits and clock, which a test may change. */
  inbox?: Partial<InboxTiming>;
  /** Serve the built site from dist/. Default true; the dev server serves pages through Vite. */
  serveSite?: boolean;
  /**
   * What renders the pages that answer the contact form posted without script. Default: the
   * build's, from DIST_DIR (src/shared/builtSite.ts).
   */
  contactFormRenderer?: LoadContactFormRenderer;
}

/** Retention runs at start and then this often. */
const RETENTION_EVERY_MS = 6 * 3_600_000;

/**
 * The log says what happened to which address, never who: no bodies, no headers (cookies,
 * tokens), no client IP, no query strings. Enquiries are personal data (India's DPDP Act) and
 * live in the database only.
 */
function loggerOptions(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    level: 'info',
    ...(logger === true ? {} : { stream: logger.stream }),
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    // A second belt: should anything ever log these, they are blanked.
    redact: {
      paths: ['req.headers', 'req.body', 'body', 'headers', 'enquiry', '*.userEmail', '*.message'],
      censor: '[hidden]',
    },
  };
}

/** Says at the start what the outbox holds that needs the owner's eye. */
function reportOutbox(app: FastifyInstance, store: Store) {
  const { pending, failed } = store.emailCounts();
  if (pending > 0)
    app.log.info({ pending }, `${pending} e-mail(s) to the owner are waiting to be sent.`);
  if (failed > 0) {
    app.log.warn(
      { failed },
      `${failed} e-mail(s) to the owner failed for good. See them with ` +
        'npm run enquiries -- --outbox, and send them again with npm run enquiries -- --retry-email.',
    );
  }
}

/**
 * From the moment close() is called, every answer (the one to a request in flight included)
 * closes its connection: a browser's keep-alive connection would otherwise hold the server open
 * until its idle timeout, long after the last request was answered.
 */
function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}

/**
 * Deletes the enquiries older than the retention the build decided (privacyNotice.ts), the spam
 * older than `spamKeptDays` of it, and a parent's enquiry whose consent the owner did not
 * confirm within `PARENT_CONFIRM_DAYS`, now and then every {@link RETENTION_EVERY_MS}; the
 * timer, to be cleared at close. Nothing is deleted when the build wrote no notice (a test's own
 * small site).
 */
function startRetention(
  app: FastifyInstance,
  store: Store,
  retentionDays: RetentionDays | undefined,
): NodeJS.Timeout | undefined {
  if (retentionDays === undefined) return undefined;
  const spamDays = spamKeptDays(retentionDays);
  app.log.info(
    retentionDays === null
      ? `Enquiries are kept until the owner deletes them (built without RETENTION_DAYS); spam older than ${spamDays} days, and a parent's enquiry not confirmed in ${PARENT_CONFIRM_DAYS}, are deleted, now and every 6 hours.`
      : `Enquiries older than ${retentionDays} days are deleted, spam older than ${spamDays}, and a parent's enquiry not confirmed in ${PARENT_CONFIRM_DAYS}, now and every 6 hours (RETENTION_DAYS, as the site was built with it).`,
  );
  const purge = () => {
    const deleted = retentionDays === null ? 0 : store.deleteOlderThan(retentionDays);
    if (deleted > 0) app.log.info({ deleted, retentionDays }, 'old enquiries deleted');
    const spam = store.deleteSpamOlderThan(spamDays);
    if (spam > 0) app.log.info({ deleted: spam, spamDays }, 'old spam deleted');
    const unconfirmed = store.deleteUnconfirmedOlderThan(PARENT_CONFIRM_DAYS);
    if (unconfirmed > 0) {
      app.log.info(
        { deleted: unconfirmed, days: PARENT_CONFIRM_DAYS },
        "parents' enquiries deleted: consent not confirmed in time",
      );
    }
  };
  purge();
  const timer = setInterval(purge, RETENTION_EVERY_MS);
  timer.unref();
  return timer;
}

/**
 * E-mail to the owner at the start: with SMTP_URL and NOTIFY_TO, the outbox worker, and once, in
 * the background, a check that the mail server takes the login, recorded for the inbox and
 * `npm run enquiries -- --outbox`; without them, the record that e-mail is off.
 */
function startEmail(
  app: FastifyInstance,
  store: Store,
  {
    config,
    outbox,
    isClosed,
  }: { config: ServerConfig; outbox?: OutboxTiming; isClosed: () => boolean },
): OutboxWorker | undefined {
  const { smtpUrl, notifyTo } = config;
  if (!smtpUrl || !notifyTo) {
    app.log.info(
      'E-mail to the owner is off (SMTP_URL and NOTIFY_TO are not set): enquiries are stored, ' +
        'and their e-mails wait in the outbox until e-mail is set up. Read them with ' +
        'npm run enquiries.',
    );
    store.recordEmailCheck({
      state: 'off',
      detail: 'SMTP_URL and NOTIFY_TO are not set',
      checkedAt: new Date().toISOString(),
    });
    return undefined;
  }
  const worker = startOutboxWorker({
    store,
    smtpUrl,
    to: notifyTo,
    from: config.notifyFrom,
    log: app.log,
    ...outbox,
  });
  // Once, in the background: the site takes enquiries whatever the answer, and a slow or
  // unreachable server must not hold up the start.
  const server = new URL(smtpUrl).host;
  void worker.verify().then((problem) => {
    if (isClosed()) return;
    const checkedAt = new Date().toISOString();
    if (problem === undefined) {
      app.log.info(`E-mail to the owner works: ${server} accepted the connection and login.`);
      store.recordEmailCheck({ state: 'working', detail: `${server} answered`, checkedAt });
    } else {
      app.log.error(
        `E-mail to the owner is NOT working: ${server} could not be reached or refused the ` +
          `login (${problem}). Enquiries are still stored and their e-mails wait in the ` +
          'outbox, tried again with growing pauses; check SMTP_URL, then restart. ' +
          'State: npm run enquiries -- --outbox',
      );
      store.recordEmailCheck({ state: 'failing', detail: problem, checkedAt });
    }
  });
  return worker;
}

/** Builds the whole service: security headers, the site, and the API. Does not listen. */
export async function buildApp({
  config,
  logger = false,
  outbox,
  inbox,
  serveSite = true,
  contactFormRenderer,
}: AppOptions): Promise<FastifyInstance> {
  const hops = config.trustProxy;
  const app = Fastify({
    logger: loggerOptions(logger),
    // Believe the peer and the next `trustProxy - 1` addresses of X-Forwarded-For, counted from
    // the right: what our own proxies appended. (Fastify's numeric form trusts no peer at all.)
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < hops : false,
    // Stop slow-loris style requests from holding sockets forever.
    requestTimeout: 30_000,
  });

  const store = openStore(config.dataDir);
  let retentionDays: RetentionDays | undefined;
  let worker: OutboxWorker | undefined;
  let retentionTimer: NodeJS.Timeout | undefined;
  let closed = false;

  closeConnectionsWhenClosing(app);

  // Runs once the listener is closed and requests in flight have finished: the last enquiry is
  // committed and its e-mail claimed or owed before the worker and the database close.
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(retentionTimer);
    await worker?.stop();
    store.close();
  });

  try {
    // What the service says, in every language (dist/.server/service-words.json).
    const words = await readServiceWords(config.distDir);
    // How long enquiries are kept: what the build's privacy notice tells visitors.
    retentionDays = await builtRetention(config.distDir);
    // In production a site must say how long it keeps enquiries, and keep them no longer
    // (DPDP Act, section 8(7)): a build without RETENTION_DAYS keeps them for ever.
    if (config.production && retentionDays === null) {
      throw new StartupError(
        'NODE_ENV is production, and the site was built without RETENTION_DAYS, so enquiries would be kept for ever: build it with the days to keep them (RETENTION_DAYS=365 npm run build -- --release), then start again.',
      );
    }
    registerErrorHandler(app, words);
    // Pages served from dist/ carry the boot script; without them, no inline script is allowed.
    await registerSecurityHeaders(app, {
      mediaOrigins: config.mediaOrigins,
      scriptHashes: serveSite ? await readScriptHashes(config.distDir) : [],
    });
    await app.register(fastifyCookie);

    const csrfSecret = loadCsrfSecret(config.dataDir, config.csrfSecret, (message) =>
      app.log.warn(message),
    );
    const onPage = xsrfCookieSetter(csrfSecret);
    // The notice a parent agrees to: kept with their enquiry as it arrives, and, for one stored
    // before that was kept, with their consent when it is confirmed.
    const noticeDate = await builtNoticeDate(config.distDir);
    await app.register(contactRoutes, {
      prefix: API_BASE,
      store,
      words,
      csrfSecret,
      allowedOrigins: config.allowedOrigins,
      rateMax: config.contactRateMax,
      rateWindowSeconds: config.contactRateWindowSeconds,
      onStored: () => worker?.kick(),
      formPages: contactFormPages(contactFormRenderer ?? builtRenderer(config.distDir)),
      onPage,
      noticeDate,
    });
    await app.register(inboxRoutes, {
      prefix: `${API_BASE}/inbox`,
      store,
      dataDir: config.dataDir,
      csrfSecret,
      timing: { ...defaultInboxTiming, ...inbox },
      onRetryEmail: () => worker?.kick(),
      // The inbox is in English, the first language (content/settings.yaml), as a request that
      // names no language is answered.
      enquiryWords: chooseLanguage(words, {}),
      noticeDate,
    });
    if (serveSite) {
      await registerStaticSite(app, {
        distDir: config.distDir,
        words,
        onPage,
      });
    }
  } catch (error) {
    store.close();
    throw error;
  }

  app.addHook('onReady', async () => {
    // A process killed between a deletion and its checkpoint left the deleted pages in the log.
    store.wipeLog();
    if (store.erasuresApplied > 0) {
      app.log.info(
        { deleted: store.erasuresApplied },
        'enquiries erased before were deleted again (the erasure ledger; a backup was restored)',
      );
    }
    if (store.consentsApplied > 0) {
      app.log.info(
        { confirmed: store.consentsApplied },
        "parents' consents confirmed before were recorded again (the consent ledger; a backup was restored)",
      );
    }
    retentionTimer = startRetention(app, store, retentionDays);
    reportOutbox(app, store);
    worker = startEmail(app, store, { config, outbox, isClosed: () => closed });
  });

  return app;
}
