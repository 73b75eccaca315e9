import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { RewardCentreRepository } from './reward-centre.repository.js';
import { type Activity, type RewardCentrePorts, RewardCentreService } from './reward-centre.service.js';

export { rewardCentreMessages } from './reward-centre.messages.js';
export {
  type RewardCentreOpsRoutesOptions,
  type RewardCentreRoutesOptions,
  rewardCentreOpsRoutes,
  rewardCentreRoutes,
} from './reward-centre.routes.js';
export type { Activity, RewardCentrePorts };
export { RewardCentreService };

export function createRewardCentreFeature(db: Db, clock: Clock, ports: RewardCentrePorts) {
  return { service: new RewardCentreService(new RewardCentreRepository(db), clock, ports) };
}
