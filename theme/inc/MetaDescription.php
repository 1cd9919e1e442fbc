<?php
/**
 * A meta description on every storefront page, for search results and
 * shared links: the product's short description, the category's
 * description, a page's excerpt, or the shop's tagline. Left to an SEO
 * plugin when one is active.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Prints <meta name="description">.
 */
final class MetaDescription implements Feature {

	/** Longest description, in characters (search engines cut at about 155). */
	public const MAX = 155;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_head', array( $this, 'print_tag' ), 1 );
	}

	/**
	 * Whether an SEO plugin prints its own description.
	 */
	private static function seo_plugin_active(): bool {
		return defined( 'WPSEO_VERSION' ) || defined( 'RANK_MATH_VERSION' ) || defined( 'AIOSEO_VERSION' ) || defined( 'SEOPRESS_VERSION' );
	}

	/**
	 * The description of the current page ('' when there is none).
	 */
	public static function current(): string {
		$text = '';
		if ( is_front_page() ) {
			$text = get_bloginfo( 'description' );
		} elseif ( is_singular() ) {
			$post = get_queried_object();
			if ( $post instanceof \WP_Post ) {
				$product = function_exists( 'wc_get_product' ) && 'product' === $post->post_type ? wc_get_product( $post ) : null;
				$text    = $product ? $product->get_short_description() : '';
				if ( '' === trim( wp_strip_all_tags( $text ) ) ) {
					$text = has_excerpt( $post ) ? $post->post_excerpt : $post->post_content;
				}
			}
		} elseif ( is_category() || is_tag() || is_tax() ) {
			$text = term_description();
		}
		if ( '' === trim( wp_strip_all_tags( strip_shortcodes( (string) $text ) ) ) ) {
			$text = get_bloginfo( 'description' );
		}
		$text = trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( strip_shortcodes( excerpt_remove_blocks( (string) $text ) ) ) ) );
		/**
		 * Filters the page's meta description.
		 *
		 * @param string $text Description.
		 */
		$text = (string) apply_filters( 'tresen_meta_description', $text );
		if ( mb_strlen( $text ) > self::MAX ) {
			$cut  = mb_substr( $text, 0, self::MAX - 1 );
			$text = rtrim( (string) preg_replace( '/\s+\S*$/u', '', $cut ), ' ,;:.-' ) . '…';
		}
		return $text;
	}

	/**
	 * Prints the tag.
	 */
	public function print_tag(): void {
		if ( self::seo_plugin_active() || is_admin() ) {
			return;
		}
		$text = self::current();
		if ( '' !== $text ) {
			echo '<meta name="description" content="' . esc_attr( $text ) . '" />' . "\n";
		}
	}
}
