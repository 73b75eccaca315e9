import { createHash } from 'node:crypto';
import type { OnboardedMerchant, OnboardMerchant } from '@arcadia/contract/system';
import { MERCHANT_ERRORS } from '@arcadia/contract/system';
import type { Onboarding, SystemBrands } from '../features/system/index.js';
import type { RunInTransaction, Tx } from '../platform/db/client.js';
import { AppError } from '../platform/http/app-error.js';

/** The first operator: an admin of the new merchant whose TOTP secret is answered once. */
export type FirstOperator = (
  tx: Tx,
  input: { username: string; password: string; merchantId: number; merchantCode: string },
) => Promise<{ username: string; totpSecret: string; totpUri: string }>;

/** Another feature's default content (banners and promotions, notices), copied in the same transaction. */
export type ContentCopy = (tx: Tx, fromMerchantId: number, toMerchantId: number) => Promise<void>;

export type OnboardingPorts = {
  run: RunInTransaction;
  brands: Pick<SystemBrands, 'onboarding' | 'assertFree' | 'provision' | 'recordOnboarding' | 'forgetResolutions'>;
  firstOperator: FirstOperator;
  content: ContentCopy[];
};

/** The body without the password: a retry is recognised by what it asks for, and no password hash is kept here. */
export function requestHash(input: OnboardMerchant): string {
  const { operator, clientKey: _, ...rest } = input;
  return createHash('sha256')
    .update(JSON.stringify({ ...rest, operator: operator.username }))
    .digest('hex');
}

const replay = (o: Onboarding, primaryDomain: string): OnboardedMerchant => ({
  code: o.code,
  name: o.name,
  status: o.status as OnboardedMerchant['status'],
  primaryDomain,
  created: false,
  operator: { username: o.operatorUsername, totpSecret: null, totpUri: null },
});

/**
 * Onboarding a brand (ADR 070), one transaction, in this order:
 *
 *   1. the merchant from its template: row, hosts (unique platform-wide), switches and register rules
 *      copied, theme colours, languages, currency; help copied when content is 'copy' (system);
 *   2. its first operator, an admin of that merchant, with a fresh TOTP secret (ops);
 *   3. when content is 'copy', the template's banners and promotions, notices, then lotteries (their features);
 *   4. the client's key, so a retry answers this merchant instead of creating another.
 *
 * A failure at any step leaves nothing behind. Two calls with the same key race on the merchant's
 * unique code: the loser finds the winner's key afterwards and answers like a retry.
 */
export function createOnboardingWorkflow({ run, brands, firstOperator, content }: OnboardingPorts) {
  const answerExisting = async (input: OnboardMerchant, hash: string): Promise<OnboardedMerchant | null> => {
    const existing = await brands.onboarding(input.clientKey);
    if (!existing) return null;
    if (existing.requestHash !== hash) throw new AppError(MERCHANT_ERRORS.keyReused, 409);
    return replay(existing, input.primaryDomain);
  };

  return {
    async onboard(input: OnboardMerchant): Promise<OnboardedMerchant> {
      const hash = requestHash(input);
      const earlier = await answerExisting(input, hash);
      if (earlier) return earlier;
      try {
        const answer = await run(async (tx) => {
          const { merchant, template } = await brands.provision(tx, input);
          const operator = await firstOperator(tx, { ...input.operator, merchantId: merchant.id, merchantCode: merchant.code });
          if (input.content === 'copy') for (const copy of content) await copy(tx, template.id, merchant.id);
          await brands.recordOnboarding(tx, {
            clientKey: input.clientKey,
            requestHash: hash,
            merchantId: merchant.id,
            operatorUsername: operator.username,
          });
          return {
            code: merchant.code,
            name: merchant.name,
            status: merchant.status as OnboardedMerchant['status'],
            primaryDomain: input.primaryDomain,
            created: true,
            operator,
          } satisfies OnboardedMerchant;
        });
        await brands.forgetResolutions();
        return answer;
      } catch (e) {
        // A concurrent call with this key won: answer its merchant. Else a code or host taken meanwhile
        // gets its own error code rather than the unique index's bare failure.
        const winner = await answerExisting(input, hash);
        if (winner) return winner;
        if (!(e instanceof AppError)) await brands.assertFree(input.code, [input.primaryDomain, ...input.otherDomains]);
        throw e;
      }
    },
  };
}

export type OnboardingWorkflow = ReturnType<typeof createOnboardingWorkflow>;
