<?php
/**
 * Archive header: title and description.
 *
 * @package WooCommerceDouble
 * @version 8.6.0
 */

defined( 'ABSPATH' ) || exit;
?>
<header class="woocommerce-products-header">
	<?php if ( apply_filters( 'woocommerce_show_page_title', true ) ) : ?>
		<h1 class="woocommerce-products-header__title page-title"><?php woocommerce_page_title(); ?></h1>
	<?php endif; ?>
	<?php do_action( 'woocommerce_archive_description' ); ?>
</header>
