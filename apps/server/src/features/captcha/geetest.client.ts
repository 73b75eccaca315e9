import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SliderV3Result, SliderV4Validate } from '@arcadia/contract/captcha/slider';

/** The merchant's Geetest account (server configuration; the key never leaves the server). */
export type GeetestConfig = {
  id: string;
  key: string;
  version: 3 | 4;
  apiUrl: string;
  timeoutMs?: number;
  /** The widget loader the browser runs (gt.js or gt4.js). */
  scriptUrl?: string;
  /** What that loader fetches from, for the pages' Content-Security-Policy. */
  widgetHosts?: readonly string[];
};

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Geetest could not be asked (network, timeout, an answer not in its protocol). */
export class GeetestUnavailable extends Error {}

async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new GeetestUnavailable(`geetest: ${(e as Error).message}`);
  }
  if (!res.ok) throw new GeetestUnavailable(`geetest: HTTP ${res.status}`);
  try {
    return (await res.json()) as Record<string, unknown>;
  } catch {
    throw new GeetestUnavailable('geetest: not JSON');
  }
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/**
 * Geetest's server side, as its SDKs do it: v3 register (api1) and validate (api2) with the md5
 * digest; v4 validate with the HMAC-SHA256 sign_token. There is no "failback" mode: when Geetest
 * cannot be asked the slider is refused (geetest_unavailable), never passed on a local guess.
 */
export class GeetestClient {
  constructor(private readonly cfg: GeetestConfig) {}

  get id() {
    return this.cfg.id;
  }
  get scriptUrl() {
    return this.cfg.scriptUrl;
  }
  /** Every origin the browser's widget needs: its loader's and the hosts it talks to. */
  get widgetSources(): string[] {
    const loader = this.cfg.scriptUrl ? [this.cfg.scriptUrl] : [];
    return [...loader, ...(this.cfg.widgetHosts ?? [])];
  }
  private get timeout() {
    return this.cfg.timeoutMs ?? 5000;
  }

  /** v3 api1: a fresh challenge from Geetest, bound to our key (md5(challenge + key)), as the widget expects. */
  async register(clientType: 'web' | 'h5', ipAddress: string): Promise<string> {
    const q = new URLSearchParams({
      gt: this.cfg.id,
      json_format: '1',
      digestmod: 'md5',
      sdk: 'arcadia-3',
      client_type: clientType,
      ip_address: ipAddress,
    });
    const body = await call(`${this.cfg.apiUrl}/register.php?${q}`, { method: 'GET' }, this.timeout);
    const origin = typeof body.challenge === 'string' ? body.challenge : '';
    if (origin.length !== 32 || !/^[0-9a-f]+$/.test(origin)) throw new GeetestUnavailable('geetest: register refused');
    return md5(origin + this.cfg.key);
  }

  /** v3 api2: validate must be md5(key + 'geetest' + challenge) (checked here first), then Geetest confirms the seccode once. */
  async validate3(r: SliderV3Result): Promise<boolean> {
    if (!same(r.validate, md5(`${this.cfg.key}geetest${r.challenge}`))) return false;
    const body = await call(
      `${this.cfg.apiUrl}/validate.php`,
      form({ seccode: r.seccode, challenge: r.challenge, captchaid: this.cfg.id, json_format: '1', sdk: 'arcadia-3' }),
      this.timeout,
    );
    return typeof body.seccode === 'string' && same(body.seccode, md5(r.seccode));
  }

  /** v4: sign_token = HMAC-SHA256(key, lot_number), hex; Geetest answers result 'success' once per pass_token. */
  async validate4(v: SliderV4Validate): Promise<boolean> {
    const signToken = createHmac('sha256', this.cfg.key).update(v.lot_number).digest('hex');
    const body = await call(
      `${this.cfg.apiUrl}/validate?captcha_id=${encodeURIComponent(this.cfg.id)}`,
      form({ ...v, sign_token: signToken }),
      this.timeout,
    );
    if (body.status === 'error') throw new GeetestUnavailable(`geetest: ${String(body.msg ?? 'error')}`);
    return body.result === 'success';
  }
}
