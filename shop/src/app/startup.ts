/**
 * Start-up in the spec's order — authenticate, set locale, load translations, load categories, load
 * customer (fallback: the context's customer), countries, salutations, cart, payment methods, shipping
 * methods — arranged in two rounds of Store API calls:
 *
 *   round 1: GET /context  ‖  POST /language (setLocale)  ‖  translations (bundled JSON, no API call)
 *   round 2: the page's own catalogue request (a product list or a product, startPageRequest), then
 *            navigation, customer, countries, salutations, cart, payment methods, shipping methods, all in
 *            parallel, started in that order and sent with the chosen `sw-language-id`.
 *
 * Round 2 waits for the backend language id, except on a returning visitor's start-up: the browser remembers
 * the id setLocale chose for the locale, and with a session token still in use every call of round 2 but the
 * customer's joins round 1 with it, so a guest's page shows after one round. Should round 1 choose another id,
 * those calls are sent again with it (the first answers are dropped).
 *
 * Every failure is logged and replaced by a fallback (empty list, null), so start-up always finishes.
 */
import type { QueryClient } from '@tanstack/react-query';
import { setLanguageHeader, withLanguageHeader, type StoreApiClient } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { readLanguageId, type KeyValueStorage } from '../api/session';
import {
  NAVIGATION_DEPTH,
  readCart,
  readContext,
  readCountries,
  readCustomer,
  readLanguages,
  readNavigation,
  readPaymentMethods,
  readSalutations,
  readShippingMethods,
} from '../api/storeApi';
import type {
  Cart,
  Category,
  Country,
  Customer,
  Language,
  PaymentMethod,
  SalesChannelContext,
  Salutation,
  ShippingMethod,
} from '../api/types';
import type { LocaleCode } from '../i18n/locales';
import { NO_TRANSLATION_CODE, setLocale, type LocaleSelection } from '../i18n/setLocale';

export type StartupDeps = {
  client: Pick<StoreApiClient, 'invoke' | 'defaultHeaders'>;
  /** The interface locale the URL asks for. */
  locale: LocaleCode;
  storage: KeyValueStorage;
  /** Loads the bundled translations of a locale (and the fallback); runs in parallel with round 1. */
  loadTranslations: (locale: LocaleCode) => Promise<unknown>;
  changeLanguage: (locale: LocaleCode) => Promise<unknown>;
  /** Told about the backend language id of a locale once known. */
  onLanguageId?: (locale: LocaleCode, languageId: string) => void;
  /**
   * Starts the page's own catalogue request with this language id (null: the backend's default), in round 1
   * with a remembered id, else (or when round 1 chose another id) as round 2 starts.
   */
  startPageRequest?: (languageId: string | null) => void;
  log?: (message: string, error?: unknown) => void;
};

export type StartupResult = {
  context: SalesChannelContext | null;
  languages: Language[];
  /** The backend language chosen by setLocale; null when none matched or the call failed. */
  selection: LocaleSelection | null;
  languageId: string | null;
  navigation: Category[];
  customer: Customer | null;
  countries: Country[];
  salutations: Salutation[];
  cart: Cart | null;
  paymentMethods: PaymentMethod[];
  shippingMethods: ShippingMethod[];
};

const defaultLog = (message: string, error?: unknown) => console.warn(`[shop] ${message}`, error ?? '');

async function attempt<T>(
  label: string,
  run: () => Promise<T>,
  fallback: T,
  log: NonNullable<StartupDeps['log']>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    log(`start-up: ${label} failed, continuing without it`, error);
    return fallback;
  }
}

export async function runStartup(deps: StartupDeps): Promise<StartupResult> {
  const { client } = deps;
  const log = deps.log ?? defaultLog;
  let languages: Language[] = [];
  /** The calls answering in the backend language, and the page's own request, sent with one language id. */
  const sendTranslated = (languageId: string | null, afterCategories?: () => void): TranslatedCalls => {
    try {
      deps.startPageRequest?.(languageId);
    } catch (error) {
      log('start-up: page preload failed', error);
    }
    return translatedCalls(
      languageId ? withLanguageHeader(client, languageId) : client,
      log,
      afterCategories,
    );
  };

  // Round 1: authenticate (context, new token if needed) and set the locale, translations alongside.
  const roundOne = Promise.all([
    attempt('context', () => readContext(client), null, log),
    attempt(
      'language',
      () =>
        setLocale(deps.locale, {
          loadLanguages: async () => (languages = await readLanguages(client)),
          changeLanguage: deps.changeLanguage,
          setLanguageId: (locale, languageId) => {
            setLanguageHeader(client, languageId);
            deps.onLanguageId?.(locale, languageId);
          },
          storage: deps.storage,
        }),
      null,
      log,
    ),
    attempt('translations', () => deps.loadTranslations(deps.locale), null, log),
  ]);
  // A returning visitor's calls join round 1 with the remembered language id. Checked after the context call
  // was sent (which drops a token idled too long): only with a session in use, else each call would start a
  // new session of its own beside the context call's.
  const remembered = client.defaultHeaders['sw-context-token']
    ? readLanguageId(deps.storage, deps.locale)
    : null;
  const early = remembered ? { languageId: remembered, calls: sendTranslated(remembered) } : null;
  const [context, selection] = await roundOne;
  if (!selection) {
    log(NO_TRANSLATION_CODE);
    // The interface still follows the URL; the backend answers in its default language.
    await attempt('interface language', () => deps.changeLanguage(deps.locale), null, log);
  }

  // Round 2: the calls in the backend language unless round 1 sent them with the id chosen (the answers of
  // another id are dropped), and the customer of a logged-in context.
  const languageId = selection?.languageId ?? null;
  const contextCustomer = context?.customer ?? null;
  const readTheCustomer = () =>
    contextCustomer
      ? attempt('customer', async () => (await readCustomer(client)) ?? contextCustomer, contextCustomer, log)
      : Promise.resolve(null);
  let customer: Promise<Customer | null> | undefined;
  const translated =
    early?.languageId === languageId
      ? early.calls
      : sendTranslated(languageId, () => (customer = readTheCustomer()));
  customer ??= readTheCustomer();

  return {
    context,
    languages,
    selection,
    languageId,
    navigation: await translated.navigation,
    customer: await customer,
    countries: await translated.countries,
    salutations: await translated.salutations,
    cart: await translated.cart,
    paymentMethods: await translated.paymentMethods,
    shippingMethods: await translated.shippingMethods,
  };
}

type TranslatedCalls = ReturnType<typeof translatedCalls>;

/**
 * The start-up's calls whose answers are in the backend language, started at once in the spec's order (the
 * page's own request is started just before them: a browser opens six connections per host, and started last,
 * the request the page's largest paint waits for would queue behind these).
 */
function translatedCalls(
  client: StartupDeps['client'],
  log: NonNullable<StartupDeps['log']>,
  /** Started right after the categories (the customer's call, in the spec's order). */
  afterCategories?: () => void,
) {
  const navigation = attempt('categories', () => readNavigation(client, NAVIGATION_DEPTH), [], log);
  afterCategories?.();
  return {
    navigation,
    countries: attempt('countries', () => readCountries(client), [], log),
    salutations: attempt('salutations', () => readSalutations(client), [], log),
    cart: attempt<Cart | null>('cart', () => readCart(client), null, log),
    paymentMethods: attempt('payment methods', () => readPaymentMethods(client), [], log),
    shippingMethods: attempt('shipping methods', () => readShippingMethods(client), [], log),
  };
}

/** Puts the start-up answers into the query cache, as they came from the server. */
export function primeQueryCache(queryClient: QueryClient, result: StartupResult): void {
  const id = result.languageId;
  queryClient.setQueryData(queryKeys.context(), result.context);
  queryClient.setQueryData(queryKeys.languages(), result.languages);
  queryClient.setQueryData(queryKeys.navigation(id, NAVIGATION_DEPTH), result.navigation);
  queryClient.setQueryData(queryKeys.customer(), result.customer);
  queryClient.setQueryData(queryKeys.countries(id), result.countries);
  queryClient.setQueryData(queryKeys.salutations(id), result.salutations);
  queryClient.setQueryData(queryKeys.cart(), result.cart);
  queryClient.setQueryData(queryKeys.paymentMethods(id), result.paymentMethods);
  queryClient.setQueryData(queryKeys.shippingMethods(id), result.shippingMethods);
}
