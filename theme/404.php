<?php
/**
 * Page not found.
 *
 * @package Tresen\Theme
 */

use Tresen\Theme\Template\Header;

defined( 'ABSPATH' ) || exit;

get_header();
?>
<section class="error-404">
	<h1 class="page-title"><?php esc_html_e( 'Page not found', 'tresen' ); ?></h1>
	<p><?php esc_html_e( 'Sorry, this page does not exist (any more). Try a search or browse the shop.', 'tresen' ); ?></p>
	<?php echo Header::search_form( '404' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
	<p>
		<?php if ( function_exists( 'wc_get_page_permalink' ) ) : ?>
			<a class="button" href="<?php echo esc_url( wc_get_page_permalink( 'shop' ) ); ?>"><?php esc_html_e( 'Go to the shop', 'tresen' ); ?></a>
		<?php endif; ?>
		<a href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php esc_html_e( 'Back to the home page', 'tresen' ); ?></a>
	</p>
</section>
<?php
get_footer();
