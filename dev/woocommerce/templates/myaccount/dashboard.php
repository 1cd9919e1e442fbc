<?php
/**
 * Account dashboard.
 *
 * @package WooCommerceDouble
 * @version 4.4.0
 */

defined( 'ABSPATH' ) || exit;
?>
<p>
	<?php
	/* translators: 1: user display name 2: logout url */
	printf( wp_kses_post( __( 'Hello %1$s (not %1$s? <a href="%2$s">Log out</a>)', 'woocommerce' ) ), '<strong>' . esc_html( $current_user->display_name ) . '</strong>', esc_url( wc_logout_url() ) );
	?>
</p>
<?php
do_action( 'woocommerce_account_dashboard' );
