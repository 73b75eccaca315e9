import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { fixedTextCaptcha } from './features/captcha/index.js';
import { openDatabase } from './platform/db/client.js';
import { DataDirLockedError } from './platform/db/data-dir-lock.js';
import { DEMO_LOGINS, seedDemo, seedDemoBalances } from './workflows/seed-demo.js';

async function main() {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
    );
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`arcadia: ${err.message}`);
      process.exit(75);
    }
    throw err;
  }
  const captchaRenderer = config.e2eCaptchaText ? fixedTextCaptcha(config.e2eCaptchaText) : undefined;
  const { app, features, drain } = await buildApp({ config, database, features: captchaRenderer ? { captchaRenderer } : {} });
  if (captchaRenderer) app.log.warn('E2E_CAPTCHA_TEXT is set: every captcha has a known answer. Test use only.');
  if (config.seedDemo && (await features.system.isEmpty())) {
    await seedDemo(features);
    app.log.info('demo data seeded');
  }
  if (config.seedDemo) await seedDemoBalances(features);
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
  const banner = [`\nArcadia is serving on http://localhost:${config.port}/ (${where})`];
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
