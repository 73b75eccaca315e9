import { type RewardApplicationInput, rewardApplicationSchema } from '@arcadia/contract/promotions';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/promotions/apply (sign-up request reward). */
/** In the background: the modal shows the refusal next to the form rather than as a global toast. */
export const applyReward = (body: RewardApplicationInput) =>
  apiSend('POST', '/wps/promotions/apply', rewardApplicationSchema, { body, background: true });
