import { type ContractAction, type ContractKind, contractAnswerResultSchema } from '@arcadia/contract/agents';
import { apiSend } from '../../../lib/api-client';

/** What identifies the contract being answered, per kind (spec 001 §7). */
export type ContractRef =
  | { kind: 'DIVIDEND'; productType: string; computationPeriod: string }
  | { kind: Exclude<ContractKind, 'DIVIDEND'>; id: number; productType?: string };

const PATHS = {
  DIVIDEND: '/wps/agent/contract/dividend',
  DAILY: '/wps/agent/contract/daily-salary',
  HOURLY: '/wps/agent/contract/hour-salary',
  REALTIME: '/wps/agent/contract/realtime-salary',
} as const;

/** POST the answer: A accept (or keep an active contract), R reject, C terminate. Errors show in the modal. */
export function answerContract(ref: ContractRef, status: ContractAction) {
  const body =
    ref.kind === 'DIVIDEND'
      ? { productType: ref.productType, computationPeriod: ref.computationPeriod, status }
      : ref.kind === 'DAILY'
        ? { id: ref.id, status }
        : ref.kind === 'HOURLY'
          ? { contractId: ref.id, status, productType: ref.productType }
          : { contractId: ref.id, status };
  return apiSend('POST', PATHS[ref.kind], contractAnswerResultSchema, { body, background: true });
}
