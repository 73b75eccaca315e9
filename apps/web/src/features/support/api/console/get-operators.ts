import { chatOperatorSchema } from '@arcadia/contract/support';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { chatPath, deskKeys } from './keys';

/** GET /ops/merchants/:code/chat/operators — the desk's agents (the names members see). */
export const getDeskOperators = (code: string, signal?: AbortSignal) =>
  apiGet(chatPath(code, '/operators'), z.array(chatOperatorSchema), { signal, background: true, token: opsToken() ?? '' });

export const useDeskOperators = (code: string) =>
  useQuery({ queryKey: deskKeys.operators(code), queryFn: ({ signal }) => getDeskOperators(code, signal) });
