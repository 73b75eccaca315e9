// The site's CSP has no 'unsafe-eval'. The first time zod builds an object schema it probes for eval
// with `new Function('')`; the probe's error is caught, but Chrome still logs a CSP violation on every
// page (Lighthouse best practices, "Issues were logged in the Issues panel"). Under CSP the probe fails
// anyway, so zod already parsed without its compiled fast path: `jitless` only skips the probe.
// Zod reads this global once, when it loads, so this must run first: main.tsx imports it before
// anything else and the bundler puts it in the framework chunk, which every other chunk imports
// before its own code runs (vite.config.ts).
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
