import { useTranslation } from '../../i18n/useTranslation';
import type { Cart } from '../../api/types';
import { useFormat } from '../../i18n/useFormat';
import { MethodGroup } from './MethodGroup';
import { activeMethods, deliveryTimeName, methodDescription, methodName, shippingPrice } from './methods';
import { usePaymentMethods, useSalesChannelContext, useShippingMethods } from './useCheckoutData';
import type { EnquiryFormState } from './useEnquiryForm';

/** The shipping method (with price and delivery time) and payment method radio groups. */
export function MethodGroups({ form, cart }: { form: EnquiryFormState; cart: Cart }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const { data: shipping = [] } = useShippingMethods(cart);
  const { data: payment = [] } = usePaymentMethods();
  const { data: context } = useSalesChannelContext();
  const currencyId = context?.currency?.id;
  const message = (key: string | undefined) => (key ? t(key) : undefined);

  const shippingOptions = activeMethods(shipping).map((method) => {
    const price = shippingPrice(method, cart, currencyId);
    const delivery = deliveryTimeName(method);
    const hints = [
      price
        ? t(price.kind === 'exact' ? 'shipping.price' : 'shipping.priceFrom', {
            price: format.price(price.amount),
          })
        : '',
      delivery ? t('shipping.deliveryTime', { time: delivery }) : '',
      methodDescription(method),
    ].filter(Boolean);
    return { id: method.id, name: methodName(method), hints };
  });
  const paymentOptions = activeMethods(payment).map((method) => ({
    id: method.id,
    name: methodName(method),
    hints: [methodDescription(method)].filter(Boolean),
  }));

  /** One radio group; its error, busy state and focus target follow the form field of the same name. */
  const group = (
    name: 'shippingMethod' | 'paymentMethod',
    options: typeof paymentOptions,
    value: string | null,
    onChange: (id: string) => void,
  ) => (
    <MethodGroup
      legend={t(name === 'shippingMethod' ? 'shipping.legend' : 'payment.legend')}
      name={name}
      options={options}
      value={value}
      error={message(form.errors[name])}
      busy={form.busy === name}
      firstRef={form.target(name)}
      onChange={onChange}
    />
  );

  return (
    <>
      {group('shippingMethod', shippingOptions, form.values.shippingMethodId, form.chooseShippingMethod)}
      {group('paymentMethod', paymentOptions, form.values.paymentMethodId, form.choosePaymentMethod)}
    </>
  );
}
