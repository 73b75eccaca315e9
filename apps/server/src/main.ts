import { join } from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { DEMO_VENDOR_PREFIX, demoVendorPlugin, loopbackUrl } from './demo-vendor/index.js';
import { fixedTextCaptcha } from './features/captcha/index.js';
import { OffsetClock } from './platform/clock.js';
import { loadOrCreateKeyFile } from './platform/crypto/secret-box.js';
import { openDatabase } from './platform/db/client.js';
import { DataDirLockedError } from './platform/db/data-dir-lock.js';
import { sealTotpSecrets } from './workflows/seal-totp-secrets.js';
import { DEMO_LOGINS, seedDemo, seedDemoBalances } from './workflows/seed-demo.js';

/** Where the embedded demo keeps its generated TOTP key when TOTP_ENCRYPTION_KEY is unset (ADR 040). */
const TOTP_KEY_FILE = 'totp-encryption.key';

async function main() {
  const loaded = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(
      loaded.databaseUrl ? { kind: 'postgres', url: loaded.databaseUrl } : { kind: 'pglite', dataDir: loaded.dataDir },
    );
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`arcadia: ${err.message}`);
      process.exit(75);
    }
    throw err;
  }
  // loadConfig refuses production without a key; elsewhere the data directory keeps a generated one
  // (read once the directory's lock is ours).
  const config = loaded.totpEncryptionKeys.length
    ? loaded
    : { ...loaded, totpEncryptionKeys: [loadOrCreateKeyFile(join(loaded.dataDir, TOTP_KEY_FILE))] };
  const captchaRenderer = config.e2eCaptchaText ? fixedTextCaptcha(config.e2eCaptchaText) : undefined;
  // loadConfig refuses E2E_CLOCK in production and on PostgreSQL.
  const testClock = config.e2eClock ? new OffsetClock() : undefined;
  const { app, features, drain } = await buildApp({ config, database, testClock, features: captchaRenderer ? { captchaRenderer } : {} });
  if (captchaRenderer) app.log.warn('E2E_CAPTCHA_TEXT is set: every captcha has a known answer. Test use only.');
  if (testClock) app.log.warn("E2E_CLOCK is set: POST /__test/clock moves this server's time forward. Test use only.");
  if (!loaded.totpEncryptionKeys.length) {
    const where = join(config.dataDir, TOTP_KEY_FILE);
    if (config.databaseUrl)
      app.log.warn(`TOTP_ENCRYPTION_KEY is unset: using ${where}; every instance on this database needs the same key`);
    else app.log.info(`TOTP secrets are sealed with the key in ${where}`);
  }
  // Rows from before sealing (or sealed by a key since rotated out) are re-sealed once at start.
  const sealed = await sealTotpSecrets(features);
  if (sealed.members + sealed.operators) app.log.info(sealed, 'TOTP secrets sealed with the current key');
  if (config.seedDemo && (await features.system.isEmpty())) {
    await seedDemo(features);
    app.log.info('demo data seeded');
  }
  if (config.seedDemo) await seedDemoBalances(features);
  // The demo's third-party vendors are the built-in demo vendor (ADR 063): it calls the seamless
  // wallet over HTTP on this server's own address, with the secrets the demo seed gave each vendor.
  if (config.seedDemo)
    await app.register(demoVendorPlugin, {
      prefix: DEMO_VENDOR_PREFIX,
      baseUrl: () => loopbackUrl(app),
      secretOf: async (code) => (await features.games.seamless.vendor(code)).secret,
      // The vendor's books open to whoever holds the operators' platform token.
      reportToken: config.opsApiToken,
      ...config.demoVendorTimers,
    });
  // Graceful stop: readiness turns 503 first, then close() stops accepting, lets in-flight
  // requests (money movements among them) finish, and closes sockets with 1001 so clients
  // reconnect to another instance.
  const close = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    drain();
    if (config.shutdownDrainMs) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  // Jobs start once serving; app.close() stops them before the database closes.
  features.scheduler.start();
  const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  // Last of all, once listening and seeded, so the accounts to try are what a person sees at the bottom.
  // The bound port, not the configured one: PORT=0 takes one from the OS (the benches do).
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const banner = [`\nArcadia is serving on http://localhost:${port}/ (${where})`];
  if (config.seedDemo) {
    banner.push('Demo merchants: "demo" on http://localhost, "acme" on http://127.0.0.1 (same port).');
    for (const line of DEMO_LOGINS) banner.push(`  ${line}`);
  }
  process.stdout.write(`${banner.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
