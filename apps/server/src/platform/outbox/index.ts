import type { Clock } from '../clock.js';
import type { Db } from '../db/client.js';
import { Outbox } from './outbox.js';
import { OutboxRepository } from './outbox.repository.js';

export {
  OUTBOX_JOB,
  OUTBOX_LEASE_MS,
  OUTBOX_RETRY,
  OUTBOX_SWEEP_MS,
  Outbox,
  type OutboxConsumer,
  type OutboxEvent,
  retryDelayMs,
} from './outbox.js';

export function createOutbox(db: Db, clock: Clock): Outbox {
  return new Outbox(new OutboxRepository(db), clock);
}
