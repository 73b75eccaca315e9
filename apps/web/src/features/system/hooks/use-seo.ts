import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applySeo } from '../../../lib/seo';
import { useConsolidatedSettings } from '../api/get-consolidated-settings';

/** Keeps title, description and canonical in step with navigation. */
export function useSeo(): void {
  const { pathname } = useLocation();
  const { data } = useConsolidatedSettings();
  useEffect(() => {
    // Until settings arrive, keep whatever the server injected into the first HTML.
    if (!data) return;
    applySeo(document, data.seo, pathname, window.location.host, data.merchant.name, window.location.origin);
  }, [data, pathname]);
}
