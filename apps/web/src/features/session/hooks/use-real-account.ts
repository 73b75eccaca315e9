import { isRestricted } from '@arcadia/contract/accounts';
import { useSessionStore } from '../stores/session-store';

/** A signed-in real account (types 0–2): what members-only lists and applications need (ADR 036). */
export const useRealAccount = () => useSessionStore((s) => s.token != null && s.isAgent != null && !isRestricted(s.isAgent));
