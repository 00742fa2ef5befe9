// The checkout reads the cart and shows the one the server answers after sending: app/ composes it with the cart feature.
import CheckoutPage from '../../features/checkout/CheckoutPage';
import { withCart } from '../../features/cart/provideCart';

export default withCart(CheckoutPage);
