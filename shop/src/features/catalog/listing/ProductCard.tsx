import { memo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { routeTo, type LangPrefix } from '../../../ui/paths';
import type { Product } from '../../../api/types';
import { listingPrice, unitPrice } from '../price';
import { coverImage, productName, stockState } from '../productData';
import { useFormat } from '../../../i18n/useFormat';
import styles from './listing.module.css';

/** One product of a list: cover, name (link to the product), price (from-price for variants), availability. */
export const ProductCard = memo(function ProductCard({
  product,
  lang,
}: {
  product: Product;
  lang: LangPrefix | undefined;
}) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const name = productName(product);
  const cover = coverImage(product);
  const price = listingPrice(product);
  const taxRate = unitPrice(product)?.taxRate;
  const stock = stockState(product);
  // A parent's own stock says nothing about its variants' stock.
  const hasVariants = (product.childCount ?? 0) > 0;
  return (
    <article className={styles.card}>
      <div className={styles.imageBox}>
        {cover ? (
          <img className={styles.image} src={cover.url} alt={cover.alt} loading="lazy" />
        ) : (
          <span className={styles.noImage}>{t('catalog.noImage')}</span>
        )}
      </div>
      <h2 className={styles.name}>
        <Link className={styles.link} to={routeTo('Product', { lang, productId: product.id })}>
          {name}
        </Link>
      </h2>
      {price && (
        <p className={styles.price}>
          {price.from
            ? t('catalog.fromPrice', { price: format.price(price.amount) })
            : format.price(price.amount)}{' '}
          <span className={styles.vat}>{t('catalog.vat', { rate: taxRate ?? 19 })}</span>
        </p>
      )}
      <p className={stock.kind === 'inStock' ? styles.inStock : styles.onDemand}>
        {hasVariants
          ? t('catalog.variants', { count: product.childCount })
          : stock.kind === 'inStock'
            ? t('catalog.inStock')
            : stock.kind === 'onDemand'
              ? t('catalog.onDemand')
              : t('catalog.notAvailable')}
      </p>
    </article>
  );
});
