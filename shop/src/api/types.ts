import type { Schemas } from '@shopware/api-client/api-types';

/** Store API entities as the official schema describes them (kept verbatim in the query cache). */
export type SalesChannelContext = Schemas['SalesChannelContext'];
export type Language = Schemas['Language'];
export type Category = Schemas['Category'];
export type Customer = Schemas['Customer'];
export type CustomerAddress = Schemas['CustomerAddress'];
export type Cart = Schemas['Cart'];
export type LineItem = Schemas['LineItem'];
export type Country = Schemas['Country'];
export type Salutation = Schemas['Salutation'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type ShippingMethod = Schemas['ShippingMethod'];
export type Product = Schemas['Product'];
export type PropertyGroup = Schemas['PropertyGroup'];
export type PropertyGroupOption = Schemas['PropertyGroupOption'];
export type ProductDetailResponse = Schemas['ProductDetailResponse'];
export type ProductListingResult = Schemas['ProductListingResult'];
export type Order = Schemas['Order'];
export type OrderLineItem = Schemas['OrderLineItem'];
export type StateMachineState = Schemas['StateMachineState'];
