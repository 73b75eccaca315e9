import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { MissionsRepository } from './missions.repository.js';
import { type MissionsPorts, MissionsService } from './missions.service.js';
import { RewardCentreRepository } from './reward-centre.repository.js';
import { type Activity, type RewardCentrePorts, RewardCentreService } from './reward-centre.service.js';

export { rewardCentreMessages } from './reward-centre.messages.js';
export {
  type RewardCentreOpsRoutesOptions,
  type RewardCentreRoutesOptions,
  rewardCentreOpsRoutes,
  rewardCentreRoutes,
} from './reward-centre.routes.js';
export type { Activity, MissionsPorts, RewardCentrePorts };
export { RewardCentreService };

export function createRewardCentreFeature(db: Db, clock: Clock, ports: RewardCentrePorts & { missions: MissionsPorts }) {
  const missions = new MissionsService(new MissionsRepository(db), clock, ports.missions);
  return { service: new RewardCentreService(new RewardCentreRepository(db), clock, ports, missions) };
}
