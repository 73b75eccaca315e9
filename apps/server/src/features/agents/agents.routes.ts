import { envelope } from '@arcadia/contract';
import {
  consolidatedContractsSchema,
  contractAnswerResultSchema,
  contractsQuerySchema,
  contractViewSchema,
  createDownlineSchema,
  createdDownlineSchema,
  createInviteSchema,
  createRainSchema,
  dailyAnswerSchema,
  dividendAnswerSchema,
  downlineTransactionsPageSchema,
  downlineTransfersPageSchema,
  grabResultSchema,
  hourAnswerSchema,
  inviteSchema,
  pageQuerySchema,
  proposeContractSchema,
  rainParamsSchema,
  rainSchema,
  realtimeAnswerSchema,
  registerCentreSchema,
  statementPageSchema,
  statementQuerySchema,
  teamBetsPageSchema,
  teamMembersPageSchema,
  teamMembersQuerySchema,
  teamOverviewQuerySchema,
  teamOverviewSchema,
  teamRecordsQuerySchema,
  transferDownlineResultSchema,
  transferDownlineSchema,
} from '@arcadia/contract/agents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth.js';
import { ok } from '../../platform/http/envelope.js';
import type { ContractsService } from './agents.contracts.js';
import type { RainService } from './agents.rain.js';
import type { RecordsService } from './agents.records.js';
import type { AgentsService } from './agents.service.js';
import type { SettlementService } from './agents.settlement.js';
import type { TransferService } from './agents.transfer.js';

export type AgentsRoutesOptions = {
  service: AgentsService;
  contracts: ContractsService;
  settlement: SettlementService;
  transfers: TransferService;
  records: RecordsService;
  rains: RainService;
};

const tags = ['agents'];
const real = { auth: 'real' as const };
// Agent types 41 and 42 see the agent menu but are restricted elsewhere; the service checks the type.
const agent = { auth: 'member' as const };
// The agent moves its own money: a restricted agent (41, 42) may see the page, never pay (ADR 036).
const agentPays = { ...agent, money: true as const };
// registerCenter is the agent page behind AGEPAG (ADR 011): off, its calls are refused too.
const registerCentre = { ...agent, feature: 'AGEPAG' as const };

export const agentsRoutes: FastifyPluginAsyncZod<AgentsRoutesOptions> = async (
  app,
  { service, contracts, settlement, transfers, records, rains },
) => {
  // ---- Downline side: the consolidated contract modal (spec 001 §2–§5, §7) ----
  app.get(
    '/wps/agent/contract/consolidated',
    {
      config: real,
      schema: {
        tags,
        summary: 'Consolidated contract settings: requests and info groups (loaded at login for isAgent 0, 1, 2)',
        response: { 200: envelope(consolidatedContractsSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await contracts.consolidated(req.merchant.id, authOf(req).memberId));
    },
  );
  const answer = { 200: envelope(contractAnswerResultSchema) };
  app.post(
    '/wps/agent/contract/dividend',
    {
      config: real,
      schema: {
        tags,
        summary: 'Answer a dividend contract (A accept or keep, R reject, C terminate)',
        body: dividendAnswerSchema,
        response: answer,
      },
    },
    async (req) =>
      ok(
        await contracts.answerDividend(
          req.merchant.id,
          authOf(req).memberId,
          req.body.productType,
          req.body.computationPeriod,
          req.body.status,
        ),
      ),
  );
  app.post(
    '/wps/agent/contract/daily-salary',
    { config: real, schema: { tags, summary: 'Answer a daily salary contract', body: dailyAnswerSchema, response: answer } },
    async (req) => ok(await contracts.answer(req.merchant.id, authOf(req).memberId, 'DAILY', req.body.id, req.body.status)),
  );
  app.post(
    '/wps/agent/contract/hour-salary',
    { config: real, schema: { tags, summary: 'Answer an hourly salary contract', body: hourAnswerSchema, response: answer } },
    async (req) => ok(await contracts.answer(req.merchant.id, authOf(req).memberId, 'HOURLY', req.body.contractId, req.body.status)),
  );
  app.post(
    '/wps/agent/contract/realtime-salary',
    { config: real, schema: { tags, summary: 'Answer a real-time salary contract', body: realtimeAnswerSchema, response: answer } },
    async (req) => ok(await contracts.answer(req.merchant.id, authOf(req).memberId, 'REALTIME', req.body.contractId, req.body.status)),
  );
  app.get(
    '/wps/agent/contracts',
    {
      config: real,
      schema: {
        tags,
        summary: 'Contracts the member holds (held) or has given to their downline (given)',
        querystring: contractsQuerySchema,
        response: { 200: envelope(z.array(contractViewSchema)) },
      },
    },
    async (req) => ok(await contracts.list(req.merchant.id, authOf(req).memberId, req.query.side, req.query.kind)),
  );
  app.get(
    '/wps/agent/statements',
    {
      config: real,
      schema: {
        tags,
        summary: 'Salary and dividend statements: received, or paid to the downline',
        querystring: statementQuerySchema,
        response: { 200: envelope(statementPageSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      return ok(await settlement.statements(req.merchant.id, authOf(req).memberId, q.side, q.kind, q.page, q.size));
    },
  );

  // ---- Agent side ----
  app.post(
    '/wps/agent/contracts',
    {
      config: agent,
      schema: {
        tags,
        summary: 'Propose a contract to a member of the downline',
        body: proposeContractSchema,
        response: { 200: envelope(contractViewSchema) },
      },
    },
    async (req) => ok(await contracts.propose(req.merchant.id, authOf(req).memberId, req.body)),
  );
  app.get(
    '/wps/agent/team/overview',
    {
      config: agent,
      schema: {
        tags,
        summary: 'Team size, active members, deposits, bets and P&L for a period',
        querystring: teamOverviewQuerySchema,
        response: { 200: envelope(teamOverviewSchema) },
      },
    },
    async (req) => ok(await service.overview(req.merchant.id, authOf(req).memberId, req.query.period)),
  );
  app.get(
    '/wps/agent/team/members',
    {
      config: agent,
      schema: {
        tags,
        summary: 'Members one level below the agent (or below a team member), with period P&L',
        querystring: teamMembersQuerySchema,
        response: { 200: envelope(teamMembersPageSchema) },
      },
    },
    async (req) => ok(await service.members(req.merchant.id, authOf(req).memberId, req.query)),
  );
  // The P&L statements page (palStatementsAgentCopy) has its own call so that AGETEAMPNL3 can close
  // it while the team overview's member list, which spec 000 §6 keeps with the switches off, stays.
  app.get(
    '/wps/agent/team/pnl',
    {
      config: { ...agent, feature: 'AGETEAMPNL3' },
      schema: {
        tags,
        summary: 'Team P&L statements (AGETEAMPNL3): members one level below, with period bets, wins and P&L',
        querystring: teamMembersQuerySchema,
        response: { 200: envelope(teamMembersPageSchema) },
      },
    },
    async (req) => ok(await service.members(req.merchant.id, authOf(req).memberId, req.query)),
  );
  app.get(
    '/wps/agent/register-centre',
    {
      config: registerCentre,
      schema: { tags, summary: "The agent's own rebate and invite links", response: { 200: envelope(registerCentreSchema) } },
    },
    async (req) => ok(await service.registerCentre(req.merchant.id, authOf(req).memberId)),
  );
  app.post(
    '/wps/agent/register-centre/members',
    {
      config: registerCentre,
      schema: {
        tags,
        summary: 'Create a downline account (rebate no higher than the agent’s own)',
        body: createDownlineSchema,
        response: { 200: envelope(createdDownlineSchema) },
      },
    },
    async (req) => ok(await service.createDownline(req.merchant.id, authOf(req).memberId, req.body)),
  );
  app.post(
    '/wps/agent/register-centre/invites',
    {
      config: registerCentre,
      schema: {
        tags,
        summary: 'Create an invite link (affiliate code) with a rebate and account type',
        body: createInviteSchema,
        response: { 200: envelope(inviteSchema) },
      },
    },
    async (req) => ok(await service.createInvite(req.merchant.id, authOf(req).memberId, req.body)),
  );

  // ---- Transfer to the downline (AGENTRANSMULTDOWN3; path not shown in the spec) ----
  app.post(
    '/wps/agent/transfer/downline',
    {
      config: agentPays,
      schema: {
        tags,
        summary: 'Transfer from the main wallet to one or several members of the downline (all or nothing)',
        body: transferDownlineSchema,
        response: { 200: envelope(transferDownlineResultSchema) },
      },
    },
    async (req) => ok(await transfers.toDownline(req.merchant.id, authOf(req).memberId, req.body)),
  );
  app.get(
    '/wps/agent/transfer/history',
    {
      config: real,
      schema: {
        tags,
        summary: 'Transfers the member sent to their downline or received from their upline',
        querystring: pageQuerySchema,
        response: { 200: envelope(downlineTransfersPageSchema) },
      },
    },
    async (req) => ok(await transfers.history(req.merchant.id, authOf(req).memberId, req.query.page, req.query.size)),
  );

  // ---- Team records (paths not shown in the spec): the same query, one page of rows each ----
  const recordRoutes = [
    {
      path: '/wps/agent/team/transactions',
      summary: "Downline transactions: the team's deposits, withdrawals and transfers received, by member and period",
      page: downlineTransactionsPageSchema,
      read: records.transactions.bind(records),
      // Downline transactions show even when the agent switches are off (spec 000 §6).
      feature: undefined,
    },
    {
      path: '/wps/agent/team/bets',
      summary: "Team betting (TEAMBETTING3): the team's bets by member, product and period",
      page: teamBetsPageSchema,
      read: records.bets.bind(records),
      feature: 'TEAMBETTING3',
    },
  ] as const;
  for (const r of recordRoutes)
    app.get(
      r.path,
      {
        config: { ...agent, feature: r.feature },
        schema: { tags, summary: r.summary, querystring: teamRecordsQuerySchema, response: { 200: envelope(r.page) } },
      },
      async (req) => ok(await r.read(req.merchant.id, authOf(req).memberId, req.query)),
    );

  // ---- Red-envelope rain (agentRedRain; paths not shown in the spec) ----
  app.post(
    '/wps/agent/rains',
    {
      config: agentPays,
      schema: {
        tags,
        summary: 'Fund a red-envelope rain for the team (pot, envelopes, window)',
        body: createRainSchema,
        response: { 200: envelope(rainSchema) },
      },
    },
    async (req) => ok(await rains.create(req.merchant.id, authOf(req).memberId, req.body)),
  );
  app.get(
    '/wps/agent/rains',
    { config: agent, schema: { tags, summary: "The agent's rains, newest first", response: { 200: envelope(z.array(rainSchema)) } } },
    async (req) => ok(await rains.ofAgent(req.merchant.id, authOf(req).memberId)),
  );
  app.get(
    '/wps/agent/rains/open',
    { config: real, schema: { tags, summary: "Rains of the member's uplines open now", response: { 200: envelope(z.array(rainSchema)) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await rains.open(req.merchant.id, authOf(req).memberId));
    },
  );
  app.post(
    '/wps/agent/rains/:id/grab',
    {
      config: { ...real, money: true },
      schema: {
        tags,
        summary: 'Grab one envelope of an open rain (once per member and rain)',
        params: rainParamsSchema,
        response: { 200: envelope(grabResultSchema) },
      },
    },
    async (req) => ok(await rains.grab(req.merchant.id, authOf(req).memberId, req.params.id)),
  );
};
