import { type GameSettings, type GameSettingsResult, LOTTERY_ERRORS } from '@arcadia/contract/lottery';
import { AppError } from '../../platform/http/app-error.js';
import type { LotteryDraws } from './lottery.draws.js';
import type { LotteryRepository } from './lottery.repository.js';

/**
 * Operator settings (ops API). Published numeros never change: a new cadence starts after the
 * numero day of the last published numero (the rest of that day is published under the old one
 * first, so labels never repeat); a new lock applies to numeros not yet published. Switching off
 * hides the game and refuses bets; its published numeros are still drawn and settled. Switching
 * back on resumes from now, without drawing the numeros of the time it was off.
 * The live video URL only adds a link out of the page (no embed, so the page's CSP is untouched).
 * None of these raises what a member is paid (the odds are the paytable in code), so one operator
 * may change them without the payout gate (ADR 045).
 */
export async function applySettings(
  repo: LotteryRepository,
  draws: LotteryDraws,
  now: Date,
  merchantId: number,
  code: string,
  req: GameSettings,
): Promise<GameSettingsResult> {
  const g = await repo.gameByCode(merchantId, code);
  if (!g) throw new AppError(LOTTERY_ERRORS.gameUnknown);
  const intervalSec = req.intervalSec ?? g.intervalSec;
  const offsetSec = req.offsetSec ?? (req.intervalSec ? g.offsetSec % intervalSec : g.offsetSec);
  const lockSec = req.lockSec ?? g.lockSec;
  if (86_400 % intervalSec !== 0 || offsetSec >= intervalSec || lockSec >= intervalSec) throw new AppError(LOTTERY_ERRORS.settingsInvalid);
  let changesFrom: Date | null = null;
  if (intervalSec !== g.intervalSec || offsetSec !== g.offsetSec) changesFrom = await draws.closeDay(g, now);
  else if (lockSec !== g.lockSec) changesFrom = (await repo.lastDraw(g.id))?.drawsAt ?? now;
  const enabled = req.enabled ?? g.enabled;
  // undefined keeps the stream, null removes it.
  const liveVideoUrl = req.liveVideoUrl === undefined ? g.liveVideoUrl : req.liveVideoUrl;
  const row = await repo.updateGame(g.id, { enabled, intervalSec, offsetSec, lockSec, liveVideoUrl });
  draws.forgetGames();
  if (row.enabled) await draws.ensure(row, now, { resume: !g.enabled });
  return { code, enabled, intervalSec, offsetSec, lockSec, liveVideoUrl, changesFrom: changesFrom?.toISOString() ?? null };
}
