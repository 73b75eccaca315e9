import { createHmac, timingSafeEqual } from 'node:crypto';
import { Big } from '@arcadia/contract';
import { SEAMLESS_SIGNATURE_HEADER } from '@arcadia/contract/games';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * A fault to inject on one request: `lost` applies the call and answers 503 (the answer is lost),
 * `hang` applies it and answers only after the vendor has given up, `down` answers 503 without
 * applying it, `refuse` answers the business refusal given.
 */
export type Fault = 'ok' | 'lost' | 'hang' | 'down' | { refuse: string };
export type Op = 'balance' | 'debit' | 'credit' | 'rollback';
/** One request as the wallet received it. */
export type Call = { op: Op; raw: string; body: Record<string, string>; signed: boolean; at: number };
type Tx = { op: Op; roundId: string; amount: string; raw: string; answer: object; ref?: string };

/**
 * Arcadia's wallet side as the conformance kit plays it: the seamless API's answers and rules
 * (one effect per transaction id, a rollback refunds an unsettled debit, a credit needs a debit),
 * in memory, with faults injected per operation in the order requests arrive.
 */
export class FakeWallet {
  readonly calls: Call[] = [];
  readonly balances = new Map<string, Big>();
  private readonly txs = new Map<string, Tx>();
  private faults: Partial<Record<Op, Fault[]>> = {};
  private app: FastifyInstance | null = null;

  constructor(
    private readonly secret: string,
    /** How long a `hang` waits: longer than the vendor's timeout per attempt. */
    private readonly hangMs: number,
  ) {}

  /** The next requests of each operation meet these faults, one each, then none. */
  inject(faults: Partial<Record<Op, Fault[]>>): void {
    this.faults = Object.fromEntries(Object.entries(faults).map(([k, v]) => [k, [...(v ?? [])]]));
  }

  open(token: string, balance: string): void {
    this.balances.set(token, new Big(balance));
  }

  accepted(op: Op): Tx[] {
    return [...this.txs.values()].filter((t) => t.op === op && !('error' in t.answer));
  }

  async listen(port = 0): Promise<string> {
    const app = Fastify();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    app.post('/wps/seamless/:vendor/:op', async (req, reply) => {
      const op = (req.params as { op: Op }).op;
      const raw = String(req.body);
      const given = Buffer.from(String(req.headers[SEAMLESS_SIGNATURE_HEADER] ?? ''));
      const expected = Buffer.from(createHmac('sha256', this.secret).update(raw).digest('hex'));
      const signed = given.length === expected.length && timingSafeEqual(given, expected);
      const body = JSON.parse(raw) as Record<string, string>;
      this.calls.push({ op, raw, body, signed, at: Date.now() });
      if (!signed) return reply.code(401).send({ success: false, value: null, errorCode: 'sw_bad_signature', message: '' });
      const fault = this.faults[op]?.shift() ?? 'ok';
      if (fault === 'down') return reply.code(503).send({ success: false, value: null, errorCode: 'unavailable', message: '' });
      if (typeof fault === 'object') return reply.send({ success: false, value: null, errorCode: fault.refuse, message: '' });
      const answer = this.apply(op, body, raw);
      if (fault === 'lost') return reply.code(503).send({ success: false, value: null, errorCode: 'unavailable', message: '' });
      if (fault === 'hang') await new Promise((r) => setTimeout(r, this.hangMs));
      return reply.send(answer);
    });
    await app.listen({ host: '127.0.0.1', port });
    this.app = app;
    return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  }

  async close(): Promise<void> {
    await this.app?.close();
  }

  private envelope(token: string, txId: string | null, error?: string) {
    if (error) return { success: false, value: null, errorCode: error, message: '', error };
    const balance = (this.balances.get(token) ?? new Big(0)).toFixed(4);
    return { success: true, value: { balance, currency: 'CNY', transactionId: txId, reference: txId }, errorCode: null, message: '' };
  }

  /** The seamless API's rules (docs/adr/013-games.md), reduced to what a vendor can observe. */
  private apply(op: Op, b: Record<string, string>, raw: string): object {
    const token = b.token ?? '';
    if (!this.balances.has(token)) return this.envelope(token, null, 'sw_token_invalid');
    if (op === 'balance') return this.envelope(token, null);
    const id = b.transactionId ?? '';
    const prior = this.txs.get(id);
    if (prior?.raw === 'tombstone' && op === 'debit') return this.envelope(token, id, 'sw_transaction_rolled_back');
    if (prior) return prior.raw === raw && prior.op === op ? prior.answer : this.envelope(token, id, 'sw_transaction_conflict');
    const record = (answer: object, extra: Partial<Tx> = {}) => {
      this.txs.set(id, { op, roundId: b.roundId ?? '', amount: b.amount ?? '0', raw, answer, ...extra });
      return answer;
    };
    const bal = this.balances.get(token)!;
    if (op === 'debit') {
      if (bal.lt(b.amount ?? '0')) return this.envelope(token, id, 'sw_insufficient_funds');
      this.balances.set(token, bal.minus(b.amount ?? '0'));
      return record(this.envelope(token, id));
    }
    const debits = [...this.txs.values()].filter((t) => t.op === 'debit' && t.roundId === (b.roundId ?? ''));
    if (op === 'credit') {
      if (!debits.length) return record(this.envelope(token, id, 'sw_transaction_unknown'));
      if (debits.every((d) => d.ref === 'rolledback')) return record(this.envelope(token, id, 'sw_bet_rolled_back'));
      this.balances.set(token, bal.plus(b.amount ?? '0'));
      return record(this.envelope(token, id));
    }
    const ref = this.txs.get(b.refTransactionId ?? '');
    if (!ref) {
      // The named debit may still arrive: it is refused from now on (a tombstone), as Arcadia does.
      this.txs.set(b.refTransactionId ?? '', {
        op: 'debit',
        roundId: b.roundId ?? '',
        amount: '0',
        raw: 'tombstone',
        answer: { error: 'sw_transaction_rolled_back' },
        ref: 'rolledback',
      });
      return record(this.envelope(token, id, 'sw_transaction_unknown'));
    }
    const settled = [...this.txs.values()].some((t) => t.op === 'credit' && t.roundId === ref.roundId && !('error' in t.answer));
    if (settled) return record(this.envelope(token, id, 'sw_bet_settled'));
    if (ref.ref !== 'rolledback') {
      ref.ref = 'rolledback';
      this.balances.set(token, bal.plus(ref.amount));
    }
    return record(this.envelope(token, id), { amount: ref.amount });
  }
}
