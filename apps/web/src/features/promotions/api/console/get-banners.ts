import { opsBannerSchema } from '@arcadia/contract/promotions';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { consoleKeys, consolePath } from './keys';

/** GET /ops/merchants/:code/banners */
export const getOpsBanners = (code: string, signal?: AbortSignal) =>
  apiGet(consolePath(code, 'banners'), z.array(opsBannerSchema), {
    signal,
    background: true,
    token: opsToken() ?? '',
  });

export const useOpsBanners = (code: string) =>
  useQuery({ queryKey: consoleKeys.banners(code), queryFn: ({ signal }) => getOpsBanners(code, signal) });
