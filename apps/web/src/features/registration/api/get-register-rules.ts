import { registerRuleSchema } from '@arcadia/contract/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { registrationKeys } from './keys';

/** GET /wps/system/setting/register: the merchant's field rules, the input of the rules engine. */
export const getRegisterRules = (signal?: AbortSignal) => apiGet('/wps/system/setting/register', z.array(registerRuleSchema), { signal });

export const registerRulesQuery = () =>
  queryOptions({ queryKey: registrationKeys.rules(), queryFn: ({ signal }) => getRegisterRules(signal), staleTime: 60_000 });

export const useRegisterRules = () => useQuery(registerRulesQuery());
