import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';
import { keys } from '../api/keys.ts';

const SESSION_KEY = keys.session;

/** A session that vanished mid-use (expired, revoked): refetching the session sends the person to a login page. */
const sessionLost = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 401 &&
  (error.code === 'sessionExpired' || error.code === 'authenticationRequired');

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (sessionLost(error) && query.queryKey[0] !== SESSION_KEY[0]) {
          void client.invalidateQueries({ queryKey: SESSION_KEY });
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (sessionLost(error)) void client.invalidateQueries({ queryKey: SESSION_KEY });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers do not get better by asking again
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
