import { Big, testOperatorPattern } from '@arcadia/contract';
import { POINTS_LIMITS, type Reward } from '@arcadia/contract/points';

/** The more expander (spec 001 §2): 3 per type on All, 7 when a type is chosen, 1000 once expanded. */
export function visibleCount(typeChosen: boolean, expanded: boolean): number {
  if (expanded) return POINTS_LIMITS.perTypeExpanded;
  return typeChosen ? POINTS_LIMITS.perTypeChosen : POINTS_LIMITS.perTypeDefault;
}

/** Spec 001 §5: quantity is an integer clamped between 1 and the inventory. */
export function clampQuantity(value: number | string, inventory: number): number {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.max(1, Math.min(n, Math.max(inventory, 1)));
}

/** Spec 001 §4: an item without a point price is always points plus money. */
export function redeemTypeOf(reward: Reward, wanted: 'P' | 'PM'): 'P' | 'PM' {
  if (reward.price === null) return 'PM';
  if (reward.mpPointAmount === null || reward.mpMoneyAmount === null) return 'P';
  return wanted;
}

/** What a redemption costs: points-only pays 0 money; otherwise quantity × the money amount. */
export function costOf(reward: Reward, type: 'P' | 'PM', quantity: number): { points: string; money: string } {
  const unitPoints = type === 'P' ? reward.price : reward.mpPointAmount;
  const unitMoney = type === 'P' ? '0' : reward.mpMoneyAmount;
  return {
    points: new Big(unitPoints ?? 0).times(quantity).toFixed(0),
    money: new Big(unitMoney ?? 0).times(quantity).toFixed(2),
  };
}

/** Spec 001 §9: rates are shown ×100 with 2 decimals. */
export const rateText = (rate: string) => new Big(rate).times(100).toFixed(2);
/** Spec 001 §9: a point balance is shown with 0 decimals (never rounded up). */
export const pointsText = (points: string) => new Big(points).round(0, Big.roundDown).toFixed(0);

/** Spec 001 §5: convert at least 1; a blur resets a lower (or unreadable) value to 1. */
export function convertOnBlur(value: string): string {
  const n = Number(value);
  return !value.trim() || !Number.isFinite(n) || n < POINTS_LIMITS.convertMinimum ? String(POINTS_LIMITS.convertMinimum) : value.trim();
}

/** Phone per the merchant's mobile rule, else 11 digits (spec 001 §5). */
export function phoneFits(phone: string, rule: { pattern: string; min: number; max: number } | null): boolean {
  if (!rule) return /^\d{11}$/.test(phone);
  if (phone.length < rule.min || phone.length > rule.max || !/^\d+$/.test(phone)) return false;
  // Linear time; the server refuses what a misconfigured pattern cannot check, so the form does too (ADR 038).
  return testOperatorPattern(rule.pattern, phone);
}

const DAY_MS = 86_400_000;
/** A picked date (yyyy-mm-dd, local) as the ms of its start. */
export const dayStart = (date: string) => new Date(`${date}T00:00:00`).getTime();
/** Spec 001 §5: at most 30 days; the end date is extended by 86399000 ms. */
export function rangeOf(start: string, end: string): { startDate: number; endDate: number } | 'too-long' | 'reversed' {
  const s = dayStart(start);
  const e = dayStart(end);
  if (e < s) return 'reversed';
  if (e - s > POINTS_LIMITS.maxRangeDays * DAY_MS) return 'too-long';
  return { startDate: s, endDate: e + POINTS_LIMITS.rangeEndExtensionMs };
}
/** The default range: the last 7 days up to today. */
export function defaultRange(now = new Date()): { start: string; end: string } {
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { start: iso(new Date(now.getTime() - 6 * DAY_MS)), end: iso(now) };
}

/** The carousel's next index: it loops only when there are more than 5 images (spec 001 §2). */
export function stepImage(index: number, count: number, step: 1 | -1): number {
  const loops = count > POINTS_LIMITS.carouselLoopAbove;
  const next = index + step;
  if (next < 0) return loops ? count - 1 : 0;
  if (next >= count) return loops ? 0 : count - 1;
  return next;
}

/** Chinese readers see chineseName; everyone else name. */
export const localName = (item: { name: string; chineseName: string }, language: string) =>
  (language === 'CN' || language === 'TW') && item.chineseName ? item.chineseName : item.name;
