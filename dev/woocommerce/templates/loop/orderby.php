<?php
/**
 * Ordering select (submits its form on change via WooCommerce's script).
 *
 * @package WooCommerceDouble
 * @version 9.7.0
 */

defined( 'ABSPATH' ) || exit;

$tresen_id = uniqid( 'orderby-' );
?>
<form class="woocommerce-ordering" method="get">
	<?php if ( $use_label ) : ?>
		<label for="<?php echo esc_attr( $tresen_id ); ?>"><?php esc_html_e( 'Sort by', 'woocommerce' ); ?></label>
	<?php endif; ?>
	<select name="orderby" class="orderby" <?php echo $use_label ? 'id="' . esc_attr( $tresen_id ) . '"' : 'aria-label="' . esc_attr__( 'Shop order', 'woocommerce' ) . '"'; ?>>
		<?php foreach ( $catalog_orderby_options as $tresen_key => $tresen_name ) : ?>
			<option value="<?php echo esc_attr( $tresen_key ); ?>" <?php selected( $orderby, $tresen_key ); ?>><?php echo esc_html( $tresen_name ); ?></option>
		<?php endforeach; ?>
	</select>
	<input type="hidden" name="paged" value="1" />
	<?php wc_query_string_form_fields( null, array( 'orderby', 'submit', 'paged', 'product-page' ) ); ?>
</form>
