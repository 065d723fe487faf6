import { expect } from 'vitest';
import { startSite, type RunningSite } from './site';

/**
 * A site of a test file's own whose link a test cuts and brings back, as a phone's connection
 * comes and goes: the service is stopped (its port refuses), then started again on the same
 * port, with an empty data folder of its own (`startSite`). For the files of the dead link
 * (offline, keptEnquiry, firefoxForm). `baseUrl` and `dataDir` are those of the service
 * running now; `env`, the service's settings each time it starts (`startSite`'s).
 */
export class SiteWithALink {
  #site: RunningSite | undefined;
  #port = 0;

  readonly #env: Record<string, string>;

  constructor(env: Record<string, string> = {}) {
    this.#env = env;
  }

  /** Starts it on a free port, which it keeps. */
  async start(): Promise<void> {
    this.#site = await startSite(this.#env);
    this.#port = Number(new URL(this.#site.baseUrl).port);
  }

  get baseUrl(): string {
    return this.#running().baseUrl;
  }

  get dataDir(): string {
    return this.#running().dataDir;
  }

  /** Whether the service answers now. */
  linkIsUp(): Promise<boolean> {
    return fetch(this.baseUrl).then(
      () => true,
      () => false,
    );
  }

  /** Stops the service, and checks that its port refuses. */
  async cutTheLink(): Promise<void> {
    await this.#running().stop();
    expect(await this.linkIsUp()).toBe(false);
  }

  /** Starts the service again on the same port, unless it already answers. */
  async bringTheLinkBack(): Promise<void> {
    if (!(await this.linkIsUp())) this.#site = await startSite(this.#env, { port: this.#port });
  }

  /** Stops it for good (the file's `afterAll`); nothing to do if it never started. */
  async stop(): Promise<void> {
    await this.#site?.stop();
  }

  #running(): RunningSite {
    if (!this.#site) throw new Error('SiteWithALink: start() it in the file’s beforeAll first');
    return this.#site;
  }
}
