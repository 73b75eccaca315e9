import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { PromotionsContentRepository } from './promotions.content.repository.js';
import { PromotionsContentService } from './promotions.content.service.js';
import { PromoCodesRepository } from './promotions.promo-codes.repository.js';
import { PromoCodes } from './promotions.promo-codes.service.js';
import { PromotionsRepository } from './promotions.repository.js';
import { type PromotionsPorts, PromotionsService } from './promotions.service.js';

export { type PromotionsContentOpsRoutesOptions, promotionsContentOpsRoutes } from './promotions.content.ops.routes.js';
export { promotionsMessages } from './promotions.messages.js';
export { type PromotionsOpsRoutesOptions, promotionsOpsRoutes } from './promotions.ops.routes.js';
export { type PromotionsRoutesOptions, promotionsRoutes } from './promotions.routes.js';
export type { PromotionsPorts };
export { PromotionsContentService, PromotionsService };

export function createPromotionsFeature(db: Db, clock: Clock, ports: PromotionsPorts) {
  return {
    service: new PromotionsService(
      new PromotionsRepository(db),
      clock,
      ports,
      new PromoCodes(new PromoCodesRepository(db), clock, ports.promoCodes),
    ),
    content: new PromotionsContentService(new PromotionsContentRepository(db), clock, ports.sanitize),
  };
}
