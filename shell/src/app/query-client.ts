import { queryClientConfig } from '@daftari/api-client';
import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the whole app: the shell and every remote read and write it. */
export const queryClient = new QueryClient(queryClientConfig);
