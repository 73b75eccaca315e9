import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { MissionsRepository } from './reward-centre.missions.repository.js';
import { type MissionsPorts, MissionsService } from './reward-centre.missions.service.js';
import { RewardCentreRepository } from './reward-centre.repository.js';
import { type Activity, type RewardCentrePorts, RewardCentreService } from './reward-centre.service.js';
import { VipBenefitsRepository } from './reward-centre.vip-benefits.repository.js';
import { type VipBenefitsPorts, VipBenefitsService } from './reward-centre.vip-benefits.service.js';
import { VipKeepRepository } from './reward-centre.vip-keep.repository.js';
import { type VipKeepPorts, VipKeepService } from './reward-centre.vip-keep.service.js';

export { rewardCentreMessages } from './reward-centre.messages.js';
export { type RewardCentreOpsRoutesOptions, rewardCentreOpsRoutes } from './reward-centre.ops.routes.js';
export type { PayReward, RewardClaimOpened, RewardPayout, RewardSource } from './reward-centre.payout.js';
export { type RewardCentreRoutesOptions, rewardCentreRoutes } from './reward-centre.routes.js';
export type { Activity, MissionsPorts, RewardCentrePorts, VipKeepPorts };
export { RewardCentreService };

type Ports = RewardCentrePorts & { missions: MissionsPorts; vipBenefits: VipBenefitsPorts; vipKeep: Omit<VipKeepPorts, 'activity'> };

export function createRewardCentreFeature(db: Db, clock: Clock, ports: Ports) {
  const missions = new MissionsService(new MissionsRepository(db), clock, ports.missions);
  const vip = new VipBenefitsService(new VipBenefitsRepository(db), clock, ports.vipBenefits);
  const keep = new VipKeepService(new VipKeepRepository(db), clock, { ...ports.vipKeep, activity: ports.activity });
  return { service: new RewardCentreService(new RewardCentreRepository(db), clock, ports, missions, vip, keep) };
}
