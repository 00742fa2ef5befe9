import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createDeskClient } from './api/client';
import { DeskRoot } from './app/DeskRoot';
import { createI18n } from './i18n/createI18n';
import { initialLocale, LANGUAGE_KEY } from './i18n/locales';
import './ui/desk.css';

const container = document.getElementById('desk');
if (container) {
  const i18n = createI18n(initialLocale(window.localStorage.getItem(LANGUAGE_KEY), navigator.languages));
  createRoot(container).render(
    <BrowserRouter basename="/admin">
      <DeskRoot client={createDeskClient()} i18n={i18n} />
    </BrowserRouter>,
  );
}
