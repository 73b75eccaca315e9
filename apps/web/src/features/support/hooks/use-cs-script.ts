import { useEffect } from 'react';
import { getMerchantCode } from '../../../lib/storage';
import { getCsScript } from '../api/get-cs-script';
import { createScriptLoader } from './cs-script';

const loadScripts = createScriptLoader({
  merchantCode: getMerchantCode,
  fetchScripts: () => getCsScript(),
  inject: (src) => {
    if (document.querySelector(`script[data-cs-src="${CSS.escape(src)}"]`)) return;
    const el = document.createElement('script');
    el.src = src;
    el.async = true;
    el.dataset.csSrc = src;
    document.head.append(el);
  },
});

export function useCustomerServiceScript(): void {
  useEffect(() => {
    void loadScripts();
  }, []);
}
