import { buildLoginSchema, type LoginInput, type LoginPayload } from '@arcadia/contract/session';

/** The three login tabs of spec 000 §2; 'mobile' is a password login by mobile number. */
export const LOGIN_TABS = ['username', 'sms', 'mobile'] as const;
export type LoginTab = (typeof LOGIN_TABS)[number];

/** What the login form holds. On the SMS tab `password` holds the SMS code. */
export type LoginForm = {
  tab: LoginTab;
  username: string;
  password: string;
  mobileNum: string;
  countryDialingCode: string;
  captcha: string;
};
export type LoginField = 'username' | 'password' | 'mobileNum' | 'countryDialingCode' | 'captcha';
/** Field → message key (a key of the session namespace, e.g. in_incorrect_password). */
export type LoginErrors = Partial<Record<LoginField, string>>;

export const emptyLoginForm = (tab: LoginTab = 'username', countryDialingCode = ''): LoginForm => ({
  tab,
  username: '',
  password: '',
  mobileNum: '',
  countryDialingCode,
  captcha: '',
});

/** Maps the form to the login payload of spec 000 §3 (before validation). */
export function toLoginPayload(form: LoginForm): LoginInput {
  const captcha = form.captcha.trim() ? { captcha: form.captcha.trim() } : {};
  const cc = form.countryDialingCode.trim() ? { countryDialingCode: form.countryDialingCode.trim() } : {};
  switch (form.tab) {
    case 'username':
      return { type: 'username', username: form.username, password: form.password, ...captcha };
    case 'mobile':
      return { type: 'username', ...cc, mobileNum: form.mobileNum, password: form.password, ...captcha };
    case 'sms':
      return { type: 'sms', ...cc, mobileNum: form.mobileNum, password: form.password, ...captcha };
  }
}

const schema = buildLoginSchema();

/** Keys for the schema's built-in checks (e.g. an over-long value), which carry no message key. */
const FALLBACK_KEYS: Partial<Record<LoginField, string>> = {
  mobileNum: 'br_enright_cphone',
  countryDialingCode: 'br_enright_cphone',
  captcha: 'captcha_incorrect',
};

/**
 * Validates with the very schema the server uses, so the form accepts exactly what the server
 * accepts. Issues come back keyed by the form field they belong to.
 */
export function validateLoginForm(form: LoginForm): { ok: true; payload: LoginPayload } | { ok: false; errors: LoginErrors } {
  const parsed = schema.safeParse(toLoginPayload(form));
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'password') as LoginField;
    const key = issue.code === 'custom' ? issue.message : (FALLBACK_KEYS[field] ?? 'in_incorrect_password');
    errors[field] ??= key;
  }
  return { ok: false, errors };
}
