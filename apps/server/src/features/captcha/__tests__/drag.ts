/** Drags like a hand: eased speed, a little vertical wobble, uneven sampling (what the judge lets through). */
export function humanTrace(to: number, ms = 900): [number, number, number][] {
  const points: [number, number, number][] = [];
  const n = 24;
  for (let i = 0; i <= n; i++) {
    const p = i / n;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    const t = Math.round(ms * p + (i % 3) * 7);
    points.push([Math.round(to * eased * 10) / 10, Math.round(Math.sin(i * 1.3) * 2 * 10) / 10, i === 0 ? 0 : t]);
  }
  points[n] = [to, points[n]![1], points[n]![2]];
  return points;
}

/** A script's drag: a ruler-straight line at one speed. */
export function robotTrace(to: number, ms = 900): [number, number, number][] {
  return Array.from({ length: 20 }, (_, i) => [(to * i) / 19, 0, (ms * i) / 19] as [number, number, number]);
}
