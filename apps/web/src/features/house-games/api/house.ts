import {
  type BlackjackAction,
  type HouseGameId,
  historySchema,
  type Outcome,
  openRoundSchema,
  playResponseSchema,
  type RoundPicks,
  rotateResponseSchema,
  seedCommitSchema,
  sessionInfoSchema,
  trialStartSchema,
  verifyResponseSchema,
} from '@arcadia/contract/house-games';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export const houseKeys = {
  all: () => ['house-games'] as const,
  session: (game: HouseGameId, trialId: string | null) => ['house-games', 'session', game, trialId] as const,
  rounds: (game: HouseGameId, trialId: string | null) => ['house-games', 'rounds', game, trialId] as const,
};

const trialQuery = (trialId: string | null) => (trialId ? { trialId } : {});

/** POST /wps/house/trial: demo credits held by the server for this browser tab. */
export const startTrial = () => apiSend('POST', '/wps/house/trial', trialStartSchema, { body: {}, background: true });

/** GET /wps/house/session: balance, bet limits and the committed seed. */
export const sessionQuery = (game: HouseGameId, trialId: string | null) =>
  queryOptions({
    queryKey: houseKeys.session(game, trialId),
    queryFn: ({ signal }) =>
      apiGet('/wps/house/session', sessionInfoSchema, { signal, background: true, query: { game, ...trialQuery(trialId) } }),
  });

export const useHouseSession = (game: HouseGameId, trialId: string | null, enabled: boolean) =>
  useQuery({ ...sessionQuery(game, trialId), enabled });

export const useRounds = (game: HouseGameId, trialId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: houseKeys.rounds(game, trialId),
    queryFn: ({ signal }) =>
      apiGet('/wps/house/rounds', historySchema, { signal, background: true, query: { game, ...trialQuery(trialId) } }),
    enabled,
  });

const PLAY_PATHS: Record<HouseGameId, string> = {
  'arcadia-slot': '/wps/house/slot/spin',
  'arcadia-fish': '/wps/house/fish/shoot',
  'arcadia-dice': '/wps/house/dice/roll',
  'arcadia-plinko': '/wps/house/plinko/drop',
  'arcadia-roulette': '/wps/house/roulette/spin',
  'arcadia-baccarat': '/wps/house/baccarat/deal',
  'arcadia-mines': '/wps/house/mines/start',
  'arcadia-blackjack': '/wps/house/blackjack/deal',
};

/** POST spin/shoot/roll: the caller keeps the key until the server answered, so a retry is the same round. */
export function usePlay(game: HouseGameId, trialId: string | null) {
  const client = useQueryClient();
  const path = PLAY_PATHS[game];
  return useMutation({
    mutationFn: (body: { amount: string; key: string } & RoundPicks) =>
      apiSend('POST', path, playResponseSchema, { body: { ...body, ...trialQuery(trialId) }, background: true }),
    onSuccess: (res) => {
      client.setQueryData(houseKeys.session(game, trialId), (s) => (s ? { ...s, balance: res.balance, seed: res.seed } : s));
      void client.invalidateQueries({ queryKey: houseKeys.rounds(game, trialId) });
    },
  });
}

const OPEN_PATHS = { 'arcadia-mines': '/wps/house/mines/open', 'arcadia-blackjack': '/wps/house/blackjack/open' } as const;
export type SteppedGame = keyof typeof OPEN_PATHS;

/** GET /wps/house/{mines,blackjack}/open: the unfinished round a reload carries on with. */
export const useOpenRound = (game: SteppedGame, trialId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [...houseKeys.all(), 'open', game, trialId] as const,
    queryFn: ({ signal }) => apiGet(OPEN_PATHS[game], openRoundSchema, { signal, background: true, query: trialQuery(trialId) }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

type StepBody = { roundId: number; tile?: number } | { roundId: number; action: BlackjackAction; step: number };
const stepPath = (b: StepBody) =>
  'action' in b ? '/wps/house/blackjack/act' : b.tile === undefined ? '/wps/house/mines/cashout' : '/wps/house/mines/reveal';
const over = (o: Outcome) => (o.kind === 'mines' ? o.status !== 'open' : o.kind === 'blackjack' ? o.phase === 'done' : true);

/**
 * A step of a round played in steps: a mines reveal or cash-out (no tile), a blackjack action. The
 * same step again answers the same, so a retry is safe.
 */
export function useRoundStep(game: SteppedGame, trialId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StepBody) =>
      apiSend('POST', stepPath(body), playResponseSchema, { body: { ...body, ...trialQuery(trialId) }, background: true }),
    onSuccess: (res) => {
      client.setQueryData(houseKeys.session(game, trialId), (s) => (s ? { ...s, balance: res.balance, seed: res.seed } : s));
      if (over(res.round.outcome)) void client.invalidateQueries({ queryKey: houseKeys.rounds(game, trialId) });
    },
  });
}

export function useRotateSeed(trialId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', '/wps/house/seed/rotate', rotateResponseSchema, { body: trialQuery(trialId), background: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: houseKeys.all() }),
  });
}

export function useSetClientSeed(game: HouseGameId, trialId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) =>
      apiSend('POST', '/wps/house/seed/client', seedCommitSchema, { body: { clientSeed, ...trialQuery(trialId) }, background: true }),
    onSuccess: (seed) => client.setQueryData(houseKeys.session(game, trialId), (s) => (s ? { ...s, seed } : s)),
  });
}

export const useVerify = () =>
  useMutation({
    mutationFn: (body: { game: HouseGameId; serverSeed: string; clientSeed: string; nonce: number } & RoundPicks) =>
      apiSend('POST', '/wps/house/verify', verifyResponseSchema, { body, background: true }),
  });
