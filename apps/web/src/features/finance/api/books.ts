import { type LedgerQuery, ledgerPageSchema, reconciliationSchema } from '@arcadia/contract/finance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { opsToken } from '../../../lib/ops-token';
import { financeKeys, financePath } from './keys';

/** GET /ops/merchants/:code/finance/ledger: one member's entries, newest first. */
export const getLedger = (code: string, q: LedgerQuery, signal?: AbortSignal) =>
  apiGet(financePath(code, 'ledger'), ledgerPageSchema, { signal, background: true, token: opsToken() ?? '', query: q });

export const useLedger = (code: string, q: LedgerQuery | null) =>
  useQuery({
    queryKey: financeKeys.ledger(code, q ?? {}),
    queryFn: ({ signal }) => getLedger(code, q!, signal),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });

/** GET /ops/merchants/:code/finance/reconciliation: balances against the ledger. */
export const getReconciliation = (code: string, signal?: AbortSignal) =>
  apiGet(financePath(code, 'reconciliation'), reconciliationSchema, { signal, background: true, token: opsToken() ?? '' });

export const useReconciliation = (code: string) =>
  useQuery({ queryKey: financeKeys.reconciliation(code), queryFn: ({ signal }) => getReconciliation(code, signal) });
