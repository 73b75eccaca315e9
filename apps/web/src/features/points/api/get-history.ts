import { pointTransactionPageSchema, type RedeemStatus, redeemRecordPageSchema } from '@arcadia/contract/points';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { pointsKeys } from './keys';

export type RecordQuery = { startDate: number; endDate: number; page: number; status: 'all' | RedeemStatus };
export type TransactionQuery = { startTime: number; endTime: number; page: number };

/** Redemption records (spec 001 §7 redeem list), 13 a page. */
export const getRedeemRecords = (q: RecordQuery, signal?: AbortSignal) =>
  apiGet('/wps/points/redeem', redeemRecordPageSchema, { signal, background: true, query: { ...q, size: 13 } });
/** Point transactions, 12 a page. */
export const getPointTransactions = (q: TransactionQuery, signal?: AbortSignal) =>
  apiGet('/wps/points/transactions', pointTransactionPageSchema, { signal, background: true, query: { ...q, size: 12 } });

export const useRedeemRecords = (q: RecordQuery | null) =>
  useQuery({
    queryKey: pointsKeys.recordPage(q ?? {}),
    queryFn: ({ signal }) => getRedeemRecords(q!, signal),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
export const usePointTransactions = (q: TransactionQuery | null) =>
  useQuery({
    queryKey: pointsKeys.transactionPage(q ?? {}),
    queryFn: ({ signal }) => getPointTransactions(q!, signal),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
