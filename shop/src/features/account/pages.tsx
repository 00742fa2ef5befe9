import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../ui/PageHeading';

/** The account area's pages (one chunk); each is built by a later issue and shows its heading for now. */
function AccountHeading({ page }: { page: string }) {
  const { t } = useTranslation('account');
  return <PageHeading>{t(`${page}.heading`)}</PageHeading>;
}

export const LoginPage = () => <AccountHeading page="login" />;
export const RegisterPage = () => <AccountHeading page="register" />;
export const RegistrationConfirmPage = () => <AccountHeading page="registrationConfirm" />;
export const AccountPage = () => <AccountHeading page="account" />;
export const RecoverPasswordPage = () => <AccountHeading page="recoverPassword" />;
export const ResetPasswordPage = () => <AccountHeading page="resetPassword" />;
