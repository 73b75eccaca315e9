import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/client.js';
import { checkedImage } from './feedback.image.js';
import { FeedbackRepository } from './feedback.repository.js';
import { type FeedbackPorts, FeedbackService } from './feedback.service.js';

export { feedbackMessages } from './feedback.messages.js';
export { type FeedbackOpsRoutesOptions, feedbackOpsRoutes } from './feedback.ops.routes.js';
export { type FeedbackRoutesOptions, feedbackRoutes } from './feedback.routes.js';
export { FeedbackService };

export function createFeedbackFeature(db: Db, clock: Clock, ports: Omit<FeedbackPorts, 'checkImage'>) {
  return { service: new FeedbackService(new FeedbackRepository(db), clock, { ...ports, checkImage: checkedImage }) };
}
