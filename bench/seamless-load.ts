// The vendor's side of the seamless bench, in a process of its own (bench/child.ts): `workers`
// loops, each one player's debit then credit, signed as the vendor signs them, for `seconds`.
// Answers the pairs done and each call's latency percentiles.
import { createHmac } from 'node:crypto';
import { SEAMLESS_SIGNATURE_HEADER } from '@arcadia/contract/games';
import { answer, jobOf } from './child.js';
import { pct } from './latency.js';

export type SeamlessJob = { base: string; secret: string; tokens: string[]; seconds: number; run: string };
export type SeamlessResult = { pairs: number; seconds: number; debitP50: number; debitP99: number; creditP99: number };

const job = await jobOf<SeamlessJob>();

async function call(op: 'debit' | 'credit', body: Record<string, string>): Promise<number> {
  const raw = JSON.stringify(body);
  const start = performance.now();
  const res = await fetch(`${job.base}/wps/seamless/FAKE/${op}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SEAMLESS_SIGNATURE_HEADER]: createHmac('sha256', job.secret).update(raw).digest('hex'),
    },
    body: raw,
  });
  const json = (await res.json()) as { success: boolean; errorCode: string | null };
  if (!json.success) throw new Error(`${op}: ${json.errorCode}`);
  return performance.now() - start;
}

const debits: number[] = [];
const credits: number[] = [];
let pairs = 0;
const started = performance.now();
const end = started + job.seconds * 1000;
await Promise.all(
  job.tokens.map(async (token, w) => {
    for (let i = 0; performance.now() < end; i++) {
      const round = `${job.run}-${w}-${i}`;
      debits.push(await call('debit', { token, transactionId: `b-${round}`, roundId: round, amount: '1' }));
      credits.push(await call('credit', { token, transactionId: `w-${round}`, roundId: round, amount: '0.95' }));
      pairs++;
    }
  }),
);
answer({
  pairs,
  seconds: (performance.now() - started) / 1000,
  debitP50: pct(debits, 50),
  debitP99: pct(debits, 99),
  creditP99: pct(credits, 99),
} satisfies SeamlessResult);
