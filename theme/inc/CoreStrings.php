<?php
/**
 * Texts of WordPress core that shoppers see and that the German core
 * translations installed here (Debian's wordpress-l10n, a partial pack)
 * lack: the theme brings them in its own text domain. Real shops get full
 * language packs, where these filters change nothing visible.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * German texts for the comment (review) form and the search results title.
 */
final class CoreStrings implements Feature {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'comment_form_fields', array( self::class, 'comment_fields' ) );
		add_filter( 'document_title_parts', array( self::class, 'title_parts' ) );
	}

	/**
	 * The "remember me" checkbox of the comment and review form, labelled in
	 * the theme's German (core's field, same markup and names).
	 *
	 * @param mixed $fields Field name => markup.
	 * @return mixed
	 */
	public static function comment_fields( $fields ) {
		if ( ! is_array( $fields ) || ! isset( $fields['cookies'] ) || ! is_string( $fields['cookies'] ) ) {
			return $fields;
		}
		$label             = __( 'Save my name, email, and website in this browser for the next time I comment.', 'tresen' );
		$fields['cookies'] = (string) preg_replace(
			'#(<label for="wp-comment-cookies-consent">).*?(</label>)#s',
			'${1}' . str_replace( array( '\\', '$' ), array( '\\\\', '\\$' ), esc_html( $label ) ) . '${2}',
			$fields['cookies']
		);
		return $fields;
	}

	/**
	 * The document title of search results.
	 *
	 * @param mixed $parts Title parts.
	 * @return mixed
	 */
	public static function title_parts( $parts ) {
		if ( ! is_array( $parts ) || ! is_search() ) {
			return $parts;
		}
		/* translators: %s: search query. */
		$parts['title'] = sprintf( __( 'Search results for “%s”', 'tresen' ), get_search_query() );
		return $parts;
	}
}
