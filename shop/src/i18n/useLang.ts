import { useLocation } from 'react-router';
import { parseShopPath, type LangPrefix } from '../ui/paths';

/** The canonical language prefix of the current page (undefined for prefix-less English pages). */
export function useLang(): LangPrefix | undefined {
  const { pathname } = useLocation();
  return parseShopPath(pathname)?.lang ?? undefined;
}
