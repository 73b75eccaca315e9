import { describe, expect, it } from 'vitest';
import { createRefreshGate } from '../hooks/refresh-gate';

describe('captcha refresh gate', () => {
  it('lets one refresh through per second', () => {
    let now = 10_000;
    const gate = createRefreshGate(1000, () => now);
    expect(gate.tryPass()).toBe(true);
    now += 400;
    expect(gate.tryPass()).toBe(false);
    expect(gate.wait()).toBe(600);
    now += 600;
    expect(gate.tryPass()).toBe(true);
  });
});
