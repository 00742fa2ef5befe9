import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router';
import { ShopApp } from '../app/App';
import { createShopBoot } from '../app/boot';
import { DEFAULT_ACCESS_KEY, DEFAULT_ROOT_CATEGORY_ID } from '../app/mountConfig';
import { memoryStorage } from '../api/session';
import { createStoreApiTestDouble } from './storeApiTestDouble';

export const EN_ID = '2fbb5fe2e29a4d70aa5854ce7ce3e20b';
export const DE_ID = '7e0f1c2d3b4a59687766554433221100';

/** Store API answers of the test double: two languages and a small category tree. */
export function shopAnswers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    'readContext get /context': { token: 'test-token', customer: null },
    'readLanguages post /language': {
      elements: [
        { id: EN_ID, name: 'English', translationCode: { code: 'en-GB' } },
        { id: DE_ID, name: 'Deutsch', translationCode: { code: 'de-DE' } },
      ],
    },
    'readNavigation post /navigation/{activeId}/{rootId}': [
      {
        id: 'sheets',
        name: 'Sheets',
        children: [
          { id: 'pvc', name: 'PVC sheets', children: [] },
          { id: 'pe', name: 'PE sheets', children: [] },
        ],
      },
      { id: 'rods', name: 'Rods', children: [] },
    ],
    'readCountryGet get /country': { elements: [] },
    'readSalutationGet get /salutation': { elements: [] },
    'readCart get /checkout/cart': { lineItems: [{ type: 'product', quantity: 2 }] },
    'readPaymentMethod post /payment-method': { elements: [] },
    'readShippingMethodGet get /shipping-method': { elements: [] },
    'readCustomer post /account/customer': Object.assign(new Error('Customer is not logged in.'), {
      status: 403,
    }),
    ...overrides,
  };
}

/** What a test sees of the memory router: the current location and how it got there, and navigate. */
export type TestRouter = {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: string | number) => Promise<void>;
};

/** Renders the whole shop on a memory router at `path`, against the Store API test double. */
export function renderShop(
  path: string,
  answers = shopAnswers(),
  options: { manual?: boolean; baseURL?: string } = {},
) {
  const double = createStoreApiTestDouble(answers, { baseURL: 'http://localhost/store-api', ...options });
  const boot = createShopBoot(
    {
      storeApiUrl: 'http://localhost/store-api',
      accessKey: DEFAULT_ACCESS_KEY,
      rootCategoryId: DEFAULT_ROOT_CATEGORY_ID,
    },
    {
      client: double.client,
      storage: memoryStorage(),
      pathname: path.split('?')[0],
      search: path.includes('?') ? path.slice(path.indexOf('?')) : '',
    },
  );
  let router: TestRouter | undefined;
  /** Keeps the memory router's current location, navigation type and navigate function for the test. */
  function Probe() {
    const location = useLocation();
    const historyAction = useNavigationType();
    const navigate = useNavigate();
    router = {
      state: { location, historyAction },
      navigate: async (to) => {
        if (typeof to === 'number') await navigate(to);
        else await navigate(to);
      },
    };
    return null;
  }
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Probe />
    </MemoryRouter>
  );
  const view = render(
    <ShopApp {...boot.config} boot={boot} routing={{ Router, pathname: path.split('?')[0]! }} />,
  );
  return {
    ...view,
    double,
    boot,
    router: () => {
      if (!router) throw new Error('router not created yet');
      return router;
    },
    heading: (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }),
  };
}
