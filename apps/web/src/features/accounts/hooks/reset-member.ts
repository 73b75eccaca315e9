import type { QueryClient } from '@tanstack/react-query';
import { accountsKeys } from '../api/keys';

/** Logout or a lost session: forget everything loaded about the member (spec 000 §4 "Logout"). */
export function resetMemberState(client: QueryClient): void {
  client.removeQueries({ queryKey: accountsKeys.all });
}
