import type { Clock } from '../platform/clock.js';
import type { Db } from '../platform/db/client.js';
import { createAccountsFeature } from './accounts/index.js';
import { createCaptchaFeature } from './captcha/index.js';
import type { FeatureOptions } from './feature-options.js';
import { createKycFeature } from './kyc/index.js';
import { createPasswordRecoveryFeature } from './password-recovery/index.js';
import { createRegistrationFeature } from './registration/index.js';
import { createSessionFeature } from './session/index.js';
import { createSocialSignInFeature } from './social-sign-in/index.js';
import { createSystemFeature } from './system/index.js';
import { createTwoFactorFeature } from './two-factor/index.js';
import { createVerificationFeature } from './verification/index.js';

/**
 * The first stage of the composition root (features/index.ts): the merchant settings and who a
 * member is — accounts, sign-in, registration, recovery, two-factor. Everything later builds on it.
 */
export async function composeIdentity(db: Db, clock: Clock, options: FeatureOptions) {
  const system = await createSystemFeature(db, options.listen, clock, options.jwePrivateKeyPem);
  const captcha = createCaptchaFeature(
    db,
    clock,
    { switches: (m) => system.service.whitelabel(m) },
    { render: options.captchaRenderer, puzzle: options.puzzleRenderer, geetest: options.geetest },
  );
  const verification = createVerificationFeature(db, clock);
  const accounts = createAccountsFeature(db, clock, { flags: (m) => system.service.whitelabel(m) });
  const smsSettings = async (m: number) => (await system.service.merchant(m)).sms;
  const mobileCountryCode = (m: number, given: string | undefined) => system.service.mobileCountryCode(m, given);
  // Built first: the recovery feature owns the mailer (SMTP or the outbox) that two-factor also uses.
  let endSessions: (m: number, memberId: number) => Promise<void> = async () => {};
  const recovery = createPasswordRecoveryFeature(
    db,
    clock,
    {
      findMember: (m, account) => accounts.service.findByAccount(m, account),
      setPassword: async (m, memberId, password) =>
        accounts.service.setPassword(m, memberId, password, (await system.service.securityPolicy(m)).passwordExpiryDays),
      endSessions: (m, memberId) => endSessions(m, memberId),
      mobileCountryCode,
      requestCode: async (m, phone, language, deliver) =>
        verification.service.requestCode(m, 'recovery', phone, await smsSettings(m), language, deliver),
      verifyCode: (m, phone, code) => verification.service.verify(m, 'recovery', phone, code),
      beforeSend: (m, key, slider) => captcha.policy.beforeSms(m, key, slider),
    },
    { smtpUrl: options.smtpUrl, mailFrom: options.mailFrom },
  );
  const twoFactor = createTwoFactorFeature(db, clock, options.totpSecrets, {
    member: (m, memberId) => accounts.service.get(m, memberId),
    checkPassword: async (m, memberId, password) => {
      const member = await accounts.service.get(m, memberId);
      return (await accounts.service.authenticate(m, { account: member.account }, password)).ok;
    },
    setEmail: (m, memberId, email) => accounts.service.setEmail(m, memberId, email),
    requestSms: async (m, purpose, phone, language) => verification.service.requestCode(m, purpose, phone, await smsSettings(m), language),
    beforeSms: (m, key, slider) => captcha.policy.beforeSms(m, key, slider),
    verifySms: (m, purpose, phone, code) => verification.service.verify(m, purpose, phone, code),
    mobileCountryCode,
    issuer: async (m) => (await system.service.merchant(m)).name,
    mailer: recovery.mailer,
  });
  const socialSignIn = createSocialSignInFeature(db, clock, { flags: (m) => system.service.whitelabel(m) });
  const session = await createSessionFeature(db, options.listen, clock, {
    social: socialSignIn.service,
    accounts: accounts.service,
    captcha: captcha.policy.signIn,
    codes: verification.service,
    policy: (m) => system.service.securityPolicy(m),
    flags: (m) => system.service.whitelabel(m),
    mobileCountryCode,
    secondFactor: {
      methods: (m, memberId) => twoFactor.service.loginMethods(m, memberId),
      begin: (m, memberId) => twoFactor.service.begin(m, memberId),
      memberOf: (m, challenge) => twoFactor.service.memberOf(m, challenge),
      endChallenge: (challenge) => twoFactor.service.endChallenge(challenge),
      verify: (m, memberId, payload) =>
        twoFactor.service.verifyLogin(m, memberId, payload as Parameters<typeof twoFactor.service.verifyLogin>[2]),
    },
  });
  endSessions = async (m, memberId) => {
    await session.service.endAll(m, memberId);
  };
  // KYC's age rule is checked at registration; its money ports are wired in the money stage.
  const kyc = createKycFeature(db, clock);
  const registration = createRegistrationFeature(db, clock, {
    flags: (m) => system.service.whitelabel(m),
    rules: (m) => system.service.registerRules(m),
    defaultPassword: async (m) => (await system.service.securityPolicy(m)).defaultPassword,
    mobileCountryCode,
    accounts: accounts.service,
    captcha: captcha.policy.signIn,
    codes: {
      beforeSend: (m, key, slider) => captcha.policy.beforeSms(m, key, slider),
      send: async (m, phone, language) =>
        verification.service.requestCode(m, 'register', phone, (await system.service.merchant(m)).sms, language),
      verify: (m, purpose, phone, code) => verification.service.verify(m, purpose, phone, code),
    },
    signIn: (ctx, member) => session.service.signInNew(ctx, member),
    social: socialSignIn.service,
    age: {
      assert: (m, dob) => kyc.service.assertAge(m, dob),
      record: (m, memberId, dob) => kyc.service.recordBirth(m, memberId, dob),
    },
  });
  return { system, captcha, verification, accounts, recovery, twoFactor, socialSignIn, session, registration, kyc };
}

export type IdentityFeatures = Awaited<ReturnType<typeof composeIdentity>>;
