// The demo shop's product pictures: square SVGs drawn from a few shapes, so the catalogue needs no downloaded or
// licensed images. Each picture has its type's colour, a pictogram of the kind of product, an accent colour and a
// background pattern picked by the product id (two rackets still look different) and the product's short name.
// scripts/make-product-images.ts writes them to uploads/; a test checks that the committed files are up to date.

/** The kinds of product a pictogram can show. */
export const PICTOGRAMS = [
  'racket',
  'ball',
  'can',
  'box',
  'basket',
  'pump',
  'shirt',
  'hoodie',
  'shorts',
  'skirt',
  'sock',
  'band',
  'cap',
  'protector',
  'backpack',
  'bag',
  'bottle',
  'towel',
  'grip',
  'dampener',
  'glasses',
  'strings',
  'knee',
  'shoe',
  'insole',
  'slide',
  'laces',
] as const;

/** One of the pictograms. */
export type Pictogram = (typeof PICTOGRAMS)[number];

/** What a product picture shows. */
export interface ProductImageSpec {
  /** The product's full name: the picture's title for screen readers. */
  title: string;
  /** The short name written under the pictogram. */
  label: string;
  /** The product type's colour, `#rrggbb`. */
  color: string;
  pictogram: Pictogram;
  /** Picks the accent colour and background pattern (the product id). */
  variant: number;
}

const ACCENTS = ['#e8f542', '#ffb347', '#ff6f61', '#7fdbff', '#b8f2e6', '#f9c6d3'] as const;
const W = '#ffffff';

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A `#rrggbb` colour darkened by a factor (0 keeps it, 1 is black). */
export function darken(color: string, factor: number): string {
  const value = Number.parseInt(color.slice(1), 16);
  const channel = (shift: number): string =>
    Math.round(((value >> shift) & 0xff) * (1 - factor))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function pattern(variant: number): string {
  switch (variant % 3) {
    case 0:
      return Array.from(
        { length: 8 },
        (_, i) =>
          `<path d="M${i * 60 - 100} 400 L${i * 60 + 100} 0" stroke="${W}" stroke-width="14" opacity="0.06"/>`,
      ).join('');
    case 1:
      return Array.from({ length: 16 }, (_, i) => {
        const x = 50 + (i % 4) * 100;
        const y = 50 + Math.floor(i / 4) * 100;
        return `<circle cx="${x}" cy="${y}" r="10" fill="${W}" opacity="0.07"/>`;
      }).join('');
    default:
      return [90, 150, 210]
        .map(
          (r) =>
            `<circle cx="330" cy="70" r="${r}" fill="none" stroke="${W}" stroke-width="12" opacity="0.06"/>`,
        )
        .join('');
  }
}

const holes = (accent: string, cx: number, cy: number): string =>
  [
    [0, -45],
    [-30, -15],
    [30, -15],
    [0, 15],
    [-30, 45],
    [30, 45],
  ]
    .map(([dx = 0, dy = 0]) => `<circle cx="${cx + dx}" cy="${cy + dy}" r="9" fill="${accent}"/>`)
    .join('');

const ball = (cx: number, cy: number, r: number, accent: string): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" stroke="${W}" stroke-width="4"/>` +
  `<path d="M${cx - r * 0.7} ${cy - r * 0.7} Q${cx} ${cy} ${cx - r * 0.7} ${cy + r * 0.7} M${cx + r * 0.7} ${cy - r * 0.7} Q${cx} ${cy} ${cx + r * 0.7} ${cy + r * 0.7}" fill="none" stroke="${W}" stroke-width="5"/>`;

// Round, diamond and teardrop heads, so the rackets of the catalogue do not all look alike. The head is picked so
// that it does not repeat with the accent colour (variant % 6) for neighbouring ids.
const RACKET_HEADS = [
  'M200 40 C255 40 285 85 285 140 C285 195 255 240 200 240 C145 240 115 195 115 140 C115 85 145 40 200 40 Z',
  'M200 35 L285 135 Q290 150 275 170 L215 240 H185 L125 170 Q110 150 115 135 Z',
  'M200 35 C260 35 285 80 280 130 C275 180 240 215 212 240 H188 C160 215 125 180 120 130 C115 80 140 35 200 35 Z',
] as const;
const SHIRT =
  'M140 70 L110 80 L60 130 L95 170 L125 145 L125 300 L275 300 L275 145 L305 170 L340 130 L290 80 L260 70 C250 100 150 100 140 70 Z';
const SHOE = 'M70 250 Q70 170 120 160 L175 135 Q200 185 265 190 L320 205 Q345 220 335 255 Z';

/** The pictogram's shapes: white with accent details, inside x 60-340 and y 40-300 of the 400 square. */
const DRAW: Record<Pictogram, (accent: string, variant: number) => string> = {
  racket: (a, variant) =>
    `<path d="${RACKET_HEADS[(variant + Math.floor(variant / 6)) % RACKET_HEADS.length] ?? RACKET_HEADS[0]}" fill="${W}" opacity="0.92"/>${holes(a, 200, 135)}` +
    `<rect x="186" y="235" width="28" height="65" rx="10" fill="${W}"/><rect x="186" y="270" width="28" height="30" rx="8" fill="${a}"/>`,
  ball: (a) => ball(200, 165, 95, a),
  can: (a) =>
    `<rect x="130" y="45" width="140" height="255" rx="30" fill="${W}" opacity="0.25"/>` +
    [100, 172, 244].map((y) => ball(200, y, 38, a)).join(''),
  box: (a) =>
    `<path d="M90 110 L200 60 L310 110 L310 270 L200 310 L90 270 Z" fill="${W}" opacity="0.9"/>` +
    `<path d="M90 110 L200 160 L310 110 M200 160 L200 310" fill="none" stroke="${a}" stroke-width="8"/>` +
    ball(145, 215, 28, a) +
    ball(255, 215, 28, a),
  basket: (a) =>
    `<path d="M110 90 H290 L270 300 H130 Z" fill="none" stroke="${W}" stroke-width="12"/>` +
    [150, 200, 250].map((x) => `<path d="M${x} 90 V300" stroke="${W}" stroke-width="6"/>`).join('') +
    `<path d="M120 170 H280 M125 235 H275" stroke="${W}" stroke-width="6"/>` +
    ball(170, 80, 26, a) +
    ball(230, 75, 26, a),
  pump: (a) =>
    `<rect x="140" y="110" width="120" height="190" rx="24" fill="${W}" opacity="0.9"/>` +
    `<rect x="190" y="50" width="20" height="65" fill="${W}"/><rect x="150" y="40" width="100" height="20" rx="10" fill="${a}"/>` +
    ball(200, 205, 40, a),
  shirt: (a) =>
    `<path d="${SHIRT}" fill="${W}" opacity="0.92"/><circle cx="235" cy="150" r="16" fill="${a}"/>` +
    `<path d="M125 250 H275" stroke="${a}" stroke-width="10"/>`,
  hoodie: (a) =>
    `<path d="M140 80 L90 110 L60 290 L110 295 L125 170 L125 300 L275 300 L275 170 L290 295 L340 290 L310 110 L260 80 Z" fill="${W}" opacity="0.92"/>` +
    `<path d="M150 80 Q200 20 250 80 Q200 120 150 80 Z" fill="${a}"/><rect x="160" y="220" width="80" height="45" rx="10" fill="${a}" opacity="0.8"/>`,
  shorts: (a) =>
    `<path d="M115 70 H285 L310 290 H215 L200 150 L185 290 H90 Z" fill="${W}" opacity="0.92"/>` +
    `<rect x="115" y="70" width="170" height="22" fill="${a}"/>`,
  skirt: (a) =>
    `<path d="M140 80 H260 L320 290 H80 Z" fill="${W}" opacity="0.92"/><rect x="140" y="80" width="120" height="24" fill="${a}"/>` +
    `<path d="M170 104 L150 290 M230 104 L250 290" stroke="${a}" stroke-width="5" opacity="0.7"/>`,
  sock: (a) =>
    `<path d="M160 50 H240 V200 L295 235 Q320 265 290 292 H185 Q150 292 158 250 Z" fill="${W}" opacity="0.92"/>` +
    `<rect x="160" y="50" width="80" height="22" fill="${a}"/><rect x="160" y="85" width="80" height="10" fill="${a}"/>`,
  band: (a) =>
    `<circle cx="200" cy="170" r="95" fill="none" stroke="${W}" stroke-width="50" opacity="0.92"/>` +
    `<circle cx="200" cy="170" r="95" fill="none" stroke="${a}" stroke-width="10"/>`,
  cap: (a) =>
    `<path d="M100 220 Q100 90 200 90 Q300 90 300 220 Z" fill="${W}" opacity="0.92"/>` +
    `<path d="M90 220 H340 Q340 255 290 255 H90 Z" fill="${a}"/><circle cx="200" cy="92" r="10" fill="${a}"/>`,
  protector: (a) =>
    `<ellipse cx="200" cy="150" rx="95" ry="110" fill="none" stroke="${a}" stroke-width="22"/>` +
    `<ellipse cx="200" cy="150" rx="70" ry="85" fill="${W}" opacity="0.5"/><rect x="188" y="255" width="24" height="45" rx="8" fill="${W}"/>`,
  backpack: (a) =>
    `<path d="M170 70 Q170 40 200 40 Q230 40 230 70" fill="none" stroke="${W}" stroke-width="12"/>` +
    `<rect x="110" y="65" width="180" height="235" rx="50" fill="${W}" opacity="0.92"/>` +
    `<rect x="140" y="190" width="120" height="80" rx="18" fill="${a}"/>`,
  bag: (a) =>
    `<path d="M150 130 Q150 70 200 70 Q250 70 250 130" fill="none" stroke="${W}" stroke-width="14"/>` +
    `<rect x="70" y="125" width="260" height="160" rx="40" fill="${W}" opacity="0.92"/>` +
    `<rect x="70" y="185" width="260" height="22" fill="${a}"/>`,
  bottle: (a) =>
    `<rect x="150" y="90" width="100" height="210" rx="36" fill="${W}" opacity="0.92"/>` +
    `<rect x="170" y="45" width="60" height="50" rx="12" fill="${a}"/><rect x="150" y="170" width="100" height="50" fill="${a}" opacity="0.6"/>`,
  towel: (a) =>
    `<rect x="90" y="70" width="220" height="220" rx="18" fill="${W}" opacity="0.92"/>` +
    `<path d="M90 110 H310 M90 250 H310" stroke="${a}" stroke-width="14"/>`,
  grip: (a) =>
    `<rect x="165" y="40" width="70" height="260" rx="30" fill="${W}" opacity="0.92"/>` +
    [80, 130, 180, 230]
      .map((y) => `<path d="M165 ${y + 30} L235 ${y}" stroke="${a}" stroke-width="12"/>`)
      .join(''),
  dampener: (a) =>
    `<rect x="120" y="90" width="160" height="160" rx="50" fill="${W}" opacity="0.92"/>` +
    `<circle cx="200" cy="170" r="40" fill="${a}"/><path d="M60 170 H120 M280 170 H340" stroke="${W}" stroke-width="6"/>`,
  glasses: (a) =>
    `<circle cx="135" cy="170" r="65" fill="${W}" opacity="0.92"/><circle cx="265" cy="170" r="65" fill="${W}" opacity="0.92"/>` +
    `<circle cx="135" cy="170" r="40" fill="${a}" opacity="0.7"/><circle cx="265" cy="170" r="40" fill="${a}" opacity="0.7"/>` +
    `<path d="M195 160 Q200 145 205 160" stroke="${W}" stroke-width="10" fill="none"/>`,
  strings: (a) =>
    [110, 85, 60]
      .map(
        (r, i) =>
          `<circle cx="200" cy="170" r="${r}" fill="none" stroke="${i === 1 ? a : W}" stroke-width="14"/>`,
      )
      .join(''),
  knee: (a) =>
    `<rect x="130" y="50" width="140" height="250" rx="60" fill="${W}" opacity="0.92"/>` +
    `<circle cx="200" cy="175" r="40" fill="${a}"/><path d="M130 100 H270 M130 250 H270" stroke="${a}" stroke-width="8"/>`,
  shoe: (a) =>
    `<path d="${SHOE}" fill="${W}" opacity="0.92"/><path d="M70 255 H335 V275 Q335 285 320 285 H85 Q70 285 70 270 Z" fill="${a}"/>` +
    `<path d="M150 160 L170 185 M170 150 L190 175 M190 142 L208 165" stroke="${a}" stroke-width="8"/>`,
  insole: (a) =>
    `<path d="M200 45 Q270 45 265 140 Q260 200 250 250 Q240 300 200 300 Q160 300 150 250 Q140 200 135 140 Q130 45 200 45 Z" fill="${W}" opacity="0.92"/>` +
    `<ellipse cx="200" cy="110" rx="40" ry="35" fill="${a}"/><ellipse cx="200" cy="255" rx="30" ry="25" fill="${a}"/>`,
  slide: (a) =>
    `<ellipse cx="200" cy="200" rx="140" ry="70" fill="${W}" opacity="0.92"/>` +
    `<path d="M120 200 Q200 70 280 200" fill="none" stroke="${a}" stroke-width="40"/>`,
  laces: (a) =>
    `<path d="M70 110 Q135 40 200 110 T330 110" fill="none" stroke="${W}" stroke-width="14"/>` +
    `<path d="M70 200 Q135 130 200 200 T330 200" fill="none" stroke="${a}" stroke-width="14"/>` +
    `<rect x="55" y="100" width="30" height="20" rx="6" fill="${a}"/><rect x="315" y="190" width="30" height="20" rx="6" fill="${W}"/>`,
};

/** The SVG text of a product picture: 400 by 400, with a viewBox, a title and the short name. */
export function productImageSvg(spec: ProductImageSpec): string {
  const accent = ACCENTS[Math.abs(spec.variant) % ACCENTS.length] ?? ACCENTS[0];
  const title = escapeXml(spec.title);
  const label = escapeXml(spec.label.toUpperCase());
  const fontSize = spec.label.length <= 9 ? 30 : spec.label.length <= 12 ? 26 : 22;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.color}"/>` +
    `<stop offset="1" stop-color="${darken(spec.color, 0.55)}"/></linearGradient></defs>` +
    `<rect width="400" height="400" rx="48" fill="url(#b)"/>` +
    pattern(spec.variant) +
    DRAW[spec.pictogram](accent, Math.abs(spec.variant)) +
    `<text x="200" y="352" font-family="Inter, system-ui, sans-serif" font-size="${fontSize}" font-weight="600" fill="${W}" text-anchor="middle">${label}</text>` +
    `</svg>\n`
  );
}
