import { createHash } from 'node:crypto';
import type { MediaStorage } from '#server/modules/media/media-storage.ts';
import { slugify } from '#shared/text/slug.ts';
import { type SeededRandom, seededRandom } from './seeded-random.ts';

/**
 * Pictures for the demo marketplace, drawn here as small SVG illustrations so a fresh checkout
 * needs no downloads and no image files in git. Every picture is a function of its seed string:
 * the same provider or service always gets the same picture.
 */
export type PictureTheme = 'cleaning' | 'events' | 'music';
export type PictureCrop = 'square' | 'wide';

export const cleaningMotifs = ['bucket', 'spray', 'window', 'moving', 'office'] as const;
export const eventMotifs = ['balloons', 'cake', 'camera', 'toast', 'catering'] as const;
export const musicMotifs = ['notes', 'piano', 'guitar', 'microphone', 'vinyl'] as const;
export type PictureMotif = (typeof cleaningMotifs)[number] | (typeof eventMotifs)[number] | (typeof musicMotifs)[number];

export const cropSizes: Record<PictureCrop, { width: number; height: number }> = {
  square: { width: 800, height: 800 },
  wide: { width: 1600, height: 900 },
};

interface Palette {
  from: string;
  to: string;
  main: string;
  second: string;
  accent: string;
  dark: string;
  soft: string;
}

const palettes: Record<PictureTheme, Palette[]> = {
  cleaning: [
    { from: '#e0f2fe', to: '#ccfbf1', main: '#0ea5e9', second: '#14b8a6', accent: '#facc15', dark: '#0c4a6e', soft: '#bae6fd' },
    { from: '#ecfeff', to: '#dbeafe', main: '#06b6d4', second: '#3b82f6', accent: '#34d399', dark: '#164e63', soft: '#a5f3fc' },
    { from: '#f0fdf4', to: '#e0f2fe', main: '#10b981', second: '#0284c7', accent: '#fde047', dark: '#064e3b', soft: '#bbf7d0' },
    { from: '#eff6ff', to: '#d1fae5', main: '#3b82f6', second: '#059669', accent: '#7dd3fc', dark: '#1e3a8a', soft: '#bfdbfe' },
  ],
  events: [
    { from: '#fff7ed', to: '#ffe4e6', main: '#f97316', second: '#e11d48', accent: '#facc15', dark: '#7c2d12', soft: '#fed7aa' },
    { from: '#fef3c7', to: '#fed7aa', main: '#ea580c', second: '#db2777', accent: '#fbbf24', dark: '#78350f', soft: '#fde68a' },
    { from: '#ffedd5', to: '#fce7f3', main: '#f43f5e', second: '#fb923c', accent: '#fde047', dark: '#881337', soft: '#fecdd3' },
    { from: '#fefce8', to: '#ffedd5', main: '#f59e0b', second: '#ef4444', accent: '#f472b6', dark: '#713f12', soft: '#fef08a' },
  ],
  music: [
    { from: '#f5f3ff', to: '#fae8ff', main: '#7c3aed', second: '#c026d3', accent: '#f472b6', dark: '#2e1065', soft: '#ddd6fe' },
    { from: '#ede9fe', to: '#e0e7ff', main: '#6d28d9', second: '#4f46e5', accent: '#22d3ee', dark: '#1e1b4b', soft: '#c4b5fd' },
    { from: '#312e81', to: '#581c87', main: '#a78bfa', second: '#e879f9', accent: '#facc15', dark: '#1e1b4b', soft: '#6d28d9' },
    { from: '#fdf4ff', to: '#ede9fe', main: '#9333ea', second: '#db2777', accent: '#fbbf24', dark: '#3b0764', soft: '#f5d0fe' },
  ],
};

const round = (value: number) => Math.round(value);

/** A four-pointed sparkle centred on (x, y); the shape is defined once per picture (`#s`). */
function sparkle(x: number, y: number, size: number, fill: string, opacity = 1): string {
  return `<use href="#s" transform="translate(${round(x)} ${round(y)}) scale(${(size / 10).toFixed(1)})" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** A musical eighth note with its head at (x, y). */
function note(x: number, y: number, size: number, fill: string): string {
  const s = size / 40;
  const stem = round(x + 17 * s);
  return (
    `<ellipse cx="${round(x)}" cy="${round(y)}" rx="${round(20 * s)}" ry="${round(15 * s)}" transform="rotate(-20 ${round(x)} ${round(y)})" fill="${fill}"/>` +
    `<path d="M${stem} ${round(y)}V${round(y - 95 * s)}q${round(25 * s)} ${round(20 * s)} ${round(30 * s)} ${round(50 * s)}" stroke="${fill}" stroke-width="${Math.max(3, round(7 * s))}" fill="none" stroke-linecap="round"/>`
  );
}

function confetti(r: SeededRandom, colors: string[], count: number, area: { x: number; y: number; w: number; h: number }): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const x = round(area.x + r.next() * area.w);
    const y = round(area.y + r.next() * area.h);
    const color = r.pick(colors);
    const angle = r.next() * Math.PI;
    const length = r.int(8, 14);
    out += r.chance(0.6)
      ? `<path d="M${x} ${y}l${round(Math.cos(angle) * length)} ${round(Math.sin(angle) * length)}" stroke="${color}"/>`
      : `<circle cx="${x}" cy="${y}" r="${r.int(4, 8)}" fill="${color}"/>`;
  }
  return `<g stroke-width="6" stroke-linecap="round">${out}</g>`;
}

const shadow = (cx: number, cy: number, rx: number, color: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${round(rx * 0.12)}" fill="${color}" opacity=".12"/>`;

type Draw = (r: SeededRandom, p: Palette) => string;

/** The motifs, drawn on an 800 x 800 stage with the subject around (400, 430). */
const motifs: Record<PictureMotif, Draw> = {
  bucket: (r, p) => {
    let foam = '';
    for (let index = 0; index < 7; index += 1) {
      foam += `<circle cx="${300 + index * 33 + r.int(-6, 6)}" cy="${390 - r.int(0, 40)}" r="${r.int(26, 46)}" fill="#fff" opacity=".95"/>`;
    }
    for (let index = 0; index < 5; index += 1) {
      foam += `<circle cx="${r.int(230, 570)}" cy="${r.int(210, 320)}" r="${r.int(10, 24)}" fill="#fff" stroke="${p.soft}" stroke-width="3" opacity=".85"/>`;
    }
    return (
      shadow(400, 668, 190, p.dark) +
      `<path d="M282 300Q400 170 518 300" stroke="${p.dark}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
      foam +
      `<path d="M262 414h276l-30 226q-3 26-30 26H322q-27 0-30-26Z" fill="${p.main}"/>` +
      `<path d="M286 470h228l-5 40H291Z" fill="#fff" opacity=".3"/>` +
      `<rect x="246" y="392" width="308" height="40" rx="20" fill="${p.second}"/>` +
      `<rect x="520" y="560" width="120" height="74" rx="22" fill="${p.accent}" transform="rotate(-12 580 597)"/>` +
      `<rect x="520" y="600" width="120" height="34" rx="14" fill="${p.second}" opacity=".8" transform="rotate(-12 580 617)"/>`
    );
  },
  spray: (r, p) => {
    let mist = '';
    for (let index = 0; index < 9; index += 1) {
      const angle = (-0.5 + r.next()) * 0.9;
      const distance = r.int(40, 170);
      mist += `<circle cx="${round(250 - Math.cos(angle) * distance)}" cy="${round(270 + Math.sin(angle) * distance)}" r="${r.int(5, 13)}" fill="${p.main}" opacity=".${r.int(3, 7)}"/>`;
    }
    return (
      shadow(430, 668, 170, p.dark) +
      mist +
      `<path d="M330 250h130l40 30v40H330l-60-14v-30Z" fill="${p.dark}"/>` +
      `<path d="M430 320l20 60h-70l-10-60Z" fill="${p.second}"/>` +
      `<rect x="470" y="320" width="26" height="120" rx="13" fill="${p.dark}" transform="rotate(18 483 330)"/>` +
      `<rect x="340" y="372" width="170" height="290" rx="44" fill="${p.main}"/>` +
      `<rect x="368" y="450" width="114" height="130" rx="18" fill="#fff" opacity=".9"/>` +
      `<rect x="388" y="482" width="74" height="12" rx="6" fill="${p.second}"/><rect x="388" y="512" width="50" height="12" rx="6" fill="${p.soft}"/>` +
      sparkle(425, 545, 26, p.accent) +
      `<path d="M560 560q40-30 90 0q30 20 10 60q-50 40-100 10q-30-30 0-70Z" fill="${p.accent}"/>`
    );
  },
  window: (r, p) => {
    const streaks = [0, 1, 2].map((index) => `<path d="M${270 + index * 40 + r.int(0, 20)} ${470 - index * 10}l90-90" stroke="#fff" stroke-width="${14 - index * 3}" stroke-linecap="round" opacity=".8"/>`).join('');
    return (
      `<rect x="200" y="150" width="400" height="470" rx="24" fill="${p.dark}"/>` +
      `<rect x="222" y="172" width="356" height="426" rx="10" fill="${p.soft}"/>` +
      `<circle cx="${r.int(300, 500)}" cy="${r.int(230, 300)}" r="46" fill="${p.accent}" opacity=".8"/>` +
      `<path d="M222 520q90-60 180-10t176-20v108H222Z" fill="${p.second}" opacity=".55"/>` +
      streaks +
      `<rect x="392" y="172" width="16" height="426" fill="${p.dark}"/><rect x="222" y="378" width="356" height="16" fill="${p.dark}"/>` +
      `<rect x="170" y="612" width="460" height="34" rx="12" fill="${p.main}"/>` +
      `<path d="M470 560l110-110" stroke="${p.dark}" stroke-width="14" stroke-linecap="round"/><rect x="548" y="380" width="30" height="120" rx="8" fill="${p.main}" transform="rotate(45 563 440)"/>` +
      `<path d="M250 612v-50q0-20 20-20h40q20 0 20 20v50Z" fill="${p.second}"/><circle cx="270" cy="520" r="26" fill="${p.main}"/><circle cx="305" cy="510" r="30" fill="${p.second}" opacity=".8"/>` +
      sparkle(560, 230, 30, '#fff') +
      sparkle(250, 250, 18, '#fff', 0.8)
    );
  },
  moving: (r, p) => {
    const box = (x: number, y: number, w: number, h: number) =>
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#e7c08f"/><rect x="${x}" y="${y}" width="${w}" height="${round(h * 0.18)}" rx="6" fill="#d4a46a"/><rect x="${x + round(w / 2) - 10}" y="${y}" width="20" height="${h}" fill="${p.soft}" opacity=".9"/>`;
    return (
      shadow(400, 664, 250, p.dark) +
      `<path d="M170 380L340 240l170 140v280H170Z" fill="#fff"/>` +
      `<path d="M150 392L340 232l190 160" stroke="${p.main}" stroke-width="28" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<rect x="300" y="520" width="80" height="140" rx="10" fill="${p.second}"/><circle cx="364" cy="594" r="7" fill="#fff"/>` +
      `<rect x="210" y="420" width="70" height="70" rx="8" fill="${p.soft}"/><rect x="400" y="420" width="70" height="70" rx="8" fill="${p.soft}"/>` +
      box(470, 540, 150, 124) +
      box(500, 436, 110, 104) +
      box(180, 580, 110, 84) +
      sparkle(r.int(560, 620), r.int(300, 340), 30, p.accent) +
      sparkle(r.int(180, 220), r.int(290, 320), 20, p.main)
    );
  },
  office: (r, p) => {
    let windows = '';
    for (let row = 0; row < 5; row += 1) {
      for (let col = 0; col < 4; col += 1) {
        windows += `<rect x="${278 + col * 64}" y="${210 + row * 76}" width="44" height="52" rx="6" fill="${r.chance(0.3) ? p.accent : p.soft}"/>`;
      }
    }
    return (
      shadow(400, 664, 260, p.dark) +
      `<rect x="250" y="170" width="300" height="494" rx="18" fill="${p.main}"/>` +
      windows +
      `<rect x="360" y="590" width="80" height="74" rx="8" fill="${p.dark}"/>` +
      `<rect x="560" y="430" width="110" height="234" rx="14" fill="${p.second}"/><rect x="580" y="456" width="70" height="40" rx="6" fill="${p.soft}"/><rect x="580" y="516" width="70" height="40" rx="6" fill="${p.soft}"/>` +
      `<rect x="150" y="480" width="90" height="184" rx="14" fill="${p.second}" opacity=".8"/>` +
      sparkle(580, 220, 34, '#fff') +
      sparkle(200, 380, 22, p.accent)
    );
  },
  balloons: (r, p) => {
    const colors = [p.main, p.second, p.accent, p.soft];
    let out = '';
    const count = r.int(3, 5);
    for (let index = 0; index < count; index += 1) {
      const x = 160 + round(((index + 0.5) * 480) / count) + r.int(-12, 12);
      const y = 250 + (index % 2) * 80 + r.int(-16, 16);
      const color = colors[index % colors.length]!;
      out += `<path d="M${x} ${y + 88}q${r.int(-30, 30)} 80 ${400 - x} ${600 - y - 88}" stroke="${p.dark}" stroke-width="3" fill="none" opacity=".6"/>`;
      out += `<ellipse cx="${x}" cy="${y}" rx="68" ry="84" fill="${color}"/><path d="M${x - 10} ${y + 92}h20l-10-12Z" fill="${color}"/>`;
      out += `<ellipse cx="${x - 24}" cy="${y - 30}" rx="14" ry="24" fill="#fff" opacity=".45" transform="rotate(25 ${x - 24} ${y - 30})"/>`;
    }
    let bunting = `<path d="M60 110Q400 230 740 110" stroke="${p.dark}" stroke-width="4" fill="none"/>`;
    for (let index = 0; index < 8; index += 1) {
      const x = 100 + index * 86;
      const y = round(110 + 120 * (1 - ((x - 400) / 340) ** 2) * 0.95);
      bunting += `<path d="M${x - 26} ${y - 4}h52l-26 52Z" fill="${colors[index % 3]}"/>`;
    }
    return bunting + out + `<rect x="380" y="596" width="40" height="60" rx="8" fill="${p.dark}"/>` + confetti(r, colors, 10, { x: 80, y: 600, w: 640, h: 120 });
  },
  cake: (r, p) => {
    let lights = `<path d="M40 120Q400 280 760 120" stroke="${p.dark}" stroke-width="3" fill="none"/>`;
    for (let index = 0; index < 9; index += 1) {
      const x = 80 + index * 80;
      const y = round(120 + 160 * (1 - ((x - 400) / 360) ** 2) * 0.98) + 12;
      const color = r.pick([p.accent, p.main, p.second]);
      lights += `<circle cx="${x}" cy="${y}" r="22" fill="${color}" opacity=".3"/><circle cx="${x}" cy="${y}" r="11" fill="${color}"/>`;
    }
    const candles = [350, 400, 450]
      .map((x) => `<rect x="${x - 6}" y="318" width="12" height="44" rx="4" fill="${p.soft}"/><path d="M${x} 296q12 14 0 24q-12-10 0-24Z" fill="${p.accent}"/>`)
      .join('');
    return (
      lights +
      `<path d="M120 560h560v40q-280 40-560 0Z" fill="#fff"/><rect x="120" y="600" width="560" height="110" fill="${p.soft}" opacity=".6"/>` +
      `<rect x="250" y="480" width="300" height="90" rx="14" fill="${p.main}"/>` +
      `<rect x="290" y="410" width="220" height="78" rx="14" fill="${p.second}"/>` +
      `<rect x="330" y="356" width="140" height="62" rx="12" fill="${p.main}"/>` +
      `<path d="M250 494q25 26 50 0t50 0 50 0 50 0 50 0 50 0v-14H250Z" fill="#fff" opacity=".85"/>` +
      `<path d="M290 424q22 22 44 0t44 0 44 0 44 0 44 0v-14H290Z" fill="#fff" opacity=".85"/>` +
      candles +
      `<ellipse cx="400" cy="574" rx="190" ry="16" fill="${p.dark}" opacity=".15"/>` +
      `<ellipse cx="175" cy="580" rx="44" ry="10" fill="#fff" stroke="${p.soft}" stroke-width="4"/><ellipse cx="625" cy="580" rx="44" ry="10" fill="#fff" stroke="${p.soft}" stroke-width="4"/>` +
      confetti(r, [p.main, p.second, p.accent], 10, { x: 100, y: 300, w: 600, h: 160 })
    );
  },
  camera: (r, p) => {
    const photo = (x: number, y: number, angle: number, color: string) =>
      `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x - 90}" y="${y - 100}" width="180" height="200" rx="8" fill="#fff"/><rect x="${x - 74}" y="${y - 84}" width="148" height="132" rx="4" fill="${color}"/><circle cx="${x - 30}" cy="${y - 40}" r="16" fill="#fff" opacity=".7"/><path d="M${x - 74} ${y + 48}l50-50 40 34 30-24 52 40Z" fill="#fff" opacity=".5"/></g>`;
    return (
      photo(190, 300, r.int(-18, -8), p.second) +
      photo(610, 290, r.int(8, 18), p.accent) +
      shadow(400, 650, 220, p.dark) +
      `<rect x="200" y="340" width="400" height="280" rx="44" fill="${p.dark}"/>` +
      `<path d="M300 340l26-52h148l26 52Z" fill="${p.dark}"/>` +
      `<rect x="220" y="390" width="360" height="24" fill="${p.main}"/>` +
      `<circle cx="400" cy="480" r="112" fill="#fff"/><circle cx="400" cy="480" r="92" fill="${p.main}"/><circle cx="400" cy="480" r="62" fill="${p.dark}"/>` +
      `<circle cx="378" cy="456" r="20" fill="#fff" opacity=".6"/>` +
      `<rect x="510" y="362" width="54" height="22" rx="6" fill="${p.accent}"/>` +
      sparkle(640, 470, 30, p.accent) +
      sparkle(160, 520, 20, p.main)
    );
  },
  toast: (r, p) => {
    const flute = (x: number, angle: number) =>
      `<g transform="rotate(${angle} ${x} 600)"><path d="M${x - 52} 260h104q0 170-52 200q-52-30-52-200Z" fill="#fff" opacity=".9"/><path d="M${x - 48} 330h96q-6 110-48 126q-42-16-48-126Z" fill="${p.accent}"/><rect x="${x - 6}" y="456" width="12" height="140" fill="#fff" opacity=".9"/><ellipse cx="${x}" cy="600" rx="56" ry="12" fill="#fff" opacity=".9"/></g>`;
    let bubbles = '';
    for (let index = 0; index < 12; index += 1) bubbles += `<circle cx="${r.int(300, 500)}" cy="${r.int(120, 260)}" r="${r.int(4, 12)}" fill="#fff" stroke="${p.accent}" stroke-width="3"/>`;
    return (
      `<circle cx="400" cy="300" r="240" fill="${p.soft}" opacity=".6"/>` +
      shadow(400, 640, 220, p.dark) +
      flute(290, 13) +
      flute(510, -13) +
      bubbles +
      sparkle(400, 230, 44, p.main) +
      confetti(r, [p.main, p.second, p.accent], 14, { x: 80, y: 80, w: 640, h: 620 })
    );
  },
  catering: (r, p) => {
    let steam = '';
    for (let index = 0; index < 3; index += 1) {
      const x = 340 + index * 60;
      steam += `<path d="M${x} 270q-24-34 0-68t0-68" stroke="${p.soft}" stroke-width="12" fill="none" stroke-linecap="round" opacity=".9"/>`;
    }
    return (
      `<rect x="90" y="590" width="620" height="120" rx="16" fill="${p.dark}" opacity=".85"/>` +
      steam +
      `<ellipse cx="400" cy="570" rx="250" ry="40" fill="#fff"/>` +
      `<path d="M200 560q0-220 200-220t200 220Z" fill="${p.main}"/>` +
      `<path d="M250 520q10-120 120-150" stroke="#fff" stroke-width="18" fill="none" stroke-linecap="round" opacity=".4"/>` +
      `<circle cx="400" cy="328" r="26" fill="${p.second}"/>` +
      `<rect x="96" y="430" width="16" height="150" rx="8" fill="${p.soft}"/><path d="M84 430v50q20 16 40 0v-50" stroke="${p.soft}" stroke-width="8" fill="none"/>` +
      `<path d="M690 430q30 40 10 100v50h-16V430Z" fill="${p.soft}"/>` +
      sparkle(r.int(600, 660), 330, 26, p.accent) +
      sparkle(r.int(150, 200), 300, 18, p.second)
    );
  },
  notes: (r, p) => {
    let staff = '';
    for (let index = 0; index < 5; index += 1) staff += `<path d="M40 ${360 + index * 34}q180-${r.int(40, 80)} 360 0t360 0" stroke="${p.soft}" stroke-width="6" fill="none"/>`;
    return (
      staff +
      `<path d="M338 500V250l210-50v250" stroke="${p.main}" stroke-width="22" fill="none" stroke-linejoin="round"/><path d="M338 250l210-50v50l-210 50Z" fill="${p.main}"/>` +
      `<ellipse cx="300" cy="508" rx="52" ry="38" transform="rotate(-20 300 508)" fill="${p.main}"/><ellipse cx="510" cy="458" rx="52" ry="38" transform="rotate(-20 510 458)" fill="${p.second}"/>` +
      note(170, 260, 44, p.second) +
      note(620, 590, 50, p.accent) +
      note(150, 600, 34, p.main) +
      sparkle(640, 250, 28, p.accent) +
      sparkle(250, 170, 18, p.second)
    );
  },
  piano: (r, p) => {
    let keys = '';
    for (let index = 0; index < 10; index += 1) keys += `<rect x="${146 + index * 51}" y="470" width="47" height="170" rx="6" fill="#fff"/>`;
    for (const index of [0, 1, 3, 4, 5, 7, 8]) keys += `<rect x="${180 + index * 51}" y="470" width="30" height="100" rx="5" fill="${p.dark}"/>`;
    return (
      shadow(400, 680, 300, p.dark) +
      `<rect x="120" y="420" width="560" height="246" rx="26" fill="${p.main}"/><rect x="134" y="434" width="532" height="28" rx="10" fill="${p.dark}" opacity=".4"/>` +
      keys +
      note(260, 300, 46, p.second) +
      note(420, 250, 56, p.main) +
      note(570, 320, 40, p.accent) +
      sparkle(r.int(620, 680), 200, 26, p.accent) +
      sparkle(r.int(120, 180), 220, 18, p.second)
    );
  },
  guitar: (r, p) => {
    let strings = '';
    for (let index = 0; index < 4; index += 1) strings += `<path d="M${388 + index * 8} 130V540" stroke="#fff" stroke-width="2" opacity=".8"/>`;
    return (
      `<g transform="rotate(${r.int(18, 30)} 400 420)">` +
      `<rect x="376" y="110" width="48" height="330" rx="8" fill="${p.dark}"/><rect x="366" y="70" width="68" height="80" rx="16" fill="${p.dark}"/>` +
      `<path d="M400 330c90 0 110 70 80 120c60 30 80 140 0 200c-40 30-120 30-160 0c-80-60-60-170 0-200c-30-50-10-120 80-120Z" fill="${p.main}"/>` +
      `<circle cx="400" cy="460" r="44" fill="${p.dark}"/><circle cx="400" cy="460" r="54" fill="none" stroke="${p.accent}" stroke-width="6"/>` +
      `<rect x="360" y="560" width="80" height="18" rx="6" fill="${p.dark}"/>` +
      strings +
      `</g>` +
      note(180, 260, 46, p.second) +
      note(620, 560, 42, p.accent) +
      sparkle(640, 220, 28, p.second) +
      sparkle(170, 560, 20, p.accent)
    );
  },
  microphone: (r, p) => {
    let grille = '';
    for (let index = 0; index < 5; index += 1) grille += `<path d="M${340 + index * 30} 200v160" stroke="#fff" stroke-width="4" opacity=".35"/>`;
    const waves = [1, 2, 3].map((index) => `<path d="M${300 - index * 50} ${170 + index * 10}q-${40 + index * 10} 110 0 ${220 - index * 20}" stroke="${index === 2 ? p.second : p.main}" stroke-width="14" fill="none" stroke-linecap="round" opacity="${1 - index * 0.2}"/><path d="M${500 + index * 50} ${170 + index * 10}q${40 + index * 10} 110 0 ${220 - index * 20}" stroke="${index === 2 ? p.second : p.main}" stroke-width="14" fill="none" stroke-linecap="round" opacity="${1 - index * 0.2}"/>`).join('');
    return (
      waves +
      shadow(400, 680, 150, p.dark) +
      `<rect x="320" y="170" width="160" height="230" rx="80" fill="${p.dark}"/>` +
      grille +
      `<path d="M280 330q0 130 120 130t120-130" stroke="${p.main}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
      `<rect x="390" y="460" width="20" height="190" fill="${p.main}"/><rect x="300" y="640" width="200" height="30" rx="15" fill="${p.dark}"/>` +
      sparkle(r.int(600, 660), 560, 26, p.accent) +
      note(170, 590, 40, p.accent)
    );
  },
  vinyl: (r, p) => {
    let grooves = '';
    for (const radius of [200, 170, 140, 110]) grooves += `<circle cx="360" cy="420" r="${radius}" fill="none" stroke="#fff" stroke-width="3" opacity=".12"/>`;
    return (
      shadow(380, 680, 240, p.dark) +
      `<circle cx="360" cy="420" r="240" fill="${p.dark}"/>` +
      grooves +
      `<path d="M200 300q80-80 200-70" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity=".2"/>` +
      `<circle cx="360" cy="420" r="74" fill="${p.main}"/><circle cx="360" cy="420" r="56" fill="${p.second}" opacity=".6"/><circle cx="360" cy="420" r="10" fill="${p.dark}"/>` +
      `<circle cx="640" cy="200" r="34" fill="${p.soft}"/><path d="M640 200l10 250-90 80" stroke="${p.soft}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="530" y="510" width="56" height="36" rx="8" fill="${p.accent}" transform="rotate(-40 558 528)"/>` +
      note(640, 640, 40, p.accent) +
      sparkle(r.int(120, 160), 180, 26, p.accent)
    );
  },
};

const themeMotifs: Record<PictureTheme, readonly PictureMotif[]> = { cleaning: cleaningMotifs, events: eventMotifs, music: musicMotifs };

/** Soft circles and sparkles behind the subject, spread over the whole canvas. */
function backdrop(r: SeededRandom, p: Palette, width: number, height: number): string {
  let out = '';
  const blobs = width > height ? 5 : 3;
  for (let index = 0; index < blobs; index += 1) {
    const fill = r.pick([p.soft, '#fff', p.main]);
    out += `<circle cx="${r.int(0, width)}" cy="${r.int(0, height)}" r="${r.int(120, 300)}" fill="${fill}" opacity="${(fill === p.main ? r.int(6, 12) : r.int(20, 40)) / 100}"/>`;
  }
  const sparkles = width > height ? 7 : 4;
  for (let index = 0; index < sparkles; index += 1) {
    out += sparkle(r.int(30, width - 30), r.int(30, height - 30), r.int(8, 16), '#fff', 0.8);
  }
  return out;
}

/** Small things of the theme in the side bands of the wide crop, so the subject does not float alone. */
function sideScatter(r: SeededRandom, theme: PictureTheme, p: Palette, width: number, height: number): string {
  let out = '';
  for (const [from, to] of [
    [60, 330],
    [width - 330, width - 60],
  ] as const) {
    for (let index = 0; index < 3; index += 1) {
      const x = r.int(from, to);
      const y = r.int(130 + index * 240, 250 + index * 240);
      if (y > height - 60) continue;
      if (theme === 'music') out += note(x, y, r.int(26, 40), r.pick([p.main, p.second, p.accent]));
      else if (theme === 'events') out += confetti(r, [p.main, p.second, p.accent], 3, { x: x - 50, y: y - 50, w: 100, h: 100 });
      else out += `<circle cx="${x}" cy="${y}" r="${r.int(12, 30)}" fill="#fff" stroke="${p.soft}" stroke-width="4" opacity=".9"/>`;
    }
    out += sparkle(r.int(from, to), r.int(80, height - 80), r.int(18, 26), p.accent);
  }
  return out;
}

function svgDocument(width: number, height: number, p: Palette, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    (title ? `<title>${escapeXml(title)}</title>` : '') +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>` +
    `<path id="s" d="M0-10Q2.2-2.2 10 0Q2.2 2.2 0 10Q-2.2 2.2-10 0Q-2.2-2.2 0-10Z"/></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${body}</svg>`
  );
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A category illustration in one crop. Both crops of one seed share palette and subject, so the
 * square card picture and the wide hero look like the same photo cut two ways.
 */
export function illustration(options: { theme: PictureTheme; seed: string; crop: PictureCrop; motif?: PictureMotif; title?: string }): string {
  const base = seededRandom(`${options.theme}:${options.seed}`);
  const palette = base.pick(palettes[options.theme]);
  const motif = options.motif ?? base.pick(themeMotifs[options.theme]);
  const { width, height } = cropSizes[options.crop];
  const subject = motifs[motif](seededRandom(`${options.seed}:subject`), palette);
  const backRandom = seededRandom(`${options.seed}:${options.crop}`);
  const back =
    backdrop(backRandom, palette, width, height) + (options.crop === 'wide' ? sideScatter(backRandom, options.theme, palette, width, height) : '');
  // The 800 x 800 stage sits centred in the wide crop, scaled to its height.
  const placed = options.crop === 'wide' ? `<g transform="translate(${round((width - 900) / 2)} 0) scale(1.125)">${subject}</g>` : subject;
  return svgDocument(width, height, palette, back + placed, options.title ?? '');
}

const avatarColors = [
  ['#0ea5e9', '#2563eb'],
  ['#14b8a6', '#0f766e'],
  ['#f97316', '#e11d48'],
  ['#8b5cf6', '#6d28d9'],
  ['#ec4899', '#be185d'],
  ['#22c55e', '#15803d'],
  ['#f59e0b', '#c2410c'],
  ['#6366f1', '#4338ca'],
] as const;

/** The first letters of the first and last word: "Kari Nordmann" → "KN", "Blank AS" → "BA". */
export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter((word) => /\p{L}/u.test(word));
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word.replace(/^[^\p{L}]+/u, '')][0]?.toUpperCase() ?? '').join('') || '?';
}

/** A portrait stand-in: the provider's initials on a colour chosen by the name, 400 x 400. */
export function avatar(name: string): string {
  const r = seededRandom(`avatar:${name}`);
  const [from, to] = r.pick(avatarColors);
  const size = 400;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img"><title>${escapeXml(name)}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    `<circle cx="${r.int(40, 120)}" cy="${r.int(280, 360)}" r="${r.int(110, 160)}" fill="#fff" opacity=".1"/><circle cx="${r.int(300, 360)}" cy="${r.int(40, 100)}" r="${r.int(70, 120)}" fill="#fff" opacity=".12"/>` +
    `<text x="200" y="200" dy=".35em" text-anchor="middle" font-family="Inter, 'Segoe UI', Helvetica, Arial, sans-serif" font-size="150" font-weight="700" fill="#fff" letter-spacing="-4">${escapeXml(initialsOf(name))}</text></svg>`
  );
}

/**
 * Collects the demo pictures while the rows are built (each row gets its URL at once) and writes
 * them to media storage in one go. Keys carry a hash of the content: the URLs are cached as
 * immutable, so a changed drawing must get a new URL.
 */
export class DemoPictureSet {
  readonly #media: MediaStorage;
  readonly #files = new Map<string, string>();

  constructor(media: MediaStorage) {
    this.#media = media;
  }

  /** Registers an SVG under `demo/<folder>/<name>-<hash>.svg` and answers its public URL. */
  add(folder: string, name: string, svg: string): string {
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
    const key = `demo/${folder}/${slugify(name, 80) || 'bilde'}-${hash}.svg`;
    this.#files.set(key, svg);
    return this.#media.urlFor(key);
  }

  get size(): number {
    return this.#files.size;
  }

  /** Writes every registered picture, a few at a time so a slow disk is not flooded. */
  async writeAll(concurrency = 32): Promise<void> {
    const queue = [...this.#files];
    const worker = async () => {
      for (let entry = queue.pop(); entry; entry = queue.pop()) await this.#media.put(entry[0], entry[1], 'image/svg+xml');
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
}
