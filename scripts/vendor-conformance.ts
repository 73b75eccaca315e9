// Seamless-wallet conformance kit (docs/adr/063-demo-vendor.md): plays Arcadia's wallet side with
// injected faults against a game vendor and names each case as it passes or fails.
//   node --import tsx scripts/vendor-conformance.ts                  the built-in demo vendor
//   node --import tsx scripts/vendor-conformance.ts --vendor-api http://host:4010/demo-vendor/api \
//     --vendor FAKE --bet 1 --pick spin --wallet-port 4099 --secret <secret> --hang-ms 6000 \
//     --report-token <the vendor's DEMO_VENDOR_REPORT_TOKEN or OPS_API_TOKEN>
// For another vendor, point its wallet URL at http://127.0.0.1:<wallet-port> with that secret first;
// --hang-ms must exceed its wallet timeout.
import { parseArgs } from 'node:util';
import { type CaseResult, conformBuiltIn, conformExternal } from '../apps/server/src/demo-vendor/conformance/run.ts';

const { values: a } = parseArgs({
  options: {
    'vendor-api': { type: 'string' },
    vendor: { type: 'string', default: 'FAKE' },
    bet: { type: 'string', default: '1' },
    pick: { type: 'string', default: 'spin' },
    'wallet-port': { type: 'string', default: '4099' },
    secret: { type: 'string', default: 'conformance-kit-secret' },
    'hang-ms': { type: 'string', default: '6000' },
    'report-token': { type: 'string' },
  },
});

const results: CaseResult[] = a['vendor-api']
  ? await conformExternal(
      { api: a['vendor-api'], vendor: a.vendor, bet: a.bet, pick: a.pick, reportToken: a['report-token'] },
      Number(a['wallet-port']),
      a.secret,
      Number(a['hang-ms']),
    )
  : await conformBuiltIn(a.vendor, a.bet, a.pick);
for (const r of results) process.stdout.write(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}${r.ok ? '' : `\n      ${r.detail}`}\n`);
const failed = results.filter((r) => !r.ok).length;
process.stdout.write(`\n${results.length - failed} of ${results.length} cases pass\n`);
process.exit(failed ? 1 : 0);
