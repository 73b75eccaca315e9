/**
 * Patterns that operators type (registration field rules, spec 000 §5) run on anonymous input, on
 * the server and in the browser. JavaScript's backtracking RegExp takes exponential time on shapes
 * like `^(a+)+$` (1.8 s for 28 characters, issue 22) and polynomial time on others (`\d*\d*\d*x`),
 * so an operator's pattern never reaches it: this module parses the usual subset of the syntax and
 * matches with a Thompson NFA, whose time is linear in the input (ADR 038). Save time also refuses
 * the shapes that are catastrophic in backtracking engines, so no such pattern is ever stored.
 */

/** Why a pattern is not accepted: outside the supported syntax, or a catastrophic-backtracking shape. */
export type PatternProblem = 'unsupported' | 'backtracking';

type Ranges = [number, number][];
type Node =
  | { t: 'char'; ranges: Ranges }
  | { t: 'bol' }
  | { t: 'eol' }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; options: Node[] }
  | { t: 'rep'; node: Node; min: number; max: number };

class Unsupported extends Error {}

const MAX_UNICODE = 0xffff;
const MAX_COUNT = 1000;
const MAX_STATES = 20_000;

const DIGIT: Ranges = [[0x30, 0x39]];
const WORD: Ranges = [
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
];
// ECMAScript WhiteSpace and LineTerminator.
const SPACE: Ranges = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const LINE_TERMINATORS: Ranges = [
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
];

const normalise = (r: Ranges): Ranges => {
  const sorted = [...r].sort((a, b) => a[0] - b[0]);
  const out: Ranges = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
};
const complement = (r: Ranges): Ranges => {
  const out: Ranges = [];
  let next = 0;
  for (const [lo, hi] of normalise(r)) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_UNICODE) out.push([next, MAX_UNICODE]);
  return out;
};
const inRanges = (r: Ranges, c: number) => {
  for (const [lo, hi] of r) if (c >= lo && c <= hi) return true;
  return false;
};

const QUANTIFIER = /^\{(\d+)(,(\d*))?\}/;

/** A recursive-descent parser of the supported subset; anything else throws Unsupported. */
function parse(src: string): Node {
  let i = 0;
  const peek = () => src[i];
  const code = (s: string) => s.charCodeAt(0);

  // Escapes shared by classes and atoms; `inClass` makes \b a backspace there.
  const escapeAt = (inClass: boolean): Ranges => {
    const c = src[i++];
    if (c === undefined) throw new Unsupported();
    switch (c) {
      case 'd':
        return DIGIT;
      case 'D':
        return complement(DIGIT);
      case 'w':
        return WORD;
      case 'W':
        return complement(WORD);
      case 's':
        return SPACE;
      case 'S':
        return complement(SPACE);
      case 't':
        return [[9, 9]];
      case 'n':
        return [[10, 10]];
      case 'v':
        return [[11, 11]];
      case 'f':
        return [[12, 12]];
      case 'r':
        return [[13, 13]];
      case 'b':
        if (inClass) return [[8, 8]];
        throw new Unsupported(); // a word boundary is an assertion we do not support
      case '0':
        if (/\d/.test(peek() ?? '')) throw new Unsupported(); // an octal escape
        return [[0, 0]];
      case 'x':
      case 'u': {
        const len = c === 'x' ? 2 : 4;
        const hex = src.slice(i, i + len);
        if (hex.length !== len || !/^[0-9a-fA-F]+$/.test(hex)) throw new Unsupported();
        i += len;
        const n = Number.parseInt(hex, 16);
        return [[n, n]];
      }
      default:
        // Backreferences (\1, \k<n>), \p, \c and letters' identity escapes are not supported.
        if (/[0-9A-Za-z]/.test(c)) throw new Unsupported();
        return [[code(c), code(c)]];
    }
  };

  const charClass = (): Node => {
    const negate = peek() === '^';
    if (negate) i++;
    const ranges: Ranges = [];
    while (true) {
      const c = src[i];
      if (c === undefined) throw new Unsupported();
      if (c === ']') break; // also at once: in JavaScript `[]` matches nothing and `[^]` anything
      i++;
      const start = c === '\\' ? escapeAt(true) : [[code(c), code(c)] as [number, number]];
      if (peek() === '-' && src[i + 1] !== undefined && src[i + 1] !== ']') {
        i++;
        const e = src[i++]!;
        const end = e === '\\' ? escapeAt(true) : [[code(e), code(e)] as [number, number]];
        const lo = start.length === 1 && start[0]![0] === start[0]![1] ? start[0]![0] : -1;
        const hi = end.length === 1 && end[0]![0] === end[0]![1] ? end[0]![0] : -1;
        // A range from or to a class escape (`[\d-z]`) has no single meaning worth supporting.
        if (lo < 0 || hi < 0 || lo > hi) throw new Unsupported();
        ranges.push([lo, hi]);
      } else ranges.push(...start);
    }
    i++; // the closing ]
    const set = normalise(ranges);
    return { t: 'char', ranges: negate ? complement(set) : set };
  };

  const atom = (): Node => {
    const c = src[i++]!;
    switch (c) {
      case '(': {
        if (peek() === '?') {
          if (src[i + 1] === ':') i += 2;
          else if (src[i + 1] === '<' && /[A-Za-z_$]/.test(src[i + 2] ?? '')) {
            const close = src.indexOf('>', i);
            if (close < 0) throw new Unsupported();
            i = close + 1;
          } else throw new Unsupported(); // lookahead and lookbehind
        }
        const inner = alternation();
        if (src[i++] !== ')') throw new Unsupported();
        return inner;
      }
      case '[':
        return charClass();
      case '.':
        return { t: 'char', ranges: complement(LINE_TERMINATORS) };
      case '^':
        return { t: 'bol' };
      case '$':
        return { t: 'eol' };
      case '\\':
        return { t: 'char', ranges: escapeAt(false) };
      case ')':
      case '*':
      case '+':
      case '?':
      case '|':
        throw new Unsupported();
      case '{':
        if (QUANTIFIER.test(src.slice(i - 1))) throw new Unsupported(); // nothing to repeat
        return { t: 'char', ranges: [[code(c), code(c)]] };
      default:
        return { t: 'char', ranges: [[code(c), code(c)]] };
    }
  };

  const quantified = (node: Node): Node => {
    const c = peek();
    let min: number;
    let max: number;
    if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '?') [min, max] = [0, 1];
    else if (c === '{' && QUANTIFIER.test(src.slice(i))) {
      const m = QUANTIFIER.exec(src.slice(i))!;
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      if (min > max || min > MAX_COUNT || (max !== Infinity && max > MAX_COUNT)) throw new Unsupported();
      i += m[0].length - 1;
    } else return node;
    i++;
    if (peek() === '?') i++; // lazy: the same answer for a yes/no test
    if (node.t === 'bol' || node.t === 'eol') throw new Unsupported();
    if ('*+?{'.includes(peek() ?? '') && (peek() !== '{' || QUANTIFIER.test(src.slice(i)))) throw new Unsupported();
    return { t: 'rep', node, min, max };
  };

  const sequence = (): Node => {
    const items: Node[] = [];
    while (i < src.length && peek() !== '|' && peek() !== ')') items.push(quantified(atom()));
    return { t: 'seq', items };
  };

  function alternation(): Node {
    const options = [sequence()];
    while (peek() === '|') {
      i++;
      options.push(sequence());
    }
    return options.length === 1 ? options[0]! : { t: 'alt', options };
  }

  const root = alternation();
  if (i !== src.length) throw new Unsupported();
  return root;
}

/**
 * The shapes that take exponential or high polynomial time in a backtracking engine: a repetition
 * (more than once) of something that can itself match in several ways, a variable-length
 * repetition (`(a+)+`, `(a*)*b`) or an alternation (`(a|a)*`). Harmless in our matcher, but refused
 * when saved, so no stored pattern is a trap for any other engine that may ever run it.
 */
const ambiguous = (n: Node): boolean => {
  switch (n.t) {
    case 'alt':
      return true;
    case 'rep':
      return n.min !== n.max || ambiguous(n.node);
    case 'seq':
      return n.items.some(ambiguous);
    default:
      return false;
  }
};
const backtracks = (n: Node): boolean => {
  switch (n.t) {
    case 'rep':
      return (n.max > 1 && ambiguous(n.node)) || backtracks(n.node);
    case 'seq':
      return n.items.some(backtracks);
    case 'alt':
      return n.options.some(backtracks);
    default:
      return false;
  }
};

type State =
  | { k: 'char'; ranges: Ranges; out: number }
  | { k: 'split'; outs: number[] }
  | { k: 'bol'; out: number }
  | { k: 'eol'; out: number }
  | { k: 'match' };

/** Thompson's construction, built from the end: each node is given the state that follows it. */
function compile(root: Node): { states: State[]; start: number } {
  const states: State[] = [{ k: 'match' }];
  const add = (s: State) => {
    if (states.length >= MAX_STATES) throw new Unsupported(); // e.g. a large count of a large group
    states.push(s);
    return states.length - 1;
  };
  const build = (n: Node, next: number): number => {
    switch (n.t) {
      case 'char':
        return add({ k: 'char', ranges: n.ranges, out: next });
      case 'bol':
        return add({ k: 'bol', out: next });
      case 'eol':
        return add({ k: 'eol', out: next });
      case 'seq':
        return n.items.reduceRight((s, item) => build(item, s), next);
      case 'alt':
        return add({ k: 'split', outs: n.options.map((o) => build(o, next)) });
      case 'rep': {
        let s = next;
        if (n.max === Infinity) {
          const loop = add({ k: 'split', outs: [] });
          (states[loop] as { outs: number[] }).outs = [build(n.node, loop), next];
          s = loop;
        } else for (let k = 0; k < n.max - n.min; k++) s = add({ k: 'split', outs: [build(n.node, s), next] });
        for (let k = 0; k < n.min; k++) s = build(n.node, s);
        return s;
      }
    }
  };
  return { states, start: build(root, 0) };
}

export type OperatorPattern = { test(value: string): boolean };

const compiled = new Map<string, OperatorPattern | PatternProblem>();

function load(pattern: string): OperatorPattern | PatternProblem {
  const hit = compiled.get(pattern);
  if (hit) return hit;
  let result: OperatorPattern | PatternProblem;
  try {
    // The syntax JavaScript accepts, no more: what the operator tested elsewhere means the same here.
    new RegExp(pattern);
    const root = parse(pattern);
    const { states, start } = compile(root);
    result = backtracks(root) ? 'backtracking' : { test: (value) => run(states, start, value) };
  } catch {
    result = 'unsupported';
  }
  if (compiled.size > 1000) compiled.clear();
  compiled.set(pattern, result);
  return result;
}

/** RegExp.prototype.test semantics (a match anywhere, no flags), in O(value × pattern) time. */
function run(states: State[], start: number, value: string): boolean {
  const n = value.length;
  const mark = new Int32Array(states.length).fill(-1);
  let current: number[] = [];
  const stack: number[] = [];
  // Adds a state and everything reachable from it without reading a character, at `pos`.
  const close = (from: number, pos: number, list: number[]) => {
    stack.push(from);
    while (stack.length) {
      const s = stack.pop()!;
      if (mark[s] === pos) continue;
      mark[s] = pos;
      const st = states[s]!;
      if (st.k === 'split') for (let o = st.outs.length - 1; o >= 0; o--) stack.push(st.outs[o]!);
      else if (st.k === 'bol') {
        if (pos === 0) stack.push(st.out);
      } else if (st.k === 'eol') {
        if (pos === n) stack.push(st.out);
      } else list.push(s);
    }
  };
  for (let pos = 0; ; pos++) {
    close(start, pos, current); // unanchored: a match may start at any position
    if (current.some((s) => states[s]!.k === 'match')) return true;
    if (pos === n) return false;
    const c = value.charCodeAt(pos);
    const next: number[] = [];
    for (const s of current) {
      const st = states[s]!;
      if (st.k === 'char' && inRanges(st.ranges, c)) close(st.out, pos + 1, next);
    }
    current = next;
  }
}

/** null when an operator may save this pattern; `*` and the empty pattern mean "anything". */
export function patternProblem(pattern: string): PatternProblem | null {
  if (pattern === '*' || pattern === '') return null;
  const p = load(pattern);
  return typeof p === 'string' ? p : null;
}

/**
 * Tests a value against an operator's pattern in linear time. A pattern that could not be saved
 * today (stored before this check, or written to the database by hand) is misconfigured: it is not
 * run, and the value fails, so a broken rule never lets everything through; `onMisconfigured`
 * lets the server log it.
 */
export function testOperatorPattern(pattern: string, value: string, onMisconfigured?: (problem: PatternProblem) => void): boolean {
  if (pattern === '*' || pattern === '') return true;
  const p = load(pattern);
  if (typeof p === 'string') {
    onMisconfigured?.(p);
    return false;
  }
  return p.test(value);
}
