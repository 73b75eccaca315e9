import { useEffect, useState } from 'react';
import { useMemberInfo } from '../api/get-member-info';

/** Spec 000 §4: member info is fetched 500 ms after mount when a token exists and it is not loaded yet. */
export const MEMBER_INFO_DELAY_MS = 500;

export function useMemberInfoLoader(token: string | null) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!token) return;
    const timer = setTimeout(() => setDue(true), MEMBER_INFO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [token]);
  return useMemberInfo(token != null && due);
}
