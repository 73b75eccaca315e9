import { SAFER_GAMBLING_ERRORS, type SaferGamblingSettings } from '@arcadia/contract/safer-gambling';
import { AppError } from '../../platform/http/app-error.js';
import { validZone } from './safer-gambling.periods.js';
import type { SaferGamblingRepository } from './safer-gambling.repository.js';
import { SAFER_GAMBLING_DEFAULTS } from './safer-gambling.usage.js';

/**
 * A merchant's tunables (docs/adr/065): the zone limit periods (and KYC ages) are counted in and the
 * reality-check default. Read fresh by every gate, so a change binds from the next bet or sign-in.
 */
export class SaferGamblingSettingsService {
  constructor(private readonly repo: SaferGamblingRepository) {}

  async get(merchantId: number): Promise<SaferGamblingSettings> {
    const row = await this.repo.settings(merchantId);
    return {
      timeZone: row?.timeZone ?? SAFER_GAMBLING_DEFAULTS.timeZone,
      realityCheckDefault: (row?.realityCheckDefault ?? SAFER_GAMBLING_DEFAULTS.realityCheckMinutes) as 60,
    };
  }

  /**
   * A zone the runtime cannot resolve would make every gate throw at bet time; refused here instead,
   * in the operator's language, and nothing is saved.
   */
  async save(merchantId: number, input: SaferGamblingSettings): Promise<SaferGamblingSettings> {
    const timeZone = input.timeZone.trim();
    if (!validZone(timeZone)) throw new AppError(SAFER_GAMBLING_ERRORS.timeZoneInvalid, 400, { zone: timeZone.slice(0, 64) });
    await this.repo.saveSettings({ merchantId, timeZone, realityCheckDefault: input.realityCheckDefault });
    return this.get(merchantId);
  }
}
