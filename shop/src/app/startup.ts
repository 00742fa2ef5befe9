/**
 * Start-up in the spec's order — authenticate, set locale, load translations, load categories, load
 * customer (fallback: the context's customer), countries, salutations, cart, payment methods, shipping
 * methods — arranged in two rounds of Store API calls:
 *
 *   round 1: GET /context  ‖  POST /language (setLocale)  ‖  translations (bundled JSON, no API call)
 *   round 2: the page's own catalogue request (a product list or a product, onRoundTwo), then navigation,
 *            customer, countries, salutations, cart, payment methods, shipping methods, all in parallel,
 *            started in that order and sent with the chosen `sw-language-id`.
 *
 * Every failure is logged and replaced by a fallback (empty list, null), so start-up always finishes.
 */
import type { QueryClient } from '@tanstack/react-query';
import { setLanguageHeader, type StoreApiClient } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import type { KeyValueStorage } from '../api/session';
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
  /** Called as round 2 starts (language id known, or null), so a page's own request can join that round. */
  onRoundTwo?: (languageId: string | null) => void;
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

  // Round 1: authenticate (context, new token if needed) and set the locale, translations alongside.
  const [context, selection] = await Promise.all([
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
  if (!selection) {
    log(NO_TRANSLATION_CODE);
    // The interface still follows the URL; the backend answers in its default language.
    await attempt('interface language', () => deps.changeLanguage(deps.locale), null, log);
  }

  // Round 2: the page's catalogue request first (a browser opens six connections per host: started last, the
  // page's request, the one its largest paint waits for, would queue behind the six start-up calls), then
  // everything else in the spec's order.
  try {
    deps.onRoundTwo?.(selection?.languageId ?? null);
  } catch (error) {
    log('start-up: page preload failed', error);
  }
  const navigation = attempt('categories', () => readNavigation(client, NAVIGATION_DEPTH), [], log);
  const contextCustomer = context?.customer ?? null;
  const customer = contextCustomer
    ? attempt('customer', async () => (await readCustomer(client)) ?? contextCustomer, contextCustomer, log)
    : Promise.resolve(null);
  const countries = attempt('countries', () => readCountries(client), [], log);
  const salutations = attempt('salutations', () => readSalutations(client), [], log);
  const cart = attempt<Cart | null>('cart', () => readCart(client), null, log);
  const paymentMethods = attempt('payment methods', () => readPaymentMethods(client), [], log);
  const shippingMethods = attempt('shipping methods', () => readShippingMethods(client), [], log);

  return {
    context,
    languages,
    selection,
    languageId: selection?.languageId ?? null,
    navigation: await navigation,
    customer: await customer,
    countries: await countries,
    salutations: await salutations,
    cart: await cart,
    paymentMethods: await paymentMethods,
    shippingMethods: await shippingMethods,
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
