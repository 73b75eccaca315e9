import type { Language } from '@arcadia/contract';

export type MessageTable = Record<string, Record<Language, string>>;

const catalogue = new Map<string, Record<Language, string>>();

/** Features add their own error messages at start-up; a duplicate code is a programming error. */
export function registerMessages(table: MessageTable): void {
  for (const [code, texts] of Object.entries(table)) {
    const existing = catalogue.get(code);
    if (existing && JSON.stringify(existing) !== JSON.stringify(texts)) throw new Error(`message ${code} registered twice`);
    catalogue.set(code, texts);
  }
}

/** The message for a code in a language, with {placeholders} filled; unknown codes read as unknown_error. */
export function translate(code: string, language: Language, params: Record<string, string | number> = {}): string {
  const texts = catalogue.get(code) ?? catalogue.get('unknown_error');
  const text = texts?.[language] ?? texts?.EN ?? code;
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

export function hasMessage(code: string): boolean {
  return catalogue.has(code);
}
