<?php
/**
 * Account navigation.
 *
 * @package WooCommerceDouble
 * @version 9.3.0
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_before_account_navigation' );
?>
<nav class="woocommerce-MyAccount-navigation" aria-label="<?php esc_attr_e( 'Account pages', 'woocommerce' ); ?>">
	<ul>
		<?php foreach ( wc_get_account_menu_items() as $tresen_endpoint => $tresen_label ) : ?>
			<li class="<?php echo esc_attr( wc_get_account_menu_item_classes( $tresen_endpoint ) ); ?>">
				<a href="<?php echo esc_url( wc_get_account_endpoint_url( $tresen_endpoint ) ); ?>"><?php echo esc_html( $tresen_label ); ?></a>
			</li>
		<?php endforeach; ?>
	</ul>
</nav>
<?php
do_action( 'woocommerce_after_account_navigation' );
