import { useTranslation } from '../../../i18n/useTranslation';
import type { Product } from '../../../api/types';
import { productImages } from '../productData';
import styles from './product.module.css';

/** The cover and the other product images, each with its alt text. */
export function Gallery({ product }: { product: Product }) {
  const { t } = useTranslation('productDetail');
  const images = productImages(product);
  if (images.length === 0) return <div className={styles.noImage}>{t('noImage')}</div>;
  const [first, ...rest] = images;
  return (
    <div className={styles.gallery}>
      {first && <img className={styles.mainImage} src={first.url} alt={first.alt} />}
      {rest.length > 0 && (
        <ul className={styles.thumbnails}>
          {rest.map((image) => (
            <li key={image.id}>
              <img className={styles.thumbnail} src={image.url} alt={image.alt} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
