import { type BindRequired, SOCIAL_ERRORS, SOCIAL_FLAGS, type SocialClientConfig } from '@arcadia/contract/social-sign-in';
import type { Whitelabel } from '@arcadia/contract/system';
import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SocialSignInRepository } from './social-sign-in.repository.js';

export type Identity = { subject: string; email: string | null };
export type SocialPorts = { flags(merchantId: number): Promise<Whitelabel> };

/** Firebase Auth's web SDK: the scripts it loads for its sign-in popup, and the APIs it calls. */
const FIREBASE_SCRIPT_HOSTS = ['https://apis.google.com', 'https://www.gstatic.com'];
const FIREBASE_API_HOSTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com'];

/** Clock skew tolerated on exp/iat, as providers' and our clocks drift a little. */
const CLOCK_TOLERANCE_S = 30;

/**
 * Social sign-in: ID tokens from the merchant's identity provider, verified with jose against
 * its JWKS (signature), issuer, audience and expiry; identities bound to members.
 */
export class SocialSignInService {
  private readonly keySets = new Map<string, JWTVerifyGetKey>();

  constructor(
    private readonly repo: SocialSignInRepository,
    private readonly clock: Clock,
    private readonly ports: SocialPorts,
  ) {}

  async clientConfig(merchantId: number): Promise<SocialClientConfig> {
    const s = await this.repo.settings(merchantId);
    return { configured: !!s, scriptUrl: s?.scriptUrl ?? null, options: s?.options ?? {} };
  }

  /**
   * What the sign-in pages load for this merchant's provider (the page's Content-Security-Policy,
   * ADR 040): nothing unless configured; then its adapter script, and for Firebase Auth (tokens
   * issued by securetoken.google.com) the Google hosts its web SDK loads and calls.
   */
  async pageSources(merchantId: number): Promise<{ script: string[]; connect: string[] }> {
    const s = await this.repo.settings(merchantId);
    if (!s) return { script: [], connect: [] };
    const adapter = s.scriptUrl ? [s.scriptUrl] : [];
    const firebase = s.issuer.startsWith('https://securetoken.google.com/');
    return {
      script: [...adapter, ...(firebase ? FIREBASE_SCRIPT_HOSTS : [])],
      connect: [...adapter, ...(firebase ? FIREBASE_API_HOSTS : [])],
    };
  }

  /** Verifies an ID token; the error says which check failed. */
  async identify(merchantId: number, channel: string, idToken: string): Promise<Identity> {
    const s = await this.repo.settings(merchantId);
    if (!s) throw new AppError(SOCIAL_ERRORS.notConfigured);
    const flags = await this.ports.flags(merchantId);
    const flag = SOCIAL_FLAGS.find(([c]) => c === channel)?.[1];
    if (flag ? !flags[flag] : channel !== 'sms') throw new AppError(SOCIAL_ERRORS.channelOff);
    let keys = this.keySets.get(s.jwksUrl);
    if (!keys) {
      // jose caches the key set and refetches on an unknown kid (key rotation), at most every 30 s.
      keys = createRemoteJWKSet(new URL(s.jwksUrl), { timeoutDuration: 5000 });
      this.keySets.set(s.jwksUrl, keys);
    }
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: s.issuer,
        audience: s.audience,
        currentDate: this.clock.now(),
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const email = typeof payload.email === 'string' ? payload.email.slice(0, 255) : null;
      return { subject: String(payload.sub).slice(0, 255), email };
    } catch (e) {
      throw new AppError(tokenError(e));
    }
  }

  /** Whether a verified identity without a member may get one made for it (FIREBASECREATEACC3; registration asks). */
  async autoRegisterOpen(merchantId: number): Promise<boolean> {
    return (await this.ports.flags(merchantId)).FIREBASECREATEACC3;
  }

  /** The member bound to this identity, or bind_customer_required with what the member may do next. */
  async memberFor(merchantId: number, channel: string, idToken: string): Promise<number> {
    const who = await this.identify(merchantId, channel, idToken);
    const row = await this.repo.identity(merchantId, who.subject);
    if (row) return row.memberId;
    const flags = await this.ports.flags(merchantId);
    const value: BindRequired = {
      canRegister: flags.FIREBASECREATEACC3 || flags.SSOMANUALREG3,
      manual: flags.SSOMANUALREG3 && !flags.FIREBASECREATEACC3,
      email: who.email,
    };
    throw new AppError(SOCIAL_ERRORS.bindRequired, 200, {}, value);
  }

  /** Binds the identity to the member; an identity already bound to someone else is refused. */
  async bind(merchantId: number, memberId: number, channel: string, idToken: string): Promise<void> {
    const who = await this.identify(merchantId, channel, idToken);
    const bound = await this.repo.bind({
      merchantId,
      memberId,
      subject: who.subject,
      channel,
      email: who.email,
      createdAt: this.clock.now(),
    });
    if (bound !== memberId) throw new AppError(SOCIAL_ERRORS.alreadyBound);
  }

  configure(
    merchantId: number,
    s: { jwksUrl: string; issuer: string; audience: string; scriptUrl?: string | null; options?: Record<string, string> },
  ) {
    return this.repo.putSettings({ merchantId, ...s, scriptUrl: s.scriptUrl ?? null, options: s.options ?? {} });
  }
}

function tokenError(e: unknown): string {
  if (e instanceof AppError) return e.code;
  if (e instanceof errors.JWTExpired) return SOCIAL_ERRORS.expired;
  if (e instanceof errors.JWTClaimValidationFailed)
    return e.claim === 'aud' ? SOCIAL_ERRORS.audience : e.claim === 'iss' ? SOCIAL_ERRORS.issuer : SOCIAL_ERRORS.invalid;
  if (e instanceof errors.JWSSignatureVerificationFailed || e instanceof errors.JWKSNoMatchingKey) return SOCIAL_ERRORS.signature;
  return SOCIAL_ERRORS.invalid;
}
