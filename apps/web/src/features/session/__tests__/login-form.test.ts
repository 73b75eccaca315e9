import { buildLoginSchema } from '@arcadia/contract/session';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyLoginForm, LOGIN_TABS, type LoginForm, toLoginPayload, validateLoginForm } from '../hooks/login-form';

const server = buildLoginSchema();
/** What the server receives: the payload after JSON encoding (and decryption). */
const wire = (form: LoginForm) => JSON.parse(JSON.stringify(toLoginPayload(form))) as unknown;

const noise = fc.string({ maxLength: 24 });
const form = fc.record<LoginForm>({
  tab: fc.constantFrom(...LOGIN_TABS),
  username: fc.oneof(noise, fc.stringMatching(/^ ?[A-Za-z0-9]{4,15} ?$/)),
  password: fc.oneof(noise, fc.stringMatching(/^\S{4,18}$/), fc.stringMatching(/^\d{6}$/)),
  mobileNum: fc.oneof(noise, fc.stringMatching(/^ ?\d{8,18} ?$/)),
  countryDialingCode: fc.oneof(fc.constantFrom('', '86', '+86', '1', '1234', ' 55 '), noise),
  captcha: fc.oneof(fc.constant(''), fc.stringMatching(/^[a-z0-9]{4}$/), noise),
});

/** Spec 000 §5 written out by hand, as an independent oracle for the tab → payload mapping. */
function specVerdict(f: LoginForm): boolean {
  const fits = (v: string, min: number, max: number, re: RegExp) => v.length >= min && v.length <= max && re.test(v);
  const captchaOk = f.captcha.trim().length <= 10;
  const cc = f.countryDialingCode.trim();
  const ccOk = cc.length <= 5 && (cc.replace(/^\+/, '') === '' || fits(cc.replace(/^\+/, ''), 1, 3, /^[0-9]+$/));
  const mobileOk = f.mobileNum.length <= 20 && fits(f.mobileNum.trim(), 10, 16, /^[0-9]+$/);
  const passwordOk = f.password.length <= 128 && fits(f.password, 6, 16, /^\S+$/);
  if (!captchaOk) return false;
  switch (f.tab) {
    case 'username':
      return f.username.length <= 64 && fits(f.username.trim(), 6, 13, /^[A-Za-z0-9]+$/) && passwordOk;
    case 'mobile':
      return ccOk && mobileOk && passwordOk;
    case 'sms':
      return ccOk && mobileOk && f.password.length <= 128 && fits(f.password, 1, 10, /^.+$/);
  }
}

describe('login form validation', () => {
  it('gives exactly the verdict of the server schema on the payload it sends (property)', () => {
    fc.assert(
      fc.property(form, (f) => {
        expect(validateLoginForm(f).ok).toBe(server.safeParse(wire(f)).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('matches the spec 000 §5 rules tab by tab (property)', () => {
    fc.assert(
      fc.property(form, (f) => {
        expect(validateLoginForm(f).ok).toBe(specVerdict(f));
      }),
      { numRuns: 2000 },
    );
  });

  it('sends what the server will read: an accepted payload parses to the same value there (property)', () => {
    fc.assert(
      fc.property(form, (f) => {
        const checked = validateLoginForm(f);
        if (checked.ok) expect(server.parse(JSON.parse(JSON.stringify(checked.payload)))).toEqual(checked.payload);
      }),
      { numRuns: 1000 },
    );
  });

  it('maps each tab to its payload shape', () => {
    const base = { ...emptyLoginForm(), username: 'player01', password: 'abc12345', mobileNum: '13800000001', countryDialingCode: '86' };
    expect(toLoginPayload({ ...base, tab: 'username' })).toEqual({ type: 'username', username: 'player01', password: 'abc12345' });
    expect(toLoginPayload({ ...base, tab: 'mobile' })).toEqual({
      type: 'username',
      countryDialingCode: '86',
      mobileNum: '13800000001',
      password: 'abc12345',
    });
    expect(toLoginPayload({ ...base, tab: 'sms', password: '123456', captcha: ' ab12 ' })).toEqual({
      type: 'sms',
      countryDialingCode: '86',
      mobileNum: '13800000001',
      password: '123456',
      captcha: 'ab12',
    });
  });

  it('reports the spec message keys on the fields they concern', () => {
    expect(validateLoginForm({ ...emptyLoginForm(), username: 'ab' })).toEqual({
      ok: false,
      errors: { username: 'in_incorrect_password', password: 'in_incorrect_password' },
    });
    expect(validateLoginForm({ ...emptyLoginForm('sms'), mobileNum: '123', password: '1' })).toEqual({
      ok: false,
      errors: { mobileNum: 'br_enright_cphone' },
    });
  });
});
