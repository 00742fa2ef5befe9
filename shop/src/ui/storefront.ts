import { routeTo, type LangPrefix } from './paths';

/**
 * The `storefrontUrl` sent with registration and recovery: the shop's base URL in the page's language
 * (`https://host/shop`, `https://host/de/shop`). It must be one of the sales channel's domain URLs; the
 * server puts Shopware's paths behind it (`/registration/confirm?em=&hash=`, `/account/recover/password?hash=`),
 * so the mailed links open the shop's own routes in the customer's language.
 */
export function storefrontUrl(lang: LangPrefix | undefined, origin = window.location.origin): string {
  return `${origin}${routeTo('Shop', { lang })}`;
}
