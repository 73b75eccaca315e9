import { createdDownlineSchema, inviteSchema, registerCentreSchema } from '@arcadia/contract/agents';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import { agentsKeys } from './keys';

/** GET /wps/agent/register-centre: own rebate and invite links. */
export const getRegisterCentre = (signal?: AbortSignal) =>
  apiGet('/wps/agent/register-centre', registerCentreSchema, { signal, background: true });

export function useRegisterCentre() {
  return useQuery({ queryKey: agentsKeys.registerCentre(), queryFn: ({ signal }) => getRegisterCentre(signal) });
}

/** POST /wps/agent/register-centre/members: a downline account. */
export const createDownline = (body: { account: string; password: string; isAgent: 0 | 1; rebate: string }) =>
  apiSend('POST', '/wps/agent/register-centre/members', createdDownlineSchema, { body, background: true });

/** POST /wps/agent/register-centre/invites: an invite link. */
export const createInvite = (body: { isAgent: 0 | 1; rebate: string }) =>
  apiSend('POST', '/wps/agent/register-centre/invites', inviteSchema, { body, background: true });
