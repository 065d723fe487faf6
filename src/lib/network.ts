/**
 * What the browser says of the visitor's link (the Network Information API: Chromium-based
 * browsers, which is what most cheap Android phones run). Browsers that do not say are taken as
 * neither saving data nor slow.
 */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
  /** The browser's estimate of the link's bandwidth, in Mbit/s. */
  downlink?: number;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/**
 * True when the visitor asked to save data (`Save-Data`: a browser's "lite mode" or data saver).
 * Then nothing is fetched ahead of being asked for: no prefetch of code they may never use.
 */
export function savesData(): boolean {
  return connection()?.saveData === true;
}

/**
 * Below this bandwidth (Mbit/s) a link is too slow for the videos' previews: each clip's
 * preview reads 65–85 KB (the clips are short, so "metadata" is most of the file), five in view
 * are about 380 KB, over three seconds of a 1 Mbit/s link taken from whatever the visitor asks
 * for next.
 */
export const LIGHT_MEDIA_BELOW_MBPS = 1;

/**
 * True when the visitor saves data or the link is slow: `effectiveType` 'slow-2g' or '2g', or a
 * `downlink` under LIGHT_MEDIA_BELOW_MBPS. The second matters: Chromium rates a link by its
 * round trip as much as its bandwidth, and calls a 2G-class link of 400 ms and 250 kbit/s "3g"
 * (measured: `effectiveType` '3g', `downlink` 0.2). Then pictures stay pictures (a still frame,
 * not a preview video).
 */
export function wantsLightMedia(): boolean {
  const link = connection();
  const type = link?.effectiveType;
  const slowDownlink = typeof link?.downlink === 'number' && link.downlink < LIGHT_MEDIA_BELOW_MBPS;
  return savesData() || type === 'slow-2g' || type === '2g' || slowDownlink;
}
