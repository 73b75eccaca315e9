import Fastify from 'fastify';
import { demoVendorPlugin } from '../plugin.js';
import { type CaseResult, runConformance, type Target } from './cases.js';
import { FakeWallet } from './fake-wallet.js';

export { type CaseResult, runConformance, type Target } from './cases.js';
export { FakeWallet } from './fake-wallet.js';

const SECRET = 'conformance-kit-secret';
/** The report is closed without a token; the kit opens it like the vendor's back office would. */
const REPORT_TOKEN = 'conformance-kit-report';
/** The built-in vendor gives up on a wallet call after this long (the kit's `hang` waits three times as long). */
const TIMEOUT_MS = 300;

/** The kit against the built-in demo vendor, both in this process and talking over HTTP on the loopback. */
export async function conformBuiltIn(vendor = 'FAKE', bet = '1', pick = 'spin'): Promise<CaseResult[]> {
  const wallet = new FakeWallet(SECRET, TIMEOUT_MS * 3);
  const walletUrl = await wallet.listen();
  const app = Fastify();
  await app.register(demoVendorPlugin, {
    prefix: '/demo-vendor',
    baseUrl: walletUrl,
    secretOf: () => SECRET,
    timeoutMs: TIMEOUT_MS,
    attempts: 3,
    backoffMs: 20,
    reportToken: REPORT_TOKEN,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const target: Target = {
    api: `http://127.0.0.1:${(app.server.address() as { port: number }).port}/demo-vendor/api`,
    vendor,
    bet,
    pick,
    reportToken: REPORT_TOKEN,
  };
  try {
    return await runConformance(wallet, target);
  } finally {
    await app.close();
    await wallet.close();
  }
}

/** Another vendor: the kit's wallet listens on `walletPort` (point the vendor's wallet URL and secret at it). */
export async function conformExternal(target: Target, walletPort: number, secret: string, hangMs: number): Promise<CaseResult[]> {
  const wallet = new FakeWallet(secret, hangMs);
  await wallet.listen(walletPort);
  try {
    return await runConformance(wallet, target);
  } finally {
    await wallet.close();
  }
}
