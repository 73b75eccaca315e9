import { pointsInfoSchema } from '@arcadia/contract/points';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { pointsKeys } from './keys';

/** The mall's (i) explanation (spec 001 §7 "info icon"), in the Language the client sends. */
export const getPointsInfo = (signal?: AbortSignal) => apiGet('/wps/points/info', pointsInfoSchema, { signal });

/** Read only once the (i) is opened: most visits never open it. */
export const usePointsInfo = (language: string, enabled: boolean) =>
  useQuery({ queryKey: pointsKeys.info(language), queryFn: ({ signal }) => getPointsInfo(signal), enabled, staleTime: 5 * 60_000 });
