import { sanitizeVariants, scheduleOf } from '@arcadia/contract';
import type { OpsNotice, PublishNoticeInput } from '@arcadia/contract/inbox';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { NoticesOpsRepository } from './inbox.notices-ops.repository.js';
import type { NoticeRow } from './inbox.repository.js';
import { toNotice } from './inbox.service.js';

/** The console sees the base text and every variant, to edit them, and where the notice stands now. */
const toOpsNotice = (r: NoticeRow, now: Date): OpsNotice => ({
  ...toNotice(r),
  translations: r.translations,
  schedule: scheduleOf(r.startDate, r.endDate, now),
});

/**
 * The console's notice editor (ADR 026): list every notice, edit one (HTML through the same
 * sanitiser as publishing), delete one. Dates schedule it, as on publish.
 */
export class NoticesOpsService {
  constructor(
    private readonly repo: NoticesOpsRepository,
    private readonly clock: Clock,
    private readonly sanitize: (html: string) => string,
  ) {}

  /** The onboarding workflow's step "default notices copied from the template" (ADR 070), in its transaction. */
  copyDefaults(tx: Tx, from: number, to: number): Promise<void> {
    return this.repo.copyDefaults(tx, from, to);
  }

  async all(merchantId: number): Promise<OpsNotice[]> {
    const rows = await this.repo.all(merchantId);
    const now = this.clock.now();
    return rows.map((r) => toOpsNotice(r, now));
  }

  async update(merchantId: number, id: number, input: PublishNoticeInput): Promise<OpsNotice> {
    const current = (await this.repo.all(merchantId)).find((n) => n.id === id);
    if (!current) throw new AppError('not_found', 404);
    const startDate = input.startDate ? new Date(input.startDate) : current.startDate;
    const endDate = input.endDate ? new Date(input.endDate) : null;
    // The table's CHECK would answer a bare 500.
    if (endDate && endDate <= startDate) throw new AppError('invalid_request', 400, { detail: 'endDate must be after startDate' });
    const row = await this.repo.update(merchantId, id, {
      type: input.type,
      groupName: input.groupName,
      title: input.title,
      content: this.sanitize(input.content),
      // Left out, the variants stay as they were; sent, they replace the old ones whole.
      ...(input.translations ? { translations: sanitizeVariants(input.translations, this.sanitize) } : {}),
      startDate,
      endDate,
    });
    if (!row) throw new AppError('not_found', 404);
    return toOpsNotice(row, this.clock.now());
  }

  async remove(merchantId: number, id: number): Promise<void> {
    if (!(await this.repo.remove(merchantId, id))) throw new AppError('not_found', 404);
  }
}
