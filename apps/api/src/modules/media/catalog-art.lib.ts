// Product illustrations drawn on the server as SVG, so the demo catalogue has real-looking imagery with
// nothing fetched from the network. An image is a motif (what the product is), a hue and a view (0–3).

interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
}

type Motif = (p: Palette) => string;

const MOTIFS: Record<string, Motif> = {
  kettle: (p) => `
    <path d="M130 300 Q120 170 200 160 Q280 170 270 300 Z" fill="${p.main}"/>
    <path d="M270 220 Q320 200 330 150 L345 160 Q335 225 275 250 Z" fill="${p.dark}"/>
    <path d="M150 175 Q200 100 250 175" stroke="${p.dark}" stroke-width="14" fill="none" stroke-linecap="round"/>
    <rect x="120" y="295" width="160" height="22" rx="8" fill="${p.dark}"/>
    <path d="M155 200 Q160 260 170 290" stroke="${p.light}" stroke-width="10" fill="none" stroke-linecap="round" opacity=".7"/>`,
  pan: (p) => `
    <ellipse cx="180" cy="230" rx="110" ry="70" fill="${p.dark}"/>
    <ellipse cx="180" cy="222" rx="96" ry="56" fill="${p.main}"/>
    <rect x="270" y="212" width="110" height="22" rx="11" fill="${p.accent}" transform="rotate(-12 270 222)"/>
    <ellipse cx="160" cy="210" rx="40" ry="18" fill="${p.light}" opacity=".5"/>`,
  mug: (p) => `
    <rect x="120" y="150" width="140" height="160" rx="18" fill="${p.main}"/>
    <path d="M260 185 Q320 185 320 230 Q320 275 260 275" stroke="${p.dark}" stroke-width="18" fill="none"/>
    <rect x="120" y="150" width="140" height="26" rx="10" fill="${p.dark}"/>
    <path d="M165 130 Q150 110 170 90 M200 130 Q185 110 205 90" stroke="${p.accent}" stroke-width="6" fill="none" stroke-linecap="round"/>
    <rect x="140" y="195" width="16" height="90" rx="8" fill="${p.light}" opacity=".6"/>`,
  blender: (p) => `
    <path d="M150 90 L250 90 L235 250 L165 250 Z" fill="${p.light}" stroke="${p.dark}" stroke-width="8" opacity=".9"/>
    <path d="M160 170 L240 170 L235 250 L165 250 Z" fill="${p.accent}" opacity=".8"/>
    <rect x="140" y="250" width="120" height="80" rx="14" fill="${p.main}"/>
    <circle cx="200" cy="290" r="16" fill="${p.light}"/><rect x="145" y="78" width="110" height="18" rx="6" fill="${p.dark}"/>`,
  jar: (p) => `
    <rect x="135" y="150" width="130" height="160" rx="30" fill="${p.main}"/>
    <rect x="145" y="115" width="110" height="40" rx="10" fill="${p.dark}"/>
    <rect x="160" y="200" width="80" height="60" rx="8" fill="${p.light}"/>
    <circle cx="200" cy="230" r="14" fill="${p.accent}"/>`,
  bottle: (p) => `
    <rect x="160" y="140" width="80" height="180" rx="26" fill="${p.main}"/>
    <rect x="180" y="95" width="40" height="50" rx="8" fill="${p.dark}"/>
    <rect x="160" y="200" width="80" height="50" fill="${p.accent}"/>
    <rect x="172" y="150" width="12" height="150" rx="6" fill="${p.light}" opacity=".6"/>`,
  pills: (p) => `
    <rect x="140" y="150" width="120" height="160" rx="18" fill="${p.light}" stroke="${p.main}" stroke-width="8"/>
    <rect x="130" y="110" width="140" height="46" rx="10" fill="${p.main}"/>
    <rect x="155" y="205" width="90" height="55" rx="6" fill="${p.accent}"/>
    <rect x="280" y="260" width="60" height="26" rx="13" fill="${p.dark}" transform="rotate(-30 310 273)"/>
    <rect x="60" y="270" width="56" height="24" rx="12" fill="${p.main}" transform="rotate(20 88 282)"/>`,
  firstaid: (p) => `
    <rect x="100" y="150" width="200" height="150" rx="20" fill="${p.main}"/>
    <rect x="165" y="120" width="70" height="36" rx="10" fill="none" stroke="${p.dark}" stroke-width="12"/>
    <rect x="185" y="185" width="30" height="80" fill="${p.light}"/><rect x="160" y="210" width="80" height="30" fill="${p.light}"/>`,
  tshirt: (p) => `
    <path d="M150 100 L110 120 L70 180 L115 205 L135 180 L135 320 L265 320 L265 180 L285 205 L330 180 L290 120 L250 100 Q200 140 150 100 Z" fill="${p.main}"/>
    <path d="M150 100 Q200 140 250 100" stroke="${p.dark}" stroke-width="10" fill="none"/>
    <rect x="175" y="190" width="50" height="50" rx="25" fill="${p.light}" opacity=".7"/>`,
  dress: (p) => `
    <path d="M170 90 L230 90 L240 170 L300 320 L100 320 L160 170 Z" fill="${p.main}"/>
    <rect x="158" y="160" width="84" height="20" rx="6" fill="${p.dark}"/>
    <path d="M120 300 L280 300" stroke="${p.light}" stroke-width="8" stroke-dasharray="14 10"/>
    <path d="M170 90 L180 60 M230 90 L220 60" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>`,
  shoe: (p) => `
    <path d="M80 280 L90 190 Q140 200 170 170 L230 230 Q300 240 330 270 L330 300 L80 300 Z" fill="${p.main}"/>
    <rect x="75" y="295" width="260" height="22" rx="10" fill="${p.dark}"/>
    <path d="M160 195 L200 235 M175 185 L215 225" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/>`,
  bag: (p) => `
    <path d="M150 170 Q150 100 200 100 Q250 100 250 170" stroke="${p.dark}" stroke-width="14" fill="none"/>
    <path d="M110 170 L290 170 L310 320 L90 320 Z" fill="${p.main}"/>
    <rect x="170" y="210" width="60" height="30" rx="6" fill="${p.accent}"/>`,
  watch: (p) => `
    <rect x="170" y="70" width="60" height="260" rx="20" fill="${p.dark}"/>
    <circle cx="200" cy="200" r="78" fill="${p.main}"/><circle cx="200" cy="200" r="62" fill="${p.light}"/>
    <path d="M200 200 L200 158 M200 200 L232 214" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/>
    <rect x="276" y="190" width="14" height="20" rx="4" fill="${p.accent}"/>`,
  lipstick: (p) => `
    <rect x="160" y="200" width="80" height="120" rx="8" fill="${p.dark}"/>
    <rect x="170" y="160" width="60" height="46" rx="4" fill="${p.accent}"/>
    <path d="M176 160 L176 100 Q200 70 224 110 L224 160 Z" fill="${p.main}"/>`,
  perfume: (p) => `
    <rect x="120" y="170" width="160" height="150" rx="30" fill="${p.main}" opacity=".9"/>
    <rect x="180" y="130" width="40" height="44" fill="${p.dark}"/><rect x="165" y="100" width="70" height="34" rx="10" fill="${p.accent}"/>
    <ellipse cx="170" cy="220" rx="18" ry="36" fill="${p.light}" opacity=".6"/>`,
  brush: (p) => `
    <rect x="185" y="190" width="30" height="150" rx="14" fill="${p.dark}" transform="rotate(20 200 260)"/>
    <path d="M160 80 Q200 40 240 80 L230 200 L170 200 Z" fill="${p.main}" transform="rotate(20 200 140)"/>
    <rect x="168" y="190" width="64" height="26" fill="${p.accent}" transform="rotate(20 200 203)"/>`,
  headphones: (p) => `
    <path d="M110 230 Q110 100 200 100 Q290 100 290 230" stroke="${p.dark}" stroke-width="22" fill="none"/>
    <rect x="85" y="210" width="60" height="100" rx="24" fill="${p.main}"/>
    <rect x="255" y="210" width="60" height="100" rx="24" fill="${p.main}"/>
    <rect x="100" y="230" width="16" height="60" rx="8" fill="${p.light}" opacity=".6"/>`,
  phone: (p) => `
    <rect x="140" y="70" width="120" height="260" rx="22" fill="${p.dark}"/>
    <rect x="152" y="95" width="96" height="205" rx="8" fill="${p.main}"/>
    <circle cx="200" cy="314" r="8" fill="${p.light}"/>
    <path d="M160 260 L240 140" stroke="${p.light}" stroke-width="14" opacity=".35"/>`,
  laptop: (p) => `
    <rect x="100" y="110" width="200" height="140" rx="10" fill="${p.dark}"/>
    <rect x="112" y="122" width="176" height="116" rx="4" fill="${p.main}"/>
    <path d="M70 260 L330 260 L310 295 L90 295 Z" fill="${p.accent}"/>
    <rect x="175" y="265" width="50" height="8" rx="4" fill="${p.dark}"/>`,
  speaker: (p) => `
    <rect x="130" y="80" width="140" height="250" rx="24" fill="${p.dark}"/>
    <circle cx="200" cy="250" r="50" fill="${p.main}"/><circle cx="200" cy="250" r="20" fill="${p.light}"/>
    <circle cx="200" cy="140" r="26" fill="${p.main}"/><circle cx="200" cy="140" r="9" fill="${p.light}"/>`,
  dumbbell: (p) => `
    <rect x="130" y="188" width="140" height="24" rx="8" fill="${p.dark}"/>
    <rect x="80" y="140" width="40" height="120" rx="10" fill="${p.main}"/><rect x="112" y="155" width="26" height="90" rx="8" fill="${p.accent}"/>
    <rect x="280" y="140" width="40" height="120" rx="10" fill="${p.main}"/><rect x="262" y="155" width="26" height="90" rx="8" fill="${p.accent}"/>`,
  yogamat: (p) => `
    <rect x="70" y="230" width="220" height="60" rx="8" fill="${p.main}"/>
    <circle cx="290" cy="230" r="50" fill="${p.dark}"/><circle cx="290" cy="230" r="34" fill="${p.main}"/><circle cx="290" cy="230" r="14" fill="${p.light}"/>
    <path d="M90 250 L260 250" stroke="${p.light}" stroke-width="6" opacity=".5"/>`,
  kettlebell: (p) => `
    <path d="M150 170 Q150 90 200 90 Q250 90 250 170" stroke="${p.dark}" stroke-width="26" fill="none"/>
    <circle cx="200" cy="240" r="85" fill="${p.main}"/><rect x="165" y="225" width="70" height="34" rx="8" fill="${p.light}" opacity=".7"/>`,
  candle: (p) => `
    <rect x="150" y="170" width="100" height="150" rx="12" fill="${p.main}"/>
    <path d="M200 170 L200 140" stroke="${p.dark}" stroke-width="6"/>
    <path d="M200 145 Q175 110 200 70 Q225 110 200 145 Z" fill="${p.accent}"/>
    <path d="M150 200 Q175 215 200 200 Q225 215 250 200" stroke="${p.light}" stroke-width="8" fill="none"/>`,
  diya: (p) => `
    <path d="M90 230 Q200 340 310 230 Z" fill="${p.main}"/><path d="M290 232 L335 205 L325 240 Z" fill="${p.dark}"/>
    <path d="M300 205 Q285 170 305 130 Q330 170 310 205 Z" fill="${p.accent}"/>
    <path d="M120 245 Q200 300 280 245" stroke="${p.light}" stroke-width="8" fill="none"/>`,
  beads: (p) =>
    `${Array.from({ length: 18 }, (_, i) => {
      const angle = (i / 18) * Math.PI * 2;
      return `<circle cx="${(200 + Math.cos(angle) * 95).toFixed(1)}" cy="${(200 + Math.sin(angle) * 95).toFixed(1)}" r="17" fill="${i % 6 === 0 ? p.accent : p.main}"/>`;
    }).join('')}<path d="M200 295 L185 345 L215 345 Z" fill="${p.dark}"/>`,
  toycar: (p) => `
    <path d="M80 250 L100 200 L150 190 L180 150 L260 150 L290 195 L320 205 L320 250 Z" fill="${p.main}"/>
    <rect x="190" y="162" width="55" height="32" rx="4" fill="${p.light}"/>
    <circle cx="140" cy="255" r="30" fill="${p.dark}"/><circle cx="270" cy="255" r="30" fill="${p.dark}"/>
    <circle cx="140" cy="255" r="12" fill="${p.light}"/><circle cx="270" cy="255" r="12" fill="${p.light}"/>`,
  // Letters are drawn as strokes, not <text>: a server without fonts would rasterise <text> as empty boxes.
  blocks: (p) => `
    <rect x="90" y="220" width="100" height="100" rx="10" fill="${p.main}"/><rect x="200" y="220" width="100" height="100" rx="10" fill="${p.accent}"/>
    <rect x="145" y="115" width="100" height="100" rx="10" fill="${p.dark}"/>
    <g stroke="${p.light}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round">
      <path d="M124 290 L140 250 L156 290 M130 277 L150 277"/>
      <path d="M238 250 V290 H254 Q266 290 266 280 Q266 270 254 270 H238 M238 270 H252 Q263 270 263 260 Q263 250 252 250 H238"/>
      <path d="M209 151 A20 20 0 1 0 209 179"/>
    </g>`,
  ball: (p) => `
    <circle cx="200" cy="210" r="105" fill="${p.main}"/>
    <path d="M100 180 Q200 240 300 180 M110 250 Q200 300 290 250" stroke="${p.light}" stroke-width="12" fill="none"/>
    <path d="M200 105 Q150 210 200 315" stroke="${p.dark}" stroke-width="10" fill="none"/>`,
  petbowl: (p) => `
    <path d="M90 220 L310 220 L280 310 L120 310 Z" fill="${p.main}"/><ellipse cx="200" cy="220" rx="110" ry="24" fill="${p.dark}"/>
    <ellipse cx="200" cy="214" rx="90" ry="14" fill="${p.accent}"/>
    <circle cx="185" cy="262" r="10" fill="${p.light}"/><circle cx="215" cy="262" r="10" fill="${p.light}"/><circle cx="200" cy="280" r="14" fill="${p.light}"/>`,
  bone: (p) => `
    <rect x="120" y="180" width="160" height="44" rx="20" fill="${p.main}"/>
    <circle cx="115" cy="175" r="30" fill="${p.main}"/><circle cx="115" cy="230" r="30" fill="${p.main}"/>
    <circle cx="285" cy="175" r="30" fill="${p.main}"/><circle cx="285" cy="230" r="30" fill="${p.main}"/>
    <rect x="140" y="192" width="120" height="10" rx="5" fill="${p.light}" opacity=".6"/>`,
  collar: (p) => `
    <circle cx="200" cy="190" r="100" fill="none" stroke="${p.main}" stroke-width="30"/>
    <circle cx="200" cy="190" r="100" fill="none" stroke="${p.light}" stroke-width="4" stroke-dasharray="10 12"/>
    <circle cx="200" cy="310" r="30" fill="${p.accent}"/><rect x="190" y="282" width="20" height="16" fill="${p.dark}"/>`,
  notebook: (p) => `
    <rect x="120" y="80" width="170" height="240" rx="12" fill="${p.main}"/>
    <rect x="120" y="80" width="30" height="240" fill="${p.dark}"/>
    <rect x="175" y="130" width="90" height="40" rx="6" fill="${p.light}"/>
    <rect x="270" y="80" width="14" height="240" fill="${p.accent}"/>`,
  pen: (p) => `
    <g transform="rotate(35 200 200)">
      <rect x="185" y="60" width="30" height="220" rx="12" fill="${p.main}"/>
      <path d="M185 280 L215 280 L200 330 Z" fill="${p.dark}"/>
      <rect x="212" y="80" width="10" height="90" rx="4" fill="${p.accent}"/>
      <rect x="185" y="60" width="30" height="40" rx="12" fill="${p.dark}"/>
    </g>`,
  backpack: (p) => `
    <rect x="120" y="110" width="160" height="210" rx="40" fill="${p.main}"/>
    <path d="M160 110 Q160 70 200 70 Q240 70 240 110" stroke="${p.dark}" stroke-width="14" fill="none"/>
    <rect x="145" y="220" width="110" height="80" rx="16" fill="${p.dark}"/><rect x="185" y="230" width="30" height="10" rx="5" fill="${p.accent}"/>`,
};

export const MOTIF_NAMES = Object.keys(MOTIFS);

function palette(hue: number): Palette {
  return {
    main: `hsl(${hue} 62% 52%)`,
    dark: `hsl(${hue} 55% 30%)`,
    light: `hsl(${hue} 80% 92%)`,
    accent: `hsl(${(hue + 150) % 360} 70% 55%)`,
  };
}

function backdrop(hue: number, view: number): string {
  const soft = `hsl(${hue} 60% 96%)`;
  const tint = `hsl(${hue} 55% 88%)`;
  const patterns = [
    '',
    `<circle cx="330" cy="70" r="90" fill="${tint}"/><circle cx="60" cy="360" r="70" fill="${tint}"/>`,
    Array.from(
      { length: 8 },
      (_, i) =>
        `<rect x="${i * 60 - 100}" y="-50" width="24" height="520" fill="${tint}" transform="rotate(30 200 200)"/>`,
    ).join(''),
    Array.from(
      { length: 36 },
      (_, i) =>
        `<circle cx="${(i % 6) * 70 + 25}" cy="${Math.floor(i / 6) * 70 + 25}" r="6" fill="${tint}"/>`,
    ).join(''),
  ];
  return `<defs><radialGradient id="g" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${soft}"/></radialGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/>${patterns[view % patterns.length]}
  <ellipse cx="200" cy="340" rx="130" ry="16" fill="#000" opacity=".08"/>`;
}

/** The SVG for a motif, hue (0–359) and view (0–3), or undefined when the motif is unknown. */
export function catalogArt(motif: string, hue: number, view: number): string | undefined {
  const draw = MOTIFS[motif];
  if (!draw) return undefined;
  const tilt = [0, -6, 5, 0][view % 4] ?? 0;
  const scale = [1, 0.92, 0.96, 1.04][view % 4] ?? 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="800" height="800">${backdrop(hue, view)}
  <g transform="translate(200 200) rotate(${tilt}) scale(${scale}) translate(-200 -200)">${draw(palette(hue))}</g></svg>`;
}

export function catalogArtPath(motif: string, hue: number, view: number): string {
  return `/media/catalog/${motif}-${hue}-${view}.svg`;
}

export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="800" height="800">
<rect width="400" height="400" fill="#f1f5f9"/><rect x="120" y="130" width="160" height="130" rx="12" fill="none" stroke="#94a3b8" stroke-width="10"/>
<circle cx="165" cy="175" r="16" fill="#94a3b8"/><path d="M130 250 L190 200 L230 235 L255 215 L275 250 Z" fill="#94a3b8"/></svg>`;
