import { LOTTERY_ERRORS, type OpsLotteryDraws, type OpsLotteryGame } from '@arcadia/contract/lottery';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LotteryRepository } from './lottery.repository.js';

/** The operators' reads of the lottery (ADR 027); the settings and cancel writes live in the service. */
export class LotteryOpsReader {
  constructor(
    private readonly repo: LotteryRepository,
    private readonly clock: Clock,
  ) {}

  async games(merchantId: number): Promise<OpsLotteryGame[]> {
    return (await this.repo.allOfMerchant(merchantId)).map((g) => ({
      code: g.code,
      name: g.name,
      kind: g.kind,
      prizeMode: g.tag,
      enabled: g.enabled,
      intervalSec: g.intervalSec,
      offsetSec: g.offsetSec,
      lockSec: g.lockSec,
      liveVideoUrl: g.liveVideoUrl,
    }));
  }

  async draws(merchantId: number, gameCode: string, page: number, size: number): Promise<OpsLotteryDraws> {
    const g = await this.repo.gameByCode(merchantId, gameCode);
    if (!g) throw new AppError(LOTTERY_ERRORS.gameUnknown);
    const { rows, total } = await this.repo.drawHistory(merchantId, g.id, this.clock.now(), size, (page - 1) * size);
    return {
      total,
      rows: rows.map((d) => ({
        numero: d.numero,
        status: d.status as 'open' | 'drawn' | 'cancelled',
        drawAt: d.drawsAt.toISOString(),
        drawnAt: d.drawnAt?.toISOString() ?? null,
        seedHash: d.seedHash,
        // Same rule as the members' result call: the seed stays secret while the numero is open.
        seed: d.status === 'open' ? null : d.seed,
        winNo: d.winNo,
      })),
    };
  }
}
