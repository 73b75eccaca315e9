import { vipBenefitsSchema } from '@arcadia/contract/reward-centre';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /wps/reward-centre/vip: each VIP level's level-up bonus and whether the member has it. */
export function useVipBenefits() {
  return useQuery({
    queryKey: ['reward-centre', 'vip'],
    queryFn: ({ signal }) => apiGet('/wps/reward-centre/vip', vipBenefitsSchema, { signal, background: true }),
  });
}
