import { Big } from '@arcadia/contract';
import type { Call, FakeWallet, Fault, Op } from './fake-wallet.js';

/** How the kit drives the vendor under test: its round API (the built-in vendor's `/api`) and a stake it accepts. */
/** `reportToken`: the bearer token of the vendor's reconciliation report (a vendor's books are not public). */
export type Target = { api: string; vendor: string; bet: string; pick: string; reportToken?: string | undefined };
export type CaseResult = { name: string; ok: boolean; detail: string };
type RoundAnswer = { success: boolean; value: { status: string; win: string | null } | null; errorCode: string | null };

const START = '100';

/**
 * The seamless-wallet conformance cases (docs/adr/063-demo-vendor.md). The kit plays the operator's
 * wallet (FakeWallet) with faults injected, starts rounds through the vendor's own API, and judges
 * only what the vendor sent the wallet and what it reports: any vendor with such an API can be run.
 */
export async function runConformance(wallet: FakeWallet, target: Target): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  let n = 0;
  const check = (name: string, ok: boolean, detail = '') => results.push({ name, ok, detail: ok ? '' : detail });

  const play = async (faults: Partial<Record<Op, Fault[]>>, mode: 'real' | 'trial' = 'real') => {
    const token = `ck-${Date.now().toString(36)}-${++n}`;
    wallet.open(token, START);
    wallet.inject(faults);
    const res = await fetch(`${target.api}/${target.vendor}/rounds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, mode, game: 'conformance', bet: target.bet, pick: target.pick }),
    });
    const answer = (await res.json()) as RoundAnswer;
    wallet.inject({});
    const calls = wallet.calls.filter((c) => c.body.token === token);
    const of = (op: Op) => calls.filter((c) => c.op === op);
    const balance = wallet.balances.get(token)!.toFixed(2);
    return { token, answer, calls, of, balance };
  };
  const settledBalance = (credits: Call[]) =>
    new Big(START)
      .minus(target.bet)
      .plus(credits[0]?.body.amount ?? '0')
      .toFixed(2);
  const sameBody = (calls: Call[]) => calls.length > 0 && calls.every((c) => c.raw === calls[0]!.raw);

  {
    const r = await play({});
    const [d, c] = [r.of('debit'), r.of('credit')];
    check(
      'a round debits its bet, then credits its result (0 for a loss) under the same round id',
      d.length === 1 &&
        c.length === 1 &&
        d[0]!.at <= c[0]!.at &&
        d[0]!.body.roundId === c[0]!.body.roundId &&
        d[0]!.body.transactionId !== c[0]!.body.transactionId,
      JSON.stringify(r.calls.map((x) => x.op)),
    );
    check(
      'the credit is the win the vendor reports, and the balance moved by bet and win',
      r.answer.value?.win !== null && new Big(r.answer.value?.win ?? -1).eq(c[0]?.body.amount ?? -2) && r.balance === settledBalance(c),
      `win ${r.answer.value?.win}, credit ${c[0]?.body.amount}, balance ${r.balance}`,
    );
  }
  {
    const r = await play({ debit: ['lost'] });
    const d = r.of('debit');
    check(
      'a debit whose answer was lost is retried with the same transaction id and body, and takes the bet once',
      d.length >= 2 &&
        sameBody(d) &&
        (r.balance === settledBalance(r.of('credit')) || (r.of('rollback').length > 0 && r.balance === new Big(START).toFixed(2))),
      `${d.length} debit call(s), balance ${r.balance}`,
    );
  }
  {
    const r = await play({ debit: ['hang'] });
    const d = r.of('debit');
    const rb = r.of('rollback');
    const retried = d.length >= 2 && sameBody(d) && r.balance === settledBalance(r.of('credit'));
    const rolledBack =
      rb.some((x) => x.body.refTransactionId === d[0]?.body.transactionId) &&
      r.of('credit').length === 0 &&
      r.balance === new Big(START).toFixed(2);
    check(
      'a debit that timed out is retried with the same id or rolled back, never charged twice',
      retried || rolledBack,
      `${d.length} debit(s), ${rb.length} rollback(s), balance ${r.balance}`,
    );
  }
  {
    const r = await play({ debit: Array<Fault>(20).fill('down') });
    const d = r.of('debit');
    const rb = r.of('rollback');
    check(
      'a debit never answered is rolled back by its transaction id, and the round is not credited',
      rb.length >= 1 &&
        rb.every((x) => x.body.refTransactionId === d[0]?.body.transactionId) &&
        r.of('credit').length === 0 &&
        r.balance === new Big(START).toFixed(2),
      `${d.length} debit(s), ${rb.length} rollback(s), ${r.of('credit').length} credit(s)`,
    );
    check('the player hears the round was not played', r.answer.success === false, JSON.stringify(r.answer));
  }
  {
    const r = await play({ debit: [{ refuse: 'sw_insufficient_funds' }] });
    check(
      'a refused debit (insufficient funds) is neither retried, credited nor rolled back',
      r.of('debit').length === 1 && r.of('credit').length === 0 && r.of('rollback').length === 0 && r.answer.success === false,
      JSON.stringify(r.calls.map((x) => x.op)),
    );
  }
  {
    const r = await play({ credit: ['lost'] });
    const c = r.of('credit');
    check(
      'a credit whose answer was lost is retried with the same id, and pays once',
      c.length >= 2 &&
        sameBody(c) &&
        wallet.accepted('credit').filter((t) => t.raw === c[0]?.raw).length === 1 &&
        r.balance === settledBalance(c),
      `${c.length} credit call(s), balance ${r.balance}`,
    );
  }
  {
    const r = await play({}, 'trial');
    check(
      'a trial round moves nothing at the wallet',
      r.calls.length === 0 && r.answer.success === true,
      `${r.calls.length} wallet call(s)`,
    );
  }

  // Rules over every call the vendor made in this run.
  const all = wallet.calls;
  const acceptedDebitRounds = new Set(wallet.accepted('debit').map((t) => t.roundId));
  check(
    'no credit without an accepted debit of its round',
    all.filter((c) => c.op === 'credit').every((c) => acceptedDebitRounds.has(c.body.roundId ?? '')),
  );
  const creditedRounds = (before: number) => new Set(all.filter((c) => c.op === 'credit' && c.at <= before).map((c) => c.body.roundId));
  check(
    'no rollback of a round it already settled',
    all.filter((c) => c.op === 'rollback').every((c) => !creditedRounds(c.at).has(c.body.roundId)),
  );
  const firstBody = new Map<string, string>();
  const reused: string[] = [];
  for (const c of all) {
    const id = c.body.transactionId;
    if (!id) continue;
    const first = firstBody.get(id);
    if (first === undefined) firstBody.set(id, c.raw);
    else if (first !== c.raw) reused.push(id);
  }
  check('a transaction id is never reused for a different request', reused.length === 0, reused.join(', '));
  check(
    'every call is signed with the vendor secret',
    all.every((c) => c.signed),
    `${all.filter((c) => !c.signed).length} unsigned`,
  );

  const reportRes = await fetch(`${target.api}/report?vendor=${target.vendor}`, {
    headers: target.reportToken ? { authorization: `Bearer ${target.reportToken}` } : {},
  });
  const report = (await reportRes.json().catch(() => null)) as {
    value: { debits: { amount: string }; credits: { amount: string }; rollbacks: { amount: string }; mismatches: unknown[] } | null;
  } | null;
  const sum = (op: Op) =>
    wallet
      .accepted(op)
      .reduce((s, t) => s.plus(t.amount), new Big(0))
      .toFixed(2);
  const v = report?.value;
  const name = "the vendor's reconciliation report matches the wallet's accepted debits, credits and rollbacks";
  if (!v) {
    // A closed report (no or a wrong --report-token) is a failed case, not a crash of the kit.
    check(name, false, `the report answered HTTP ${reportRes.status}${reportRes.status === 401 ? ' (pass --report-token)' : ''}`);
    return results;
  }
  check(
    name,
    new Big(v.debits.amount).eq(sum('debit')) &&
      new Big(v.credits.amount).eq(sum('credit')) &&
      new Big(v.rollbacks.amount).eq(sum('rollback')) &&
      v.mismatches.length === 0,
    `vendor ${JSON.stringify({ d: v.debits.amount, c: v.credits.amount, r: v.rollbacks.amount, m: v.mismatches.length })} wallet ${JSON.stringify({ d: sum('debit'), c: sum('credit'), r: sum('rollback') })}`,
  );
  return results;
}
