import type { Language } from '@arcadia/contract';
import { useEffect, useRef } from 'react';
import { updateLanguage } from '../api/update-language';

/**
 * Saves a language switch on the member's account while signed in; skipped for type 4
 * (spec 000 §1/§6). Only switches count: the language in effect at sign-in is not re-sent.
 */
export function useLanguageSync(language: Language, member: { token: string | null; type: number | null }) {
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    if (!member.token || member.type == null || member.type === 4) return;
    void updateLanguage({ language }).catch(() => {});
  }, [language, member.token, member.type]);
}
