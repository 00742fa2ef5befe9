import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { Product } from '../../../api/types';
import { productDocuments } from '../productData';
import styles from './product.module.css';

/**
 * The product's documents. The links stay blocked (no href, aria-disabled) until the download confirmation
 * is ticked; the hint says why.
 */
export function Documents({ product }: { product: Product }) {
  const { t } = useTranslation('productDetail');
  const [confirmed, setConfirmed] = useState(false);
  const headingId = useId();
  const hintId = useId();
  const documents = productDocuments(product);
  if (documents.length === 0) return null;
  return (
    <section className={styles.documents} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('documents.heading')}
      </h2>
      <label className={styles.confirm}>
        <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
        <span>{t('documents.confirm')}</span>
      </label>
      {!confirmed && (
        <p id={hintId} className={styles.hint}>
          {t('documents.locked')}
        </p>
      )}
      <ul className={styles.documentList}>
        {documents.map((document) => (
          <li key={document.key}>
            {confirmed ? (
              <a
                className={styles.document}
                href={document.url}
                download
                target="_blank"
                rel="noopener noreferrer"
              >
                {t(document.key)}
              </a>
            ) : (
              // Blocked: no address at all until the confirmation is ticked (not navigable, not downloadable).
              <span
                className={`${styles.document} ${styles.locked}`}
                role="link"
                aria-disabled="true"
                aria-describedby={hintId}
              >
                {t(document.key)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
