<?php
/**
 * The banner and settings dialog markup, printed in wp_footer.
 *
 * @package Tresen\CookieConsent
 */

namespace Tresen\CookieConsent;

defined( 'ABSPATH' ) || exit;

/**
 * Server-rendered, identical for every visitor (pages are cached) and
 * hidden: the banner script reveals it when the cookies hold no decision.
 */
final class Banner {

	/**
	 * Splits a text at the last word boundary before $limit characters.
	 *
	 * @param string $text  Plain text.
	 * @param int    $limit Characters shown before "Mehr lesen" (0: no truncation).
	 * @return array{0: string, 1: string} Shown part and hidden rest ('' when not truncated).
	 */
	public static function split_text( string $text, int $limit ): array {
		$text = trim( $text );
		if ( $limit <= 0 || mb_strlen( $text ) <= $limit ) {
			return array( $text, '' );
		}
		$head  = mb_substr( $text, 0, $limit );
		$space = max( (int) mb_strrpos( $head, ' ' ), (int) mb_strrpos( $head, "\n" ) );
		$cut   = $space > (int) ( $limit / 2 ) ? $space : $limit;
		return array( rtrim( mb_substr( $text, 0, $cut ) ), mb_substr( $text, $cut ) );
	}

	/**
	 * Plain text to HTML with line breaks.
	 *
	 * @param string $text Plain text.
	 */
	private static function html( string $text ): string {
		return nl2br( esc_html( $text ), false );
	}

	/**
	 * The whole markup: banner (first layer) and settings dialog.
	 */
	public static function render(): string {
		$options              = Options::get();
		list( $shown, $rest ) = self::split_text( (string) $options['banner_text'], (int) $options['truncate'] );
		$privacy              = Options::privacy_url();

		$text = '<p class="tresen-cc-text" id="tresen-cc-text">' . self::html( $shown );
		if ( '' !== $rest ) {
			$text .= '<span data-tresen-cc="ellipsis">&hellip;</span>'
				. '<span class="tresen-cc-more-text" id="tresen-cc-more-text" data-tresen-cc="more-text" tabindex="-1" hidden>' . self::html( $rest ) . '</span> '
				. '<button type="button" class="tresen-cc-link-button" data-tresen-cc-action="more" aria-controls="tresen-cc-more-text" aria-expanded="false">' . esc_html__( 'Read more', 'tresen-cookie-consent' ) . '</button>';
		}
		$text .= '</p>';
		if ( '' !== $privacy ) {
			$text .= '<p class="tresen-cc-privacy"><a href="' . esc_url( $privacy ) . '">' . esc_html__( 'Privacy policy', 'tresen-cookie-consent' ) . '</a></p>';
		}

		$buttons = '<div class="tresen-cc-actions">'
			. self::button( 'accept', __( 'Accept all', 'tresen-cookie-consent' ) )
			. self::button( 'reject', __( 'Reject', 'tresen-cookie-consent' ) )
			. self::button( 'settings', __( 'Settings', 'tresen-cookie-consent' ), ' aria-haspopup="dialog" aria-controls="tresen-cc-dialog"' )
			. '</div>';

		$banner = '<section class="tresen-cc-banner" id="tresen-cc-banner" data-tresen-cc="banner" role="dialog" aria-modal="false" aria-labelledby="tresen-cc-title" aria-describedby="tresen-cc-text" tabindex="-1" hidden>'
			. '<h2 class="tresen-cc-title" id="tresen-cc-title">' . esc_html__( 'Your consent to cookies', 'tresen-cookie-consent' ) . '</h2>'
			. $text . $buttons
			. '</section>';

		return $banner . self::dialog( $options, $privacy );
	}

	/**
	 * One of the first-layer buttons; all three look the same (equal weight).
	 *
	 * @param string $action Action name.
	 * @param string $label  Label.
	 * @param string $extra  Extra attributes (trusted, static).
	 */
	private static function button( string $action, string $label, string $extra = '' ): string {
		return '<button type="button" class="tresen-cc-button" data-tresen-cc-action="' . esc_attr( $action ) . '"' . $extra . '>' . esc_html( $label ) . '</button>';
	}

	/**
	 * The settings dialog: one switch per enabled category.
	 *
	 * @param array<string, mixed> $options Settings.
	 * @param string               $privacy Privacy page URL.
	 */
	private static function dialog( array $options, string $privacy ): string {
		$rows = '';
		foreach ( $options['categories'] as $slug => $category ) {
			if ( empty( $category['enabled'] ) ) {
				continue;
			}
			$locked  = Options::NECESSARY === $slug;
			$id      = 'tresen-cc-cat-' . $slug;
			$cookies = (array) $category['cookies'];
			$rows   .= '<li class="tresen-cc-category">'
				. '<div class="tresen-cc-category-head">'
				. '<input type="checkbox" role="switch" class="tresen-cc-switch" id="' . esc_attr( $id ) . '" data-tresen-cc-category="' . esc_attr( $slug ) . '" aria-describedby="' . esc_attr( $id ) . '-desc"' . ( $locked ? ' checked disabled' : '' ) . '>'
				. '<label for="' . esc_attr( $id ) . '">' . esc_html( $category['name'] ) . '</label>'
				. ( $locked ? '<span class="tresen-cc-always">' . esc_html__( 'Always active', 'tresen-cookie-consent' ) . '</span>' : '' )
				. '</div>'
				. '<div class="tresen-cc-category-desc" id="' . esc_attr( $id ) . '-desc">'
				. ( '' !== $category['description'] ? '<p>' . self::html( (string) $category['description'] ) . '</p>' : '' )
				. ( $cookies ? '<p class="tresen-cc-cookies">' . esc_html__( 'Cookies:', 'tresen-cookie-consent' ) . ' <code>' . esc_html( implode( ', ', $cookies ) ) . '</code></p>' : '' )
				. '</div></li>';
		}
		$privacy_link = '' !== $privacy ? ' <a href="' . esc_url( $privacy ) . '">' . esc_html__( 'Privacy policy', 'tresen-cookie-consent' ) . '</a>' : '';

		return '<div class="tresen-cc-modal" data-tresen-cc="modal" hidden>'
			. '<div class="tresen-cc-dialog" id="tresen-cc-dialog" role="dialog" aria-modal="true" aria-labelledby="tresen-cc-dialog-title" aria-describedby="tresen-cc-dialog-intro" tabindex="-1">'
			. '<h2 class="tresen-cc-title" id="tresen-cc-dialog-title">' . esc_html__( 'Cookie settings', 'tresen-cookie-consent' ) . '</h2>'
			. '<p id="tresen-cc-dialog-intro">' . esc_html__( 'Choose which cookies you allow. You can change your choice at any time under "Cookie settings" at the bottom of every page.', 'tresen-cookie-consent' ) . $privacy_link . '</p>'
			. '<ul class="tresen-cc-categories">' . $rows . '</ul>'
			. '<div class="tresen-cc-actions">'
			. self::button( 'save', __( 'Save selection', 'tresen-cookie-consent' ) )
			. self::button( 'accept', __( 'Accept all', 'tresen-cookie-consent' ) )
			. self::button( 'reject', __( 'Reject all', 'tresen-cookie-consent' ) )
			. '</div>'
			. '<button type="button" class="tresen-cc-close" data-tresen-cc-action="close" aria-label="' . esc_attr__( 'Close cookie settings without saving', 'tresen-cookie-consent' ) . '"><span aria-hidden="true">&times;</span></button>'
			. '</div></div>';
	}

	/**
	 * A "Cookie-Einstellungen" link that reopens the banner (for themes,
	 * menus and the [tresen_cookie_settings] shortcode).
	 *
	 * @param string $label Link text (default "Cookie-Einstellungen").
	 */
	public static function manage_link( string $label = '' ): string {
		$label = '' !== $label ? $label : __( 'Cookie settings', 'tresen-cookie-consent' );
		return '<a href="#tresen-cc-banner" class="tresen-manage-consent">' . esc_html( $label ) . '</a>';
	}
}
