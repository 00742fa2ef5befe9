import { useTranslation } from '../i18n/useTranslation';
import { Link, useLocation } from 'react-router';
import { localeOfPath, switchLanguagePath } from './paths';
import { LOCALES } from '../i18n/locales';
import styles from './TopNavigation.module.css';

/**
 * The page's history state goes along to the same page in the other language (the confirmation page keeps
 * its enquiry), except a request to keep the focus: the new language's page takes it.
 */
function carriedState(state: unknown): Record<string, unknown> | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { keepFocus: _keepFocus, ...rest } = state as Record<string, unknown>;
  return rest;
}

/** Links to the same page in the other languages; the current one is marked. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const { pathname, search, state } = useLocation();
  const current = localeOfPath(pathname);
  return (
    <nav aria-label={t('nav.languages')}>
      <ul className={styles.languages}>
        {LOCALES.map((locale) => (
          <li key={locale.code}>
            <Link
              className={styles.language}
              to={switchLanguagePath(pathname, search, locale.prefix)}
              state={carriedState(state)}
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
