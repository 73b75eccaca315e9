import { contractViewSchema, type ProposeContract } from '@arcadia/contract/agents';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/agent/contracts: propose a contract to a member of the downline (errors shown in the form). */
export const proposeContract = (body: ProposeContract) =>
  apiSend('POST', '/wps/agent/contracts', contractViewSchema, { body, background: true });
