import { playTypeOf } from '@arcadia/contract/lottery';
import { describe, expect, it } from 'vitest';
import { computeWinNo, hits, normaliseSelection, payoutOf, streakOf, sumOutcome } from '../lottery.engine.js';
import { verifyWinNo } from './helpers.js';

const thai = (code: string) => playTypeOf('THAI', code)!;
// First prize 482193, front-3 071 and 552, back-3 903 twice, bottom-2 47 (hand-written result).
const WIN = '482193,071,552,903,903,47';

describe('THAI paytable, by hand on a fixed result', () => {
  it('reads the right prize for each play type', () => {
    expect(hits(thai('TOP3'), '193', WIN)).toBe(1);
    expect(hits(thai('TOP3'), '391', WIN)).toBe(0);
    expect(hits(thai('TOD3'), '3,9,1', WIN)).toBe(1);
    expect(hits(thai('TOD3'), '3,9,2', WIN)).toBe(0);
    expect(hits(thai('TOP2'), '93', WIN)).toBe(1);
    expect(hits(thai('TOP2'), '47', WIN)).toBe(0);
    expect(hits(thai('BOTTOM2'), '47', WIN)).toBe(1);
    expect(hits(thai('BOTTOM2'), '93', WIN)).toBe(0);
    // Paid once per matching back-3 prize; a front-3 number is not a back-3 win.
    expect(hits(thai('BACK3'), '903', WIN)).toBe(2);
    expect(hits(thai('BACK3'), '071', WIN)).toBe(0);
    expect(hits(thai('RUN_TOP'), '9', WIN)).toBe(1);
    expect(hits(thai('RUN_TOP'), '4', WIN)).toBe(0);
  });

  it('pays stake × odds × hits', () => {
    expect(payoutOf(thai('TOP3'), '900', '2', '193', WIN).toFixed(4)).toBe('1800.0000');
    expect(payoutOf(thai('TOD3'), '150', '3', '1,3,9', WIN).toFixed(4)).toBe('450.0000');
    expect(payoutOf(thai('BACK3'), '450', '1.5', '903', WIN).toFixed(4)).toBe('1350.0000');
    expect(payoutOf(thai('RUN_TOP'), '3.5', '0.3333', '1', WIN).toFixed(4)).toBe('1.1666');
  });

  it('takes 2- and 3-digit selections, pads short numbers, and refuses tod with a repeated digit', () => {
    expect(normaliseSelection(thai('TOP2'), '7')).toBe('07');
    expect(normaliseSelection(thai('TOP3'), '45')).toBe('045');
    expect(normaliseSelection(thai('TOP3'), '1000')).toBeNull();
    expect(normaliseSelection(thai('TOD3'), '1,1,2')).toBeNull();
    expect(normaliseSelection(thai('TOD3'), '1,2')).toBeNull();
  });

  it('draws six numbers of 6, 3, 3, 3, 3 and 2 digits that an independent implementation reproduces', () => {
    const seed = 'ab'.repeat(32);
    const winNo = computeWinNo('THAI', seed, 'THF', '20260601-0001');
    expect(winNo.split(',').map((p) => p.length)).toEqual([6, 3, 3, 3, 3, 2]);
    expect(winNo).toBe(verifyWinNo('THAI', seed, 'THF', '20260601-0001'));
  });
});

describe('long dragon runs (streakOf)', () => {
  it('counts the newest run of one sum outcome, skips cancelled draws and stops at the first change', () => {
    // sums: 45 BIG/ODD, 23 BIG/ODD, (cancelled), 25 BIG/ODD, 22 SMALL/EVEN
    const winNos = ['9,9,9,9,9', '9,9,5,0,0', null, '5,5,5,5,5', '2,5,5,5,5'];
    expect(streakOf('BIG_SMALL', winNos)).toEqual({ value: 'BIG', length: 3 });
    expect(streakOf('ODD_EVEN', winNos)).toEqual({ value: 'ODD', length: 3 });
    expect(streakOf('BIG_SMALL', ['0,0,0,0,1', '9,9,9,9,9'])).toEqual({ value: 'SMALL', length: 1 });
    expect(streakOf('BIG_SMALL', [null, null])).toBeNull();
    expect(streakOf('ODD_EVEN', [])).toBeNull();
  });
  it('uses the same outcome a BIG_SMALL or ODD_EVEN ticket settles on (sum 22 small, 23 big)', () => {
    expect(sumOutcome('BIG_SMALL', '4,4,4,5,5')).toBe('SMALL');
    expect(sumOutcome('BIG_SMALL', '4,4,5,5,5')).toBe('BIG');
    expect(sumOutcome('ODD_EVEN', '4,4,5,5,5')).toBe('ODD');
  });
});
