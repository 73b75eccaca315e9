import {
  agentCentrePages,
  type CentreInput,
  DEFAULT_AGENT_PAGE,
  DEFAULT_MEMBER_PAGE,
  MEMBER_PAGE_ALIASES,
  memberCentrePages,
  pickPage,
} from '@arcadia/contract/member-centre';
import { useMemberInfo } from '../../features/accounts';
import { useConsolidated } from '../../features/agents';
import type { CentreKind } from '../../features/member-centre';
import { useRebateRates } from '../../features/rebates';
import { useReferralEnabled } from '../../features/referral';
import { useMissionsListed } from '../../features/reward-centre';
import { useSessionStore } from '../../features/session';
import { useConsolidatedSettings } from '../../features/system';
import { useBalance } from '../../features/wallet';

/**
 * Gathers what the gating rules read (flags, member info, wallet isSingle) from the features that
 * own them. Inputs whose features do not exist yet are fixed here, in one place:
 * - hasRebate: the merchant has rebate rates (false while they load, so they never hold the centre back);
 * - promotions: MISSION is listed while a mission runs or recently ended; REFERRAL says whether the
 *   merchant's referral promotion is on (issue 25: before, it was listed whenever a mission was);
 *   null until the referral answer is in (no promotions listed);
 * - contracts and hasDailySalary come from the agents' consolidated contract settings.
 */
export function useCentreInput(): { input: CentreInput | null; ready: boolean } {
  const token = useSessionStore((s) => s.token);
  const settings = useConsolidatedSettings().data;
  const member = useMemberInfo(token !== null);
  const real = member.data !== undefined && member.data.type !== 4;
  const balance = useBalance(token !== null && real);
  // The consolidated contract settings (agents): which salary pages exist, and the player's daily salary.
  const contracts = useConsolidated(token !== null && real ? token : null).data ?? null;
  const rebateRates = useRebateRates(token !== null && real && !!settings?.whitelabel.PLYRBT);
  const missions = useMissionsListed(token !== null && real);
  const referral = useReferralEnabled(token !== null && real).data;
  // A failed balance must not keep the centre closed: the wallet pages then decide for themselves.
  const ready = !!settings && (token === null || member.isError || (member.data !== undefined && (!real || !balance.isPending)));
  if (!settings) return { input: null, ready: false };
  const info = member.data;
  return {
    ready,
    input: {
      signedIn: token !== null,
      flags: settings.whitelabel,
      member: info ? { type: info.type, toUpline: info.toUpline } : null,
      isSingle: balance.data?.isSingle ?? null,
      hasDailySalary: !!contracts?.dailysalreqtype.some((d) => d.status === 'V'),
      hasRebate: (rebateRates.data?.length ?? 0) > 0,
      promotions:
        referral || missions ? { MISSION: { enabled: missions }, ...(referral ? { REFERRAL: { enabled: referral.enabled } } : {}) } : null,
      contracts,
    },
  };
}

export function pagesFor(kind: CentreKind, input: CentreInput | null): string[] {
  if (!input) return [];
  return kind === 'member' ? memberCentrePages(input) : agentCentrePages(input);
}

export function choosePage(kind: CentreKind, pages: readonly string[], requested: string | null): string | null {
  const fallback = kind === 'member' ? DEFAULT_MEMBER_PAGE : DEFAULT_AGENT_PAGE;
  return pickPage(pages, requested ?? fallback, kind === 'member' ? MEMBER_PAGE_ALIASES : {});
}
