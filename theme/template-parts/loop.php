<?php
/**
 * The post list of index.php and search.php.
 *
 * @package Tresen\Theme
 */

defined( 'ABSPATH' ) || exit;

if ( have_posts() ) :
	?>
	<div class="post-list">
		<?php
		while ( have_posts() ) :
			the_post();
			?>
			<article id="post-<?php the_ID(); ?>" <?php post_class( 'post-summary' ); ?>>
				<h2 class="entry-title"><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a></h2>
				<div class="entry-summary"><?php the_excerpt(); ?></div>
			</article>
			<?php
		endwhile;
		?>
	</div>
	<?php
	the_posts_pagination(
		array(
			'prev_text'          => esc_html__( 'Previous', 'tresen' ),
			'next_text'          => esc_html__( 'Next', 'tresen' ),
			'screen_reader_text' => esc_html__( 'Pages', 'tresen' ),
		)
	);
else :
	?>
	<p class="no-results"><?php esc_html_e( 'Nothing found.', 'tresen' ); ?></p>
	<?php
endif;
