/**
 * What the browser says of the visitor's link (the Network Information API: Chromium-based
 * browsers, which is what most cheap Android phones run). Browsers that do not say are taken as
 * neither saving data nor slow.
 */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
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
 * True when the visitor saves data or the link is 2G-class (`effectiveType` 'slow-2g' or '2g'):
 * then pictures stay pictures (a poster, not a looping preview video).
 */
export function wantsLightMedia(): boolean {
  const type = connection()?.effectiveType;
  return savesData() || type === 'slow-2g' || type === '2g';
}
