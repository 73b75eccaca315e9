import { describe, expect, it } from 'vitest';
import { contrastRatio, dimmed, heroColors, mix, palette, readable, themeVariables } from '../theme';

describe('theme', () => {
  it('mixes colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#123456', '#ffffff', 0)).toBe('#123456');
  });

  it('builds ten shades with the merchant colour at index 6, light to dark', () => {
    const p = palette('#7C3AED');
    expect(p).toHaveLength(10);
    expect(p[6]).toBe('#7c3aed');
    const lum = p.map((c) => contrastRatio(c, '#000000'));
    for (let i = 1; i < 10; i++) expect(lum[i]).toBeLessThan(lum[i - 1] as number);
  });

  it('keeps text readable at AA', () => {
    expect(readable('#777777', '#808080')).toMatch(/^#(000000|ffffff)$/);
    expect(readable('#ffffff', '#000000')).toBe('#ffffff');
    for (const bg of ['#0b1020', '#ffffff', '#7f7f7f', '#ffcc00']) {
      expect(contrastRatio(dimmed(readable('#aaaaaa', bg), bg), bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(['#7c3aed', '#ffcc00', '#3b82f6', '#22c55e', '#777777', '#000000', '#ffffff'])('hero text on %s meets AA at both ends', (c) => {
    const h = heroColors(c);
    expect(contrastRatio(h.text, h.from)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(h.text, h.to)).toBeGreaterThanOrEqual(4.5);
  });

  it('exposes header variables with readable text', () => {
    const vars = themeVariables({
      template: 't',
      mobileTemplate: 'm',
      logoUrl: '/logo.png',
      colorScheme: 'dark',
      colors: {
        primary: '#7c3aed',
        accent: '#f59e0b',
        background: '#0b1020',
        surface: '#141a2e',
        text: '#e5e7eb',
        headerBackground: '#101010',
        headerText: '#111111',
      },
    });
    expect(vars['--arcadia-header-bg']).toBe('#101010');
    expect(contrastRatio(vars['--arcadia-header-text'] as string, '#101010')).toBeGreaterThanOrEqual(4.5);
  });
});
