import { opsCatalogueSchema } from '@arcadia/contract/games';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { gamesOpsKeys, opsPath } from './keys';

export type CatalogueQuery = { search: string; page: number; size: number };

/** GET /ops/merchants/:code/games/catalogue?search=&page=&size= */
export const getOpsCatalogue = (code: string, q: CatalogueQuery, signal?: AbortSignal) =>
  apiGet(opsPath(code, '/games/catalogue'), opsCatalogueSchema, {
    signal,
    background: true,
    token: opsToken() ?? '',
    query: { ...(q.search ? { search: q.search } : {}), page: String(q.page), size: String(q.size) },
  });

export const useOpsCatalogue = (code: string, q: CatalogueQuery) =>
  useQuery({
    queryKey: [...gamesOpsKeys.catalogue(code), q],
    queryFn: ({ signal }) => getOpsCatalogue(code, q, signal),
    placeholderData: keepPreviousData,
  });
