import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { useLang } from '../../i18n/useLang';
import styles from '../../ui/form/form.module.css';
import { routeTo } from '../../ui/paths';

/** After a registration: the ways on, to the cart and to the account. */
export function ContinueLinks() {
  const { t } = useTranslation('account');
  const lang = useLang();
  return (
    <p className={styles.links}>
      <Link className={styles.textLink} to={routeTo('Cart', { lang })}>
        {t('continue.toCart')}
      </Link>
      <Link className={styles.textLink} to={routeTo('Account', { lang })}>
        {t('continue.toAccount')}
      </Link>
    </p>
  );
}
