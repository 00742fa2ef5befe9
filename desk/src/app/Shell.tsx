import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useDesk } from '../api/DeskContext';
import { queryKeys } from '../api/queryKeys';
import { openCountCriteria } from '../features/inbox/inboxCriteria';
import { OpenCountContext } from '../ui/DocumentTitle';
import { focusHeading } from '../ui/focusHeading';
import { LanguageSwitch } from '../ui/LanguageSwitch';

/** Header (navigation, the signed-in user, language, logout) and the page; the page's h1 takes the focus. */
export function Shell() {
  const { t } = useTranslation();
  const { api, client } = useDesk();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const me = useQuery({ queryKey: queryKeys.me, queryFn: api.me, staleTime: Infinity });
  const openCount = useQuery({
    queryKey: queryKeys.openCount,
    queryFn: () => api.searchOrders(openCountCriteria()).then((result) => result.total),
    refetchInterval: 60_000,
  });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusHeading(main.current);
  }, [pathname]);

  return (
    <OpenCountContext.Provider value={openCount.data ?? null}>
      <a className="skip-link" href="#desk-main">
        {t('nav.skip')}
      </a>
      <header className="desk-header">
        <p className="desk-name">{t('app.name')}</p>
        <nav aria-label={t('nav.main')}>
          <ul>
            <li>
              <NavLink to="/orders">
                {t('nav.enquiries')}
                {openCount.data ? (
                  <span className="badge"> {t('nav.newCount', { count: openCount.data })}</span>
                ) : null}
              </NavLink>
            </li>
            <li>
              <NavLink to="/catalogue">{t('nav.catalogue')}</NavLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
        {me.data ? (
          <p className="desk-user">
            {t('nav.signedInAs', { name: me.data.name, role: t(`roles.${me.data.role}`) })}
          </p>
        ) : null}
        <button type="button" onClick={() => void client.logout()}>
          {t('nav.logout')}
        </button>
      </header>
      <main id="desk-main" ref={main} className="desk-main">
        <Outlet />
      </main>
    </OpenCountContext.Provider>
  );
}
