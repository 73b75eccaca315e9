import type { Features } from '../features/index.js';
import type { NewLotteryGame } from '../features/lottery/index.js';

type GameSeed = Omit<NewLotteryGame, 'merchantId'>;

/**
 * Demo lotteries. The 1-minute SSC and 11X5 are the demo cadence (a draw a minute, so a visitor —
 * or the e2e — sees a result soon after betting). The Vietnam-style North draw is daily at 18:15
 * Vietnam time (11:15 UTC), like the real one; its fast twin (5 minutes) is the electronic (ELOTT) lane.
 */
export const DEMO_LOTTERIES: GameSeed[] = [
  {
    code: 'SSC1',
    kind: 'SSC',
    name: 'Speed SSC',
    groupId: 1,
    groupCode: 'SSC',
    tag: 'LOTT',
    defaultPlayType: 'FIVE_STRAIGHT',
    intervalSec: 60,
    lockSec: 10,
    sort: 1,
    popularity: 100,
  },
  {
    code: 'SSC5',
    kind: 'SSC',
    name: 'SSC 5 min',
    groupId: 1,
    groupCode: 'SSC',
    tag: 'LOTT',
    defaultPlayType: 'BIG_SMALL',
    intervalSec: 300,
    lockSec: 30,
    sort: 2,
    popularity: 60,
  },
  {
    code: '11X5F',
    kind: '11X5',
    name: 'Speed 11X5',
    groupId: 2,
    groupCode: '11X5',
    tag: 'LOTT',
    defaultPlayType: 'ANY1',
    intervalSec: 60,
    lockSec: 10,
    sort: 1,
    popularity: 90,
  },
  {
    code: '11X53',
    kind: '11X5',
    name: '11X5 3 min',
    groupId: 2,
    groupCode: '11X5',
    tag: 'LOTT',
    defaultPlayType: 'ANY2',
    intervalSec: 180,
    lockSec: 20,
    sort: 2,
    popularity: 50,
  },
  {
    code: 'VNN',
    kind: 'VN',
    name: 'Mien Bac',
    groupId: 3,
    groupCode: 'VN',
    tag: 'LOTT',
    defaultPlayType: 'DE',
    intervalSec: 86_400,
    offsetSec: 40_500,
    lockSec: 900,
    sort: 1,
    popularity: 70,
  },
  {
    code: 'VNF',
    kind: 'VN',
    name: 'VN Fast',
    groupId: 3,
    groupCode: 'VN',
    tag: 'ELOTT',
    defaultPlayType: 'LO2',
    intervalSec: 300,
    lockSec: 30,
    sort: 2,
    popularity: 40,
  },
  // Spec 001 §9: group ids 9–11 are overseas/Thai. 9: a Thai government-style draw, daily at
  // 15:30 Bangkok (08:30 UTC); 10: its fast electronic twin every 5 minutes (ADR 015).
  {
    code: 'THG',
    kind: 'THAI',
    name: 'Thai Government',
    groupId: 9,
    groupCode: 'THAI',
    tag: 'LOTT',
    defaultPlayType: 'TOP2',
    intervalSec: 86_400,
    offsetSec: 30_600,
    lockSec: 1_800,
    sort: 1,
    popularity: 30,
  },
  {
    code: 'THF',
    kind: 'THAI',
    name: 'Thai Fast',
    groupId: 10,
    groupCode: 'THAI_FAST',
    tag: 'ELOTT',
    defaultPlayType: 'TOP3',
    intervalSec: 300,
    lockSec: 30,
    sort: 1,
    popularity: 20,
  },
];

export async function seedLottery(features: Features, merchantIds: number[]): Promise<void> {
  for (const merchantId of merchantIds) for (const g of DEMO_LOTTERIES) await features.lottery.service.saveGame({ ...g, merchantId });
}
