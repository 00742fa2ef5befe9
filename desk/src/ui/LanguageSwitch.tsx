import { useTranslation } from 'react-i18next';
import { LANGUAGE_KEY, LOCALES } from '../i18n/locales';

/** Buttons for the desk's languages; the choice is kept in this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('nav.language')} className="language-switch">
      {LOCALES.map((locale) => (
        <button
          key={locale.code}
          type="button"
          lang={locale.code}
          aria-pressed={i18n.language === locale.code}
          onClick={() => {
            window.localStorage.setItem(LANGUAGE_KEY, locale.code);
            void i18n.changeLanguage(locale.code);
          }}
        >
          {locale.name}
        </button>
      ))}
    </div>
  );
}
