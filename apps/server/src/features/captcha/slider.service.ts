import { createHash, randomBytes } from 'node:crypto';
import {
  CAPTCHA_ERRORS,
  PUZZLE,
  type PuzzleAnswer,
  SLIDER_TTL_MS,
  type SliderInit,
  type SliderResult,
  type SliderV3Result,
} from '@arcadia/contract/captcha/slider';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { type GeetestClient, GeetestUnavailable } from './geetest.client.js';
import { type PuzzleRenderer, puzzlePosition } from './puzzle.render.js';
import { judgePuzzle } from './puzzle.trace.js';
import type { SliderRepository } from './slider.repository.js';

/** The slider switches this feature reads, and nothing else (ADR 048: one reader per switch). */
export type SliderSwitches = { GEETEST3: boolean; GEETESTVCODE3: boolean; GEETESTTEST3: boolean };
export type SliderPorts = { switches(merchantId: number): Promise<SliderSwitches> };
export type SliderClient = { key: string; ip: string };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** Geetest's seccode is the validate plus this suffix; the puzzle answers in the same shape so one client fits both. */
const SECCODE_SUFFIX = '|jordan';

/**
 * One interface, three providers (ADR 057): Geetest v3, Geetest v4, or Arcadia's puzzle when the
 * server has no Geetest account or the merchant is in test mode (GEETESTTEST3).
 */
export class SliderService {
  constructor(
    private readonly repo: SliderRepository,
    private readonly clock: Clock,
    private readonly ports: SliderPorts,
    private readonly render: PuzzleRenderer,
    private readonly geetest: GeetestClient | null,
    private readonly geetestVersion: 3 | 4 | null,
  ) {}

  private provider(sw: SliderSwitches): SliderInit['provider'] {
    if (!this.geetest || sw.GEETESTTEST3) return 'puzzle';
    return this.geetestVersion === 4 ? 'geetest4' : 'geetest3';
  }

  private expiry() {
    return new Date(this.clock.now().getTime() + SLIDER_TTL_MS);
  }

  /** `GET /wps/captcha/geetest`: a new slider for this client, when a slider switch is on. */
  async init(merchantId: number, client: SliderClient): Promise<SliderInit> {
    const sw = await this.ports.switches(merchantId);
    if (!sw.GEETEST3 && !sw.GEETESTVCODE3) throw new AppError(CAPTCHA_ERRORS.sliderOff, 403);
    const provider = this.provider(sw);
    const base = { newCaptcha: true, provider, test: sw.GEETESTTEST3 };
    // The browser loads Geetest's own widget from where the server's configuration says (ADR 057).
    const widget = this.geetest?.scriptUrl ? { script: this.geetest.scriptUrl } : {};
    if (Math.random() < 0.01) await this.repo.purgeExpired(this.clock.now());
    if (provider === 'geetest4') return { ...base, ...widget, gt: this.geetest!.id, challenge: randomBytes(16).toString('hex') };
    if (provider === 'geetest3') {
      const challenge = await this.guard(() => this.geetest!.register('web', client.ip));
      await this.repo.put({ merchantId, challenge, clientKey: client.key, provider, answerX: null, expiresAt: this.expiry() });
      return { ...base, ...widget, gt: this.geetest!.id, challenge };
    }
    const { x, y } = puzzlePosition();
    const { image, piece } = await this.render(x, y);
    const challenge = randomBytes(16).toString('hex');
    await this.repo.put({ merchantId, challenge, clientKey: client.key, provider, answerX: x, expiresAt: this.expiry() });
    return {
      ...base,
      gt: 'arcadia',
      challenge,
      puzzle: {
        image: image.toString('base64'),
        piece: piece.toString('base64'),
        pieceY: y,
        width: PUZZLE.width,
        height: PUZZLE.height,
        pieceSize: PUZZLE.piece,
      },
    };
  }

  /**
   * `POST /wps/captcha/geetest/verify`: the puzzle's drag. Answerable once (a replay finds it
   * used); a pass comes back in Geetest's v3 shape, to be spent by the request that needs it.
   */
  async answer(merchantId: number, clientKey: string, a: PuzzleAnswer): Promise<SliderV3Result> {
    const key = { merchantId, challenge: a.challenge, clientKey };
    const row = await this.repo.attempt(key, this.clock.now());
    if (!row || row.answerX == null) throw new AppError(CAPTCHA_ERRORS.sliderExpired);
    const verdict = judgePuzzle(a, row.answerX);
    if (!verdict.ok) throw new AppError(verdict.code);
    const validate = randomBytes(16).toString('hex');
    await this.repo.setPass(key, sha256(validate));
    return { challenge: a.challenge, validate, seccode: `${validate}${SECCODE_SUFFIX}` };
  }

  /** True once for a slider this client passed; a missing, foreign, used or expired pass is false. */
  async check(merchantId: number, clientKey: string, result: SliderResult | null): Promise<boolean> {
    if (!result) return false;
    const sw = await this.ports.switches(merchantId);
    const provider = this.provider(sw);
    const now = this.clock.now();
    if (result.version === 4) return provider === 'geetest4' && this.guard(() => this.geetest!.validate4(result.result));
    const r = result.result;
    const key = { merchantId, challenge: r.challenge, clientKey };
    if (provider === 'puzzle') return r.seccode === `${r.validate}${SECCODE_SUFFIX}` && this.repo.spendPass(key, sha256(r.validate), now);
    if (provider !== 'geetest3' || !(await this.repo.take(key, 'geetest3', now))) return false;
    return this.guard(() => this.geetest!.validate3(r));
  }

  /**
   * What a merchant's pages must be allowed to load for Geetest's widget: nothing unless the server
   * has a Geetest account and the merchant asks for the slider outside test mode (ADR 040, 057).
   */
  async pageSources(merchantId: number): Promise<{ script: string[]; connect: string[]; img: string[]; style: string[] }> {
    // Without a Geetest account (most deployments) every page skips the switch lookup.
    if (!this.geetest) return { script: [], connect: [], img: [], style: [] };
    const sw = await this.ports.switches(merchantId);
    const on = (sw.GEETEST3 || sw.GEETESTVCODE3) && this.provider(sw) !== 'puzzle';
    const hosts = on ? this.geetest.widgetSources : [];
    return { script: hosts, connect: hosts, img: hosts, style: hosts };
  }

  switches(merchantId: number) {
    return this.ports.switches(merchantId);
  }

  private async guard<T>(f: () => Promise<T>): Promise<T> {
    try {
      return await f();
    } catch (e) {
      if (e instanceof GeetestUnavailable) throw new AppError(CAPTCHA_ERRORS.geetestDown, 503);
      throw e;
    }
  }
}
