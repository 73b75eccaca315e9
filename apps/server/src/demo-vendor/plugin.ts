import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DemoVendorEngine, type EngineOptions, PlayError } from './engine.js';
import { MATCH, PICKS, STAKES } from './games.js';
import { renderPage } from './pages.js';
import { roundView } from './rounds.js';
import { WalletClient, type WalletClientOptions } from './wallet-client.js';

export type DemoVendorOptions = WalletClientOptions &
  Omit<EngineOptions, 'wallet'> & {
    engine?: DemoVendorEngine;
    /**
     * The bearer token that opens the reconciliation report (the vendor's back office: every round's
     * stake and win). Unset, the report is closed: a vendor's books are not public.
     */
    reportToken?: string | undefined;
  };

const ASSETS: Record<string, string> = { 'game.js': 'text/javascript; charset=utf-8', 'game.css': 'text/css; charset=utf-8' };
const assetText = Object.fromEntries(Object.keys(ASSETS).map((f) => [f, readFileSync(join(import.meta.dirname, 'public', f), 'utf8')]));

const vendorParam = z.object({ vendor: z.string().regex(/^[A-Za-z0-9]{1,16}$/) });
const session = z.object({ token: z.string().min(1).max(200), mode: z.enum(['real', 'trial']) });
const playBody = session.extend({ game: z.string().max(64).default('lobby'), bet: z.string().max(16), pick: z.string().max(16) });
const roundQuery = z.object({ token: z.string().min(1).max(200) });

/** Our pages run scripts and calls of their own origin only, and may be framed by the operator's site. */
const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors *; base-uri 'none'; form-action 'none'";

/** Whether the Authorization header carries `Bearer <expected>` (compared in constant time); never with no token set. */
function bearerIs(header: string | undefined, expected: string | undefined): boolean {
  if (!expected) return false;
  const given = Buffer.from(header ?? '');
  const want = Buffer.from(`Bearer ${expected}`);
  return given.length === want.length && timingSafeEqual(given, want);
}

const answer = (reply: FastifyReply, status: number, value: unknown, errorCode: string | null = null) =>
  reply.code(status).send({ success: errorCode === null, value, message: errorCode ?? '', errorCode });

/**
 * The built-in demo vendor (docs/adr/063-demo-vendor.md): a game vendor's pages and game server.
 * It moves money only through the operator's seamless wallet over HTTP, like any outside vendor,
 * so it runs inside the demo server (mounted under /demo-vendor) or on its own (demo-vendor/main.ts).
 */
export async function demoVendorPlugin(app: FastifyInstance, opts: DemoVendorOptions): Promise<void> {
  const engine = opts.engine ?? new DemoVendorEngine({ ...opts, wallet: new WalletClient(opts) });
  engine.start();
  app.addHook('onClose', async () => engine.stop());
  const common = { config: { merchant: false }, schema: { hide: true } };

  const parse = <T>(schema: z.ZodType<T>, value: unknown, reply: FastifyReply): T | null => {
    const r = schema.safeParse(value);
    if (!r.success) void answer(reply, 400, null, 'invalid_request');
    return r.success ? r.data : null;
  };
  const failed = (reply: FastifyReply, err: unknown) => {
    if (err instanceof PlayError) return answer(reply, err.code === 'wallet_unavailable' ? 502 : 400, null, err.code);
    throw err;
  };

  app.get('/play/:vendor', common, async (req, reply) => {
    const p = parse(vendorParam, req.params, reply);
    if (!p) return reply;
    const code = p.vendor.toUpperCase();
    let lane: ReturnType<DemoVendorEngine['laneOf']>;
    try {
      lane = engine.laneOf(code);
    } catch (err) {
      return failed(reply, err);
    }
    const base = req.url.slice(0, req.url.indexOf('/play/'));
    const config = { vendor: code, lane, api: `${base}/api/${code}`, stakes: STAKES[lane], picks: PICKS[lane], match: MATCH };
    // Framed by the operator's /seamless page (same origin when embedded, another one when not).
    reply.removeHeader('x-frame-options');
    return reply
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(config, base, String((req.query as { lang?: string }).lang ?? 'EN')));
  });

  app.get('/assets/:file', common, async (req, reply) => {
    const file = (req.params as { file: string }).file;
    const type = ASSETS[file];
    if (!type) return answer(reply, 404, null, 'not_found');
    return reply.type(type).header('cache-control', 'public, max-age=300').send(assetText[file]);
  });

  app.post('/api/:vendor/balance', common, async (req, reply) => {
    const p = parse(vendorParam, req.params, reply);
    const b = p && parse(session, req.body, reply);
    if (!p || !b) return reply;
    try {
      return answer(reply, 200, await engine.balance(p.vendor.toUpperCase(), b.token, b.mode));
    } catch (err) {
      return failed(reply, err);
    }
  });

  /** Starts a round for a session token: the page's bet button, and the conformance kit's driver. */
  app.post('/api/:vendor/rounds', common, async (req, reply) => {
    const p = parse(vendorParam, req.params, reply);
    const b = p && parse(playBody, req.body, reply);
    if (!p || !b) return reply;
    try {
      const round = await engine.play({ ...b, vendor: p.vendor.toUpperCase() });
      return answer(
        reply,
        200,
        roundView(round),
        round.status === 'refused' || round.status === 'rolledback' ? (round.note ?? round.status) : null,
      );
    } catch (err) {
      return failed(reply, err);
    }
  });

  app.get('/api/:vendor/rounds/:id', common, async (req, reply) => {
    const q = parse(roundQuery, req.query, reply);
    if (!q) return reply;
    const round = engine.book.get((req.params as { id: string }).id);
    // Only the session that played a round may read it.
    if (!round || round.token !== q.token) return answer(reply, 404, null, 'not_found');
    return answer(reply, 200, roundView(round));
  });

  /** The vendor's reconciliation report: its rounds and what the wallet answered (no tokens). */
  app.get('/api/report', common, async (req, reply) => {
    if (!bearerIs(req.headers.authorization, opts.reportToken)) return answer(reply, 401, null, 'unauthorized');
    const vendor = (req.query as { vendor?: string }).vendor;
    return answer(reply, 200, engine.book.report(vendor ? vendor.toUpperCase() : undefined));
  });
}
