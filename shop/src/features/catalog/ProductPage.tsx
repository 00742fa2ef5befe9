import { useTranslation } from '../../i18n/useTranslation';
import { Link, useLocation, useParams } from 'react-router';
import { STORE_URL_MISCONFIGURED } from '../../api/client';
import { parseShopPath, routeTo } from '../../ui/paths';
import { PageHeading } from '../../ui/PageHeading';
import pages from '../../ui/pages.module.css';
import { AddToCart } from './product/AddToCart';
import { Documents } from './product/Documents';
import { Gallery } from './product/Gallery';
import styles from './product/product.module.css';
import { ProductFacts } from './product/ProductFacts';
import { useProductPage } from './product/useProductPage';
import { VariantChooser } from './product/VariantChooser';
import { productDescription, productName } from './productData';

/** Product detail (route Product): the product, its variant chooser, facts, documents and add-to-cart. */
export default function ProductPage() {
  const { t } = useTranslation('productDetail');
  const { productId = '' } = useParams();
  const page = useProductPage(productId);
  const { product, detail } = page;
  const lang = parseShopPath(useLocation().pathname)?.lang ?? undefined;

  if (!product) {
    // The answer is there but the page renders it in the background: its heading shows at once.
    const arrived = detail.data?.product;
    if (arrived) {
      return (
        <article className={styles.page}>
          <PageHeading>{productName(arrived)}</PageHeading>
          <p className={styles.loading} role="status">
            {t('loading')}
          </p>
        </article>
      );
    }
    return detail.isError ? (
      <div role="alert">
        <PageHeading>{t('error')}</PageHeading>
        <p className={pages.text}>
          {isMisconfigured(detail.error) ? t('common:messages.shopUrlMisconfigured') : t('errorText')}
        </p>
        <button type="button" className={pages.button} onClick={() => void detail.refetch()}>
          {t('retry')}
        </button>
      </div>
    ) : (
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    );
  }

  const description = productDescription(product);
  return (
    <article className={styles.page}>
      <PageHeading>{productName(product)}</PageHeading>
      <div className={styles.layout}>
        <Gallery product={product} />
        <div className={styles.buy}>
          {page.hasVariants && (
            <VariantChooser
              groups={page.groups}
              selection={page.selection}
              onChoose={(optionId) => void page.choose(optionId)}
              combinable={page.combinable}
              busy={page.loadingVariant}
            />
          )}
          <div aria-live="polite" className={styles.chooserStatus}>
            {page.notFound && <p className={styles.error}>{t('chooser.notFound')}</p>}
          </div>
          {page.variantShown ? (
            <ProductFacts product={product} />
          ) : (
            <p className={styles.prompt}>{t('chooser.prompt')}</p>
          )}
          <AddToCart product={product} hasVariants={page.hasVariants} variantChosen={page.variantShown} />
          <p className={styles.askUs}>
            {t('askUs.text')}{' '}
            <Link
              className={styles.askUsLink}
              to={`${routeTo('Contact', { lang })}?product=${encodeURIComponent(productName(product))}`}
            >
              {t('askUs.link')}
            </Link>
          </p>
        </div>
      </div>
      {description && (
        <section className={styles.description}>
          <h2 className={styles.sectionHeading}>{t('description')}</h2>
          <p>{description}</p>
        </section>
      )}
      <Documents product={product} />
    </article>
  );
}

/** The product fetch failed because no store URL is configured (spec: a message of its own). */
function isMisconfigured(error: unknown): boolean {
  return error instanceof Error && error.message === STORE_URL_MISCONFIGURED;
}
