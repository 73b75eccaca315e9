import { useQuery } from '@tanstack/react-query';

/**
 * Whether the member centre lists the missionLeaderboard page: a mission is running, or one the
 * member took part in ended in the last week (its result). The shell asks on every page, so the
 * fetcher (and its schemas) load only when it runs.
 */
export function useMissionsListed(enabled: boolean): boolean {
  const query = useQuery({
    queryKey: ['reward-centre', 'missions'],
    queryFn: async ({ signal }) => (await import('./missions')).getMissionBoards(signal, true),
    enabled,
    staleTime: 5 * 60_000,
  });
  return (query.data ?? []).some((m) => m.status === 'OPEN' || m.mine !== null);
}
