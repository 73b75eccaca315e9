import { createHmac } from 'node:crypto';
import { SEAMLESS_SIGNATURE_HEADER, type SeamlessResult } from '@arcadia/contract/games';

export type WalletOp = 'balance' | 'debit' | 'credit' | 'rollback';
/** What the wallet said: an answer (accepted or refused), or nothing we can trust (timeouts, 5xx, a dropped line). */
export type WalletAnswer =
  | { kind: 'ok'; value: SeamlessResult; attempts: number }
  | { kind: 'refused'; errorCode: string; attempts: number }
  | { kind: 'unknown'; reason: string; attempts: number };

export type WalletClientOptions = {
  /** The operator's base URL (`http://host:port`); a function for the embedded demo, whose port is known only once listening. */
  baseUrl: string | (() => string);
  secretOf: (vendor: string) => string | Promise<string>;
  /** Per attempt: past it, the outcome is unknown and the same request goes again. */
  timeoutMs?: number;
  attempts?: number;
  backoffMs?: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The demo vendor's side of Arcadia's seamless wallet, as any outside vendor calls it: the raw JSON
 * body signed with the vendor's secret, and a retry of exactly the same bytes (same transaction id)
 * when the answer is lost, since only a repeat of the same id is safe to send twice.
 */
export class WalletClient {
  private readonly timeoutMs: number;
  private readonly attempts: number;
  private readonly backoffMs: number;

  constructor(private readonly opts: WalletClientOptions) {
    this.timeoutMs = opts.timeoutMs ?? 5_000;
    this.attempts = opts.attempts ?? 3;
    this.backoffMs = opts.backoffMs ?? 200;
  }

  private base(): string {
    return (typeof this.opts.baseUrl === 'function' ? this.opts.baseUrl() : this.opts.baseUrl).replace(/\/$/, '');
  }

  async call(vendor: string, op: WalletOp, body: Record<string, unknown>): Promise<WalletAnswer> {
    const raw = JSON.stringify(body);
    const signature = createHmac('sha256', await this.opts.secretOf(vendor))
      .update(raw)
      .digest('hex');
    let reason = 'no attempt';
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      if (attempt > 1) await sleep(this.backoffMs * (attempt - 1));
      try {
        const res = await fetch(`${this.base()}/wps/seamless/${encodeURIComponent(vendor)}/${op}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: signature },
          body: raw,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        if (res.status >= 500) {
          reason = `HTTP ${res.status}`;
          await res.body?.cancel();
          continue;
        }
        const json = (await res.json()) as { success?: boolean; value?: SeamlessResult; errorCode?: string | null };
        if (json.success && json.value) return { kind: 'ok', value: json.value, attempts: attempt };
        return { kind: 'refused', errorCode: json.errorCode ?? `HTTP ${res.status}`, attempts: attempt };
      } catch (err) {
        // A timeout or a broken connection: the wallet may or may not have applied it.
        reason = err instanceof Error ? err.name : 'network';
      }
    }
    return { kind: 'unknown', reason, attempts: this.attempts };
  }
}
