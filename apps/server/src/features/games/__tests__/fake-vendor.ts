import { createHmac } from 'node:crypto';
import { SEAMLESS_SIGNATURE_HEADER } from '@arcadia/contract/games';

/**
 * A third-party vendor's game server as the seamless API sees it: it holds the session token from
 * the launch URL and calls our wallet over HTTP, signing each raw JSON body with its secret.
 */
export class FakeVendor {
  constructor(
    private readonly base: string,
    readonly code: string,
    private readonly secret: string,
  ) {}

  /** The token a launch URL hands the vendor (as its game page would read it). */
  static tokenOf(gameUrl: string): string {
    return new URL(gameUrl, 'http://x').searchParams.get('token') ?? '';
  }

  async call(op: 'balance' | 'debit' | 'credit' | 'rollback', body: Record<string, unknown>, secret = this.secret) {
    const raw = JSON.stringify(body);
    const res = await fetch(`${this.base}/wps/seamless/${this.code}/${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: createHmac('sha256', secret).update(raw).digest('hex') },
      body: raw,
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read whichever value shape the call returns
    return { status: res.status, body: (await res.json()) as { success: boolean; value: any; errorCode: string | null; message: string } };
  }
}
