<?php
/**
 * Strings of real WooCommerce 10.5 that the double does not print but the
 * shop shows on the real-WooCommerce lane (TRESEN_WC=real), where no
 * WooCommerce language pack can be installed. Never loaded: `npm run i18n`
 * extracts these calls into the double's German catalogue
 * (languages/woocommerce-de_DE.po), which dev/local-site loads for real
 * WooCommerce. Each msgid is WooCommerce's own English text.
 *
 * @package WooCommerceDouble
 */

defined( 'ABSPATH' ) || exit;

return array(
	// cart/cart-shipping.php and cart/shipping-calculator.php.
	__( 'Calculate shipping', 'woocommerce' ),
	__( 'Change address', 'woocommerce' ),
	/* translators: %s: formatted destination. */
	__( 'Shipping to %s.', 'woocommerce' ),
	__( 'Shipping options will be updated during checkout.', 'woocommerce' ),
	__( 'Country / region', 'woocommerce' ),
	__( 'State / County', 'woocommerce' ),
	__( 'City:', 'woocommerce' ),
	__( 'Postcode / ZIP:', 'woocommerce' ),
	__( 'Update', 'woocommerce' ),
	__( 'Select an option&hellip;', 'woocommerce' ),
	// Price ranges (wc_format_price_range(), read to screen readers).
	/* translators: 1: lowest price, 2: highest price. */
	__( 'Price range: %1$s through %2$s', 'woocommerce' ),
	// loop/result-count.php.
	__( 'Showing the single result', 'woocommerce' ),
	/* translators: %1$d: total results. */
	_n( 'Showing all %1$d result', 'Showing all %1$d results', 2, 'woocommerce' ),
	// cart/cart.php and checkout/form-coupon.php.
	__( 'Coupon:', 'woocommerce' ),
	__( 'Coupon code', 'woocommerce' ),
	__( 'Apply coupon', 'woocommerce' ),
	__( 'Have a coupon?', 'woocommerce' ),
	__( 'Enter your coupon code', 'woocommerce' ),
	__( 'Click here to enter your code', 'woocommerce' ),
	// myaccount/form-lost-password.php.
	__( 'Lost your password? Please enter your username or email address. You will receive a link to create a new password via email.', 'woocommerce' ),
	// Tax estimate beside totals (WC_Cart_Totals / wc_cart_totals_order_total_html()).
	/* translators: 1: tax amounts, 2: country. */
	__( '(includes %1$s estimated for %2$s)', 'woocommerce' ),
	/* translators: %s: country. */
	__( '(estimated for %s)', 'woocommerce' ),
);
