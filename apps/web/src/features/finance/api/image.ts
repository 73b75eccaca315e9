import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiUrl, requestHeaders } from '../../../lib/api-client';
import { opsToken } from '../../../lib/ops-token';

/** An ops image (a proof, a member's picture): fetched with the console token, shown from a blob URL. */
export const getOpsImage = async (path: string, signal?: AbortSignal): Promise<Blob> => {
  const res = await fetch(apiUrl(path), { headers: requestHeaders(opsToken() ?? ''), signal });
  if (!res.ok) throw new Error(String(res.status));
  return res.blob();
};

export function useOpsImage(path: string | null) {
  const blob = useQuery({
    queryKey: ['ops', 'image', path],
    queryFn: ({ signal }) => getOpsImage(path!, signal),
    enabled: !!path,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isPending: blob.isPending && !!path, error: blob.error };
}
