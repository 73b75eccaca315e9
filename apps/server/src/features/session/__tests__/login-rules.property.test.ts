import { buildLoginSchema } from '@arcadia/contract/session';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const alnum = fc.stringMatching(/^[A-Za-z0-9]{1,16}$/);
const digits = fc.stringMatching(/^[0-9]{0,18}$/);
const anything = fc.string({ maxLength: 20 });
const wild = fc.record(
  {
    type: fc.constantFrom('username' as const, 'sms' as const),
    username: fc.oneof(alnum, anything, fc.constant('')),
    password: fc.oneof(alnum, anything, fc.constant(''), fc.stringMatching(/^\S{15,18}$/)),
    mobileNum: fc.oneof(digits, anything),
    countryDialingCode: fc.oneof(fc.stringMatching(/^\+?[0-9]{0,6}$/), anything),
  },
  { requiredKeys: ['type'] },
);
// Near the boundaries of the default rules, so both verdicts come up often.
const nearValid = fc.record({
  type: fc.constant('username' as const),
  username: fc.stringMatching(/^[A-Za-z0-9]{5,14}$/),
  password: fc.stringMatching(/^\S{5,17}$/),
});
const payload = fc.oneof(wild, nearValid);

/**
 * The web form validates with buildLoginSchema() before it sends anything; this shows the server
 * draws the line in exactly the same place: what the schema rejects, the server rejects as a
 * validation failure (value null, spec message key) before looking at any account; what the
 * schema accepts, the server takes on to the credential check (value carries the captcha flag).
 */
describe('login rules: web form and server agree', () => {
  it('accept and reject the same inputs', async () => {
    const schema = buildLoginSchema();
    let n = 0;
    const verdicts = { accepted: 0, rejected: 0 };
    await fc.assert(
      fc.asyncProperty(payload, async (p) => {
        n++;
        const web = schema.safeParse(p);
        verdicts[web.success ? 'accepted' : 'rejected']++;
        const res = await login(t, 'acme', p, {}, `10.50.${Math.floor(n / 200)}.${n % 200}`);
        const serverRejectedAsInvalid = res.body.value === null;
        expect(serverRejectedAsInvalid).toBe(!web.success);
        // the same spec message key the form shows
        if (!web.success) expect(res.body.errorCode).toBe(web.error.issues[0]!.message);
        else expect(res.body.errorCode).not.toBe('invalid_request');
      }),
      // A fixed seed (FC_SEED to explore): the counts below must not depend on a lucky draw.
      { numRuns: 80, seed: Number(process.env.FC_SEED ?? 20261122) },
    );
    expect(verdicts.accepted).toBeGreaterThan(10);
    expect(verdicts.rejected).toBeGreaterThan(10);
  }, 120_000);
});
