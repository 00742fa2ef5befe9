import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDesk } from '../../api/DeskContext';
import { actionErrorMessage } from '../../api/errors';
import { queryKeys } from '../../api/queryKeys';
import type { Order } from '../../api/types';
import { useFormat } from '../../i18n/useFormat';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { Paging } from '../../ui/Paging';
import { StateName } from '../../ui/StateName';
import { TableScroll } from '../../ui/TableScroll';
import {
  inboxCriteria,
  inboxParams,
  inboxQueryFrom,
  ORDER_STATES,
  pageCount,
  type InboxQuery,
} from './inboxCriteria';

/** The enquiries, newest first: filter by state, search, paging with totals. */
export function InboxPage() {
  const { t } = useTranslation();
  const { api } = useDesk();
  const [params, setParams] = useSearchParams();
  const query = inboxQueryFrom(params);
  const criteria = inboxCriteria(query);
  const result = useQuery({
    queryKey: queryKeys.orderList(criteria),
    queryFn: () => api.searchOrders(criteria),
    placeholderData: keepPreviousData,
  });
  const go = (next: InboxQuery) => setParams(inboxParams(next));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const state = String(data.get('state') ?? '');
    go({
      state: ORDER_STATES.find((known) => known === state) ?? null,
      term: String(data.get('term') ?? '').trim(),
      page: 1,
    });
  };

  const total = result.data?.total ?? 0;
  const pages = pageCount(total);
  return (
    <>
      <DocumentTitle title={t('inbox.title')} />
      <PageHeading>{t('inbox.title')}</PageHeading>
      <form className="toolbar" role="search" onSubmit={search} key={params.toString()}>
        <label>
          {t('inbox.search')}
          <input name="term" type="search" defaultValue={query.term} placeholder={t('inbox.searchHint')} />
        </label>
        <label>
          {t('inbox.state')}
          <select name="state" defaultValue={query.state ?? ''}>
            <option value="">{t('inbox.allStates')}</option>
            {ORDER_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('inbox.apply')}</button>
      </form>
      <Notice kind="error" message={result.error ? actionErrorMessage(result.error) : null} />
      {result.data ? (
        <>
          <p role="status">{t('inbox.count', { count: total })}</p>
          {result.data.data.length > 0 ? <InboxTable orders={result.data.data} /> : <p>{t('inbox.empty')}</p>}
          <Paging page={query.page} pages={pages} go={(page) => go({ ...query, page })} />
        </>
      ) : result.isPending ? (
        <p>{t('app.loading')}</p>
      ) : null}
    </>
  );
}

function InboxTable({ orders }: { orders: Order[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <TableScroll label={t('inbox.caption')}>
      <table className="inbox-table">
        <caption className="visually-hidden">{t('inbox.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('inbox.number')}</th>
            <th scope="col">{t('inbox.date')}</th>
            <th scope="col">{t('inbox.customer')}</th>
            <th scope="col">{t('inbox.state')}</th>
            <th scope="col">{t('inbox.offer')}</th>
            <th scope="col" className="number">
              {t('inbox.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link to={`/orders/${order.id}`}>{order.orderNumber}</Link>
              </th>
              <td data-label={t('inbox.date')}>{format.dateTime(order.orderDateTime)}</td>
              <td data-label={t('inbox.customer')}>
                {order.orderCustomer.firstName} {order.orderCustomer.lastName}
                {order.orderCustomer.company ? (
                  <span className="muted"> · {order.orderCustomer.company}</span>
                ) : null}
                <br />
                <span className="muted">{order.orderCustomer.email}</span>
              </td>
              <td data-label={t('inbox.state')}>
                <StateName state={order.stateMachineState.technicalName} />
              </td>
              <td data-label={t('inbox.offer')}>
                {order.extensions?.offer ? t(`offerStates.${order.extensions.offer.state}`) : '–'}
              </td>
              <td className="number" data-label={t('inbox.total')}>
                {format.money(order.amountTotal, order.currency?.isoCode)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
