import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDesk } from '../../api/DeskContext';
import type { Criteria } from '../../api/desk';
import { actionErrorMessage, type Message } from '../../api/errors';
import { queryKeys } from '../../api/queryKeys';
import { saveBlob } from '../../ui/download';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { Paging } from '../../ui/Paging';
import { ImportPanel } from './ImportPanel';
import { VariantRow } from './VariantRow';
import { TableScroll } from '../../ui/TableScroll';

const PAGE_SIZE = 25;

/** Variants by number or name, edited in place; CSV export and import. */
export function CataloguePage() {
  const { t } = useTranslation();
  const { api } = useDesk();
  const [params, setParams] = useSearchParams();
  const term = (params.get('term') ?? '').trim();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const criteria: Criteria = {
    page,
    limit: PAGE_SIZE,
    ...(term ? { term } : {}),
    sort: [{ field: 'productNumber', order: 'ASC' }],
    'total-count-mode': 'exact',
  };
  const result = useQuery({
    queryKey: queryKeys.productList(criteria),
    queryFn: () => api.searchProducts(criteria),
    placeholderData: keepPreviousData,
  });
  const [exportError, setExportError] = useState<Message | null>(null);
  const pages = Math.max(1, Math.ceil((result.data?.total ?? 0) / PAGE_SIZE));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('term') ?? '').trim();
    setParams(next ? { term: next } : {});
  };
  const go = (next: number) =>
    setParams({ ...(term ? { term } : {}), ...(next > 1 ? { page: String(next) } : {}) });
  const download = async () => {
    setExportError(null);
    try {
      saveBlob(await api.exportProducts(), 'variants.csv');
    } catch (error) {
      setExportError(actionErrorMessage(error));
    }
  };

  return (
    <>
      <DocumentTitle title={t('catalogue.title')} />
      <PageHeading>{t('catalogue.title')}</PageHeading>
      <form className="toolbar" role="search" onSubmit={search} key={term}>
        <label>
          {t('catalogue.search')}
          <input name="term" type="search" defaultValue={term} placeholder={t('catalogue.searchHint')} />
        </label>
        <button type="submit">{t('catalogue.apply')}</button>
      </form>
      <Notice kind="error" message={result.error ? actionErrorMessage(result.error) : null} />
      {result.data ? (
        <>
          <p role="status">{t('catalogue.count', { count: result.data.total })}</p>
          <TableScroll label={t('catalogue.caption')}>
            <table className="variants">
              <caption className="visually-hidden">{t('catalogue.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('catalogue.variant')}</th>
                  <th scope="col">{t('catalogue.price')}</th>
                  <th scope="col">{t('catalogue.stock')}</th>
                  <th scope="col">{t('catalogue.closeout')}</th>
                  <th scope="col">{t('catalogue.active')}</th>
                  <th scope="col">{t('catalogue.restock')}</th>
                </tr>
              </thead>
              <tbody>
                {result.data.data.map((product) => (
                  <VariantRow
                    key={`${product.id}:${product.stock}:${product.price?.[0]?.gross ?? ''}`}
                    product={product}
                  />
                ))}
              </tbody>
            </table>
          </TableScroll>
          <Paging page={page} pages={pages} go={go} />
        </>
      ) : result.isPending ? (
        <p>{t('app.loading')}</p>
      ) : null}
      <section aria-labelledby="csv-heading" className="panel">
        <h2 id="csv-heading">{t('csv.heading')}</h2>
        <p>{t('csv.explain')}</p>
        <button type="button" onClick={() => void download()}>
          {t('csv.export')}
        </button>
        <Notice kind="error" message={exportError} />
        <ImportPanel />
      </section>
    </>
  );
}
