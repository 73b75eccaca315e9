import { createHash } from 'node:crypto';
import { Big } from '@arcadia/contract';
import type { NotifyInput } from '../features/notifications/index.js';
import type { Tx } from '../platform/db/client.js';
import type { Outbox, OutboxConsumer } from '../platform/outbox/index.js';

/**
 * A member's notice of a money movement (ARCHITECTURE.md §2b, docs/adr/050). The movement's workflow
 * writes the notice into the outbox in the movement's own transaction, so the notice and the money
 * commit together: a rollback announces nothing, and a crash after the commit delays the notice,
 * never loses it. `dedupeKey` names the movement (its wallet key): a retried request writes a second
 * event, but the member is told once.
 */
export const NOTICE_REQUESTED = 'notice.requested';

export type NoticeRequest = NotifyInput & { dedupeKey: string };

export type NoticeOutbox = {
  /** Step: the notice, in the caller's transaction. */
  send(tx: Tx, notice: NoticeRequest): Promise<void>;
  /** After the caller's commit: dispatch now rather than at the next sweep. */
  dispatch(): Promise<void>;
};

export function createNoticeOutbox({ outbox, dispatch }: { outbox: Pick<Outbox, 'write'>; dispatch: () => Promise<void> }): NoticeOutbox {
  return {
    async send(tx, notice) {
      await outbox.write(tx, NOTICE_REQUESTED, notice.merchantId, notice);
    },
    dispatch,
  };
}

/** The notifications table keys a notice in 100 characters; a movement's key may be longer. */
const storedKey = (key: string) => `notice:${createHash('sha256').update(key).digest('hex')}`;

export type NoticePorts = { notifications: { notifyOnce(input: NotifyInput & { dedupeKey: string }): Promise<unknown> } };

/** Sends each requested notice once (its name is stored in receipts: keep it). */
export function noticeConsumers({ notifications }: NoticePorts): OutboxConsumer<NoticeRequest>[] {
  return [
    {
      name: 'notice.send',
      type: NOTICE_REQUESTED,
      handle: async ({ payload: n }) => {
        await notifications.notifyOnce({
          merchantId: n.merchantId,
          memberId: n.memberId,
          type: n.type,
          data: n.data,
          dedupeKey: storedKey(n.dedupeKey),
        });
      },
    },
  ];
}

/** A decided cashier request (deposit or withdrawal), as its member's notice needs it. */
export type DecidedRequest = { merchantId: number; memberId: number; amount: string; approved: boolean; remarks: string };

/**
 * The member's notice of an operator's decision on a request, as an outbox consumer of the decision's
 * event (`name` is stored in receipts: keep it); keyed by the event, so a consumer run twice tells once.
 */
export function decisionNotice<P extends DecidedRequest>(
  { notifications }: NoticePorts,
  name: string,
  eventType: string,
  noticeType: 'DEPOSIT' | 'WITHDRAW',
): OutboxConsumer<P> {
  return {
    name,
    type: eventType,
    handle: async ({ id, payload: d }) => {
      await notifications.notifyOnce({
        merchantId: d.merchantId,
        memberId: d.memberId,
        type: noticeType,
        data: { amount: new Big(d.amount).toFixed(4), success: d.approved, remarks: d.remarks, popup: true },
        dedupeKey: `outbox:${id}`,
      });
    },
  };
}
