import { createRng, type Rng } from './prng';

// A demo agency's logo, drawn from its name: a tinted square with an abstract mark. Shapes only, no text:
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

const MOTIFS: Motif[] = [
  // rings
  (ink, rng) =>
    [150, 105, 60]
      .map((r, i) =>
        i === 2 && rng.chance(0.5)
          ? `<circle cx="${c}" cy="${c}" r="${r}" fill="${ink}"/>`
          : `<circle cx="${c}" cy="${c}" r="${r}" fill="none" stroke="${ink}" stroke-width="26"/>`,
      )
      .join(''),
  // stacked bars of different lengths
  (ink, rng) =>
    [0, 1, 2]
      .map((i) => {
        const width = rng.int(160, 300);
        return `<rect x="${c - 150}" y="${150 + i * 80}" width="${width}" height="52" rx="26" fill="${ink}"/>`;
      })
      .join(''),
  // a triangle and a circle
  (ink, rng) =>
    `<path d="M${c - 150} ${c + 120} L${c} ${c - 150} L${c + 150} ${c + 120} Z" fill="${ink}" opacity="0.9"/>` +
    `<circle cx="${c + rng.int(-40, 40)}" cy="${c + 40}" r="62" fill="${ink}" opacity="0.55"/>`,
  // four squares, one turned
  (ink, rng) => {
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
  // a ring with a dot on it
  (ink, rng) => {
    const angle = rng.next() * Math.PI * 2;
    const x = Math.round(c + Math.cos(angle) * 120);
    const y = Math.round(c + Math.sin(angle) * 120);
    return (
      `<circle cx="${c}" cy="${c}" r="120" fill="none" stroke="${ink}" stroke-width="40"/>` +
      `<circle cx="${x}" cy="${y}" r="48" fill="${ink}"/>`
    );
  },
  // diagonal stripes in a circle
  (ink, rng) => {
    const id = `clip${rng.int(0, 9999)}`;
    const stripes = [-2, -1, 0, 1, 2]
      .map((i) => `<rect x="${c - 40 + i * 90}" y="0" width="44" height="${SIDE}" fill="${ink}"/>`)
      .join('');
    return (
      `<clipPath id="${id}"><circle cx="${c}" cy="${c}" r="160"/></clipPath>` +
      `<g clip-path="url(#${id})" transform="rotate(35 ${c} ${c})">${stripes}</g>`
    );
  },
];

/** The SVG of an agency's demo logo; the same name always gives the same picture. */
export function demoLogoSvg(name: string): string {
  const rng = createRng(nameSeed(name));
  const background = rng.pick(BACKGROUNDS);
  const ink = rng.pick(INKS);
  const mark = rng.pick(MOTIFS)(ink, rng);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIXELS}" height="${PIXELS}" viewBox="0 0 ${SIDE} ${SIDE}">` +
    `<rect width="${SIDE}" height="${SIDE}" rx="96" fill="${background}"/>${mark}</svg>`
  );
}
