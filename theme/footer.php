<?php
/**
 * Site footer.
 *
 * @package Tresen\Theme
 */

use Tresen\Theme\Template\Footer;

defined( 'ABSPATH' ) || exit;
?>
	</div>
</main>
<footer id="colophon" class="site-footer">
	<div class="container">
		<?php echo Footer::text_columns(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- kses-cleaned inside. ?>
		<nav class="footer-legal" aria-label="<?php esc_attr_e( 'Legal information', 'tresen' ); ?>">
			<?php echo Footer::legal_links(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
		</nav>
		<?php
		// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
		echo Footer::price_note();
		echo Footer::copyright();
		// phpcs:enable
		?>
	</div>
</footer>
<?php wp_footer(); ?>
</body>
</html>
