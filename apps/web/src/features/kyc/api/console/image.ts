import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiUrl, requestHeaders } from '../../../../lib/api-client';
import { opsToken } from '../../../../lib/ops-token';
import { kycOpsPath } from './queue';

/** A document image, fetched with the console token (never a public URL) and shown from a blob URL. */
export function useKycImage(code: string, id: number | null) {
  const blob = useQuery({
    queryKey: ['ops', code, 'kyc', 'image', id],
    queryFn: async ({ signal }) => {
      const res = await fetch(apiUrl(kycOpsPath(code, `/documents/${id}/image`)), { headers: requestHeaders(opsToken() ?? ''), signal });
      if (!res.ok) throw new Error(String(res.status));
      return res.blob();
    },
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isPending: blob.isPending && id !== null, error: blob.error };
}
