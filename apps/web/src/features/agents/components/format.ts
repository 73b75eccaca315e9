import { formatMoney } from '@arcadia/contract';

/** Team figures in en-US grouping with two decimals (spec 001 §9); the currency is shown by the header. */
export const amount = (value: string) => formatMoney(value, { currency: '', currencySymbol: '', currencyPosition: '' });
export const day = (iso: string) => iso.slice(0, 10);
export const hour = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
