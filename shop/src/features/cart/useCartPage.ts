import { useCallback, useMemo, useRef, useState } from 'react';
import { useCart } from './useCart';
import type { LineItem } from '../../api/types';
import { cartErrorList, isErrorFor } from '../../api/errors';
import type { CartMessage } from '../../api/cart/cartFeature';
import { cartErrorMessage, distinctMessages, stockProblemMessage } from './cartMessages';
import { cartTotals, otherLines, productLines } from '../../api/cart/cartTotals';
import { checkCartQuantity, lineStockFacts } from '../../api/cart/stockRule';
import { useCartActions } from './useCartActions';
import { lineLabel } from '../../api/cart/lineItem';

export type CartStatus = CartMessage | null;

/**
 * The cart page's state: the cart query, the changes in progress, the reasons a change was refused (per
 * line), a status message for the live region, and where the focus goes after a line is removed (the next
 * line's quantity, else the previous one's, else the heading).
 */
export function useCartPage() {
  const query = useCart();
  const cart = query.data;
  const actions = useCartActions();
  const lines = useMemo(() => productLines(cart), [cart]);
  /** Promotions, discounts, credits and other lines: shown by label and amount. */
  const extraLines = useMemo(() => otherLines(cart), [cart]);
  const totals = useMemo(() => cartTotals(cart), [cart]);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [refused, setRefused] = useState<Record<string, CartMessage[]>>({});
  const [status, setStatus] = useState<CartStatus>(null);
  const quantityInputs = useRef(new Map<string, HTMLInputElement>());
  const heading = useRef<HTMLHeadingElement | null>(null);

  // The errors the server reports in the cart itself: per line, and the rest (e.g. removed products).
  const serverErrors = useMemo(() => cartErrorList(cart), [cart]);
  const messagesFor = useCallback(
    (line: LineItem): CartMessage[] =>
      distinctMessages([
        ...(refused[line.id] ?? []),
        ...serverErrors
          .filter((error) => isErrorFor(error, line.id))
          .map((error) => cartErrorMessage(error, lineLabel(line))),
      ]),
    [refused, serverErrors],
  );
  const otherMessages = useMemo(
    () =>
      serverErrors
        .filter((error) => error.level > 0 && !lines.some((line) => isErrorFor(error, line.id)))
        .map((error) => cartErrorMessage(error)),
    [serverErrors, lines],
  );

  const track = useCallback(async <T>(id: string, run: () => Promise<T>): Promise<T> => {
    setBusy((current) => new Set(current).add(id));
    try {
      return await run();
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }, []);

  const changeQuantity = useCallback(
    async (line: LineItem, quantity: number): Promise<boolean> => {
      const name = lineLabel(line);
      setStatus(null);
      if (!Number.isInteger(quantity) || quantity < 1) {
        setRefused((current) => ({ ...current, [line.id]: [{ key: 'errors.invalidQuantity' }] }));
        return false;
      }
      if (quantity === line.quantity) {
        setRefused((current) => ({ ...current, [line.id]: [] }));
        return true;
      }
      // The stock rule: a quantity above what the cart may hold is not sent (a lower one always is).
      const problem =
        quantity > (line.quantity ?? 0)
          ? checkCartQuantity(lineStockFacts(line), quantity, line.quantity)
          : null;
      if (problem) {
        setRefused((current) => ({ ...current, [line.id]: [stockProblemMessage(problem, name)] }));
        return false;
      }
      const outcome = await track(line.id, () =>
        actions.changeQuantity({ id: line.id, label: name }, quantity),
      );
      setRefused((current) => ({ ...current, [line.id]: outcome.ok ? [] : outcome.messages }));
      if (outcome.ok) setStatus({ key: 'status.updated', values: { name, quantity } });
      return outcome.ok;
    },
    [actions, track],
  );

  const remove = useCallback(
    async (line: LineItem) => {
      setStatus(null);
      const index = lines.findIndex((entry) => entry.id === line.id);
      const next = lines[index + 1] ?? lines[index - 1];
      const outcome = await track(line.id, () => actions.remove({ id: line.id }));
      if (outcome.ok) {
        // The next line (else the previous one) was there before and stays: its quantity takes the focus.
        const target = (next && quantityInputs.current.get(next.id)) || heading.current;
        target?.focus();
        setStatus({ key: 'status.removed', values: { name: lineLabel(line) } });
      } else {
        setRefused((current) => ({ ...current, [line.id]: outcome.messages }));
      }
    },
    [actions, lines, track],
  );

  const quantityInputOf = useCallback(
    (id: string) => (element: HTMLInputElement | null) => {
      if (element) quantityInputs.current.set(id, element);
      else quantityInputs.current.delete(id);
    },
    [],
  );

  const setHeading = useCallback((element: HTMLHeadingElement | null) => {
    heading.current = element;
  }, []);

  return {
    query,
    cart,
    lines,
    extraLines,
    totals,
    busy,
    status,
    otherMessages,
    messagesFor,
    changeQuantity,
    remove,
    quantityInputOf,
    setHeading,
  };
}
