/**
 * Drawings of the demo shop's equipment, one per kind, in the shop's colours (its store settings): square SVG
 * illustrations that the demo seed renders into product photos, so that the demo store does not look empty.
 */

const GREEN = '#0b6e4f';
const AMBER = '#f59e0b';
const INK = '#1c1917';
const STEEL = '#a8a29e';
const SNOW = '#ffffff';

export const DRAWING_KINDS = [
  'cityBike',
  'mountainBike',
  'roadBike',
  'kidsBike',
  'childSeat',
  'bikeHelmet',
  'eCityBike',
  'eMountainBike',
  'skis',
  'freerideSkis',
  'kidsSkis',
  'snowboard',
  'skiBoots',
  'poles',
  'skiHelmet',
] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

interface BikeLook {
  frame: string;
  tyre: number;
  knobby?: boolean;
  dropBar?: boolean;
  basket?: boolean;
  battery?: boolean;
}

/** A bicycle seen from the side, wheels on the ground line (y = 560). */
function bike(look: BikeLook) {
  const wheel = (cx: number) => `
    <circle cx="${cx}" cy="560" r="135" fill="none" stroke="${INK}" stroke-width="${look.tyre}"
      ${look.knobby ? 'stroke-dasharray="10 6"' : ''}/>
    <circle cx="${cx}" cy="560" r="${128 - look.tyre / 2}" fill="none" stroke="${STEEL}" stroke-width="5"/>
    <circle cx="${cx}" cy="560" r="14" fill="${STEEL}"/>`;
  const bar = look.dropBar
    ? `<path d="M548 318 h46 q26 0 26 28 q0 24 -24 24" fill="none" stroke="${INK}" stroke-width="12" stroke-linecap="round"/>`
    : `<path d="M548 318 q20 -30 60 -26" fill="none" stroke="${INK}" stroke-width="12" stroke-linecap="round"/>
       <rect x="596" y="280" width="34" height="20" rx="8" fill="${AMBER}"/>`;
  return `
    ${wheel(230)}${wheel(570)}
    <g fill="none" stroke="${look.frame}" stroke-width="20" stroke-linecap="round" stroke-linejoin="round">
      <path d="M230 560 L400 560 L355 360 Z"/>
      <path d="M355 360 L555 370 L400 560"/>
      <path d="M555 370 L570 560" stroke-width="14"/>
      <path d="M545 330 L555 370" stroke-width="16"/>
    </g>
    <path d="M355 360 L345 305" stroke="${INK}" stroke-width="12" stroke-linecap="round"/>
    <path d="M300 296 q45 -18 90 0 q-10 16 -45 16 q-35 0 -45 -16z" fill="${AMBER}"/>
    ${bar}
    <circle cx="400" cy="560" r="26" fill="${INK}"/>
    ${look.battery ? `<rect x="418" y="420" width="120" height="46" rx="14" fill="${AMBER}" transform="rotate(-44 478 443)"/><circle cx="400" cy="560" r="34" fill="${STEEL}"/>` : ''}
    ${look.basket ? `<rect x="590" y="330" width="90" height="64" rx="10" fill="${AMBER}"/><path d="M600 350 h70 M600 370 h70" stroke="${SNOW}" stroke-width="5"/>` : ''}`;
}

/** A pair of skis standing upright, slightly apart. */
function skis(top: string, stripe: string, length = 1) {
  const h = Math.round(560 * length);
  const y = 690 - h;
  const ski = (x: number, tilt: number) => `
    <g transform="rotate(${tilt} ${x + 30} 690)">
      <path d="M${x} ${y + 40} q0 -40 30 -40 q30 0 30 40 V690 H${x} Z" fill="${top}"/>
      <rect x="${x + 10}" y="${y + 70}" width="40" height="${Math.round(h * 0.28)}" rx="6" fill="${stripe}"/>
      <rect x="${x - 4}" y="${y + Math.round(h * 0.55)}" width="68" height="56" rx="12" fill="${INK}"/>
    </g>`;
  return ski(320, -6) + ski(420, 6);
}

function snowboard() {
  return `
    <g transform="rotate(-32 400 420)">
      <rect x="150" y="330" width="500" height="170" rx="85" fill="${GREEN}"/>
      <rect x="190" y="395" width="420" height="40" rx="20" fill="${AMBER}"/>
      <rect x="260" y="350" width="56" height="130" rx="16" fill="${INK}"/>
      <rect x="484" y="350" width="56" height="130" rx="16" fill="${INK}"/>
    </g>`;
}

function skiBoot(x: number, color: string) {
  return `
    <g transform="translate(${x} 0)">
      <path d="M40 260 h150 l20 250 q90 20 100 90 v30 H20 v-60 q0 -40 20 -60 Z" fill="${color}"/>
      <rect x="20" y="620" width="290" height="30" rx="10" fill="${INK}"/>
      <path d="M60 330 h140 M60 400 h145 M60 470 h150" stroke="${AMBER}" stroke-width="16" stroke-linecap="round"/>
    </g>`;
}

function poles() {
  const pole = (x: number, tilt: number) => `
    <g transform="rotate(${tilt} ${x} 700)">
      <rect x="${x - 7}" y="170" width="14" height="530" rx="7" fill="${STEEL}"/>
      <rect x="${x - 18}" y="150" width="36" height="120" rx="14" fill="${GREEN}"/>
      <circle cx="${x}" cy="640" r="34" fill="none" stroke="${INK}" stroke-width="10"/>
    </g>`;
  return pole(360, -8) + pole(440, 8);
}

function helmet(shell: string, goggles: boolean) {
  return `
    <path d="M170 520 q0 -260 230 -260 q230 0 230 260 Z" fill="${shell}"/>
    <path d="M300 300 q20 -20 40 0 v90 h-40 Z M380 280 q20 -10 40 0 v110 h-40 Z M460 300 q20 -20 40 0 v90 h-40 Z"
      fill="${SNOW}" opacity="0.5"/>
    <rect x="160" y="510" width="480" height="34" rx="17" fill="${INK}"/>
    ${goggles ? `<rect x="250" y="420" width="300" height="90" rx="40" fill="${AMBER}" stroke="${INK}" stroke-width="14"/>` : ''}
    <path d="M250 544 q150 110 300 0" fill="none" stroke="${INK}" stroke-width="10"/>`;
}

function childSeat() {
  return `
    <path d="M260 200 q-20 0 -20 30 v300 q0 90 90 90 h150 q60 0 60 -60 v-90 q0 -30 -30 -30 h-120 v-210 q0 -30 -30 -30 Z"
      fill="${GREEN}"/>
    <path d="M290 260 v260 q0 40 40 40 h130" fill="none" stroke="${AMBER}" stroke-width="18" stroke-linecap="round"/>
    <rect x="330" y="620" width="160" height="26" rx="13" fill="${INK}"/>
    <rect x="398" y="620" width="26" height="90" fill="${INK}"/>`;
}

const DRAW: Record<DrawingKind, () => string> = {
  cityBike: () => bike({ frame: GREEN, tyre: 16, basket: true }),
  mountainBike: () => bike({ frame: AMBER, tyre: 26, knobby: true }),
  roadBike: () => bike({ frame: INK, tyre: 10, dropBar: true }),
  kidsBike: () => `<g transform="translate(100 140) scale(0.75)">${bike({ frame: AMBER, tyre: 18 })}</g>`,
  childSeat,
  bikeHelmet: () => helmet(GREEN, false),
  eCityBike: () => bike({ frame: GREEN, tyre: 18, battery: true }),
  eMountainBike: () => bike({ frame: INK, tyre: 26, knobby: true, battery: true }),
  skis: () => skis(GREEN, AMBER),
  freerideSkis: () => skis(AMBER, INK),
  kidsSkis: () => skis(GREEN, SNOW, 0.72),
  snowboard,
  skiBoots: () => skiBoot(60, GREEN) + skiBoot(400, INK),
  poles,
  skiHelmet: () => helmet(INK, true),
};

/** A square picture: a light backdrop in the shop's colours, a shadow on the ground, and the drawings given. */
function picture(content: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e7f3ee"/><stop offset="1" stop-color="#fdf3dc"/>
    </linearGradient></defs>
    <rect width="800" height="800" fill="url(#sky)"/>
    <circle cx="660" cy="140" r="70" fill="${AMBER}" opacity="0.35"/>
    <ellipse cx="400" cy="705" rx="320" ry="30" fill="${INK}" opacity="0.12"/>
    ${content}
  </svg>`;
}

/** The drawing of one kind of equipment, as a square SVG picture. */
export const drawing = (kind: DrawingKind) => picture(DRAW[kind]());

/** Several kinds side by side (a pack): each drawn smaller, along the ground line. */
export function groupDrawing(kinds: DrawingKind[]) {
  const scale = kinds.length > 2 ? 0.42 : 0.55;
  const width = 800 * scale;
  const start = (800 - width * kinds.length) / 2;
  const y = 705 - 720 * scale;
  return picture(
    kinds
      .map((kind, i) => `<g transform="translate(${start + i * width} ${y}) scale(${scale})">${DRAW[kind]()}</g>`)
      .join(''),
  );
}
