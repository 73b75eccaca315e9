import { buildRegisterSchema, type RegisterInput, type RegisterOptions, registerFields } from '@arcadia/contract/registration';
import type { RegisterRule } from '@arcadia/contract/system';

export type RegisterValues = Record<string, string>;

/** The form's inputs in display order, plus the trailing captcha (spec 000 §3). */
export const formFields = (rules: readonly RegisterRule[], opts: RegisterOptions) => registerFields(rules, opts);

/** What the form sends: only the fields it shows, so a hidden field can never block a registration. */
export function toInput(
  rules: readonly RegisterRule[],
  opts: RegisterOptions,
  values: RegisterValues,
  extra: {
    agreed: boolean;
    affiliateCode?: string;
    referralCode?: string;
    promoCode?: string;
    firebase?: { channel: string; idToken: string } | null;
  },
): RegisterInput {
  const out: Record<string, unknown> = { captcha: values.captcha ?? '', agreed: extra.agreed, registerMethod: 'WEB' };
  for (const f of registerFields(rules, opts)) out[f.key] = values[f.key] ?? '';
  if ('mobileNum' in out && values.countryDialingCode) out.countryDialingCode = values.countryDialingCode;
  if (extra.affiliateCode) out.affiliateCode = extra.affiliateCode;
  if (extra.referralCode) out.referralCode = extra.referralCode;
  if (extra.promoCode?.trim()) out.promoCode = extra.promoCode.trim();
  if (extra.firebase) Object.assign(out, { firebaseChannel: extra.firebase.channel, firebaseIdToken: extra.firebase.idToken });
  if (typeof window !== 'undefined')
    Object.assign(out, { domain: window.location.hostname, registerUrl: window.location.href.slice(0, 1024) });
  return out as RegisterInput;
}

/**
 * The message key per field, from the one rules engine the server also uses. `only` limits it
 * to the fields the visitor has left (checked on blur); the first failing field comes first.
 */
export function fieldErrors(
  rules: readonly RegisterRule[],
  opts: RegisterOptions,
  input: RegisterInput,
  only?: ReadonlySet<string>,
): { errors: Record<string, string>; order: string[] } {
  const parsed = buildRegisterSchema(rules, opts).safeParse(input);
  const errors: Record<string, string> = {};
  const order: string[] = [];
  if (parsed.success) return { errors, order };
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (only && !only.has(key)) continue;
    if (!(key in errors)) {
      errors[key] = issue.message;
      order.push(key);
    }
  }
  return { errors, order };
}
