// The Admin API's JSON as the desk reads it (the contract of issue 20; orders are the Store API's order JSON).

export type DeskRole = 'owner' | 'staff';
export type DeskUser = { id: string; email: string; name: string; role: DeskRole };

export type TokenPair = {
  token_type: 'Bearer';
  expires_in: number;
  access_token: string;
  refresh_token: string;
};

export type OrderState = 'open' | 'in_progress' | 'completed' | 'cancelled';
export type Transition = 'process' | 'complete' | 'cancel' | 'reopen';

export type StateMachineState = { technicalName: string; name?: string; translated?: { name?: string } };

export type Address = {
  id: string;
  firstName: string;
  lastName: string;
  company?: string | null;
  department?: string | null;
  street: string;
  zipcode?: string | null;
  city: string;
  phoneNumber?: string | null;
  country?: { name?: string; translated?: { name?: string } } | null;
};

export type LineItemOption = { group: string; option: string };

export type OrderLineItem = {
  id: string;
  label: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  type: string;
  payload?: {
    productNumber?: string;
    options?: LineItemOption[];
    /** Weight of one piece in kg, where the server records it. */
    weight?: number | null;
  } | null;
};

export type OfferState = 'pending' | 'accepted' | 'declined' | 'expired' | 'superseded';

export type OfferLine = {
  lineItemId: string;
  label: string;
  quantity: number;
  listUnitPrice: number;
  unitPrice: number;
  totalPrice: number;
};

export type Discount = { type: 'percentage' | 'absolute'; value: number };

export type Offer = {
  id: string;
  orderId: string;
  state: OfferState;
  lines: OfferLine[];
  subtotal: number;
  discount: Discount | null;
  total: number;
  currencyIsoCode: string;
  deliveryDate: string;
  validUntil: string;
  message: string;
  createdAt: string;
  documentId: string | null;
  deepLinkCode: string | null;
};

export type HistoryEntry = {
  id: string;
  createdAt: string;
  actorName: string;
  action: string;
  details?: Record<string, unknown> | null;
};

export type DeskOrderExtension = {
  history: HistoryEntry[];
  klarna: Record<string, unknown> | null;
  confirmedDocuments: unknown[];
};

export type Order = {
  id: string;
  orderNumber: string;
  orderDateTime: string;
  amountTotal: number;
  amountNet?: number;
  shippingTotal?: number;
  customerComment?: string | null;
  languageId?: string;
  currency?: { isoCode?: string } | null;
  stateMachineState: StateMachineState;
  orderCustomer: {
    email: string;
    firstName: string;
    lastName: string;
    company?: string | null;
    customerNumber?: string | null;
  };
  billingAddress?: Address | null;
  addresses?: Address[] | null;
  lineItems?: OrderLineItem[] | null;
  deliveries?: Array<{
    shippingOrderAddress?: Address | null;
    shippingMethod?: { name?: string; translated?: { name?: string } } | null;
  }> | null;
  transactions?: Array<{
    paymentMethod?: { name?: string; translated?: { name?: string } } | null;
    stateMachineState?: StateMachineState | null;
  }> | null;
  extensions?: { offer?: Offer | null; desk?: DeskOrderExtension };
};

export type SearchResult<T> = { total: number; data: T[] };

export type Price = { currencyId: string; gross: number; net: number; linked: boolean };

export type Product = {
  id: string;
  parentId?: string | null;
  productNumber: string;
  name?: string | null;
  translated?: { name?: string | null };
  options?: Array<{
    name?: string;
    translated?: { name?: string };
    group?: { name?: string; translated?: { name?: string } };
  }>;
  price: Price[] | null;
  stock: number;
  availableStock?: number;
  isCloseout: boolean;
  active: boolean;
};

/** GET /api/product/{id}: the variant with its history (its changes and the CSV imports that changed it). */
export type DeskProduct = Product & { extensions?: { desk?: { history: HistoryEntry[] } } };

export type ProductPatch = Partial<{ price: Price[]; stock: number; isCloseout: boolean; active: boolean }>;

export type ImportChange = { productNumber: string; field: string; from: unknown; to: unknown };
export type ImportError = { row: number; column: string | null; code: string; detail: string };
export type ImportResult = { changes: ImportChange[]; errors: ImportError[]; applied: boolean };

export type OfferDraft = {
  lines: Array<{ lineItemId: string; unitPrice: number }>;
  discount: Discount | null;
  deliveryDate: string;
  validUntil: string;
  message: string;
};
