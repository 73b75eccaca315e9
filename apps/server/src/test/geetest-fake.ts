import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/**
 * A local stand-in for Geetest's servers that speaks its server-side protocol and checks its
 * signatures (ADR 057): v3 `GET /register.php` and `POST /validate.php` (md5 digest), v4
 * `POST /validate?captcha_id=` (HMAC-SHA256 sign_token). `solve3`/`solve4` play the part of
 * Geetest's widget after a person passed it: what the browser would receive from Geetest.
 */
export async function startGeetestFake(id: string, key: string) {
  const issued = new Set<string>(); // v3 origin challenges
  const solved = new Map<string, string>(); // v3 final challenge -> seccode
  const passes = new Map<string, string>(); // v4 lot_number -> pass_token
  const calls: { path: string; fields: Record<string, string> }[] = [];
  let down = false;

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const fields = Object.fromEntries(new URLSearchParams(req.method === 'POST' ? raw : url.search));
      calls.push({ path: url.pathname, fields });
      const reply = (body: object, status = 200) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (down) return reply({ error: 'down' }, 502);
      if (url.pathname === '/register.php') {
        if (fields.gt !== id || fields.digestmod !== 'md5') return reply({ challenge: '' });
        const origin = randomBytes(16).toString('hex');
        issued.add(origin);
        return reply({ challenge: origin });
      }
      if (url.pathname === '/validate.php') {
        const expected = solved.get(fields.challenge ?? '');
        if (fields.captchaid !== id || !expected || expected !== fields.seccode) return reply({ seccode: 'false' });
        solved.delete(fields.challenge!);
        return reply({ seccode: md5(fields.seccode!) });
      }
      if (url.pathname === '/validate') {
        if (url.searchParams.get('captcha_id') !== id) return reply({ status: 'error', code: '-50005', msg: 'illegal captcha_id' });
        const lot = fields.lot_number ?? '';
        const sign = createHmac('sha256', key).update(lot).digest('hex');
        if (fields.sign_token !== sign) return reply({ status: 'success', result: 'fail', reason: 'sign_token error' });
        if (passes.get(lot) !== fields.pass_token) return reply({ status: 'success', result: 'fail', reason: 'pass_token expire' });
        passes.delete(lot);
        return reply({ status: 'success', result: 'success', reason: '', captcha_args: {} });
      }
      reply({ error: 'not found' }, 404);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    setDown(v: boolean) {
      down = v;
    },
    /** A person passed the v3 widget for the challenge our server handed out. */
    solve3(challenge: string) {
      const validate = md5(`${key}geetest${challenge}`);
      const seccode = `${validate}|jordan`;
      solved.set(challenge, seccode);
      return { challenge, validate, seccode };
    },
    /** A person passed the v4 widget: its validate object. */
    solve4() {
      const lot_number = randomBytes(16).toString('hex');
      const pass_token = randomBytes(32).toString('hex');
      passes.set(lot_number, pass_token);
      return {
        lot_number,
        captcha_output: randomBytes(48).toString('base64'),
        pass_token,
        gen_time: String(Math.floor(Date.now() / 1000)),
      };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
