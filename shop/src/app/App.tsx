import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { TranslationProvider } from '../i18n/useTranslation';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { LoadingPage } from '../ui/LoadingPage';
import theme from '../ui/theme.module.css';
import { createShopBoot, type ShopBoot } from './boot';
import { nextTask } from './nextTask';
import { buildRoutes, preloadPage } from './routes';
import { withQueryClient, type ShopConfig } from '../api/services';
import { primeQueryCache } from './startup';
import { ShopContext } from '../api/ShopContext';

/** The router around the routes (the browser's history on a page, a memory history in tests) and its first path. */
export type ShopRouting = { Router: ComponentType<{ children: ReactNode }>; pathname: string };

const browserRouting = (): ShopRouting => ({ Router: BrowserRouter, pathname: window.location.pathname });

export type ShopAppProps = ShopConfig & {
  /** The boot part, usually already started by the entry module; by default built from the props. */
  boot?: ShopBoot;
  /** Injected router (tests use a memory router). */
  routing?: ShopRouting;
};

function ShopRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The root component. Its props are the container's data attributes. It runs the start-up (showing the
 * loading page meanwhile) and then renders the router.
 */
export function ShopApp({ boot, routing: injected, ...config }: ShopAppProps) {
  const [services] = useState(() => withQueryClient(boot ?? createShopBoot(config)));
  const [routes] = useState(() => buildRoutes(services));
  const [translationsReady, setTranslationsReady] = useState(false);
  const [{ Router, pathname }] = useState(() => injected ?? browserRouting());
  const [routing, setRouting] = useState(false);

  useEffect(() => {
    let active = true;
    const ready = () => active && setTranslationsReady(true);
    // The loading text needs the translations; they load alongside the first round of API calls.
    void services.start().then(async (result) => {
      if (!active) return;
      // Three steps, each in a task of its own (together they were one long task): the start-up's answers into
      // the query cache, the first page's chunk and messages (usually preloaded by the host page already), and
      // the first page, rendered as a transition: in slices.
      primeQueryCache(services.queryClient, result);
      await nextTask();
      if (!active) return;
      await preloadPage(routes, pathname);
      await nextTask();
      if (!active) return;
      startTransition(() => {
        ready();
        setRouting(true);
      });
    });
    void services.i18n.ready.then(ready);
    return () => {
      active = false;
    };
  }, [services, routes, pathname]);

  return (
    <ShopContext value={services}>
      <QueryClientProvider client={services.queryClient}>
        <TranslationProvider i18n={services.i18n}>
          {routing ? (
            <Router>
              <ShopRoutes routes={routes} />
            </Router>
          ) : (
            <div className={theme.root}>{translationsReady && <LoadingPage />}</div>
          )}
        </TranslationProvider>
      </QueryClientProvider>
    </ShopContext>
  );
}
