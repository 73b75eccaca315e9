import { mailOutboxItemSchema, smsOutboxItemSchema } from '@arcadia/contract/ops/members';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { opsKeys } from '../keys';

const SCHEMAS = { sms: z.array(smsOutboxItemSchema), mail: z.array(mailOutboxItemSchema) };

/** GET /ops/merchants/:code/outbox/sms|mail?to= (newest 50) */
export const getOutbox = <K extends 'sms' | 'mail'>(code: string, kind: K, to: string, signal?: AbortSignal) =>
  apiGet(
    `/ops/merchants/${encodeURIComponent(code)}/outbox/${kind}?${new URLSearchParams({ limit: '50', ...(to ? { to } : {}) })}`,
    SCHEMAS[kind],
    {
      signal,
      background: true,
      token: opsToken() ?? '',
    },
  ) as Promise<z.infer<(typeof SCHEMAS)[K]>>;

export const useOutbox = <K extends 'sms' | 'mail'>(code: string, kind: K, to: string) =>
  useQuery({ queryKey: opsKeys.outbox(code, kind, to), queryFn: ({ signal }) => getOutbox(code, kind, to, signal) });
