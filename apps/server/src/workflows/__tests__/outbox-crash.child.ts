// The process the outbox crash test kills (outbox-crash.test.ts): on a file-backed PGlite, it
// places bets with the after-commit dispatch switched off, reports them committed, and waits for
// its kill -9 with every bet event still undispatched in the outbox.
import { bettor, houseBet, lotteryBet } from './bets.fixture.js';
import { appOnDataDir, reportCommitted } from './crash.fixture.js';

const t = await appOnDataDir(process.env.OUTBOX_CRASH_DIR!, false);
const { features } = t;
const merchantId = (await features.system.service.merchantByCode('demo'))!.id;
await features.rebates.service.setRates(merchantId, [
  { productType: 'RNG', rate: '0.01' },
  { productType: 'LOTTERY', rate: '0.01' },
]);
const b = await bettor(t, merchantId, 'crashbettor');
await houseBet(t, b, 'slot', 'crash-slot');
await lotteryBet(t, b, 'SSC', 'crash-ssc');
const pending = await features.outbox.pending();
reportCommitted({ merchantId, memberId: b.memberId, pending });
