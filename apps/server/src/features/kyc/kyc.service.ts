import {
  KYC_DEFAULT_MINIMUM_AGE,
  KYC_ERRORS,
  KYC_IMAGE_MAX_BYTES,
  type KycDocument,
  type KycDocumentStatus,
  type KycDocumentType,
  type KycLevel,
  type KycRegistrationRules,
  type KycSettings,
  type KycStatus,
  type KycUpload,
  normaliseIdNumber,
  type OpsKycDocument,
  type OpsKycPage,
} from '@arcadia/contract/kyc';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { normaliseImage } from '../../platform/images.js';
import { localDay } from '../../platform/local-day.js';
import type { KycDocumentRow, KycRepository } from './kyc.repository.js';
import { ageOn, levelNeeded, levelOf, meets } from './kyc.rules.js';

/** A member's notice, written into the outbox in the decision's transaction (workflows/send-notice.ts). */
export type KycNotice = {
  merchantId: number;
  memberId: number;
  type: string;
  data: { success: boolean; remarks: string; popup: boolean };
  dedupeKey: string;
};

/** What KYC needs from its neighbours, wired in the composition root. */
export type KycPorts = {
  /** Sum of the member's approved deposits (the cashier's read port). */
  approvedDeposits(merchantId: number, memberId: number): Promise<string>;
  accountOf(merchantId: number, memberId: number): Promise<string>;
  notice(tx: Tx, notice: KycNotice): Promise<void>;
  afterCommit(): Promise<void>;
  /**
   * The merchant's time zone (safer gambling's per-merchant setting, the zone its limit periods are
   * counted in): an age is counted on the merchant's local date.
   */
  timeZone(merchantId: number): Promise<string>;
  /**
   * Refuses an identity number that belongs to another member under a running exclusion
   * (workflows/excluded-identity.ts, wired in the money stage); a no-op until then.
   */
  idNumberGate(merchantId: number, memberId: number, idNumber: string): Promise<void>;
};

const DEFAULTS: KycSettings = {
  minimumAge: KYC_DEFAULT_MINIMUM_AGE,
  dobRequired: false,
  withdrawBasicOver: null,
  withdrawFullOver: null,
  depositsFullOver: null,
};
const IMAGE_ERRORS = { required: KYC_ERRORS.imageRequired, type: KYC_ERRORS.imageType, tooLarge: KYC_ERRORS.imageTooLarge };
const STATUS_OF = { approve: 'APPROVED', reject: 'REJECTED', request_more: 'MORE_REQUESTED' } as const;
const plain = (v: string | null) => (v === null ? null : String(Number(v)));

const toDocument = (r: KycDocumentRow): KycDocument => ({
  id: r.id,
  type: r.type as KycDocumentType,
  status: r.status as KycDocumentStatus,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/**
 * Age and identity checks (issue 27, docs/adr/066-kyc.md): the merchant's rules, the member's
 * documents and the operators' decisions. The level is derived from approved documents on every
 * read, so a decision is the only thing that changes it.
 */
export class KycService {
  constructor(
    private readonly repo: KycRepository,
    private readonly clock: Clock,
    private readonly ports: KycPorts,
  ) {}

  async settings(merchantId: number): Promise<KycSettings> {
    const row = await this.repo.settings(merchantId);
    if (!row) return DEFAULTS;
    return {
      minimumAge: row.minimumAge,
      dobRequired: row.dobRequired,
      withdrawBasicOver: plain(row.withdrawBasicOver),
      withdrawFullOver: plain(row.withdrawFullOver),
      depositsFullOver: plain(row.depositsFullOver),
    };
  }

  async saveSettings(merchantId: number, s: KycSettings): Promise<KycSettings> {
    await this.repo.saveSettings({ merchantId, ...s, updatedAt: this.clock.now() });
    return this.settings(merchantId);
  }

  async registrationRules(merchantId: number): Promise<KycRegistrationRules> {
    const { dobRequired, minimumAge } = await this.settings(merchantId);
    return { dobRequired, minimumAge };
  }

  /**
   * Registration's age check, before the account exists: refused without a date where the merchant
   * requires one, and under the minimum age whenever a date is given.
   */
  async assertAge(merchantId: number, dateOfBirth: string | undefined): Promise<void> {
    const { dobRequired, minimumAge } = await this.settings(merchantId);
    if (!dateOfBirth) {
      if (dobRequired) throw new AppError(KYC_ERRORS.dobRequired);
      return;
    }
    // The merchant's date, not UTC's: in UTC+8 a birthday begins at 16:00 UTC the day before.
    const age = ageOn(dateOfBirth, localDay(this.clock.now(), await this.ports.timeZone(merchantId)));
    if (age === null) throw new AppError(KYC_ERRORS.dobInvalid);
    if (age < minimumAge) throw new AppError(KYC_ERRORS.underAge, 200, { age: minimumAge });
  }

  async recordBirth(merchantId: number, memberId: number, dateOfBirth: string | undefined): Promise<void> {
    if (dateOfBirth) await this.repo.recordBirth(merchantId, memberId, dateOfBirth, this.clock.now());
  }

  async level(merchantId: number, memberId: number): Promise<KycLevel> {
    return (await this.levels(merchantId, [memberId])).get(memberId) ?? 'NONE';
  }

  private async levels(merchantId: number, memberIds: number[]): Promise<Map<number, KycLevel>> {
    const approved = new Map<number, Set<string>>();
    for (const { memberId, type } of await this.repo.approvedTypes(merchantId, memberIds)) {
      approved.set(memberId, (approved.get(memberId) ?? new Set()).add(type));
    }
    return new Map(memberIds.map((id) => [id, levelOf(approved.get(id) ?? new Set())]));
  }

  /**
   * The withdrawal gate's port: refuses with the code of the level the request needs
   * (kyc_basic_required, kyc_full_required). The code names the level because the refusal's
   * `value` must fit the withdrawal route's response schema, so it stays null.
   */
  async assertWithdrawal(merchantId: number, memberId: number, amount: string): Promise<void> {
    const settings = await this.settings(merchantId);
    if (settings.withdrawBasicOver === null && settings.withdrawFullOver === null && settings.depositsFullOver === null) return;
    const deposits = settings.depositsFullOver === null ? '0' : await this.ports.approvedDeposits(merchantId, memberId);
    const needed = levelNeeded(settings, amount, deposits);
    if (needed === 'NONE') return;
    const has = await this.level(merchantId, memberId);
    if (meets(has, needed)) return;
    const code = needed === 'FULL' ? KYC_ERRORS.fullRequired : KYC_ERRORS.basicRequired;
    throw new AppError(code);
  }

  async status(merchantId: number, memberId: number): Promise<KycStatus> {
    const [settings, rows] = await Promise.all([this.settings(merchantId), this.repo.documentsOf(merchantId, memberId)]);
    const latest = new Map<string, KycDocumentRow>();
    for (const r of rows) if (!latest.has(r.type)) latest.set(r.type, r);
    const approved = new Set(rows.filter((r) => r.status === 'APPROVED').map((r) => r.type));
    return { level: levelOf(approved), settings, documents: [...latest.values()].map(toDocument) };
  }

  /** A member's upload: checked by content, re-encoded, queued for review. */
  async upload(merchantId: number, memberId: number, input: KycUpload): Promise<KycDocument> {
    const rows = await this.repo.documentsOf(merchantId, memberId);
    if (rows.some((r) => r.type === input.type && r.status === 'APPROVED')) throw new AppError(KYC_ERRORS.alreadyApproved);
    // One pending document of a type at a time: a second would wait in the queue for nothing.
    if (rows.some((r) => r.type === input.type && r.status === 'PENDING')) throw new AppError(KYC_ERRORS.decided);
    // Only an identity document carries the number; a number sent with a selfie is ignored.
    const idNumber = input.type === 'ID_FRONT' || input.type === 'ID_BACK' ? normaliseIdNumber(input.idNumber) : null;
    if (idNumber) await this.ports.idNumberGate(merchantId, memberId, idNumber);
    const image = await normaliseImage(input.image, IMAGE_ERRORS, KYC_IMAGE_MAX_BYTES);
    const row = await this.repo.insertDocument(
      { merchantId, memberId, type: input.type, status: 'PENDING', createdAt: this.clock.now(), idNumber },
      image,
    );
    return toDocument(row);
  }

  /** The member's own document image; another member's id reads as not found. */
  async memberImage(merchantId: number, memberId: number, id: number) {
    const doc = await this.repo.byId(merchantId, id);
    if (!doc || doc.memberId !== memberId) throw new AppError(KYC_ERRORS.notFound, 404);
    return this.imageOf(merchantId, id);
  }

  async opsImage(merchantId: number, id: number) {
    return this.imageOf(merchantId, id);
  }

  private async imageOf(merchantId: number, id: number) {
    const image = await this.repo.image(merchantId, id);
    if (!image) throw new AppError(KYC_ERRORS.notFound, 404);
    return image;
  }

  // ---- operators ----

  async queue(merchantId: number, status: KycDocumentStatus, page: number, size: number): Promise<OpsKycPage> {
    const { rows, total } = await this.repo.queue(merchantId, status, page, size);
    const levels = await this.levels(merchantId, [...new Set(rows.map((r) => r.memberId))]);
    const list = await Promise.all(rows.map((r) => this.toOps(r, levels.get(r.memberId) ?? 'NONE')));
    return { list, total, page, size };
  }

  /**
   * An operator's decision on a pending document; the member's notice commits with it. A second
   * decision (another operator, a double click) is refused: the first one stands.
   */
  async decide(
    merchantId: number,
    id: number,
    decision: keyof typeof STATUS_OF,
    reason: string,
    operator: string,
  ): Promise<OpsKycDocument> {
    if (decision !== 'approve' && !reason) throw new AppError(KYC_ERRORS.reasonRequired);
    const status = STATUS_OF[decision];
    const row = await this.repo.decide(
      merchantId,
      id,
      { status, reason: decision === 'approve' ? null : reason, decidedAt: this.clock.now(), decidedBy: operator.slice(0, 40) },
      (tx, r) =>
        this.ports.notice(tx, {
          merchantId,
          memberId: r.memberId,
          type: 'KYC',
          // The client words it (notifications' KYC toast); the reason is the operator's own text.
          data: { success: status === 'APPROVED', remarks: decision === 'approve' ? '' : reason, popup: true },
          dedupeKey: `kyc-decision:${r.id}`,
        }),
    );
    if (!row) {
      const current = await this.repo.byId(merchantId, id);
      throw new AppError(current ? KYC_ERRORS.decided : KYC_ERRORS.notFound, current ? 200 : 404);
    }
    await this.ports.afterCommit();
    return this.toOps(row, await this.level(merchantId, row.memberId));
  }

  private async toOps(r: KycDocumentRow, level: KycLevel): Promise<OpsKycDocument> {
    const account = await this.ports.accountOf(r.merchantId, r.memberId);
    return { ...toDocument(r), account, idNumber: r.idNumber, level, decidedBy: r.decidedBy };
  }

  /** Members who gave this normalised identity number with a document not rejected. */
  membersWithIdNumber(merchantId: number, idNumber: string): Promise<number[]> {
    return this.repo.membersWithIdNumber(merchantId, idNumber);
  }

  idNumbersOf(merchantId: number, memberId: number): Promise<string[]> {
    return this.repo.idNumbersOf(merchantId, memberId);
  }
}
