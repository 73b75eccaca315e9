import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Business failures are final; only transport failures (status 0) get one retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status !== 0),
      refetchOnWindowFocus: false,
    },
  },
});
