import type { Page } from '@playwright/test';

/**
 * Finds the puzzle's hole the way a script with eyes would: the hole is the scene darkened under
 * the piece's shape, so the spot where the image best matches the piece at half brightness is it.
 * Returns the hole's x in image pixels.
 */
export async function findHole(page: Page): Promise<number> {
  return page.getByTestId('slider-captcha').evaluate(async (root) => {
    const [bg, piece] = Array.from(root.querySelectorAll('img')) as HTMLImageElement[];
    const pixels = async (img: HTMLImageElement) => {
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.naturalWidth;
      c.height = img.naturalHeight;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      return { w: c.width, h: c.height, d: ctx.getImageData(0, 0, c.width, c.height).data };
    };
    const B = await pixels(bg!);
    const P = await pixels(piece!);
    const inner: number[] = [];
    for (let y = 3; y < P.h - 3; y += 2)
      for (let x = 3; x < P.w - 3; x += 2) if (P.d[(y * P.w + x) * 4 + 3] === 255) inner.push(y * P.w + x);
    let best = { x: 0, score: Number.POSITIVE_INFINITY };
    for (let oy = 0; oy <= B.h - P.h; oy++)
      for (let ox = 0; ox <= B.w - P.w; ox++) {
        let score = 0;
        for (const i of inner) {
          const px = i % P.w;
          const py = (i - px) / P.w;
          const b = ((oy + py) * B.w + ox + px) * 4;
          for (let k = 0; k < 3; k++) score += Math.abs(B.d[b + k]! - P.d[i * 4 + k]! * 0.5);
          if (score >= best.score) break;
        }
        if (score < best.score) best = { x: ox, score };
      }
    return best.x;
  });
}

/**
 * Drags the slider's handle so the piece lands on image x `to`: eased like a hand, with a little
 * wobble, over about `ms` — or, with `fast`, in one jerk (what the server calls too fast).
 */
export async function dragSlider(page: Page, to: number, { fast = false, ms = 900 } = {}): Promise<void> {
  const handle = page.getByTestId('slider-handle');
  const box = (await handle.boundingBox())!;
  const stage = (await page.getByTestId('slider-captcha').locator('.arcadia-slider-track').boundingBox())!;
  const dx = (to * stage.width) / 280;
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  if (fast) {
    // A script's drag: all its events in one burst (Playwright's own moves are too slow to be
    // "too fast" on a loaded machine, each being a round trip to the browser).
    await page.mouse.up();
    await handle.evaluate(
      (el, { x0, y0, dx }) => {
        const fire = (type: string, x: number) =>
          el.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y0, pointerId: 7, isPrimary: true }));
        fire('pointerdown', x0);
        for (let i = 1; i <= 10; i++) fire('pointermove', x0 + (dx * i) / 10);
        fire('pointerup', x0 + dx);
      },
      { x0, y0, dx },
    );
    return;
  } else {
    const n = 24;
    for (let i = 1; i <= n; i++) {
      const p = i / n;
      const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
      await page.mouse.move(x0 + dx * eased, y0 + Math.sin(i * 1.3) * 2);
      await page.waitForTimeout(ms / n + (i % 3) * 6);
    }
    await page.mouse.move(x0 + dx, y0);
  }
  await page.mouse.up();
}
