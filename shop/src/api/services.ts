import { QueryClient } from '@tanstack/react-query';
import type { ShopBoot } from '../app/boot';

/** Everything one mounted shop shares: the boot part plus the query cache. */
export type ShopServices = ShopBoot & { queryClient: QueryClient };

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

export function withQueryClient(boot: ShopBoot, queryClient = createQueryClient()): ShopServices {
  return { ...boot, queryClient };
}
