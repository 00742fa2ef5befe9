// The product page adds to the cart: app/ composes the catalogue's page with the cart feature.
import ProductPage from '../../features/catalog/ProductPage';
import { withCart } from '../../features/cart/provideCart';

export default withCart(ProductPage);
