<?php
/**
 * form.variations_form of a variable product (data-product_variations JSON).
 *
 * @package WooCommerceDouble
 * @version 9.6.0
 */

defined( 'ABSPATH' ) || exit;

global $product;
$tresen_attribute_keys  = array_keys( $attributes );
$tresen_variations_json = wp_json_encode( $available_variations );
$tresen_variations_attr = function_exists( 'wc_esc_json' ) ? wc_esc_json( $tresen_variations_json ) : _wp_specialchars( $tresen_variations_json, ENT_QUOTES, 'UTF-8', true );

do_action( 'woocommerce_before_add_to_cart_form' );
?>
<form class="variations_form cart" action="<?php echo esc_url( apply_filters( 'woocommerce_add_to_cart_form_action', $product->get_permalink() ) ); ?>" method="post" enctype="multipart/form-data" data-product_id="<?php echo absint( $product->get_id() ); ?>" data-product_variations="<?php echo $tresen_variations_attr; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped ?>">
	<?php do_action( 'woocommerce_before_variations_form' ); ?>
	<?php if ( empty( $available_variations ) && false !== $available_variations ) : ?>
		<p class="stock out-of-stock"><?php echo esc_html( apply_filters( 'woocommerce_out_of_stock_message', __( 'This product is currently out of stock and unavailable.', 'woocommerce' ) ) ); ?></p>
	<?php else : ?>
		<table class="variations" cellspacing="0" role="presentation">
			<tbody>
				<?php foreach ( $attributes as $tresen_attribute_name => $tresen_options ) : ?>
					<tr>
						<th class="label"><label for="<?php echo esc_attr( sanitize_title( $tresen_attribute_name ) ); ?>"><?php echo esc_html( wc_attribute_label( $tresen_attribute_name ) ); ?></label></th>
						<td class="value">
							<?php
							wc_dropdown_variation_attribute_options(
								array(
									'options'   => $tresen_options,
									'attribute' => $tresen_attribute_name,
									'product'   => $product,
									'required'  => true,
								)
							);
							if ( end( $tresen_attribute_keys ) === $tresen_attribute_name ) {
								echo wp_kses_post( apply_filters( 'woocommerce_reset_variations_link', '<a class="reset_variations" href="#" aria-label="' . esc_attr__( 'Clear options', 'woocommerce' ) . '">' . esc_html__( 'Clear', 'woocommerce' ) . '</a>' ) );
							}
							?>
						</td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
		<?php do_action( 'woocommerce_after_variations_table' ); ?>
		<div class="single_variation_wrap">
			<?php
			do_action( 'woocommerce_before_single_variation' );
			do_action( 'woocommerce_single_variation' );
			do_action( 'woocommerce_after_single_variation' );
			?>
		</div>
	<?php endif; ?>
	<?php do_action( 'woocommerce_after_variations_form' ); ?>
</form>
<?php
do_action( 'woocommerce_after_add_to_cart_form' );
