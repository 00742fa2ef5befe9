import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useShop } from '../../app/ShopContext';
import { useNavigationTree } from '../../app/queries';
import type { Category } from '../../api/types';
import { categoryName, pathTo } from '../../ui/navigation/categoryLevel';
import { PageHeading } from '../../ui/PageHeading';

/** Category or product list (route Home). For now: the category's name as the heading. */
export default function CategoryPage() {
  const { t } = useTranslation('common');
  const { productListId } = useParams();
  const { config } = useShop();
  const { data: tree = [] } = useNavigationTree();
  const id = productListId ?? config.rootCategoryId;
  const category = pathTo<Category>(tree, id).at(-1);
  return <PageHeading>{category ? categoryName(category) : t('catalog.heading')}</PageHeading>;
}
