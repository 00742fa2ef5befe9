/** The account area's pages: one lazily loaded chunk (see app/routes.tsx). */
export { AccountPage } from './AccountPage';
export { LoginPage } from './LoginPage';
export { RecoverPasswordPage } from './RecoverPasswordPage';
export { RegisterPage } from './RegisterPage';
export { RegistrationConfirmPage } from './RegistrationConfirmPage';
export { ResetPasswordPage } from './ResetPasswordPage';
