import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoadingPage } from '../ui/LoadingPage';
import theme from '../ui/theme.module.css';
import { createShopBoot, type ShopBoot } from './boot';
import { nextTask } from './nextTask';
import { buildRoutes } from './routes';
import { withQueryClient, type ShopConfig, type ShopServices } from '../api/services';
import { primeQueryCache } from './startup';
import { ShopContext } from '../api/ShopContext';

type Router = ReturnType<typeof createBrowserRouter>;

export type ShopAppProps = ShopConfig & {
  /** The boot part, usually already started by the entry module; by default built from the props. */
  boot?: ShopBoot;
  /** Injected router factory (tests use a memory router). */
  createRouter?: (services: ShopServices) => Router;
};

const browserRouter = (services: ShopServices) => createBrowserRouter(buildRoutes(services));

/**
 * The root component. Its props are the container's data attributes. It runs the start-up (showing the
 * loading page meanwhile) and then renders the router.
 */
export function ShopApp({ boot, createRouter = browserRouter, ...config }: ShopAppProps) {
  const [services] = useState(() => withQueryClient(boot ?? createShopBoot(config)));
  const [translationsReady, setTranslationsReady] = useState(false);
  const [router, setRouter] = useState<Router | null>(null);
  const created = useRef<Router | null>(null);

  useEffect(() => {
    let active = true;
    const ready = () => active && setTranslationsReady(true);
    // The loading text needs the translations; they load alongside the first round of API calls.
    void services.start().then(async (result) => {
      if (!active) return;
      // Three steps, each in a task of its own (together they were one long task): the start-up's answers into
      // the query cache, the router (it matches the URL and starts the first page's loaders), and the first
      // page, rendered as a transition: in slices.
      primeQueryCache(services.queryClient, result);
      await nextTask();
      if (!active) return;
      const shopRouter = (created.current ??= createRouter(services));
      await nextTask();
      if (!active) return;
      startTransition(() => {
        ready();
        setRouter(shopRouter);
      });
    });
    if (services.i18n.isInitialized) ready();
    else services.i18n.on('initialized', ready);
    return () => {
      active = false;
      services.i18n.off('initialized', ready);
    };
  }, [services, createRouter]);

  return (
    <ShopContext value={services}>
      <QueryClientProvider client={services.queryClient}>
        <I18nextProvider i18n={services.i18n}>
          {router ? (
            <RouterProvider router={router} />
          ) : (
            <div className={theme.root}>{translationsReady && <LoadingPage />}</div>
          )}
        </I18nextProvider>
      </QueryClientProvider>
    </ShopContext>
  );
}
