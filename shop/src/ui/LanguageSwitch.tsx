import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localeOfPath, switchLanguagePath } from '../app/paths';
import { LOCALES } from '../i18n/locales';
import styles from './TopNavigation.module.css';

/** Links to the same page in the other languages; the current one is marked. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const current = localeOfPath(pathname);
  return (
    <nav aria-label={t('nav.languages')}>
      <ul className={styles.languages}>
        {LOCALES.map((locale) => (
          <li key={locale.code}>
            <Link
              className={styles.language}
              to={switchLanguagePath(pathname, search, locale.prefix)}
              lang={locale.code}
              hrefLang={locale.code}
              aria-current={locale.code === current ? 'true' : undefined}
            >
              {locale.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
