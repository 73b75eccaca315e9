import { Big, type Language } from '@arcadia/contract';
import { VIP_ERRORS, type VipKeepInput } from '@arcadia/contract/reward-centre';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { translate } from '../../platform/i18n/messages.js';
import type { KeepRuleRow, VipKeepRepository } from './reward-centre.vip-keep.repository.js';

/** A member's play and deposits over a period (the reward centre's `Activity`; declared here so the two services do not import each other). */
type Activity = { bet: string; win: string; bets: number; deposit: string };

const DAY_MS = 86_400_000;
const PAGE = 500;

export type VipMember = { id: number; account: string; clubLabelId: number | null; language: Language };

export type VipKeepPorts = {
  /** The club labels, lowest rank first (the VIP ladder of accounts). */
  labels(merchantId: number): Promise<{ id: number; name: string; rankLevel: number }[]>;
  /** Labels with at least one rank condition (profile): only those are earned, so only those can be lost. */
  earnable(merchantId: number): Promise<number[]>;
  /** Members on any of `labelIds`, by id after `afterId` (accounts). */
  members(merchantId: number, labelIds: number[], afterId: number, limit: number): Promise<VipMember[]>;
  moveTo(merchantId: number, memberId: number, labelId: number): Promise<void>;
  /** A message to the member's inbox (with its real-time notice). */
  notice(merchantId: number, account: string, title: string, content: string): Promise<void>;
  activity(merchantId: number, memberId: number, from: Date | null, to: Date): Promise<Activity>;
};

const four = (v: Big.BigSource) => new Big(v).toFixed(4);
const met = (a: Activity, rule: KeepRuleRow) => new Big(a.deposit).gte(rule.deposit) && new Big(a.bet).gte(rule.validBet);

/**
 * VIP demotion (ADR 055): a level kept needs activity. Operators give a label a keep rule; the
 * daily review moves a member whose deposits or bets over the rule's period fall short down one
 * level — never below the lowest level, never sooner than a full period after they reached the level
 * (or were last moved), and tells them in their language.
 */
export class VipKeepService {
  constructor(
    private readonly repo: VipKeepRepository,
    private readonly clock: Clock,
    private readonly ports: VipKeepPorts,
  ) {}

  async settings(merchantId: number): Promise<VipKeepInput> {
    const rules = await this.repo.rules(merchantId);
    return {
      rules: rules.map((r) => ({ labelId: r.labelId, periodDays: r.periodDays, deposit: four(r.deposit), validBet: four(r.validBet) })),
    };
  }

  /** Operators: replaces every rule; an unknown label refuses the whole change. Applies from the next review. */
  async setSettings(merchantId: number, input: VipKeepInput): Promise<VipKeepInput> {
    const known = new Set((await this.ports.labels(merchantId)).map((l) => l.id));
    if (input.rules.some((r) => !known.has(r.labelId))) throw new AppError(VIP_ERRORS.unknownLabel, 400);
    const byLabel = new Map(input.rules.map((r) => [r.labelId, r]));
    await this.repo.replace(
      merchantId,
      [...byLabel.values()].map((r) => ({
        labelId: r.labelId,
        periodDays: r.periodDays,
        deposit: four(r.deposit),
        validBet: four(r.validBet),
      })),
      this.clock.now(),
    );
    return this.settings(merchantId);
  }

  loginDays(merchantId: number, memberId: number): Promise<number> {
    return this.repo.loginDays(merchantId, memberId);
  }

  recordLoginDay(merchantId: number, memberId: number, day: string): Promise<boolean> {
    return this.repo.recordLoginDay(merchantId, memberId, day);
  }

  /** The sync moved the member up: the new level's keep period starts now (the grace after a promotion). */
  async promoted(merchantId: number, memberId: number, labelId: number): Promise<void> {
    await this.repo.putHold(merchantId, memberId, labelId, this.clock.now());
  }

  /**
   * May the sync move a member up to `labelId`? A demoted member's lifetime totals still pass its
   * conditions, so they win a level with a keep rule back only by meeting its keep targets again.
   */
  async mayReach(merchantId: number, memberId: number, labelId: number): Promise<boolean> {
    const hold = await this.repo.hold(merchantId, memberId);
    if (!hold?.demotedAt) return true;
    const rule = (await this.repo.rules(merchantId)).find((r) => r.labelId === labelId);
    if (!rule) return true;
    const now = this.clock.now();
    return met(await this.ports.activity(merchantId, memberId, new Date(now.getTime() - rule.periodDays * DAY_MS), now), rule);
  }

  /** The daily `reward-centre:vip-keep` job: every merchant with a rule. Returns the members moved down. */
  async reviewAll(): Promise<number> {
    let moved = 0;
    for (const merchantId of await this.repo.merchantsWithRules()) moved += await this.review(merchantId);
    return moved;
  }

  async review(merchantId: number): Promise<number> {
    const [rules, ladder, earnable] = await Promise.all([
      this.repo.rules(merchantId),
      this.ports.labels(merchantId),
      this.ports.earnable(merchantId),
    ]);
    const ruleOf = new Map(rules.map((r) => [r.labelId, r]));
    const earned = new Set(earnable);
    // The lowest level is the floor; a level nobody can earn (assigned by operators) is never lost.
    const below = new Map(ladder.slice(1).map((l, i) => [l.id, ladder[i]!]));
    const nameOf = new Map(ladder.map((l) => [l.id, l.name]));
    const reviewed = [...ruleOf.keys()].filter((id) => below.has(id) && earned.has(id));
    if (!reviewed.length) return 0;
    let moved = 0;
    for (let after = 0; ; ) {
      const page = await this.ports.members(merchantId, reviewed, after, PAGE);
      for (const m of page) {
        const to = below.get(m.clubLabelId!)!;
        const ok = await this.reviewOne(merchantId, m, ruleOf.get(m.clubLabelId!)!, to.id).catch((err: unknown) => {
          console.error(`vip keep review failed for ${merchantId}:${m.id}`, err);
          return false;
        });
        if (!ok) continue;
        moved++;
        const params = { from: nameOf.get(m.clubLabelId!) ?? '', to: to.name, days: ruleOf.get(m.clubLabelId!)!.periodDays };
        const title = translate('vip_demoted_title', m.language, params);
        await this.ports
          .notice(merchantId, m.account, title, translate('vip_demoted_content', m.language, params))
          .catch((err: unknown) => {
            console.error(`vip demotion notice failed for ${merchantId}:${m.id}`, err);
          });
      }
      if (page.length < PAGE) return moved;
      after = page[page.length - 1]!.id;
    }
  }

  /** One member: true when moved down (claimed once, whoever else runs the review). */
  private async reviewOne(merchantId: number, m: VipMember, rule: KeepRuleRow, to: number): Promise<boolean> {
    const now = this.clock.now();
    const label = m.clubLabelId!;
    const hold = await this.repo.hold(merchantId, m.id);
    // First seen on this level (assigned by an operator, or held before keep rules existed): the period starts now.
    if (!hold || hold.labelId !== label) {
      await this.repo.putHold(merchantId, m.id, label, now);
      return false;
    }
    const periodStart = new Date(now.getTime() - rule.periodDays * DAY_MS);
    if (hold.since > periodStart) return false;
    if (met(await this.ports.activity(merchantId, m.id, periodStart, now), rule)) return false;
    if (!(await this.repo.claimDemotion(merchantId, m.id, { labelId: label, since: hold.since }, to, now))) return false;
    await this.ports.moveTo(merchantId, m.id, to);
    return true;
  }
}
