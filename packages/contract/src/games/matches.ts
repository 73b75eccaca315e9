import { z } from 'zod';

/**
 * Spec 001 §7 lists "match v2" among the sports calls (GET, path and payload not shown): the
 * matches a sports vendor offers, to deep-link a bet (launch v2 takes matchId and leagueId).
 * Arcadia has no built-in sports vendor yet, so the list is empty and says so (ADR 053).
 */
export const matchQuerySchema = z.object({
  vendor: z.string().max(32).optional(),
  leagueId: z.string().max(64).optional(),
});
export type MatchQuery = z.infer<typeof matchQuerySchema>;

export const matchSchema = z.object({
  matchId: z.string(),
  leagueId: z.string(),
  leagueName: z.string(),
  home: z.string(),
  away: z.string(),
  /** ISO time the match starts. */
  startTime: z.string(),
  vendor: z.string(),
});
export type Match = z.infer<typeof matchSchema>;

/** `GET /wps/game/match/v2`. `provider`: the sports feed the list came from; null while none exists. */
export const matchListSchema = z.object({
  list: z.array(matchSchema),
  total: z.number().int(),
  provider: z.string().nullable(),
});
export type MatchList = z.infer<typeof matchListSchema>;

/** Until a sports vendor with a match feed is built in. */
export const NO_MATCHES: MatchList = { list: [], total: 0, provider: null };
