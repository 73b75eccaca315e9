// The process decision-notice-crash.test.ts kills: on a file-backed PGlite, with the after-commit
// dispatch switched off, a member asks for two withdrawals and two deposits, an operator approves one
// of each and rejects the other; it reports the decisions committed and waits for its kill -9 before
// any dispatch.
import { fundedMember } from '../../features/points/__tests__/fixture.js';
import { appOnDataDir, reportCommitted } from './crash.fixture.js';

const t = await appOnDataDir(process.env.OUTBOX_CRASH_DIR!, false);
const { features } = t;
const merchantId = (await features.system.service.merchantByCode('demo'))!.id;
const memberId = await fundedMember(t, merchantId, 'crashwithdraw', { money: '500' });
const ask = (key: string) => features.requestWithdrawal.request({ merchantId, memberId, amount: '100', paymentPassword: 'pay123456', key });
const [paid, refused] = [await ask('crash-wd-approve'), await ask('crash-wd-reject')];
await features.cashier.service.decide(merchantId, paid.id, 'approved', 'paid out');
await features.cashier.service.decide(merchantId, refused.id, 'rejected', 'name mismatch');
const deposit = (key: string) =>
  features.cashier.service.deposit(merchantId, memberId, { amount: '50', reference: `bank ${key}`, channel: 'manual', key });
const [credited, declined] = [await deposit('crash-dep-approve'), await deposit('crash-dep-reject')];
await features.cashier.service.decide(merchantId, credited.id, 'approved', 'received');
await features.cashier.service.decide(merchantId, declined.id, 'rejected', 'no such transfer');
const pending = await features.outbox.pending();
reportCommitted({ merchantId, memberId, pending, paid: paid.id, refused: refused.id, credited: credited.id });
