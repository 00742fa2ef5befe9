import { useTranslation } from '../../i18n/useTranslation';
import theme from '../theme.module.css';
import styles from './form.module.css';
import { passwordRules } from './schemas';

/** The listed password rules, each marked as met or not while typing. Referenced by the password field. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation('account');
  return (
    <div id={id}>
      <p className={styles.note}>{t('passwordRules.intro')}</p>
      <ul className={styles.rules}>
        {passwordRules(password).map(({ rule, met }) => (
          <li key={rule} className={`${styles.rule} ${met ? styles.met : ''}`}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span>
            <span>
              {t(`passwordRules.${rule}`)}
              <span className={theme.visuallyHidden}>
                {' '}
                ({met ? t('passwordRules.met') : t('passwordRules.notMet')})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
