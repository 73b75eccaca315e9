import type { TeamPeriod } from '@arcadia/contract/agents';
import type { RollupAnswer, RollupKind, RollupRepository } from './agents.rollup.repository.js';

/** How often the leader folds the queue into the rollups; the overview adds the rest live. */
export const ROLLUP_JOB_MS = 2_000;
/** Events folded per transaction, and at most this many transactions per run. */
export const ROLLUP_BATCH = 5_000;
const MAX_BATCHES_PER_RUN = 40;

const KIND: Record<TeamPeriod, RollupKind> = { today: 'D', yesterday: 'D', week: 'W', month: 'M' };

/**
 * The team overview's rollups (ADR 018, "Team overview rollups"). Bets, wins, deposits and new
 * members are queued in their own transaction; `fold` moves them into per-ancestor rows per UTC
 * day, ISO week and month. Each batch is read-and-deleted in the transaction that adds it, under
 * one row lock, so a run repeated or racing another instance folds every event exactly once.
 */
export class RollupService {
  constructor(private readonly repo: RollupRepository) {}

  /** Folds the queue in batches; returns how many events were folded. */
  async fold(batch = ROLLUP_BATCH, maxBatches = MAX_BATCHES_PER_RUN): Promise<number> {
    let total = 0;
    for (let i = 0; i < maxBatches; i++) {
      const n = await this.repo.transaction(async (tx) => {
        await this.repo.lock(tx);
        return this.repo.foldBatch(tx, batch);
      });
      total += n;
      if (n < batch) break;
    }
    return total;
  }

  /** Recomputes every rollup from the facts (repair; the bench loads its data this way). */
  rebuild(): Promise<number> {
    return this.repo.transaction(async (tx) => {
      await this.repo.lock(tx);
      return this.repo.rebuild(tx);
    });
  }

  /** The team below the agent for the period containing `from` (its window's start). */
  overview(merchantId: number, agentId: number, period: TeamPeriod, from: Date): Promise<RollupAnswer> {
    return this.repo.overview(merchantId, agentId, KIND[period], from);
  }

  backlog(): Promise<number> {
    return this.repo.backlog();
  }
}
