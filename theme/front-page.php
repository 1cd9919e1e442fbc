<?php
/**
 * Home page: intro (the front page's content), categories, offers and new products.
 *
 * @package Tresen\Theme
 */

use Tresen\Theme\Template\FrontPage;

defined( 'ABSPATH' ) || exit;

if ( 'posts' === get_option( 'show_on_front' ) ) {
	get_template_part( 'index' );
	return;
}

get_header();
?>
<section class="hero">
	<h1 class="hero__title"><?php echo esc_html( get_bloginfo( 'description' ) ? get_bloginfo( 'description' ) : get_bloginfo( 'name' ) ); ?></h1>
	<?php
	while ( have_posts() ) :
		the_post();
		?>
		<div class="entry-content hero__content"><?php the_content(); ?></div>
		<?php
	endwhile;
	?>
</section>
<?php
// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
echo FrontPage::categories();
echo FrontPage::product_section( 'offers', __( 'Current offers', 'tresen' ), array( 'on_sale' => true ), 4 );
echo FrontPage::product_section( 'new', __( 'New in our range', 'tresen' ), array(), 8 );
// phpcs:enable
get_footer();
