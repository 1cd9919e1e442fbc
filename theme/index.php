<?php
/**
 * Fallback template: a list of posts.
 *
 * @package Tresen\Theme
 */

defined( 'ABSPATH' ) || exit;

get_header();
?>
<header class="page-header">
	<h1 class="page-title">
		<?php
		if ( is_home() && ! is_front_page() ) {
			single_post_title();
		} elseif ( is_archive() ) {
			echo esc_html( wp_strip_all_tags( get_the_archive_title() ) );
		} else {
			bloginfo( 'name' );
		}
		?>
	</h1>
</header>
<?php get_template_part( 'template-parts/loop' ); ?>
<?php
get_footer();
