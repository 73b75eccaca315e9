import { createHash, createHmac } from 'node:crypto';
import { Big } from '@arcadia/contract';
import { DICE, DICE_RTP, diceMultiplier, diceWinning } from '@arcadia/contract/house-games';
import { describe, expect, it } from 'vitest';
import { fundedPlayer } from './http.fixture.js';

/**
 * arcadia-dice (issue 26, ADR 061). The re-implementation below follows the ADR's text with
 * node:crypto only, not the engine, so a change to the engine that the ADR does not describe fails.
 */
function adrDice(serverSeed: string, clientSeed: string, nonce: number, target: number, over: boolean) {
  const mac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  const roll = Math.floor((mac.readUInt32BE(0) * 10000) / 2 ** 32);
  const winning = over ? 9999 - target : target;
  const won = over ? roll > target : roll < target;
  // (1 − 0.01) × 10000 / winning, cut to 4 decimals, in exact integer arithmetic.
  const payout = new Big(99_000_000).div(winning).round(0, Big.roundDown).div(10_000).toFixed(4);
  return { roll, won, payout };
}

describe('dice: the documented algorithm', () => {
  it('pays (1 − edge) × 10000 / winning rolls, cut to 4 decimals; the exact RTP of every pick is 99% less the cut', () => {
    expect(diceMultiplier(4950)).toBe('2.0000');
    expect(diceMultiplier(100)).toBe('99.0000');
    expect(diceMultiplier(9800)).toBe('1.0102');
    expect(diceMultiplier(3333)).toBe('2.9702');
    for (let winning = DICE.minWinning; winning <= DICE.maxWinning; winning++) {
      const rtp = (Number(diceMultiplier(winning)) * winning) / DICE.rolls;
      expect(rtp).toBeLessThanOrEqual(DICE_RTP + 1e-12);
      expect(rtp).toBeGreaterThan(DICE_RTP - 0.0001);
    }
  });

  it('refuses picks outside 1%–98% and fractional targets', () => {
    expect(diceWinning(99, false)).toBeNull();
    expect(diceWinning(100, false)).toBe(100);
    expect(diceWinning(9899, true)).toBe(100);
    expect(diceWinning(9900, true)).toBeNull();
    expect(diceWinning(199, true)).toBe(9800);
    expect(diceWinning(198, true)).toBeNull();
    expect(diceWinning(50.5, true)).toBeNull();
    expect(diceWinning(-1, true)).toBeNull();
  });
});

describe('dice over HTTP', () => {
  const player = fundedPlayer('100', 'dice-test-fund');
  const { post } = player;

  it('a roll moves the bet and the win through the ledger; the revealed seed reproduces it by the ADR alone', async () => {
    const rounds: { nonce: number; target: number; over: boolean; roll: number; won: boolean; payout: string; win: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const pick = { target: 1000 + i * 700, over: i % 2 === 0 };
      const r = await post('/wps/house/dice/roll', { amount: '1.00', key: `dice-${i}`, dice: pick });
      expect(r.success).toBe(true);
      const { round } = r.value;
      expect(round.outcome).toMatchObject({ kind: 'dice', target: pick.target, over: pick.over });
      expect(round.win).toBe(round.outcome.won ? new Big(round.outcome.payout).toFixed(4) : '0.0000');
      rounds.push({ nonce: round.nonce, ...pick, ...round.outcome, win: round.win });
    }
    expect((await player.t.features.wallet.service.reconcile(player.ids.merchantId)).ok).toBe(true);

    const rotated = await post('/wps/house/seed/rotate', {});
    const { serverSeed, serverSeedHash, clientSeed } = rotated.value.revealed;
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(serverSeedHash);
    for (const r of rounds) {
      const again = adrDice(serverSeed, clientSeed, r.nonce, r.target, r.over);
      expect(again).toEqual({ roll: r.roll, won: r.won, payout: r.payout });
    }
    // The verify call says the same for the last round.
    const last = rounds.at(-1)!;
    const verified = await post('/wps/house/verify', {
      game: 'arcadia-dice',
      serverSeed,
      clientSeed,
      nonce: last.nonce,
      dice: { target: last.target, over: last.over },
    });
    expect(verified.value.outcome).toMatchObject({ roll: last.roll, won: last.won });
  });

  it('a pick outside 1%–98%, or none, is refused in the member language and moves nothing', async () => {
    const before = (await player.t.features.wallet.service.balance(player.ids.merchantId, player.ids.memberId)).balance;
    for (const dice of [{ target: 50, over: false }, { target: 9950, over: true }, undefined]) {
      const r = await post('/wps/house/dice/roll', { amount: '1.00', key: `bad-${JSON.stringify(dice)}`, ...(dice ? { dice } : {}) }, 'CN');
      expect(r).toMatchObject({ success: false, errorCode: 'house_dice_invalid', message: '请选择 1% 到 98% 之间的胜率。' });
    }
    const fractional = await post('/wps/house/dice/roll', { amount: '1.00', key: 'bad-frac', dice: { target: 50.5, over: true } });
    expect(fractional.success).toBe(false);
    expect((await player.t.features.wallet.service.balance(player.ids.merchantId, player.ids.memberId)).balance).toEqual(before);
  });

  it('trial credits play dice too, without the wallet', async () => {
    const start = await post('/wps/house/trial', {});
    const { trialId } = start.value;
    const r = await post('/wps/house/dice/roll', { amount: '10.00', key: 'dice-trial-1', trialId, dice: { target: 5000, over: false } });
    expect(r.value.round.mode).toBe('trial');
    expect(r.value.balance).toBe(new Big('2000').minus(10).plus(r.value.round.win).toFixed(4));
  });
});
