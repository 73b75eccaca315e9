import type { OpsVipLevel, VipKeepInput, VipKeepRule } from '@arcadia/contract/reward-centre';

/** One level's row as typed: off (never demoted) or a period with the deposits and bets that keep it. */
export type KeepRow = { on: boolean; periodDays: string; deposit: string; validBet: string };
export type KeepErrors = Record<number, Partial<Record<'periodDays' | 'deposit' | 'validBet', string>>>;

const AMOUNT = /^\d{1,20}(\.\d{1,4})?$/;
const trimZeros = (v: string) => (v.includes('.') ? v.replace(/\.?0+$/, '') : v);

/** The form's rows from the levels and the rules in force (a level without a rule starts off, at 30 days). */
export function keepRows(levels: OpsVipLevel[], rules: VipKeepRule[]): Record<number, KeepRow> {
  return Object.fromEntries(
    levels.map((l) => {
      const rule = rules.find((r) => r.labelId === l.labelId);
      const row: KeepRow = rule
        ? { on: true, periodDays: String(rule.periodDays), deposit: trimZeros(rule.deposit), validBet: trimZeros(rule.validBet) }
        : { on: false, periodDays: '30', deposit: '', validBet: '' };
      return [l.labelId, row];
    }),
  );
}

/**
 * The rules to save, or the errors by level and field (i18n keys of `reward-centre/console`). A rule
 * asking for nothing (no deposit, no bet) would keep everyone: it is refused rather than saved.
 */
export function checkKeep(
  levels: OpsVipLevel[],
  rows: Record<number, KeepRow>,
): { ok: true; value: VipKeepInput } | { ok: false; errors: KeepErrors } {
  const errors: KeepErrors = {};
  const rules: VipKeepRule[] = [];
  for (const l of levels) {
    const row = rows[l.labelId];
    if (!row?.on) continue;
    const e: KeepErrors[number] = {};
    const days = row.periodDays.trim();
    if (!/^\d{1,3}$/.test(days) || Number(days) < 1 || Number(days) > 365) e.periodDays = 'keep.errors.period';
    const deposit = row.deposit.trim() || '0';
    const validBet = row.validBet.trim() || '0';
    if (!AMOUNT.test(deposit)) e.deposit = 'keep.errors.amount';
    if (!AMOUNT.test(validBet)) e.validBet = 'keep.errors.amount';
    if (!e.deposit && !e.validBet && Number(deposit) === 0 && Number(validBet) === 0) e.deposit = 'keep.errors.nothing';
    if (Object.keys(e).length) errors[l.labelId] = e;
    else rules.push({ labelId: l.labelId, periodDays: Number(days), deposit, validBet });
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { rules } };
}
