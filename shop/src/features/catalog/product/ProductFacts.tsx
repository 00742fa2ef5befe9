import { useTranslation } from '../../../i18n/useTranslation';
import type { Product } from '../../../api/types';
import { unitPrice } from '../price';
import { chosenOptions, productFacts, stockState } from '../productData';
import { translatedText } from '../../../ui/text/backendText';
import { useFormat } from '../../../i18n/useFormat';
import styles from './product.module.css';

/** Price (gross with VAT, net), article no., weight, stock, delivery time, chosen options and custom facts. */
export function ProductFacts({ product }: { product: Product }) {
  const { t } = useTranslation('productDetail');
  const format = useFormat();
  const price = unitPrice(product);
  const stock = stockState(product);
  const delivery = translatedText(product.deliveryTime, 'name');
  return (
    <>
      {price && (
        <p className={styles.price}>
          <span className={styles.priceLabel}>{t('price')}</span>{' '}
          <span className={styles.priceValue}>{format.price(price.gross)}</span>{' '}
          <span className={styles.vat}>{t('vat', { rate: price.taxRate })}</span>
        </p>
      )}
      <dl className={styles.facts}>
        {price && <Fact label={t('netPrice')} value={format.price(price.net)} />}
        <Fact label={t('articleNo')} value={product.productNumber} />
        {typeof product.weight === 'number' && product.weight > 0 && (
          <Fact label={t('weight')} value={format.weight(product.weight)} />
        )}
        <Fact
          label={t('availableStock')}
          value={
            stock.kind === 'inStock'
              ? t('inStock', { count: stock.count })
              : stock.kind === 'onDemand'
                ? t('onDemand')
                : t('notAvailable')
          }
        />
        {delivery && stock.kind !== 'unavailable' && <Fact label={t('deliveryTime')} value={delivery} />}
        {chosenOptions(product).map((option) => (
          <Fact key={option.id} label={option.group} value={option.option} />
        ))}
        {productFacts(product).map((fact) => (
          <Fact key={fact.key} label={t(fact.key)} value={fact.value} />
        ))}
      </dl>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
