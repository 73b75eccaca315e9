/**
 * Mixed-script detection after Unicode TR39 §5.1-5.2, so "рlayer01" (Cyrillic р) cannot pose as
 * "player01". Each character counts with its Script_Extensions; Common and Inherited characters
 * (digits, punctuation, combining marks) fit any script. Han, Hiragana, Katakana, Hangul and
 * Bopomofo resolve through TR39's augmented sets (Japanese, Korean, Han with Bopomofo), and the
 * "Highly Restrictive" level also lets Latin stand beside one of those, as Chinese, Japanese and
 * Korean names often do. Latin with Cyrillic, Greek, Armenian… is refused.
 */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Thai',
  'Lao',
  'Khmer',
  'Myanmar',
  'Georgian',
  'Cherokee',
  'Devanagari',
  'Bengali',
  'Tamil',
  'Ethiopic',
  'Han',
  'Hiragana',
  'Katakana',
  'Hangul',
  'Bopomofo',
] as const;
const TESTS = SCRIPTS.map((s) => [s, new RegExp(`^\\p{Script_Extensions=${s}}$`, 'u')] as const);
const ANY = /^[\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]$/u;
const LETTER = /^[\p{L}\p{N}\p{M}]$/u;

/** TR39's augmented script sets: CJK scripts also count as the writing systems they belong to. */
const AUGMENT: Record<string, string[]> = {
  Han: ['Jpan', 'Kore', 'Hanb'],
  Hiragana: ['Jpan'],
  Katakana: ['Jpan'],
  Hangul: ['Kore'],
  Bopomofo: ['Hanb'],
};
const CJK = ['Jpan', 'Kore', 'Hanb'];

/** The augmented script set of one character; null when it fits every script. */
function scriptsOf(ch: string): Set<string> | null {
  const found = TESTS.filter(([, re]) => re.test(ch)).map(([s]) => s);
  if (found.length === 0) {
    if (ANY.test(ch) || !LETTER.test(ch)) return null;
    // A letter of a script outside the list still counts: as one script of its own.
    return new Set(['Other']);
  }
  return new Set(found.flatMap((s) => [s, ...(AUGMENT[s] ?? [])]));
}

/** The resolved script set (TR39 §5.1); null stands for "every script" (only Common/Inherited). */
function resolve(chars: string[]): Set<string> | null {
  let out = null as Set<string> | null;
  for (const ch of chars) {
    const s = scriptsOf(ch);
    if (!s) continue;
    out = out ? new Set([...out].filter((x: string) => s.has(x))) : s;
  }
  return out;
}

/** True when the text mixes scripts beyond what TR39's Highly Restrictive level allows. */
export function isMixedScript(text: string): boolean {
  const chars = [...text.normalize('NFC')];
  const all = resolve(chars);
  if (!all || all.size > 0) return false;
  // Highly Restrictive: Latin plus one of Japanese, Korean or Han-with-Bopomofo.
  const rest = resolve(chars.filter((ch) => !scriptsOf(ch)?.has('Latin')));
  return !(rest === null || CJK.some((s) => rest.has(s)));
}
