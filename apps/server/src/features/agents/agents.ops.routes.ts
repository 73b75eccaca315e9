import { envelope } from '@arcadia/contract';
import {
  agentRebateResultSchema,
  houseContractResultSchema,
  proposeContractSchema,
  setAgentRebateSchema,
  settleAgentsInputSchema,
  settleAgentsResultSchema,
} from '@arcadia/contract/agents';
import { merchantCodeParamsSchema } from '@arcadia/contract/ops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { financeActor } from '../finance/index.js';
import type { ContractsService } from './agents.contracts.js';
import type { AgentsService } from './agents.service.js';
import type { SettlementService } from './agents.settlement.js';

type AgentsFeature = {
  service: AgentsService;
  contracts: ContractsService;
  settlement: SettlementService;
  memberId(merchantId: number, account: string): Promise<number>;
};

export type AgentsOpsRoutesOptions = { feature: AgentsFeature; merchantId: (code: string) => Promise<number> };

const tags = ['ops'];
const memberParams = merchantCodeParamsSchema.extend({ account: z.string().min(1).max(32) });

/** Operator side: top agents' rebates and house-funded contracts, and a manual settlement run. */
export const agentsOpsRoutes: FastifyPluginAsyncZod<AgentsOpsRoutesOptions> = async (app, { feature, merchantId }) => {
  app.post(
    '/ops/merchants/:code/agents/settle',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags,
        summary:
          "Run the merchant's salary and dividend settlements now (each period pays once; safe to repeat). asOf closes the periods ending by then — a future asOf settles open periods early (demos and tests), and bets later in such a period are never paid.",
        params: merchantCodeParamsSchema,
        body: settleAgentsInputSchema,
        response: { 200: envelope(settleAgentsResultSchema) },
      },
    },
    async (req) => {
      const asOf = req.body?.asOf ? new Date(req.body.asOf) : undefined;
      return ok({ settled: await feature.settlement.runAll(await merchantId(req.params.code), asOf) });
    },
  );
  app.put(
    '/ops/merchants/:code/agents/:account/rebate',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags,
        summary:
          "Set a member's rebate (a top agent's is the ceiling for their whole team); a raise waits for a second operator (pending, approvalId; rebate stays the one in force)",
        params: memberParams,
        body: setAgentRebateSchema,
        response: { 200: envelope(agentRebateResultSchema) },
      },
    },
    async (req) => {
      const m = await merchantId(req.params.code);
      const id = await feature.memberId(m, req.params.account);
      const gate = await feature.service.setRebate(m, id, req.body.rebate, financeActor(req));
      return ok({ rebate: await feature.service.rebateOf(m, id), ...gate });
    },
  );
  app.post(
    '/ops/merchants/:code/agents/contracts',
    {
      config: { opsPermission: 'finance' },
      schema: {
        tags,
        summary:
          'Give a top agent a house-funded contract (the house pays its settlements); one paying more than the last in force in its slot waits for a second operator (pending, approvalId)',
        params: merchantCodeParamsSchema,
        body: proposeContractSchema,
        response: { 200: envelope(houseContractResultSchema) },
      },
    },
    async (req) => {
      const m = await merchantId(req.params.code);
      const made = await feature.contracts.proposeFromHouse(m, await feature.memberId(m, req.body.account), req.body, financeActor(req));
      return ok('id' in made ? { id: made.id } : made);
    },
  );
};
