import type { Templates } from '@arcadia/contract/system';
import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

function toRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` with `target` by `amount` (0 = unchanged, 1 = target). */
export function mix(hex: string, target: string, amount: number): string {
  const a = toRgb(hex);
  const b = toRgb(target);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

/** Ten shades for Mantine: 0-5 tints towards white, 6 the merchant colour, 7-9 shades towards black. */
export function palette(hex: string): MantineColorsTuple {
  const tints = [0.92, 0.8, 0.64, 0.46, 0.3, 0.15].map((a) => mix(hex, '#ffffff', a));
  const shades = [0.14, 0.28, 0.42].map((a) => mix(hex, '#000000', a));
  return [...tints, hex.toLowerCase(), ...shades] as unknown as MantineColorsTuple;
}

/** WCAG relative luminance, for choosing readable text on merchant colours. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The merchant colour if it reads at AA (4.5:1) on `background`, else black or white. */
export function readable(fg: string, background: string): string {
  if (contrastRatio(fg, background) >= 4.5) return fg;
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}

export function buildTheme(templates: Templates | null): MantineThemeOverride {
  if (!templates) return createTheme({ primaryColor: 'brand', colors: { brand: palette('#7c3aed') }, autoContrast: true });
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 6 },
    autoContrast: true,
    colors: { brand: palette(templates.colors.primary), accent: palette(templates.colors.accent) },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
    defaultRadius: 'md',
  });
}

/** CSS variables the shell reads; set on <html> so portals (modals, menus) see them too. */
export function themeVariables(templates: Templates): Record<string, string> {
  const c = templates.colors;
  return {
    '--arcadia-header-bg': c.headerBackground,
    '--arcadia-header-text': readable(c.headerText, c.headerBackground),
    '--arcadia-primary': c.primary,
    '--arcadia-accent': c.accent,
    '--arcadia-bg': c.background,
    '--arcadia-surface': c.surface,
    '--arcadia-text': readable(c.text, c.background),
    '--arcadia-surface-text': readable(c.text, c.surface),
    '--arcadia-dimmed': dimmed(readable(c.text, c.background), c.background),
    '--arcadia-on-primary': contrastRatio('#ffffff', c.primary) >= contrastRatio('#000000', c.primary) ? '#ffffff' : '#000000',
  };
}

export function applyThemeVariables(templates: Templates): void {
  const style = document.documentElement.style;
  for (const [k, v] of Object.entries(themeVariables(templates))) style.setProperty(k, v);
}

/** Hero gradient and a text colour that keeps AA contrast across the whole gradient. */
export function heroColors(primary: string): { from: string; to: string; text: string } {
  const to = mix(primary, '#000000', 0.35);
  if (contrastRatio('#ffffff', primary) >= 4.5) return { from: primary, to, text: '#ffffff' };
  if (contrastRatio('#000000', to) >= 4.5) return { from: primary, to, text: '#000000' };
  // A mid-tone colour: darken the gradient until white text reads.
  return { from: mix(primary, '#000000', 0.45), to: mix(primary, '#000000', 0.65), text: '#ffffff' };
}

/** Muted text that still meets AA on the page background; falls back to the full text colour. */
export function dimmed(text: string, background: string): string {
  const soft = mix(text, background, 0.3);
  return contrastRatio(soft, background) >= 4.5 ? soft : text;
}
