import { useTranslation } from 'react-i18next';
import type { Address, Order, OrderLineItem } from '../../api/types';
import { useFormat } from '../../i18n/useFormat';
import { confirmedLines, klarnaFacts, lineWeight, methodName } from './orderFacts';
import { TableScroll } from '../../ui/TableScroll';

function AddressBlock({ address }: { address: Address | null | undefined }) {
  const { t } = useTranslation();
  if (!address) return <p>{t('enquiry.none')}</p>;
  const country = address.country?.translated?.name ?? address.country?.name;
  return (
    <address>
      {address.company ? (
        <>
          {address.company}
          {address.department ? `, ${address.department}` : ''}
          <br />
        </>
      ) : null}
      {address.firstName} {address.lastName}
      <br />
      {address.street}
      <br />
      {[address.zipcode, address.city].filter(Boolean).join(' ')}
      {country ? (
        <>
          <br />
          {country}
        </>
      ) : null}
      {address.phoneNumber ? (
        <>
          <br />
          {address.phoneNumber}
        </>
      ) : null}
    </address>
  );
}

/** Customer, addresses, methods, confirmed documents, Klarna's authorisation and the shopper's message. */
export function EnquiryFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  const customer = order.orderCustomer;
  const delivery = order.deliveries?.[0];
  const transaction = order.transactions?.[0];
  const desk = order.extensions?.desk;
  const klarna = klarnaFacts(desk?.klarna ?? null);
  return (
    <div className="facts">
      <section aria-labelledby="customer-heading" className="panel">
        <h2 id="customer-heading">{t('enquiry.customer')}</h2>
        <p>
          {customer.firstName} {customer.lastName}
          {customer.company ? (
            <>
              <br />
              {customer.company}
            </>
          ) : null}
          <br />
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
          {customer.customerNumber ? (
            <>
              <br />
              {t('enquiry.customerNumber', { number: customer.customerNumber })}
            </>
          ) : null}
        </p>
      </section>
      <section aria-labelledby="billing-heading" className="panel">
        <h2 id="billing-heading">{t('enquiry.billingAddress')}</h2>
        <AddressBlock address={order.billingAddress} />
      </section>
      <section aria-labelledby="delivery-heading" className="panel">
        <h2 id="delivery-heading">{t('enquiry.deliveryAddress')}</h2>
        <AddressBlock address={delivery?.shippingOrderAddress} />
      </section>
      <section aria-labelledby="methods-heading" className="panel">
        <h2 id="methods-heading">{t('enquiry.methods')}</h2>
        <dl>
          <dt>{t('enquiry.shippingMethod')}</dt>
          <dd>{methodName(delivery?.shippingMethod) ?? t('enquiry.none')}</dd>
          <dt>{t('enquiry.paymentMethod')}</dt>
          <dd>
            {methodName(transaction?.paymentMethod) ?? t('enquiry.none')}
            {transaction?.stateMachineState
              ? ` (${transaction.stateMachineState.translated?.name ?? transaction.stateMachineState.name ?? transaction.stateMachineState.technicalName})`
              : ''}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="documents-heading" className="panel">
        <h2 id="documents-heading">{t('enquiry.confirmedDocuments')}</h2>
        {desk && desk.confirmedDocuments.length > 0 ? (
          <ul>
            {confirmedLines(desk.confirmedDocuments).map((line, index) => (
              <li key={index}>
                {line.label}
                {line.documents.length > 0 ? (
                  <ul>
                    {line.documents.map((document) => (
                      <li key={document.type}>
                        {document.url ? (
                          <a href={document.url} target="_blank" rel="noreferrer">
                            {t(`documentTypes.${document.type}`, { defaultValue: document.type })}
                          </a>
                        ) : (
                          t(`documentTypes.${document.type}`, { defaultValue: document.type })
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('enquiry.none')}</p>
        )}
      </section>
      <section aria-labelledby="klarna-heading" className="panel">
        <h2 id="klarna-heading">{t('enquiry.klarna')}</h2>
        {klarna.length > 0 ? (
          <dl>
            {klarna.map(([name, value]) => (
              <div key={name}>
                <dt>{t(`klarnaFields.${name}`, { defaultValue: name })}</dt>
                <dd>{typeof value === 'boolean' ? t(value ? 'enquiry.yes' : 'enquiry.no') : value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t('enquiry.noKlarna')}</p>
        )}
      </section>
      <section aria-labelledby="message-heading" className="panel wide">
        <h2 id="message-heading">{t('enquiry.customerMessage')}</h2>
        {order.customerComment ? (
          <p className="prewrap">{order.customerComment}</p>
        ) : (
          <p>{t('enquiry.noMessage')}</p>
        )}
      </section>
    </div>
  );
}

function Options({ item }: { item: OrderLineItem }) {
  const options = item.payload?.options ?? [];
  if (options.length === 0) return null;
  return (
    <ul className="options">
      {options.map((option) => (
        <li key={`${option.group}:${option.option}`}>
          {option.group}: {option.option}
        </li>
      ))}
    </ul>
  );
}

/** The lines with variant options, quantities, weights and prices, and the totals. */
export function LinesTable({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormat();
  const currency = order.currency?.isoCode;
  const lines = order.lineItems ?? [];
  return (
    <section aria-labelledby="lines-heading" className="panel">
      <h2 id="lines-heading">{t('enquiry.lines')}</h2>
      <TableScroll label={t('lines.table')}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('lines.product')}</th>
              <th scope="col" className="number">
                {t('lines.quantity')}
              </th>
              <th scope="col" className="number">
                {t('lines.weight')}
              </th>
              <th scope="col" className="number">
                {t('lines.unitPrice')}
              </th>
              <th scope="col" className="number">
                {t('lines.totalPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((item) => {
              const weight = lineWeight(item);
              return (
                <tr key={item.id}>
                  <th scope="row">
                    {item.label}
                    {item.payload?.productNumber ? (
                      <span className="muted"> ({item.payload.productNumber})</span>
                    ) : null}
                    <Options item={item} />
                  </th>
                  <td className="number">{format.number(item.quantity)}</td>
                  <td className="number">
                    {weight
                      ? t('lines.weightValue', {
                          total: format.number(weight.total, 2),
                          each: format.number(weight.each, 3),
                        })
                      : '–'}
                  </td>
                  <td className="number">{format.money(item.unitPrice, currency)}</td>
                  <td className="number">{format.money(item.totalPrice, currency)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            {order.shippingTotal !== undefined ? (
              <tr>
                <th scope="row" colSpan={4}>
                  {t('lines.shipping')}
                </th>
                <td className="number">{format.money(order.shippingTotal, currency)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={4}>
                {t('lines.total')}
              </th>
              <td className="number">{format.money(order.amountTotal, currency)}</td>
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    </section>
  );
}
