import { createRng, type Rng } from './prng';

// A demo agency's logo, drawn from its name: a tinted square with an abstract mark of one of several
// families (rings, bars, a hexagon, a star…). Shapes only, no text:
// the image renderer needs no fonts, and the agency's name is always written beside its logo.

const SIDE = 512;
/** Pixels a side: twice the largest place a logo is shown (the profile's), and quick to encode. */
const PIXELS = 256;
const BACKGROUNDS = [
  '#0f766e', '#1d4ed8', '#7c3aed', '#be123c', '#b45309', '#15803d',
  '#0e7490', '#4338ca', '#a21caf', '#334155', '#9a3412', '#166534',
]; // prettier-ignore
const INKS = ['#ffffff', '#fef3c7', '#e0f2fe', '#fce7f3', '#dcfce7'];

/** A stable number from a name (FNV-1a), the seed of its drawing. */
function nameSeed(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

type Motif = (ink: string, rng: Rng) => string;
const c = SIDE / 2;
const round = (n: number) => Math.round(n);
/** The points of a regular polygon (or a star when `inner` is set) around the centre, as an SVG `points` list. */
function polygon(corners: number, radius: number, turn: number, inner?: number): string {
  const count = inner === undefined ? corners : corners * 2;
  return Array.from({ length: count }, (_, i) => {
    const r = inner !== undefined && i % 2 === 1 ? inner : radius;
    const angle = turn + (i * 2 * Math.PI) / count;
    return `${round(c + Math.cos(angle) * r)},${round(c + Math.sin(angle) * r)}`;
  }).join(' ');
}

/**
 * The families of marks, each a different silhouette (not one picture in other colours); `rng` varies the
 * details within a family. Their order is the order neighbours in the catalogue take them in.
 */
export const LOGO_SHAPES = [
  'rings',
  'bars',
  'triangle',
  'hexagon',
  'squares',
  'cross',
  'diamond',
  'orbit',
  'star',
  'halves',
  'dots',
  'waves',
  'stripes',
  'quarters',
] as const;
export type LogoShape = (typeof LOGO_SHAPES)[number];

const MOTIFS: Record<LogoShape, Motif> = {
  // concentric rings, the middle one sometimes filled
  rings: (ink, rng) =>
    [150, 105, 60]
      .map((r, i) =>
        i === 2 && rng.chance(0.5)
          ? `<circle cx="${c}" cy="${c}" r="${r}" fill="${ink}"/>`
          : `<circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="${ink}" stroke-width="26"/>`,
      )
      .join(''),
  // stacked bars of different lengths
  bars: (ink, rng) =>
    [0, 1, 2]
      .map((i) => {
        const width = rng.int(160, 300);
        return `<rect x="${c - 150}" y="${150 + i * 80}" width="${width}" height="52" rx="26" fill="${ink}"/>`;
      })
      .join(''),
  // a triangle with a circle over it
  triangle: (ink, rng) =>
    `<path d="M${c - 150} ${c + 120} L${c} ${c - 150} L${c + 150} ${c + 120} Z" fill="${ink}" opacity="0.9"/>` +
    `<circle cx="${c + rng.int(-40, 40)}" cy="${c + 40}" r="62" fill="${ink}" opacity="0.55"/>`,
  // a hexagon outline around a smaller filled one
  hexagon: (ink, rng) => {
    const turn = rng.chance(0.5) ? 0 : Math.PI / 6;
    return (
      `<polygon points="${polygon(6, 165, turn)}" fill="none" stroke="${ink}" stroke-width="30" stroke-linejoin="round"/>` +
      `<polygon points="${polygon(6, rng.int(60, 85), turn)}" fill="${ink}"/>`
    );
  },
  // four squares, one turned
  squares: (ink, rng) => {
    const turned = rng.int(0, 3);
    return [0, 1, 2, 3]
      .map((i) => {
        const x = c - 130 + (i % 2) * 140;
        const y = c - 130 + Math.floor(i / 2) * 140;
        const rotate = i === turned ? ` transform="rotate(45 ${x + 60} ${y + 60})"` : '';
        return `<rect x="${x}" y="${y}" width="120" height="120" rx="14" fill="${ink}"${rotate}/>`;
      })
      .join('');
  },
  // a thick plus, upright or turned into an ×
  cross: (ink, rng) => {
    const arm = rng.int(64, 84);
    const turn = rng.chance(0.5) ? 0 : 45;
    return (
      `<g transform="rotate(${turn} ${c} ${c})" fill="${ink}">` +
      `<rect x="${c - arm / 2}" y="${c - 160}" width="${arm}" height="320" rx="${arm / 2}"/>` +
      `<rect x="${c - 160}" y="${c - arm / 2}" width="320" height="${arm}" rx="${arm / 2}"/></g>`
    );
  },
  // a diamond in a diamond outline
  diamond: (ink, rng) => {
    const inner = rng.int(50, 90);
    return (
      `<polygon points="${polygon(4, 175, -Math.PI / 2)}" fill="none" stroke="${ink}" stroke-width="28" stroke-linejoin="round"/>` +
      `<polygon points="${polygon(4, inner, -Math.PI / 2)}" fill="${ink}"/>`
    );
  },
  // a ring with a dot on it
  orbit: (ink, rng) => {
    const angle = rng.next() * Math.PI * 2;
    const x = round(c + Math.cos(angle) * 120);
    const y = round(c + Math.sin(angle) * 120);
    return (
      `<circle cx="${c}" cy="${c}" r="120" fill="none" stroke="${ink}" stroke-width="40"/>` +
      `<circle cx="${x}" cy="${y}" r="48" fill="${ink}"/>`
    );
  },
  // a star of five to eight points
  star: (ink, rng) => {
    const points = rng.int(5, 8);
    return `<polygon points="${polygon(points, 175, -Math.PI / 2, rng.int(70, 95))}" fill="${ink}" stroke="${ink}" stroke-width="10" stroke-linejoin="round"/>`;
  },
  // two half-discs facing apart
  halves: (ink, rng) => {
    const gap = rng.int(16, 40);
    const turn = rng.pick([0, 90, 45]);
    return (
      `<g transform="rotate(${turn} ${c} ${c})" fill="${ink}">` +
      `<path d="M${c - gap} ${c - 150} A150 150 0 0 0 ${c - gap} ${c + 150} Z"/>` +
      `<path d="M${c + gap} ${c - 150} A150 150 0 0 1 ${c + gap} ${c + 150} Z" opacity="0.6"/></g>`
    );
  },
  // a three-by-three grid of dots with some left out
  dots: (ink, rng) => {
    const missing = new Set(rng.some([0, 1, 2, 3, 5, 6, 7, 8], rng.int(2, 3)));
    return Array.from({ length: 9 }, (_, i) => i)
      .filter((i) => !missing.has(i))
      .map((i) => {
        const r = i === 4 ? 50 : 38;
        return `<circle cx="${c - 120 + (i % 3) * 120}" cy="${c - 120 + Math.floor(i / 3) * 120}" r="${r}" fill="${ink}"/>`;
      })
      .join('');
  },
  // three waves
  waves: (ink, rng) => {
    const height = rng.int(30, 55);
    return [-90, 0, 90]
      .map((dy) => {
        const y = c + dy;
        return (
          `<path d="M${c - 160} ${y} Q${c - 120} ${y - height} ${c - 80} ${y} T${c} ${y} T${c + 80} ${y} T${c + 160} ${y}"` +
          ` fill="none" stroke="${ink}" stroke-width="30" stroke-linecap="round"/>`
        );
      })
      .join('');
  },
  // diagonal stripes in a circle
  stripes: (ink, rng) => {
    const id = `clip${rng.int(0, 9999)}`;
    const stripes = [-2, -1, 0, 1, 2]
      .map((i) => `<rect x="${c - 40 + i * 90}" y="0" width="44" height="${SIDE}" fill="${ink}"/>`)
      .join('');
    return (
      `<clipPath id="${id}"><circle cx="${c}" cy="${c}" r="160"/></clipPath>` +
      `<g clip-path="url(#${id})" transform="rotate(35 ${c} ${c})">${stripes}</g>`
    );
  },
  // a quarter disc beside a square and a small circle
  quarters: (ink, rng) => {
    const turn = rng.pick([0, 90, 180, 270]);
    return (
      `<g transform="rotate(${turn} ${c} ${c})" fill="${ink}">` +
      `<path d="M${c - 150} ${c} L${c - 150} ${c - 150} A150 150 0 0 1 ${c} ${c} Z"/>` +
      `<rect x="${c + 20}" y="${c - 150}" width="130" height="130" rx="12" opacity="0.7"/>` +
      `<rect x="${c - 150}" y="${c + 20}" width="130" height="130" rx="12" opacity="0.7"/>` +
      `<circle cx="${c + 85}" cy="${c + 85}" r="65"/></g>`
    );
  },
};

/**
 * The shape of each of `names`' marks, in that order: neighbours take the families in turn, so any
 * LOGO_SHAPES.length in a row are all different; the name chooses where the turn starts from.
 */
export function demoLogoShapes(names: readonly string[]): LogoShape[] {
  const start = names.length > 0 ? nameSeed(names[0]!) % LOGO_SHAPES.length : 0;
  return names.map((_, i) => LOGO_SHAPES[(start + i) % LOGO_SHAPES.length]!);
}

/**
 * The SVG of an agency's demo logo; the same name (and shape) always gives the same picture. Without a
 * shape the name chooses one.
 */
export function demoLogoSvg(name: string, shape?: LogoShape): string {
  const rng = createRng(nameSeed(name));
  const background = rng.pick(BACKGROUNDS);
  const ink = rng.pick(INKS);
  const family = rng.pick(LOGO_SHAPES);
  const mark = MOTIFS[shape ?? family](ink, rng);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIXELS}" height="${PIXELS}" viewBox="0 0 ${SIDE} ${SIDE}">` +
    `<rect width="${SIDE}" height="${SIDE}" rx="96" fill="${background}"/>${mark}</svg>`
  );
}
