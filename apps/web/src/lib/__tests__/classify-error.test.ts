import { ERROR_CODES, SESSION_INVALID_CODES, SILENT_CODES } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';
import { classifyError, warningText } from '../classify-error';

const https = 'https:';
const http = 'http:';

describe('classifyError (spec 000 §8)', () => {
  it('HTTP 401 opens the unauthorized dialog whatever the code', () => {
    expect(classifyError({ status: 401, errorCode: null, protocol: https })).toBe('unauthorized-dialog');
    expect(classifyError({ status: 401, errorCode: ERROR_CODES.unauthorized, protocol: http })).toBe('unauthorized-dialog');
    expect(classifyError({ status: 401, errorCode: ERROR_CODES.tokenIpDifferent, protocol: http })).toBe('unauthorized-dialog');
  });

  it('HTTP 502 is only logged', () => {
    expect(classifyError({ status: 502, errorCode: null, protocol: https })).toBe('log');
    expect(classifyError({ status: 502, errorCode: 'anything', protocol: http })).toBe('log');
  });

  it('HTTP 504 is silent over https, a timeout message otherwise', () => {
    expect(classifyError({ status: 504, errorCode: null, protocol: https })).toBe('silent');
    expect(classifyError({ status: 504, errorCode: null, protocol: http })).toBe('timeout');
  });

  it('a client-side timeout asks to retry', () => {
    expect(classifyError({ status: 0, errorCode: ERROR_CODES.timeoutRetryPlease, protocol: https })).toBe('timeout');
  });

  it.each(SESSION_INVALID_CODES)('session-invalid code %s opens a dialog that clears the session', (code) => {
    expect(classifyError({ status: 200, errorCode: code, protocol: https })).toBe('session-invalid-dialog');
    expect(classifyError({ status: 403, errorCode: code, protocol: http })).toBe('session-invalid-dialog');
  });

  it('lists exactly the four session-invalid codes of the catalogue', () => {
    expect([...SESSION_INVALID_CODES].sort()).toEqual([
      'CUSTOMER_NOT_LOGIN',
      'login.not.session',
      'token_ip_different',
      'user.or.token.invalid',
    ]);
  });

  it.each(SILENT_CODES)('silent code %s shows nothing', (code) => {
    expect(classifyError({ status: 200, errorCode: code, protocol: https })).toBe('silent');
  });

  it('covers both spellings of too-many-requests, also with HTTP 429', () => {
    expect(classifyError({ status: 429, errorCode: 'TOO_MANY_REQUESTS', protocol: https })).toBe('silent');
    expect(classifyError({ status: 429, errorCode: 'TOO_MANY_REQUEST', protocol: https })).toBe('silent');
  });

  it('vendor_under_maintenance shows the maintenance message', () => {
    expect(classifyError({ status: 200, errorCode: 'vendor_under_maintenance', protocol: https })).toBe('vendor-maintenance');
  });

  it('launch_game_balance_not_enough offers cancel and deposit', () => {
    expect(classifyError({ status: 200, errorCode: 'launch_game_balance_not_enough', protocol: https })).toBe('balance-not-enough');
  });

  it('domain_not_available opens the domain check modal', () => {
    expect(classifyError({ status: 200, errorCode: 'domain_not_available', protocol: https })).toBe('domain-check-failed');
  });

  it('anything else is a warning dialog', () => {
    expect(classifyError({ status: 200, errorCode: 'in_incorrect_password', protocol: https })).toBe('warning');
    expect(classifyError({ status: 400, errorCode: 'invalid_request', protocol: https })).toBe('warning');
    expect(classifyError({ status: 500, errorCode: null, protocol: https })).toBe('warning');
    expect(classifyError({ status: 0, errorCode: null, protocol: https })).toBe('warning');
    expect(classifyError({ status: 503, errorCode: 'site_under_maintenance', protocol: http })).toBe('warning');
  });

  it('status rules win over code rules', () => {
    expect(classifyError({ status: 502, errorCode: 'domain_not_available', protocol: https })).toBe('log');
    expect(classifyError({ status: 504, errorCode: 'launch_game_balance_not_enough', protocol: https })).toBe('silent');
  });
});

describe('warningText', () => {
  it('prefers the message, then the code, then the status text', () => {
    expect(warningText({ message: 'Bad', errorCode: 'x', status: 400, statusText: 'Bad Request' })).toBe('Bad');
    expect(warningText({ message: '', errorCode: 'x', status: 400, statusText: 'Bad Request' })).toBe('x');
    expect(warningText({ message: ' ', errorCode: null, status: 400, statusText: 'Bad Request' })).toBe('Bad Request');
    expect(warningText({ message: null, errorCode: null, status: 418, statusText: '' })).toBe('HTTP 418');
    expect(warningText({ message: null, errorCode: null, status: 0, statusText: null })).toBe('');
  });
});
