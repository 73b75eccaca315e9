import { envelope } from '@arcadia/contract';
import { memberContractsSchema } from '@arcadia/contract/agents';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import { agentTreeNodeSchema, agentTreePageSchema, agentTreeQuerySchema } from '@arcadia/contract/ops/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import type { ContractsService } from './agents.contracts.js';
import type { OpsTreeService } from './agents.ops-tree.js';

export type AgentsOpsTreeRoutesOptions = {
  tree: OpsTreeService;
  contracts: ContractsService;
  memberId(merchantId: number, account: string): Promise<number>;
  merchantId(code: string): Promise<number>;
};

const tags = ['ops'];
const accountParams = merchantCodeParamsSchema.extend({ account: z.string().min(1).max(32) });

/** Read-only views (default `read`): the downline tree and an agent's contracts (ADR 025). */
export const agentsOpsTreeRoutes: FastifyPluginAsyncZod<AgentsOpsTreeRoutesOptions> = async (app, opts) => {
  const { tree, contracts, memberId, merchantId } = opts;
  app.get(
    '/ops/merchants/:code/agents/tree',
    {
      schema: {
        tags,
        summary:
          'One level of the downline tree: the members under `parent`, or the top of the tree (members with a downline and no upline)',
        params: merchantCodeParamsSchema,
        querystring: agentTreeQuerySchema,
        response: { 200: envelope(agentTreePageSchema) },
      },
    },
    async (req) => {
      const m = await merchantId(req.params.code);
      const parent = req.query.parent ? await memberId(m, req.query.parent) : null;
      return ok(await tree.level(m, parent, req.query.page, req.query.size));
    },
  );

  app.get(
    '/ops/merchants/:code/agents/:account/path',
    {
      schema: {
        tags,
        summary: 'Where a member sits in the tree: the chain from the top down to them',
        params: accountParams,
        response: { 200: envelope(z.array(agentTreeNodeSchema)) },
      },
    },
    async (req) => {
      const m = await merchantId(req.params.code);
      return ok(await tree.path(m, await memberId(m, req.params.account)));
    },
  );

  app.get(
    '/ops/merchants/:code/agents/:account/contracts',
    {
      schema: {
        tags,
        summary: 'Contracts the member holds (from their upline or the house) and has given to their downline, with status',
        params: accountParams,
        response: { 200: envelope(memberContractsSchema) },
      },
    },
    async (req) => {
      const m = await merchantId(req.params.code);
      const id = await memberId(m, req.params.account);
      const [held, given] = await Promise.all([contracts.list(m, id, 'held'), contracts.list(m, id, 'given')]);
      return ok({ held, given });
    },
  );
};
