/**
 * The service worker's build (docs/offline.md): vite-plugin-pwa compiles src/serviceWorker/sw.ts
 * with Workbox and writes into it the list of files the phone keeps ahead of time. The plugin is
 * made for a Vite build's end, but the list can only be made once every page is prerendered (the
 * offline pages are among them), after all of the site's builds: so the plugin is given a
 * resolved config of its own, and asked through its API (as the framework integrations do).
 */
import { resolveConfig } from 'vite';
import { VitePWA, type VitePluginPWAAPI } from 'vite-plugin-pwa';
import { OFFLINE_PAGE_FILE } from '../shared/offlinePage';

/**
 * Kept ahead of time, at the worker's install: each language's offline page and what it needs
 * (the stylesheet, the no-script stylesheet, the logo). About 15 KB compressed, all of it but
 * the offline pages already in the browser's cache from the page that registered the worker.
 * The other pages are not fetched ahead: on a 2G link every byte is the visitor's, and each page
 * is kept the first time it is opened. The inbox's stylesheet is not the site's.
 */
export const KEPT_AHEAD = [
  OFFLINE_PAGE_FILE,
  `*/${OFFLINE_PAGE_FILE}`,
  'assets/style-*.css',
  'noscript.css',
  'logo.svg',
  'favicon.svg',
];

/** Writes dist/sw.js, with the list of files kept ahead, once the pages are prerendered. */
export async function writeServiceWorker(root: string, distDir: string): Promise<void> {
  const plugins = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/serviceWorker',
    filename: 'sw.ts',
    outDir: distDir,
    // Registered by the site's own code (src/lib/serviceWorker.ts), after the page has loaded.
    injectRegister: false,
    // No install prompt: the site is a site, not an app on the home screen.
    manifest: false,
    injectManifest: {
      globDirectory: distDir,
      globPatterns: KEPT_AHEAD,
    },
    integration: {
      // The worker's own small build: its errors, not its progress (nor the plugin's notice of
      // an option Vite renamed, which is the plugin's to change).
      configureCustomSWViteBuild: (config) => {
        config.logLevel = 'error';
      },
    },
  });
  const api = plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api as
    VitePluginPWAAPI | undefined;
  if (!api) throw new Error('vite-plugin-pwa no longer has its "vite-plugin-pwa" plugin.');
  // The plugin reads the root, the mode and the log level from the config it is resolved in.
  await resolveConfig(
    { root, configFile: false, logLevel: 'warn', plugins, build: { outDir: distDir } },
    'build',
    'production',
  );
  await api.generateSW();
}
