#!/usr/bin/env node
// The demo lobby's artwork (issue 29): one picture per demo game, one badge per demo vendor and the
// favicon, drawn here as SVG and written as small palette PNGs into apps/web/public, which the
// server serves at /res/... and /favicon.ico. The PNGs are committed; run this only to redraw them:
//   node scripts/game-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const pub = new URL('../apps/web/public/', import.meta.url).pathname;
const FONT = "font-family='DejaVu Sans, sans-serif' font-weight='700'";

const frame = (w, h, from, to, body) =>
  `<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='${h}' viewBox='0 0 ${w} ${h}'>` +
  `<defs><linearGradient id='bg' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>` +
  `<rect width='${w}' height='${h}' fill='url(#bg)'/>${body}</svg>`;

const heart = (x, y, s, c) =>
  `<path transform='translate(${x} ${y}) scale(${s})' fill='${c}' d='M0 -4 C-3 -10 -12 -8 -10 -1 C-8 4 0 9 0 11 C0 9 8 4 10 -1 C12 -8 3 -10 0 -4Z'/>`;
const spade = (x, y, s, c) =>
  `<path transform='translate(${x} ${y}) scale(${s})' fill='${c}' d='M0 -11 C-2 -6 -11 -2 -10 4 C-9 9 -3 9 -1 5 L-3 11 L3 11 L1 5 C3 9 9 9 10 4 C11 -2 2 -6 0 -11Z'/>`;
const card = (x, y, rot, mark, label, colour) =>
  `<g transform='translate(${x} ${y}) rotate(${rot})'><rect x='-28' y='-40' width='56' height='80' rx='7' fill='#fffdf7' stroke='#d6cfc0'/>` +
  `<text x='-20' y='-22' ${FONT} font-size='16' fill='${colour}'>${label}</text>${mark}</g>`;
const fish = (x, y, s, body, fin) =>
  `<g transform='translate(${x} ${y}) scale(${s})'><path d='M-26 0 C-14 -16 14 -16 22 0 C14 16 -14 16 -26 0Z' fill='${body}'/>` +
  `<path d='M20 0 L36 -12 L32 0 L36 12Z' fill='${fin}'/><circle cx='-14' cy='-3' r='3' fill='#0b1d2a'/></g>`;
const coin = (x, y, r) =>
  `<circle cx='${x}' cy='${y}' r='${r}' fill='#f7c948' stroke='#b7791f' stroke-width='2'/><circle cx='${x}' cy='${y}' r='${r * 0.62}' fill='none' stroke='#b7791f' stroke-width='1.5'/>`;
const bubbles = (pts) =>
  pts
    .map(([x, y, r]) => `<circle cx='${x}' cy='${y}' r='${r}' fill='none' stroke='#ffffff' stroke-opacity='0.5' stroke-width='1.5'/>`)
    .join('');
const tile = (x, y, mark) =>
  `<g transform='translate(${x} ${y})'><rect x='-24' y='-34' width='48' height='68' rx='6' fill='#1f7a4d'/><rect x='-24' y='-38' width='48' height='68' rx='6' fill='#fbf7ec' stroke='#cfc6b0'/>${mark}</g>`;

/** A 5×5 field tilted a little: closed tiles, two gems found, one mine. */
/** A rising multiplier curve with its value, for Arcadia Crash. */
function crashArt() {
  const pts = [];
  for (let i = 0; i <= 20; i++) {
    const x = 60 + i * 10;
    const y = 150 - (Math.exp(i * 0.17) - 1) * 3.8;
    pts.push(`${x},${y.toFixed(1)}`);
  }
  return `<polyline points='${pts.join(' ')}' fill='none' stroke='#ffd43b' stroke-width='5' stroke-linecap='round'/><text x='160' y='70' font-family='sans-serif' font-size='40' font-weight='700' fill='#ffffff' text-anchor='middle'>2.37x</text>`;
}

function minesArt() {
  const cells = [];
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 5; c++) {
      const x = 95 + c * 27;
      const y = 24 + r * 27;
      const gem = (r === 1 && c === 2) || (r === 3 && c === 1);
      const mine = r === 2 && c === 3;
      cells.push(
        `<rect x='${x}' y='${y}' width='23' height='23' rx='4' fill='${gem || mine ? '#0b1d2a' : '#4dabf7'}' fill-opacity='${gem || mine ? 0.8 : 0.9}'/>`,
      );
      if (gem)
        cells.push(`<path d='M${x + 11.5} ${y + 4} L${x + 19} ${y + 10} L${x + 11.5} ${y + 19} L${x + 4} ${y + 10}Z' fill='#69db7c'/>`);
      if (mine)
        cells.push(
          `<circle cx='${x + 11.5}' cy='${y + 12.5}' r='6.5' fill='#fa5252'/><path d='M${x + 11.5} ${y + 3} V${y + 22} M${x + 2} ${y + 12.5} H${x + 21}' stroke='#fa5252' stroke-width='2'/>`,
        );
    }
  return `<g transform='rotate(-6 160 90)'>${cells.join('')}</g>`;
}

/** One die face: a rounded square with its pips (1–6), turned by `rot` degrees. */
const PIPS = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};
const die = (x, y, size, rot, n) =>
  `<g transform='translate(${x} ${y}) rotate(${rot})'><rect x='${-size / 2}' y='${-size / 2}' width='${size}' height='${size}' rx='${size / 6}' fill='#fffdf7' stroke='#c9c2f0' stroke-width='2'/>` +
  PIPS[n].map(([px, py]) => `<circle cx='${px * size * 0.26}' cy='${py * size * 0.26}' r='${size * 0.08}' fill='#3b1f8f'/>`).join('') +
  '</g>';

/** A plinko triangle of pegs with a ball's path down to a slot. */
const plinkoArt = () => {
  const pegs = [];
  for (let r = 0; r < 7; r++)
    for (let k = 0; k <= r; k++) pegs.push(`<circle cx='${160 + (k - r / 2) * 24}' cy='${28 + r * 18}' r='3.5' fill='#e7ecff'/>`);
  const slots = ['#e03131', '#f76707', '#f59f00', '#37b24d', '#f59f00', '#f76707', '#e03131']
    .map((c, i) => `<rect x='${80 + i * 23}' y='152' width='20' height='14' rx='3' fill='${c}'/>`)
    .join('');
  return `${pegs.join('')}<polyline points='160,16 148,37 160,55 172,73 160,91 172,109 184,127 172,145' fill='none' stroke='#ffd43b' stroke-width='3'/><circle cx='172' cy='145' r='7' fill='#ffd43b'/>${slots}`;
};
/** A roulette wheel seen from above: alternating red and black pockets, a green zero. */
const wheelArt = () => {
  const order = [
    0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3,
    26,
  ];
  const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  const step = (2 * Math.PI) / order.length;
  const at = (a, r) => `${(160 + r * Math.cos(a)).toFixed(1)} ${(90 + r * Math.sin(a)).toFixed(1)}`;
  const pockets = order
    .map((n, i) => {
      const a0 = i * step - Math.PI / 2 - step / 2;
      const a1 = a0 + step;
      return `<path d='M160 90 L${at(a0, 72)} A72 72 0 0 1 ${at(a1, 72)} Z' fill='${n === 0 ? '#2b8a3e' : red.has(n) ? '#c92a2a' : '#1a1b1e'}' stroke='#d4af37' stroke-width='0.8'/>`;
    })
    .join('');
  return `<circle cx='160' cy='90' r='78' fill='#5c3d1e'/>${pockets}<circle cx='160' cy='90' r='44' fill='#7a5230' stroke='#d4af37' stroke-width='2'/><circle cx='160' cy='90' r='8' fill='#d4af37'/><circle cx='160' cy='26' r='6' fill='#fff'/>`;
};

/** 320×180, the lobby card's 16:9 picture. */
const GAMES = {
  'arcadia-slot': frame(
    320,
    180,
    '#5b21b6',
    '#9d174d',
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x='${58 + i * 70}' y='40' width='62' height='100' rx='8' fill='#fff7ed'/><text x='${89 + i * 70}' y='108' ${FONT} font-size='52' text-anchor='middle' fill='${['#dc2626', '#d97706', '#dc2626'][i]}'>7</text>`,
      )
      .join('') +
      `<rect x='46' y='30' width='228' height='120' rx='14' fill='none' stroke='#fbbf24' stroke-width='5'/><circle cx='290' cy='70' r='9' fill='#fbbf24'/><rect x='287' y='76' width='6' height='40' rx='3' fill='#fbbf24'/>`,
  ),
  'arcadia-fish': frame(
    320,
    180,
    '#0e7490',
    '#1e3a8a',
    `<path d='M0 150 C60 130 100 170 160 150 C220 130 260 170 320 150 L320 180 L0 180Z' fill='#0c4a6e'/>${fish(110, 80, 1.6, '#fb923c', '#f97316')}${fish(230, 110, 1.1, '#facc15', '#eab308')}${bubbles(
      [
        [70, 50, 6],
        [60, 30, 4],
        [250, 60, 5],
      ],
    )}`,
  ),
  'arcadia-dice': frame(320, 180, '#845ef7', '#3b1f8f', `${die(125, 95, 70, -12, 5)}${die(205, 88, 62, 14, 3)}`),
  'arcadia-plinko': frame(320, 180, '#1b1f3b', '#3b5bdb', plinkoArt()),
  'arcadia-blackjack': frame(
    320,
    180,
    '#1f7a4d',
    '#0b3d24',
    `<ellipse cx='160' cy='170' rx='150' ry='40' fill='#ffffff' fill-opacity='0.08'/>${card(132, 90, -9, spade(0, 8, 1.6, '#1a1b1e'), 'A', '#1a1b1e')}${card(186, 86, 8, heart(0, 6, 1.6, '#c92a2a'), 'K', '#c92a2a')}<text x='160' y='30' ${FONT} font-size='22' text-anchor='middle' fill='#ffd43b'>21</text>`,
  ),
  'arcadia-mines': frame(320, 180, '#0f2a44', '#1e6091', minesArt()),
  'arcadia-crash': frame(320, 180, '#1a1033', '#4c1d95', crashArt()),
  'arcadia-roulette': frame(320, 180, '#0b5d2a', '#08351a', wheelArt()),
  'arcadia-baccarat': frame(
    320,
    180,
    '#14532d',
    '#052e16',
    `${card(118, 92, -10, spade(0, 8, 1.6, '#1a1b1e'), '9', '#1a1b1e')}${card(162, 86, 4, heart(0, 6, 1.6, '#c92a2a'), 'K', '#c92a2a')}${card(206, 92, 14, heart(0, 6, 1.6, '#c92a2a'), '8', '#c92a2a')}`,
  ),
  'fake-fortune': frame(
    320,
    180,
    '#3b0764',
    '#6b21a8',
    `<path d='M160 20 L174 60 L216 60 L182 84 L195 124 L160 100 L125 124 L138 84 L104 60 L146 60Z' fill='#fde047'/>${coin(70, 130, 22)}${coin(110, 145, 18)}${coin(250, 130, 22)}${coin(212, 148, 16)}`,
  ),
  'fake-poker': frame(
    320,
    180,
    '#14532d',
    '#166534',
    card(110, 95, -14, spade(0, 8, 1.6, '#111827'), 'J', '#111827') +
      card(160, 88, 0, heart(0, 8, 1.6, '#dc2626'), 'Q', '#dc2626') +
      card(210, 95, 14, spade(0, 8, 1.6, '#111827'), 'K', '#111827'),
  ),
  'fake-blackjack': frame(
    320,
    180,
    '#065f46',
    '#064e3b',
    `<ellipse cx='160' cy='190' rx='190' ry='70' fill='none' stroke='#fcd34d' stroke-width='3' stroke-opacity='0.6'/>` +
      card(130, 84, -8, spade(0, 8, 1.6, '#111827'), 'A', '#111827') +
      card(180, 84, 8, heart(0, 8, 1.6, '#dc2626'), 'K', '#dc2626') +
      `<circle cx='260' cy='135' r='22' fill='#1d4ed8' stroke='#ffffff' stroke-width='5' stroke-dasharray='8 6'/><circle cx='60' cy='135' r='22' fill='#dc2626' stroke='#ffffff' stroke-width='5' stroke-dasharray='8 6'/>`,
  ),
  'fake-scratch': frame(
    320,
    180,
    '#0369a1',
    '#0ea5e9',
    `<rect x='50' y='30' width='220' height='120' rx='12' fill='#fef3c7'/><rect x='70' y='70' width='180' height='60' rx='8' fill='#9ca3af'/>` +
      `<path d='M90 110 C120 80 150 120 180 90 C200 75 215 100 230 86' stroke='#fef3c7' stroke-width='14' fill='none' stroke-linecap='round'/>` +
      `<path d='M160 38 L165 52 L180 52 L168 60 L172 74 L160 66 L148 74 L152 60 L140 52 L155 52Z' fill='#f59e0b'/>`,
  ),
  'fake-arcade': frame(
    320,
    180,
    '#111827',
    '#312e81',
    `${(() => {
      const rows = ['00100000100', '00010001000', '00111111100', '01101110110', '11111111111', '10111111101', '10100000101', '00011011000'];
      return rows
        .flatMap((r, y) =>
          [...r].map((c, x) => (c === '1' ? `<rect x='${94 + x * 12}' y='${36 + y * 12}' width='12' height='12' fill='#4ade80'/>` : '')),
        )
        .join('');
    })()}<rect x='40' y='150' width='240' height='4' fill='#a78bfa'/>`,
  ),
  'pg-mahjong': frame(
    320,
    180,
    '#991b1b',
    '#7f1d1d',
    (() => {
      const dots = (n) =>
        [...Array(n)]
          .map(
            (_, i) =>
              `<circle cx='${-10 + (i % 2) * 20}' cy='${-22 + Math.floor(i / 2) * 18}' r='6' fill='${i % 3 ? '#1d4ed8' : '#dc2626'}'/>`,
          )
          .join('');
      const bam = `<rect x='-4' y='-28' width='8' height='48' rx='3' fill='#15803d'/><rect x='-14' y='-24' width='6' height='40' rx='3' fill='#15803d'/><rect x='8' y='-24' width='6' height='40' rx='3' fill='#15803d'/>`;
      const dragon = `<rect x='-14' y='-26' width='28' height='40' rx='3' fill='none' stroke='#dc2626' stroke-width='5'/>`;
      return tile(100, 95, dots(6)) + tile(160, 90, bam) + tile(220, 95, dragon);
    })(),
  ),
  'pg-dragon': frame(
    320,
    180,
    '#b45309',
    '#7c2d12',
    `<circle cx='160' cy='95' r='70' fill='#f59e0b' fill-opacity='0.25'/><ellipse cx='160' cy='100' rx='42' ry='54' fill='#fef9c3'/>` +
      `<path d='M122 90 L138 80 L150 94 L164 78 L178 92 L198 84' stroke='#b45309' stroke-width='4' fill='none'/>` +
      `<path d='M128 120 C140 112 150 128 162 118' stroke='#16a34a' stroke-width='6' fill='none' stroke-linecap='round'/><circle cx='150' cy='104' r='4' fill='#7c2d12'/>`,
  ),
  'jdb-fish': frame(
    320,
    180,
    '#155e75',
    '#0f172a',
    `<path d='M40 120 C80 60 120 140 160 90 C200 40 240 120 290 70' stroke='#10b981' stroke-width='16' fill='none' stroke-linecap='round'/>` +
      `<circle cx='288' cy='70' r='16' fill='#10b981'/><circle cx='293' cy='66' r='4' fill='#fef08a'/><path d='M280 56 L272 40 M292 55 L296 38' stroke='#fef08a' stroke-width='4' stroke-linecap='round'/>` +
      bubbles([
        [80, 40, 6],
        [200, 140, 5],
        [240, 30, 4],
      ]),
  ),
  'jili-fish': frame(
    320,
    180,
    '#1e40af',
    '#0891b2',
    `${fish(150, 90, 2.2, '#facc15', '#f59e0b')}${coin(260, 50, 14)}${coin(60, 140, 12)}${coin(270, 140, 10)}${bubbles([
      [60, 40, 6],
      [80, 60, 4],
    ])}`,
  ),
  'leg-niuniu': frame(
    320,
    180,
    '#7f1d1d',
    '#450a0a',
    `<path d='M108 60 C80 50 70 20 90 14 C96 40 120 46 132 52Z M212 60 C240 50 250 20 230 14 C224 40 200 46 188 52Z' fill='#fde68a'/>` +
      `<path d='M120 52 L200 52 C214 90 200 140 160 150 C120 140 106 90 120 52Z' fill='#b45309'/><ellipse cx='160' cy='126' rx='26' ry='16' fill='#fcd9b6'/>` +
      `<circle cx='150' cy='126' r='4' fill='#451a03'/><circle cx='170' cy='126' r='4' fill='#451a03'/><circle cx='142' cy='86' r='6' fill='#111827'/><circle cx='178' cy='86' r='6' fill='#111827'/>`,
  ),
  'leg-landlord': frame(
    320,
    180,
    '#1e3a8a',
    '#4c1d95',
    card(120, 105, -20, spade(0, 8, 1.6, '#111827'), '2', '#111827') +
      card(160, 98, 0, heart(0, 8, 1.6, '#dc2626'), 'A', '#dc2626') +
      card(200, 105, 20, spade(0, 8, 1.6, '#111827'), 'K', '#111827') +
      `<path d='M130 30 L145 46 L160 24 L175 46 L190 30 L186 56 L134 56Z' fill='#fbbf24'/>`,
  ),
};

/** Vendor badges: a monogram on the vendor's colour; `-s` 64×64, `-l` 240×96 with the mark at the left. */
const VENDORS = {
  imes: ['iM', '#7c3aed', '#4c1d95'],
  av: ['AV', '#0f766e', '#134e4a'],
  evo: ['Ev', '#1f2937', '#111827'],
  alb: ['AB', '#b45309', '#78350f'],
  bbin: ['BB', '#be123c', '#881337'],
  jdb: ['JD', '#0369a1', '#0c4a6e'],
  jili: ['JL', '#c2410c', '#7c2d12'],
  leg: ['LG', '#15803d', '#14532d'],
  arcadia: ['A', '#6d28d9', '#be185d'],
  fake: ['LS', '#ca8a04', '#a16207'],
  pg: ['PG', '#dc2626', '#991b1b'],
};
const badge = (mark, from, to, size) =>
  frame(
    size,
    size,
    from,
    to,
    `<text x='${size / 2}' y='${size * 0.66}' ${FONT} font-size='${size * (mark.length > 1 ? 0.42 : 0.56)}' text-anchor='middle' fill='#ffffff'>${mark}</text>`,
  );
const wide = (mark, from, to) =>
  frame(
    240,
    96,
    from,
    to,
    `<circle cx='48' cy='48' r='32' fill='#ffffff' fill-opacity='0.16'/><text x='48' y='62' ${FONT} font-size='${mark.length > 1 ? 34 : 44}' text-anchor='middle' fill='#ffffff'>${mark}</text>` +
      `<path d='M100 34 H212 M100 52 H190 M100 68 H160' stroke='#ffffff' stroke-opacity='0.35' stroke-width='6' stroke-linecap='round'/>`,
  );

const png = (svg) => sharp(Buffer.from(svg)).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();
const write = async (file, svg) => {
  const data = await png(svg);
  if (data.length > 20 * 1024) throw new Error(`${file} is ${data.length} bytes, over 20 KB`);
  writeFileSync(file, data);
  console.log(`${String(data.length).padStart(6)}  ${file.replace(pub, 'public/')}`);
};

mkdirSync(join(pub, 'res/games'), { recursive: true });
mkdirSync(join(pub, 'res/vendors'), { recursive: true });
for (const [id, svg] of Object.entries(GAMES)) await write(join(pub, `res/games/${id}.png`), svg);
for (const [code, [mark, from, to]] of Object.entries(VENDORS)) {
  await write(join(pub, `res/vendors/${code}-s.png`), badge(mark, from, to, 64));
  await write(join(pub, `res/vendors/${code}-l.png`), wide(mark, from, to));
}
// favicon.ico holding one 32×32 PNG (ICO allows PNG entries): the brand-neutral Arcadia mark.
const icon = await sharp(Buffer.from(badge('A', '#6d28d9', '#be185d', 32)))
  .png()
  .toBuffer();
const head = Buffer.alloc(22);
head.writeUInt16LE(0, 0);
head.writeUInt16LE(1, 2);
head.writeUInt16LE(1, 4);
head.writeUInt8(32, 6);
head.writeUInt8(32, 7);
head.writeUInt16LE(1, 10);
head.writeUInt16LE(32, 12);
head.writeUInt32LE(icon.length, 14);
head.writeUInt32LE(22, 18);
writeFileSync(join(pub, 'favicon.ico'), Buffer.concat([head, icon]));
console.log(`${String(icon.length + 22).padStart(6)}  public/favicon.ico`);
