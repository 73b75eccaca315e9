import type { Language } from '@arcadia/contract';
import type { CustomerServiceEntry, RegisterRule, Resource, WhitelabelFlag } from '@arcadia/contract/system';
import type { MerchantRow, SystemRepository } from './system.repository.js';

// Provisioning a merchant is a one-off job, apart from the settings reads and writes of
// SystemService that run on every request.
export type NewMerchantInput = {
  merchant: Parameters<SystemRepository['insertMerchant']>[0];
  domains: { host: string; kind: 'site' | 'mirror' }[];
  flags?: Partial<Record<WhitelabelFlag, boolean>>;
  resources?: Resource[];
  customerService?: CustomerServiceEntry[];
  registerRules?: RegisterRule[];
  help?: {
    language: Language;
    tag: string;
    title: string;
    content: string;
    bgColor?: string;
    children?: { tag: string; title: string; content: string }[];
  }[];
};

/** Creates a merchant with everything it needs to serve its shell. Used by the demo seed and the ops API. */
export async function createMerchant(repo: SystemRepository, input: NewMerchantInput): Promise<MerchantRow> {
  const m = await repo.insertMerchant(input.merchant);
  await repo.addDomains(m.id, input.domains);
  await repo.setFlags(m.id, (input.flags ?? {}) as Record<string, boolean>);
  await repo.addResources((input.resources ?? []).map((r, sort) => ({ merchantId: m.id, ...r, sort })));
  await repo.addCustomerService((input.customerService ?? []).map((c, sort) => ({ merchantId: m.id, ...c, sort })));
  await repo.setRegisterRules((input.registerRules ?? []).map((rule) => ({ merchantId: m.id, key: rule.key, rule })));
  for (const [sort, h] of (input.help ?? []).entries()) {
    const parent = await repo.insertHelpItem({
      merchantId: m.id,
      language: h.language,
      tag: h.tag,
      title: h.title,
      content: h.content,
      bgColor: h.bgColor ?? null,
      sort,
    });
    for (const [childSort, c] of (h.children ?? []).entries()) {
      await repo.insertHelpItem({ merchantId: m.id, language: h.language, parentId: parent.id, ...c, sort: childSort });
    }
  }
  return m;
}
