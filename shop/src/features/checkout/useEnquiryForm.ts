/**
 * The state of checkout step 1 and its actions: the active addresses and methods (each change is a
 * PATCH /context, followed by a cart refetch so the shipping costs follow), the comment, the terms tick,
 * validation before sending, and sending the enquiry.
 *
 * Decision: the shipping method counts as chosen only once the buyer picked one in this checkout (kept in
 * this component's state). Shopware's context always carries some shipping method (the sales channel's
 * default), so taking it as the buyer's choice would make 'Please select a shippingmethod.' impossible and
 * send enquiries with a method nobody chose. The payment method, in contrast, starts as the context's.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../api/queryKeys';
import { readCart } from '../../api/storeApi';
import type { Customer } from '../../api/types';
import { routeTo } from '../../ui/paths';
import { useShop } from '../../api/ShopContext';
import { apiFailure } from '../../api/errors';
import { useLang } from '../../i18n/useLang';
import { useCartFeature } from '../../api/cart/cartFeature';
import type { AuthorizeOutcome } from '../../api/klarna/useKlarnaPayment';
import { sendEnquiry, switchContext, type ContextSwitch } from './checkoutApi';
import { firstError, validateCheckout, type CheckoutErrors, type CheckoutField } from './checkoutValidation';

export type EnquiryFormState = ReturnType<typeof useEnquiryForm>;

/** A payment that must be authorised before sending (Klarna); undefined for the other methods. */
export type PaymentAuthorizer = () => Promise<AuthorizeOutcome>;

/** How a submit ended when it did not navigate away. */
export type SubmitEnd = 'blocked' | 'paymentCanceled' | 'failed' | 'sent';

export function useEnquiryForm(customer: Customer, contextPaymentMethodId: string | null) {
  const { client } = useShop();
  const showCart = useCartFeature().useShowCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const lang = useLang();
  const [billingAddressId, setBilling] = useState<string | null>(
    customer.activeBillingAddress?.id ?? customer.defaultBillingAddressId ?? null,
  );
  const [shippingAddressId, setShippingAddress] = useState<string | null>(
    customer.activeShippingAddress?.id ?? customer.defaultShippingAddressId ?? null,
  );
  const [shippingMethodId, setShippingMethod] = useState<string | null>(null);
  const [paymentMethodId, setPaymentMethod] = useState<string | null>(contextPaymentMethodId);
  const [termsAccepted, setTerms] = useState(false);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  /** The payment notice in the live region (e.g. the spec's 'payment process was canceled'). */
  const [paymentNotice, setPaymentNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /**
   * A send under way, set by the first click itself: a second click before React renders again (a double click
   * within a few milliseconds) still sees `sending` false, but not this guard, and sends nothing.
   */
  const inFlight = useRef(false);
  const targets = useRef<Partial<Record<CheckoutField, HTMLElement | null>>>({});
  /** The context switches in flight: sending waits for them, so a quick click never races a choice. */
  const switching = useRef<Promise<void>>(Promise.resolve());
  const switchFailed = useRef(false);

  const clearError = (field: CheckoutField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });

  /** One context switch; a failed address switch shows the spec's address message beside it. */
  const applySwitch = (field: CheckoutField, body: ContextSwitch, revert: () => void) => {
    const run = switching.current.then(() => switchOnce(field, body, revert));
    switching.current = run;
    return run;
  };

  const switchOnce = async (field: CheckoutField, body: ContextSwitch, revert: () => void) => {
    setBusy(field);
    setFailure(null);
    clearError(field);
    try {
      await switchContext(client, body);
      await queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
    } catch (error) {
      console.warn('[shop] context switch failed', error);
      switchFailed.current = true;
      revert();
      const address = field === 'billingAddress' || field === 'shippingAddress';
      setErrors((current) => ({ ...current, [field]: address ? 'errors.address' : 'errors.methodFailed' }));
    } finally {
      setBusy(null);
    }
  };

  const chooseShippingMethod = (id: string) => {
    const before = shippingMethodId;
    setShippingMethod(id);
    void applySwitch('shippingMethod', { shippingMethodId: id }, () => setShippingMethod(before));
  };
  const choosePaymentMethod = (id: string) => {
    const before = paymentMethodId;
    setPaymentMethod(id);
    void applySwitch('paymentMethod', { paymentMethodId: id }, () => setPaymentMethod(before));
  };
  /** The billing address; with `alsoShipping` (delivery same as billing) the delivery address too. */
  const chooseBillingAddress = (id: string, alsoShipping = false) => {
    const before = { billingAddressId, shippingAddressId };
    setBilling(id);
    if (alsoShipping) setShippingAddress(id);
    const body = alsoShipping ? { billingAddressId: id, shippingAddressId: id } : { billingAddressId: id };
    void applySwitch('billingAddress', body, () => {
      setBilling(before.billingAddressId);
      setShippingAddress(before.shippingAddressId);
    });
  };
  const chooseShippingAddress = (id: string) => {
    const before = shippingAddressId;
    setShippingAddress(id);
    void applySwitch('shippingAddress', { shippingAddressId: id }, () => setShippingAddress(before));
  };
  const changeComment = (text: string) => {
    setComment(text);
    clearError('comment');
  };
  const acceptTerms = (accepted: boolean) => {
    setTerms(accepted);
    if (accepted) clearError('terms');
  };

  const target = useCallback(
    (field: CheckoutField) => (element: HTMLElement | null) => {
      targets.current[field] = element;
    },
    [],
  );

  /** This render's choices: validated on submit and shown by the step. */
  const values = {
    billingAddressId,
    shippingAddressId,
    shippingMethodId,
    paymentMethodId,
    termsAccepted,
    comment,
  };

  const submit = async (authorize?: PaymentAuthorizer): Promise<SubmitEnd> => {
    if (inFlight.current) return 'blocked';
    inFlight.current = true;
    try {
      return await submitOnce(authorize);
    } finally {
      inFlight.current = false;
    }
  };

  const submitOnce = async (authorize?: PaymentAuthorizer): Promise<SubmitEnd> => {
    setSending(true);
    switchFailed.current = false;
    await switching.current;
    setSending(false);
    // A choice refused meanwhile was reverted and shows its error: this click's values are outdated.
    if (switchFailed.current) return 'blocked';
    setFailure(null);
    setPaymentNotice(null);
    const found = validateCheckout(values);
    setErrors(found);
    const first = firstError(found);
    if (first) {
      targets.current[first]?.focus();
      return 'blocked';
    }
    setSending(true);
    let token: string | undefined;
    if (authorize) {
      const outcome = await authorize();
      if (outcome.kind !== 'approved') {
        setSending(false);
        setPaymentNotice(outcome.kind === 'unavailable' ? 'klarna.unavailable' : 'klarna.canceled');
        return 'paymentCanceled';
      }
      token = outcome.token;
    }
    try {
      const order = await sendEnquiry(client, comment, token);
      const deepLinkCode = order.deepLinkCode ?? '';
      if (deepLinkCode) queryClient.setQueryData(queryKeys.order(deepLinkCode), order);
      queryClient.removeQueries({ queryKey: ['orders'] });
      // The server cleared the cart: the refetch empties it here (badge 0) and in the session's other tabs.
      await showCart(await readCart(client));
      if (token && deepLinkCode) await navigate(routeTo('Success', { lang, deepLinkCode }));
      else await navigate(routeTo('OrderConfirmation', { lang }), { state: { deepLinkCode } });
      return 'sent';
    } catch (error) {
      console.warn('[shop] enquiry not sent', error);
      const { errors: items } = apiFailure(error);
      const addressError = items.some((item) =>
        /address/i.test(`${item.source?.pointer ?? ''} ${item.code ?? ''}`),
      );
      const commentError = items.some((item) => item.source?.pointer === '/customerComment');
      setFailure(addressError ? 'errors.address' : 'errors.sendFailed');
      if (addressError) {
        setErrors({ billingAddress: 'errors.address' });
        targets.current.billingAddress?.focus();
      } else if (commentError) {
        setErrors({ comment: 'errors.comment' });
        targets.current.comment?.focus();
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
      return 'failed';
    } finally {
      setSending(false);
    }
  };

  return {
    values,
    errors,
    failure,
    paymentNotice,
    setPaymentNotice,
    busy,
    sending,
    target,
    setComment: changeComment,
    acceptTerms,
    chooseShippingMethod,
    choosePaymentMethod,
    chooseBillingAddress,
    chooseShippingAddress,
    submit,
  };
}
