import { randomInt } from 'node:crypto';
import { PUZZLE } from '@arcadia/contract/captcha/slider';
import sharp from 'sharp';

const { width: W, height: H, piece: P } = PUZZLE;

/** The piece's outline inside its P×P box: a square with a knob on top and one on the right, so its edge is not a plain rectangle to match. */
const PIECE_PATH = `M2 10 H14 A6 6 0 1 1 26 10 H34 V20 A6 6 0 1 1 34 32 V42 H2 Z`;

const pick = <T>(xs: readonly T[]) => xs[randomInt(xs.length)] as T;
const PALETTES = [
  ['#1e3c72', '#2a5298', '#f7b733'],
  ['#134e5e', '#71b280', '#f0e68c'],
  ['#42275a', '#734b6d', '#ffb6c1'],
  ['#0f2027', '#2c5364', '#7fdbff'],
  ['#5a3f37', '#2c7744', '#ffd27f'],
] as const;

/** A random scene: gradient plus shapes, so no two backgrounds (and no two hole surroundings) repeat. */
function backgroundSvg(): string {
  const [a, b, c] = pick(PALETTES);
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = randomInt(W);
    const y = randomInt(H);
    const r = 6 + randomInt(28);
    const o = (0.15 + randomInt(50) / 100).toFixed(2);
    const fill = pick([a, b, c, '#ffffff']);
    shapes.push(
      randomInt(2)
        ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" fill-opacity="${o}"/>`
        : `<rect x="${x}" y="${y}" width="${r * 2}" height="${r}" transform="rotate(${randomInt(90)} ${x} ${y})" fill="${fill}" fill-opacity="${o}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

const shapeSvg = (fill: string, stroke: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${P}" height="${P}"><path d="${PIECE_PATH}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/></svg>`,
  );

export type PuzzleImages = { image: Buffer; piece: Buffer };
/** Draws the puzzle for a hole at (x, y): the scene with the hole darkened, and the piece cut from the same scene. */
export type PuzzleRenderer = (x: number, y: number) => Promise<PuzzleImages>;

/** sharp only, as the image captcha (ARCHITECTURE §1): SVG in, PNG out, no new native dependency. */
export const renderPuzzle: PuzzleRenderer = async (x, y) => {
  const scene = await sharp(Buffer.from(backgroundSvg())).png().toBuffer();
  const image = await sharp(scene)
    .composite([{ input: shapeSvg('rgba(0,0,0,0.5)', 'rgba(255,255,255,0.8)'), left: x, top: y }])
    .png({ compressionLevel: 9 })
    .toBuffer();
  const cut = await sharp(scene)
    .extract({ left: x, top: y, width: P, height: P })
    .composite([{ input: shapeSvg('#000', 'none'), blend: 'dest-in' }])
    .png()
    .toBuffer();
  const piece = await sharp(cut)
    .composite([{ input: shapeSvg('none', 'rgba(255,255,255,0.95)') }])
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { image, piece };
};

/** A hole position: never at the start (the piece would already sit on it), always whole inside the image. */
export function puzzlePosition(): { x: number; y: number } {
  return { x: PUZZLE.minX + randomInt(W - P - PUZZLE.minX - 4), y: 4 + randomInt(H - P - 8) };
}
