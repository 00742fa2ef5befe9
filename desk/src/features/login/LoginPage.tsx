import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesk } from '../../api/DeskContext';
import { loginErrorMessage, type Message } from '../../api/errors';
import { DocumentTitle } from '../../ui/DocumentTitle';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';

/** Email and password; the error in words (refused credentials, a throttle's wait, anything else). */
export function LoginPage() {
  const { t } = useTranslation();
  const { client } = useDesk();
  const [error, setError] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  useEffect(() => email.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await client.login(String(data.get('email') ?? '').trim(), String(data.get('password') ?? ''));
    } catch (failure) {
      setError(loginErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <main className="login">
      <DocumentTitle title={t('login.title')} />
      <LanguageSwitch />
      <PageHeading>{t('login.title')}</PageHeading>
      <form onSubmit={(event) => void submit(event)} className="stack" aria-describedby="login-error">
        <label>
          {t('login.email')}
          <input ref={email} name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          {t('login.password')}
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" disabled={busy}>
          {busy ? t('login.busy') : t('login.submit')}
        </button>
        <div id="login-error">
          <Notice kind="error" message={error} />
        </div>
      </form>
    </main>
  );
}
