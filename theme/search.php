<?php
/**
 * Search results for posts and pages (product searches use WooCommerce's product archive).
 *
 * @package Tresen\Theme
 */

use Tresen\Theme\Template\Header;

defined( 'ABSPATH' ) || exit;

get_header();
?>
<header class="page-header">
	<h1 class="page-title">
		<?php
		/* translators: %s: search term. */
		printf( esc_html__( 'Search results for “%s”', 'tresen' ), esc_html( get_search_query() ) );
		?>
	</h1>
	<?php echo Header::search_form( 'results' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
</header>
<?php get_template_part( 'template-parts/loop' ); ?>
<?php
get_footer();
