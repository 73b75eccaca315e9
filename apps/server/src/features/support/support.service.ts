import type { HelpInput } from '@arcadia/contract/support';
import { type CustomerServiceEntry, customerServiceFor } from '@arcadia/contract/system';

export type SupportPorts = {
  customerService(merchantId: number): Promise<CustomerServiceEntry[]>;
  /** The member's club label, or null. */
  clubLabel(merchantId: number, memberId: number): Promise<number | null>;
  replaceHelp(merchantId: number, language: string, items: HelpInput[]): Promise<void>;
  sanitize(html: string): string;
};

/** Entries of this type carry the provider's widget script URL in `path` rather than a chat page. */
export const SCRIPT_ENTRY_TYPE = 'script';

export class SupportService {
  constructor(private readonly ports: SupportPorts) {}

  /** Spec 000 §6: label matches for a member with a club label, falling back to general entries. */
  async customerServiceFor(merchantId: number, memberId: number | null): Promise<CustomerServiceEntry[]> {
    const all = (await this.ports.customerService(merchantId)).filter((e) => e.type !== SCRIPT_ENTRY_TYPE);
    const label = memberId === null ? null : await this.ports.clubLabel(merchantId, memberId);
    return customerServiceFor(all, label);
  }

  async scripts(merchantId: number): Promise<{ scripts: string[] }> {
    const entries = await this.ports.customerService(merchantId);
    return { scripts: entries.filter((e) => e.type === SCRIPT_ENTRY_TYPE && /^https:\/\//.test(e.path)).map((e) => e.path) };
  }

  async replaceHelp(merchantId: number, language: string, items: HelpInput[]): Promise<void> {
    const clean = (list: HelpInput[]): HelpInput[] =>
      list.map((i) => ({ ...i, content: this.ports.sanitize(i.content), children: clean(i.children ?? []) }));
    await this.ports.replaceHelp(merchantId, language, clean(items));
  }
}
