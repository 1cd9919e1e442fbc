<?php
/**
 * Inline SVG icons (decorative: the accessible name comes from text beside them).
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Template;

defined( 'ABSPATH' ) || exit;

/**
 * A handful of 24 px stroke icons.
 */
final class Icons {

	/**
	 * Path data per icon.
	 *
	 * @var array<string, string>
	 */
	private const PATHS = array(
		'menu'    => 'M3 6h18M3 12h18M3 18h18',
		'close'   => 'M6 6l12 12M18 6L6 18',
		'search'  => 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM21 21l-4.35-4.35',
		'account' => 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
		'heart'   => 'M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z',
		'cart'    => 'M3 4h2l2.4 11h10.2L20 8H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
	);

	/**
	 * SVG markup of an icon ('' for an unknown name).
	 *
	 * @param string $name Icon name.
	 */
	public static function get( string $name ): string {
		if ( ! isset( self::PATHS[ $name ] ) ) {
			return '';
		}
		return '<svg class="icon icon-' . esc_attr( $name ) . '" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="' . esc_attr( self::PATHS[ $name ] ) . '"/></svg>';
	}
}
