import { GAMES_ERRORS, type OpsCatalogue, type OpsVendor, type OpsVendorInput } from '@arcadia/contract/games';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import type { GamesOpsRepository } from './games.ops.repository.js';
import type { GamesRepository } from './games.repository.js';

/**
 * The console's games page (ADR 027): each vendor's switch and maintenance window for a merchant,
 * and the shared catalogue with the merchant's own on/off per game.
 */
export class GamesOps {
  constructor(
    private readonly ops: GamesOpsRepository,
    private readonly repo: GamesRepository,
    private readonly clock: Clock,
  ) {}

  async vendors(merchantId: number): Promise<OpsVendor[]> {
    const now = this.clock.now();
    return (await this.ops.vendors(merchantId)).map(({ vendor, link }) => ({
      code: vendor.code,
      displayName: vendor.displayName,
      lane: vendor.lane,
      enabled: link?.enabled ?? false,
      maintenanceStart: link?.maintenanceStart?.toISOString() ?? null,
      maintenanceEnd: link?.maintenanceEnd?.toISOString() ?? null,
      underMaintenance: !!link?.maintenanceStart && !!link.maintenanceEnd && link.maintenanceStart <= now && now < link.maintenanceEnd,
    }));
  }

  async vendor(merchantId: number, code: string): Promise<OpsVendor> {
    const found = (await this.vendors(merchantId)).find((v) => v.code === code);
    if (!found) throw new AppError(GAMES_ERRORS.stayTuned, 404);
    return found;
  }

  async setVendor(merchantId: number, code: string, input: OpsVendorInput): Promise<OpsVendor> {
    const vendor = await this.repo.vendorByCode(code);
    if (!vendor) throw new AppError(GAMES_ERRORS.stayTuned, 404);
    await this.repo.linkVendor({
      merchantId,
      vendorId: vendor.id,
      enabled: input.enabled,
      maintenanceStart: input.maintenanceStart ? new Date(input.maintenanceStart) : null,
      maintenanceEnd: input.maintenanceEnd ? new Date(input.maintenanceEnd) : null,
    });
    return this.vendor(merchantId, code);
  }

  async catalogue(merchantId: number, q: { search?: string; vendor?: string; page: number; size: number }): Promise<OpsCatalogue> {
    const { rows, total } = await this.ops.catalogue(merchantId, q, q.size, (q.page - 1) * q.size);
    return {
      total,
      rows: rows.map(({ game, vendor, hidden }) => ({
        nodeId: game.id,
        vendor,
        roomId: game.roomId,
        name: game.nodeName,
        gameType: game.gameType,
        hot: game.hot,
        recommended: game.recommended,
        platformEnabled: game.enabled,
        enabled: !hidden,
      })),
    };
  }

  async setGame(merchantId: number, nodeId: number, enabled: boolean) {
    const game = await this.repo.game(nodeId);
    if (!game) throw new AppError(GAMES_ERRORS.gameUnknown, 404);
    await this.ops.setHidden(merchantId, nodeId, !enabled, this.clock.now());
    return { nodeId, enabled };
  }

  /** The audit's before-state of a game switch. */
  async gameState(merchantId: number, nodeId: number) {
    return { nodeId, enabled: !(await this.repo.isHidden(merchantId, nodeId)) };
  }
}
