import { Big } from '@arcadia/contract';
import type { Lane } from './games.js';

export type RoundStatus =
  | 'debiting'
  | 'open'
  | 'settling'
  | 'settled'
  | 'refused'
  | 'rolledback'
  | 'credit_due'
  | 'rollback_due'
  | 'mismatch';
export type TxRecord = {
  id: string;
  op: 'debit' | 'credit' | 'rollback';
  amount: string;
  /** What the wallet said last: accepted, refused, or nothing we could trust (yet). */
  answer: 'pending' | 'ok' | 'refused' | 'unknown';
  errorCode: string | null;
  attempts: number;
  balance?: string;
  reference?: string | null;
};
export type Round = {
  id: string;
  vendor: string;
  lane: Lane;
  game: string;
  mode: 'real' | 'trial';
  /** The session token: the player's credential, never shown in a report. */
  token: string;
  bet: string;
  pick: string;
  status: RoundStatus;
  note: string | null;
  createdAt: number;
  settleAt?: number;
  outcome?: Record<string, unknown>;
  win?: string;
  balance?: string;
  txs: TxRecord[];
};

/** What a player's page sees of its round. */
export const roundView = (r: Round) => ({
  id: r.id,
  status: r.status,
  note: r.note,
  bet: r.bet,
  pick: r.pick,
  win: r.win ?? null,
  outcome: r.outcome ?? null,
  balance: r.balance ?? null,
  settleAt: r.settleAt ? new Date(r.settleAt).toISOString() : null,
});

/**
 * The vendor's own books: every round and each transaction it sent with what the wallet answered.
 * Kept in memory: a demo vendor restarts empty (a real one keeps this in its database).
 */
export class RoundBook {
  private readonly rounds = new Map<string, Round>();
  private static readonly KEEP = 5_000;

  open(r: Omit<Round, 'status' | 'note' | 'createdAt' | 'txs'>): Round {
    const round: Round = { ...r, status: 'debiting', note: null, createdAt: 0, txs: [] };
    this.rounds.set(round.id, round);
    // A long-running demo forgets its oldest finished rounds, not the ones still owed an answer.
    if (this.rounds.size > RoundBook.KEEP)
      for (const [id, old] of this.rounds) {
        if (this.rounds.size <= RoundBook.KEEP) break;
        if (['settled', 'refused', 'rolledback'].includes(old.status)) this.rounds.delete(id);
      }
    return round;
  }

  /** Transaction ids: the round's id and the operation, so a retry of one operation reuses its id. */
  tx(round: Round, op: TxRecord['op'], amount: string): TxRecord {
    const tx: TxRecord = { id: `${round.id}-${op[0]!.toUpperCase()}`, op, amount, answer: 'pending', errorCode: null, attempts: 0 };
    round.txs.push(tx);
    return tx;
  }

  status(round: Round, status: RoundStatus, note: string | null): void {
    round.status = status;
    round.note = note;
  }

  get(id: string): Round | undefined {
    return this.rounds.get(id);
  }

  all(): Round[] {
    return [...this.rounds.values()];
  }

  /**
   * Reconciliation: per vendor, what it sent and what the wallet accepted. A round is a mismatch
   * when the wallet's answers do not add up to a finished round: a debit taken but no credit
   * accepted, a rollback owed, or an answer the vendor did not expect.
   */
  report(vendor?: string) {
    const rounds = this.all().filter((r) => r.mode === 'real' && (!vendor || r.vendor === vendor));
    // A debit whose answer was lost but whose rollback the wallet accepted was taken (and given back):
    // the wallet answers a rollback of a bet it never saw with sw_transaction_unknown instead.
    const taken = rounds.flatMap((r) => {
      const rolledBack = r.txs.some((t) => t.op === 'rollback' && t.answer === 'ok');
      return r.txs.filter((t) => t.answer === 'ok' || (t.op === 'debit' && rolledBack));
    });
    const sum = (op: TxRecord['op']) =>
      taken
        .filter((t) => t.op === op)
        .reduce((s, t) => s.plus(t.amount), new Big(0))
        .toFixed(2);
    const count = (op: TxRecord['op']) => taken.filter((t) => t.op === op).length;
    const mismatches = rounds.filter((r) => !reconciled(r)).map((r) => ({ round: r.id, vendor: r.vendor, status: r.status, note: r.note }));
    return {
      vendor: vendor ?? null,
      rounds: rounds.length,
      trialRounds: this.all().filter((r) => r.mode === 'trial' && (!vendor || r.vendor === vendor)).length,
      open: rounds.filter((r) => r.status === 'open' || r.status === 'settling').length,
      debits: { count: count('debit'), amount: sum('debit') },
      credits: { count: count('credit'), amount: sum('credit') },
      rollbacks: { count: count('rollback'), amount: sum('rollback') },
      mismatches,
      list: rounds.map((r) => ({
        id: r.id,
        vendor: r.vendor,
        game: r.game,
        status: r.status,
        bet: r.bet,
        win: r.win ?? null,
        transactions: r.txs.map(({ id, op, amount, answer, errorCode, attempts, reference }) => ({
          id,
          op,
          amount,
          answer,
          errorCode,
          attempts,
          reference: reference ?? null,
        })),
      })),
    };
  }
}

/** A finished round's transactions agree with its status; open rounds are not (yet) a mismatch. */
function reconciled(r: Round): boolean {
  const ok = (op: TxRecord['op']) => r.txs.some((t) => t.op === op && t.answer === 'ok');
  switch (r.status) {
    case 'debiting':
      return true;
    case 'open':
    case 'settling':
      return ok('debit');
    case 'settled':
      return ok('debit') && ok('credit') && !ok('rollback');
    case 'refused':
      return !ok('debit');
    case 'rolledback':
      return !ok('credit') && (ok('rollback') || r.txs.some((t) => t.op === 'rollback' && t.errorCode === 'sw_transaction_unknown'));
    default:
      return false;
  }
}
