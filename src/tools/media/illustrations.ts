/**
 * The demo illustrations, drawn as SVG. They stand in for the owner's photos until the real ones
 * are on the media host, so they are plainly drawings (no people, no stock photos): shapes that
 * hint at each picture's subject, in the site's teal, navy and amber. Each returns the SVG markup
 * of a scene on a 1200-unit-wide canvas; `generateMedia.ts` rasterises it at every width needed.
 */

/** The palette of the drawings. Not the site's tokens: these colours never carry text. */
const c = {
  navy: '#0b2239',
  deep: '#023840',
  teal: '#026873',
  aqua: '#8fe3ec',
  mint: '#cdeff2',
  amber: '#f2b84b',
  coral: '#e07a5f',
  cream: '#f6efe3',
  paper: '#fffaf0',
  wood: '#b7835a',
  ink: '#1a1a1a',
} as const;

export interface Scene {
  /** Width and height of the drawing's coordinate space; outputs keep this aspect ratio. */
  readonly viewWidth: number;
  readonly viewHeight: number;
  readonly body: string;
}

/** A small deterministic random source, so regenerating gives the same files byte for byte. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** Rows of Braille cells (2 x 3 dots each) with random dots raised, as on a Braille page. */
function brailleRows(options: {
  x: number;
  y: number;
  cells: number;
  rows: number;
  dot: number;
  fill: string;
  seed: number;
  opacity?: number;
}): string {
  const random = seeded(options.seed);
  const gap = options.dot * 2.6;
  const cellWidth = gap * 2.4;
  const rowHeight = gap * 4.2;
  const dots: string[] = [];
  for (let row = 0; row < options.rows; row += 1) {
    for (let cell = 0; cell < options.cells; cell += 1) {
      for (let i = 0; i < 6; i += 1) {
        if (random() < 0.45) continue;
        const cx = options.x + cell * cellWidth + (i % 2) * gap;
        const cy = options.y + row * rowHeight + Math.floor(i / 2) * gap;
        dots.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${options.dot}"/>`);
      }
    }
  }
  return `<g fill="${options.fill}" opacity="${options.opacity ?? 1}">${dots.join('')}</g>`;
}

function gradient(id: string, from: string, to: string, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Home hero: dawn over rolling hills, with faint Braille dots in the sky. */
function homeHero(): Scene {
  return {
    viewWidth: 1200,
    viewHeight: 675,
    body: `<defs>${gradient('sky', c.navy, c.teal)}</defs>
<rect width="1200" height="675" fill="url(#sky)"/>
${brailleRows({ x: 80, y: 70, cells: 40, rows: 5, dot: 4, fill: c.aqua, seed: 7, opacity: 0.35 })}
<circle cx="820" cy="470" r="130" fill="${c.amber}"/>
<path d="M0 470 Q 300 380 600 470 T 1200 450 V675 H0 Z" fill="${c.deep}"/>
<path d="M0 540 Q 350 460 700 540 T 1200 520 V675 H0 Z" fill="#01303a"/>
<path d="M0 610 Q 400 560 800 610 T 1200 600 V675 H0 Z" fill="#012229"/>`,
  };
}

/** Story hero: an open book glowing on a dark desk, on the right, clear of the page's title. */
function storyHero(): Scene {
  return {
    viewWidth: 1200,
    viewHeight: 675,
    body: `<defs>${gradient('bg', c.deep, c.navy)}</defs>
<rect width="1200" height="675" fill="url(#bg)"/>
<circle cx="840" cy="330" r="300" fill="${c.teal}" opacity="0.45"/>
<g transform="translate(240 0)">
<path d="M600 230 Q 470 190 330 215 V 470 Q 470 450 600 490 Z" fill="${c.cream}"/>
<path d="M600 230 Q 730 190 870 215 V 470 Q 730 450 600 490 Z" fill="${c.paper}"/>
${brailleRows({ x: 360, y: 250, cells: 9, rows: 5, dot: 4, fill: c.teal, seed: 11 })}
${brailleRows({ x: 630, y: 250, cells: 9, rows: 5, dot: 4, fill: c.teal, seed: 12 })}
</g>
<rect x="0" y="540" width="1200" height="135" fill="#011a20"/>`,
  };
}

/** Impact hero: circles spreading out from one point, like ripples reaching further and further. */
function impactHero(): Scene {
  const rings = [90, 170, 250, 330, 410, 490, 570]
    .map(
      (r, i) =>
        `<circle cx="840" cy="380" r="${r}" fill="none" stroke="${i % 2 ? c.aqua : c.amber}" stroke-width="${10 - i}" opacity="${(0.85 - i * 0.1).toFixed(2)}"/>`,
    )
    .join('');
  return {
    viewWidth: 1200,
    viewHeight: 675,
    body: `<defs>${gradient('bg', c.navy, c.deep, false)}</defs>
<rect width="1200" height="675" fill="url(#bg)"/>${rings}
<circle cx="840" cy="380" r="40" fill="${c.amber}"/>`,
  };
}

/** Contact hero: two speech bubbles, on the right, clear of the page's title. */
function contactHero(): Scene {
  return {
    viewWidth: 1200,
    viewHeight: 675,
    body: `<defs>${gradient('bg', c.teal, c.navy)}</defs>
<rect width="1200" height="675" fill="url(#bg)"/>
<rect x="660" y="170" width="360" height="200" rx="40" fill="${c.mint}"/>
<path d="M740 360 L 720 430 L 810 365 Z" fill="${c.mint}"/>
${brailleRows({ x: 705, y: 215, cells: 8, rows: 2, dot: 6, fill: c.teal, seed: 3 })}
<rect x="820" y="320" width="280" height="160" rx="36" fill="${c.amber}"/>
<path d="M1020 470 L 1050 530 L 980 475 Z" fill="${c.amber}"/>
<circle cx="900" cy="400" r="12" fill="${c.navy}"/><circle cx="960" cy="400" r="12" fill="${c.navy}"/><circle cx="1020" cy="400" r="12" fill="${c.navy}"/>`,
  };
}

/** Awareness session: chairs in a circle round a table with a book and headphones, from above. */
function awarenessSession(): Scene {
  const chairs = Array.from({ length: 8 }, (_, i) => {
    const angle = (i / 8) * Math.PI * 2;
    const x = 600 + Math.cos(angle) * 270;
    const y = 400 + Math.sin(angle) * 270;
    const deg = (angle * 180) / Math.PI + 90;
    return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${deg.toFixed(1)})"><rect x="-45" y="-40" width="90" height="80" rx="14" fill="${i % 2 ? c.teal : c.coral}"/><rect x="-45" y="28" width="90" height="22" rx="8" fill="${c.deep}"/></g>`;
  }).join('');
  return {
    viewWidth: 1200,
    viewHeight: 800,
    body: `<rect width="1200" height="800" fill="${c.mint}"/>
<rect x="40" y="40" width="1120" height="720" rx="30" fill="#e6f6f7"/>
${chairs}
<circle cx="600" cy="400" r="140" fill="${c.wood}"/>
<rect x="520" y="355" width="100" height="75" rx="6" fill="${c.paper}" transform="rotate(-12 570 392)"/>
${brailleRows({ x: 532, y: 362, cells: 4, rows: 3, dot: 3, fill: c.teal, seed: 5 })}
<path d="M640 440 A 40 40 0 0 1 720 440" fill="none" stroke="${c.navy}" stroke-width="12"/>
<rect x="628" y="430" width="24" height="40" rx="10" fill="${c.navy}"/>
<rect x="708" y="430" width="24" height="40" rx="10" fill="${c.navy}"/>`,
  };
}

/** Story photo: a Braille book lying open beside a pair of headphones. */
function storyPhoto(): Scene {
  return {
    viewWidth: 1200,
    viewHeight: 900,
    body: `<rect width="1200" height="900" fill="${c.cream}"/>
<rect x="0" y="620" width="1200" height="280" fill="${c.wood}"/>
<path d="M520 260 Q 360 220 170 250 V 660 Q 360 630 520 690 Z" fill="${c.paper}" stroke="${c.wood}" stroke-width="4"/>
<path d="M520 260 Q 680 220 870 250 V 660 Q 680 630 520 690 Z" fill="#ffffff" stroke="${c.wood}" stroke-width="4"/>
${brailleRows({ x: 205, y: 300, cells: 9, rows: 6, dot: 5, fill: c.teal, seed: 21 })}
${brailleRows({ x: 555, y: 300, cells: 9, rows: 6, dot: 5, fill: c.teal, seed: 22 })}
<path d="M900 560 A 110 110 0 0 1 1120 560" fill="none" stroke="${c.navy}" stroke-width="26"/>
<rect x="870" y="540" width="60" height="110" rx="26" fill="${c.navy}"/>
<rect x="1090" y="540" width="60" height="110" rx="26" fill="${c.navy}"/>`,
  };
}

/** Book photo 1: a stack of the book, teal covers, ready to hand out. */
function bookStack(): Scene {
  const books = Array.from({ length: 6 }, (_, i) => {
    const y = 640 - i * 80;
    const shift = (i % 3) * 18 - 18;
    return `<rect x="${330 + shift}" y="${y}" width="540" height="72" rx="8" fill="${i % 2 ? c.teal : c.deep}"/><rect x="${330 + shift}" y="${y + 26}" width="540" height="10" fill="${c.amber}"/>`;
  }).join('');
  return {
    viewWidth: 1200,
    viewHeight: 900,
    body: `<rect width="1200" height="900" fill="${c.mint}"/>
<rect x="0" y="712" width="1200" height="188" fill="${c.wood}"/>${books}`,
  };
}

/** Book photo 2: an open page of the Braille edition, close up. */
function braillePage(): Scene {
  return {
    viewWidth: 1200,
    viewHeight: 900,
    body: `<rect width="1200" height="900" fill="${c.navy}"/>
<rect x="120" y="90" width="960" height="720" rx="16" fill="${c.paper}"/>
${brailleRows({ x: 190, y: 160, cells: 15, rows: 6, dot: 9, fill: c.teal, seed: 31 })}`,
  };
}

/** Book photo 3: copies of the book laid out on three school desks. */
function booksOnDesks(): Scene {
  const desks = [0, 1, 2]
    .map((i) => {
      const x = 90 + i * 360;
      return `<rect x="${x}" y="420" width="300" height="160" rx="10" fill="${c.wood}"/>
<rect x="${x + 20}" y="580" width="20" height="200" fill="#7a5538"/><rect x="${x + 260}" y="580" width="20" height="200" fill="#7a5538"/>
<rect x="${x + 80}" y="440" width="140" height="100" rx="6" fill="${c.teal}"/><rect x="${x + 80}" y="480" width="140" height="12" fill="${c.amber}"/>`;
    })
    .join('');
  return {
    viewWidth: 1200,
    viewHeight: 900,
    body: `<defs>${gradient('wall', c.cream, '#efe2cc')}</defs>
<rect width="1200" height="900" fill="url(#wall)"/>
<rect x="0" y="780" width="1200" height="120" fill="#d9c6a5"/>
<rect x="300" y="90" width="600" height="240" rx="12" fill="${c.deep}"/>
${brailleRows({ x: 360, y: 128, cells: 12, rows: 3, dot: 7, fill: c.mint, seed: 41 })}${desks}`,
  };
}

/** Backgrounds of the demo clips: 16:9, a little wider than the frame so the clip can pan. */
function clipBackground(seed: number, from: string, to: string, accent: string): Scene {
  return {
    viewWidth: 768,
    viewHeight: 432,
    body: `<defs>${gradient('bg', from, to, false)}</defs>
<rect width="768" height="432" fill="url(#bg)"/>
${brailleRows({ x: 24, y: 24, cells: 30, rows: 12, dot: 4, fill: accent, seed, opacity: 0.3 })}`,
  };
}

/** Every still, by file name stem. */
export const scenes = {
  'hero-home': homeHero,
  'hero-story': storyHero,
  'hero-impact': impactHero,
  'hero-contact': contactHero,
  'awareness-session': awarenessSession,
  'story-book-and-headphones': storyPhoto,
  'book-stack': bookStack,
  'book-braille-page': braillePage,
  'book-on-desks': booksOnDesks,
} as const satisfies Record<string, () => Scene>;

export const clipBackgrounds = {
  activity: () => clipBackground(51, c.navy, c.teal, c.aqua),
  classroom: () => clipBackground(52, c.deep, '#0f4c5c', c.amber),
  cover: () => clipBackground(53, '#3d1f2b', c.navy, c.amber),
  interactive: () => clipBackground(54, c.teal, c.navy, c.mint),
  session: () => clipBackground(55, '#1b2f1f', c.deep, c.aqua),
} as const satisfies Record<string, () => Scene>;

/** The SVG document of a scene drawn `width` pixels wide. */
export function svgDocument(scene: Scene, width: number): string {
  const height = Math.round((width * scene.viewHeight) / scene.viewWidth);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${scene.viewWidth} ${scene.viewHeight}">${scene.body}</svg>`;
}
