import { createHash, createHmac } from 'node:crypto';
import { Big } from '@arcadia/contract';
import { PLINKO_MIN_RTP, PLINKO_PAYTABLE, PLINKO_RISKS, PLINKO_ROWS, PLINKO_RTP } from '@arcadia/contract/house-games';
import { describe, expect, it } from 'vitest';
import { plinkoOutcome, plinkoRtp } from '../house-games.plinko.js';
import { fundedPlayer } from './http.fixture.js';
import { sfc32 } from './sfc32.js';

/**
 * arcadia-plinko (issue 26, ADR 062). The re-implementation follows the ADR's text with
 * node:crypto and big.js only, not the engine: row i goes right when bit i of the MAC (bytes in
 * order, each from its top bit) is 1; the slot is the count of right turns; the pay is the table's.
 */
function adrPlinko(serverSeed: string, clientSeed: string, nonce: number, rows: 8 | 12 | 16, risk: 'low' | 'medium' | 'high') {
  const mac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  const path: number[] = [];
  for (let i = 0; i < rows; i++) path.push((mac[i >> 3]! >> (7 - (i % 8))) & 1);
  const slot = path.filter((b) => b === 1).length;
  return { path, slot, payout: PLINKO_PAYTABLE[rows][risk][slot] };
}

const binomial = (n: number, k: number) => {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
};

describe('plinko: the documented tables', () => {
  it('each of the nine tables is symmetric, has rows + 1 slots, and returns exactly its stated RTP (all within 98.9%–99.2%)', () => {
    for (const rows of PLINKO_ROWS)
      for (const risk of PLINKO_RISKS) {
        const pays = PLINKO_PAYTABLE[rows][risk];
        expect(pays).toHaveLength(rows + 1);
        expect([...pays].reverse()).toEqual(pays);
        // Exact: Σ C(rows, k) × pay[k] in Big, over 2^rows.
        const sum = pays.reduce((s, pay, k) => s.plus(new Big(pay).times(binomial(rows, k).toString())), new Big(0));
        const exact = sum.div(2 ** rows);
        expect(exact.eq(PLINKO_RTP[rows][risk])).toBe(true);
        expect(plinkoRtp({ rows, risk })).toBeCloseTo(Number(exact), 12);
        expect(exact.gte('0.989') && exact.lte('0.992')).toBe(true);
      }
    expect(PLINKO_MIN_RTP).toBe(0.9890625);
  });

  const tables = PLINKO_ROWS.flatMap((rows) => PLINKO_RISKS.map((risk) => [rows, risk] as const));
  it.each(tables)('simulates 1,000,000 balls on %i rows, %s risk, within four standard deviations of the exact RTP', (rows, risk) => {
    const words = sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, 20260604 + rows);
    const BALLS = 1_000_000;
    const pays = PLINKO_PAYTABLE[rows][risk].map(Number);
    let paid = 0;
    for (let n = 0; n < BALLS; n++) paid += pays[plinkoOutcome(words(), { rows, risk }).slot]!;
    const rtp = PLINKO_RTP[rows][risk];
    // The deviation of one ball's pay, from the table itself.
    const variance = pays.reduce((s, m, k) => s + (Number(binomial(rows, k)) / 2 ** rows) * (m - rtp) ** 2, 0);
    expect(Math.abs(paid / BALLS - rtp)).toBeLessThan(4 * Math.sqrt(variance / BALLS));
  });

  it('the engine reads row i from bit 31 − i of word 0', () => {
    const o = plinkoOutcome([0b1010_0000_0000_0000_0000_0000_0000_0000, 0, 0, 0, 0, 0, 0, 0], { rows: 8, risk: 'low' });
    expect(o).toEqual({ kind: 'plinko', rows: 8, risk: 'low', path: [1, 0, 1, 0, 0, 0, 0, 0], slot: 2, payout: '1.1' });
    expect(plinkoOutcome([0xffffffff], { rows: 16, risk: 'high' }).payout).toBe('1000');
  });
});

describe('plinko over HTTP', () => {
  const player = fundedPlayer('100', 'plinko-test-fund');
  const { post } = player;

  it('a drop moves the bet and the win through the ledger; the revealed seed reproduces it by the ADR alone', async () => {
    const rounds: { nonce: number; rows: 8 | 12 | 16; risk: 'low' | 'medium' | 'high'; path: number[]; slot: number; payout: string }[] =
      [];
    for (let i = 0; i < 12; i++) {
      const pick = { rows: PLINKO_ROWS[i % 3]!, risk: PLINKO_RISKS[Math.floor(i / 3) % 3]! };
      const r = await post('/wps/house/plinko/drop', { amount: '1.00', key: `plinko-${i}`, plinko: pick });
      expect(r.success).toBe(true);
      const { round } = r.value;
      expect(round.outcome).toMatchObject({ kind: 'plinko', ...pick });
      expect(round.win).toBe(new Big(round.outcome.payout).toFixed(4));
      rounds.push({ nonce: round.nonce, ...pick, path: round.outcome.path, slot: round.outcome.slot, payout: round.outcome.payout });
    }
    expect((await player.t.features.wallet.service.reconcile(player.ids.merchantId)).ok).toBe(true);

    const rotated = await post('/wps/house/seed/rotate', {});
    const { serverSeed, serverSeedHash, clientSeed } = rotated.value.revealed;
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(serverSeedHash);
    for (const r of rounds)
      expect(adrPlinko(serverSeed, clientSeed, r.nonce, r.rows, r.risk)).toEqual({ path: r.path, slot: r.slot, payout: r.payout });
    const last = rounds.at(-1)!;
    const verified = await post('/wps/house/verify', {
      game: 'arcadia-plinko',
      serverSeed,
      clientSeed,
      nonce: last.nonce,
      plinko: { rows: last.rows, risk: last.risk },
    });
    expect(verified.value.outcome).toMatchObject({ path: last.path, slot: last.slot });
    expect(verified.value.multiplier).toBe(new Big(last.payout).toString());
  });

  it('no rows and risk is refused in the member language and moves nothing', async () => {
    const before = (await player.t.features.wallet.service.balance(player.ids.merchantId, player.ids.memberId)).balance;
    const r = await post('/wps/house/plinko/drop', { amount: '1.00', key: 'plinko-bad' }, 'JA');
    expect(r).toMatchObject({
      success: false,
      errorCode: 'house_plinko_invalid',
      message: '列数（8・12・16）とリスク（低・中・高）を選んでください。',
    });
    const rows = await post('/wps/house/plinko/drop', { amount: '1.00', key: 'plinko-bad-2', plinko: { rows: 10, risk: 'low' } });
    expect(rows.success).toBe(false);
    expect((await player.t.features.wallet.service.balance(player.ids.merchantId, player.ids.memberId)).balance).toEqual(before);
  });

  it('trial credits play plinko too, without the wallet', async () => {
    const { trialId } = (await post('/wps/house/trial', {})).value;
    const r = await post('/wps/house/plinko/drop', { amount: '10.00', key: 'plinko-trial-1', trialId, plinko: { rows: 16, risk: 'high' } });
    expect(r.value.round.mode).toBe('trial');
    expect(r.value.balance).toBe(new Big('2000').minus(10).plus(r.value.round.win).toFixed(4));
  });
});
