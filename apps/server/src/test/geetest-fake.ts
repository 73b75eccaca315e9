import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/**
 * The browser half: `/gt.js` and `/gt4.js` define `initGeetest` and `initGeetest4` with the
 * captcha object Geetest documents (appendTo, onReady, onSuccess, onError, getValidate, reset,
 * destroy). Its widget is one button; pressing it stands for a person passing Geetest's puzzle and
 * fetches from the fake the pass Geetest would hand the page (`/widget/pass3`, `/widget/pass4`).
 */
const widgetScript = (origin: string) => `(function () {
  var origin = ${JSON.stringify(origin)};
  function widget(version, cfg, ready) {
    var on = { ready: [], success: [], error: [], close: [] };
    var validate = null, button = null;
    function fire(name, arg) { on[name].forEach(function (f) { f(arg); }); }
    var obj = {
      appendTo: function (el) {
        var host = typeof el === 'string' ? document.querySelector(el) : el;
        button = document.createElement('button');
        button.type = 'button';
        button.className = 'geetest_fake';
        button.setAttribute('data-geetest-fake', String(version));
        button.textContent = 'Geetest ' + version + ': click to verify';
        button.onclick = function () {
          button.disabled = true;
          var url = version === 3
            ? origin + '/widget/pass3?gt=' + encodeURIComponent(cfg.gt) + '&challenge=' + encodeURIComponent(cfg.challenge)
            : origin + '/widget/pass4?captcha_id=' + encodeURIComponent(cfg.captchaId);
          fetch(url).then(function (r) { return r.ok ? r.json() : Promise.reject(new Error('refused')); }).then(
            function (v) { validate = v; button.textContent = 'Geetest ' + version + ': passed'; fire('success'); },
            function (e) { button.disabled = false; fire('error', { code: 'fake', msg: String(e && e.message) }); });
        };
        host.appendChild(button);
        setTimeout(function () { fire('ready'); }, 0);
        return obj;
      },
      onReady: function (f) { on.ready.push(f); return obj; },
      onSuccess: function (f) { on.success.push(f); return obj; },
      onError: function (f) { on.error.push(f); return obj; },
      onClose: function (f) { on.close.push(f); return obj; },
      getValidate: function () { return validate; },
      reset: function () { validate = null; if (button) button.disabled = false; },
      destroy: function () { if (button) button.remove(); button = null; }
    };
    setTimeout(function () { ready(obj); }, 0);
  }
  window.initGeetest = function (cfg, ready) { widget(3, cfg, ready); };
  window.initGeetest4 = function (cfg, ready) { widget(4, cfg, ready); };
})();
`;

/**
 * A local stand-in for Geetest's servers that speaks its server-side protocol and checks its
 * signatures (ADR 057): v3 `GET /register.php` and `POST /validate.php` (md5 digest), v4
 * `POST /validate?captcha_id=` (HMAC-SHA256 sign_token). `solve3`/`solve4` play the part of
 * Geetest's widget after a person passed it: what the browser would receive from Geetest.
 */
export async function startGeetestFake(id: string, key: string, port = 0) {
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
      if (url.pathname === '/gt.js' || url.pathname === '/gt4.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
        return res.end(widgetScript(origin));
      }
      if (url.pathname.startsWith('/widget/')) {
        // The page asks from its own origin, as Geetest's widget does.
        res.setHeader('access-control-allow-origin', '*');
        if (url.pathname === '/widget/pass4') {
          if (fields.captcha_id !== id) return reply({ error: 'illegal captcha_id' }, 400);
          return reply(solve4());
        }
        // v3: only a challenge our server got from register.php (md5(origin + key)) can be passed.
        const ok = fields.gt === id && [...issued].some((o) => md5(o + key) === fields.challenge);
        if (url.pathname !== '/widget/pass3' || !ok) return reply({ error: 'unknown challenge' }, 400);
        const v = solve3(fields.challenge!);
        return reply({ geetest_challenge: v.challenge, geetest_validate: v.validate, geetest_seccode: v.seccode });
      }
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
  /** A person passed the v3 widget for the challenge our server handed out. */
  const solve3 = (challenge: string) => {
    const validate = md5(`${key}geetest${challenge}`);
    const seccode = `${validate}|jordan`;
    solved.set(challenge, seccode);
    return { challenge, validate, seccode };
  };
  /** A person passed the v4 widget: its validate object. */
  const solve4 = () => {
    const lot_number = randomBytes(16).toString('hex');
    const pass_token = randomBytes(32).toString('hex');
    passes.set(lot_number, pass_token);
    return {
      lot_number,
      captcha_output: randomBytes(48).toString('base64'),
      pass_token,
      gen_time: String(Math.floor(Date.now() / 1000)),
    };
  };
  let origin = '';
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = url;
  return {
    url,
    calls,
    setDown(v: boolean) {
      down = v;
    },
    solve3,
    solve4,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
