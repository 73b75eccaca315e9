import { DEFAULT_REGISTER_RULES } from '@arcadia/contract/system';
import { describe, expect, it } from 'vitest';
import { fieldErrors, formFields, toInput } from '../hooks/register-form';
import { countdownFor } from '../hooks/use-register-sms';

const rules = [...DEFAULT_REGISTER_RULES];
const byUsername = { mode: 'username' as const, passwordOnMobile: true, smsVerification: true };
const byMobile = { mode: 'mobile' as const, passwordOnMobile: false, smsVerification: true };

describe('registration form', () => {
  it('shows the fields in spec 000 §3 order; phone registration drops username and, when off, password', () => {
    expect(formFields(rules, byUsername).map((f) => f.key)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'nickname',
    ]);
    expect(formFields(rules, byMobile).map((f) => f.key)).toEqual(['mobileNum', 'verificationCode', 'nickname']);
  });

  it('checks only the fields the visitor has left (on blur), with the spec message keys', () => {
    const input = toInput(rules, byUsername, { username: 'ab', password: 'abc12345', confirmPassword: 'x' }, { agreed: false });
    expect(fieldErrors(rules, byUsername, input, new Set(['username'])).errors).toEqual({ username: 'in_please_information' });
    const all = fieldErrors(rules, byUsername, input);
    // the first failing field in the §5 order is where focus goes
    expect(all.order.slice(0, 3)).toEqual(['username', 'mobileNum', 'confirmPassword']);
    expect(all.errors.agreed).toBe('in_register_agreed');
  });

  it('sends only the shown fields, so a hidden one never blocks a registration', () => {
    const input = toInput(rules, byMobile, { username: 'ignored', mobileNum: '13900000000', password: 'x' }, { agreed: true });
    expect(input).not.toHaveProperty('username');
    expect(input).not.toHaveProperty('password');
    const withCc = toInput(rules, byMobile, { mobileNum: '13900000000', countryDialingCode: '855' }, { agreed: true });
    expect(withCc).toMatchObject({ countryDialingCode: '855', mobileNum: '13900000000' });
  });

  it('counts down 60 s after the first code and 120 s after later ones', () => {
    expect([1, 2, 3].map(countdownFor)).toEqual([60, 120, 120]);
  });
});
