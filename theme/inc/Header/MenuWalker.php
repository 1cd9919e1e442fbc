<?php
/**
 * The primary menu's markup: beside each parent link a real button that
 * opens its submenu (`aria-expanded`, `aria-controls`), and at the top of
 * each submenu a "back" row for the mobile slide menu. Both start `hidden`:
 * the header script shows them, so without JavaScript no button is dead
 * (the submenus then open on hover and focus, and show inline on phones).
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Header;

defined( 'ABSPATH' ) || exit;

/**
 * Walker for the primary menu.
 */
final class MenuWalker extends \Walker_Nav_Menu {

	/**
	 * Menu item whose submenu starts next.
	 *
	 * @var array{id: string, title: string}|null
	 */
	private $parent = null;

	/**
	 * The button beside a parent link.
	 *
	 * @param string $submenu_id Id of the submenu it controls.
	 * @param string $title      The parent's title (plain text).
	 */
	public static function toggle_button( string $submenu_id, string $title ): string {
		return sprintf(
			'<button type="button" class="submenu-toggle" aria-expanded="false" aria-controls="%1$s" aria-label="%2$s" hidden><span class="submenu-toggle__icon" aria-hidden="true"></span></button>',
			esc_attr( $submenu_id ),
			/* translators: %s: title of the menu item, e.g. "Gin". */
			esc_attr( sprintf( __( 'Submenu: %s', 'tresen' ), $title ) )
		);
	}

	/**
	 * The opening tag of a submenu with its "back" row.
	 *
	 * @param string $submenu_id Id of the submenu.
	 * @param string $title      The parent's title (plain text).
	 */
	public static function submenu_start( string $submenu_id, string $title ): string {
		return sprintf(
			'<ul class="sub-menu" id="%1$s"><li class="submenu-back" hidden><button type="button" class="submenu-back__button">%2$s</button><span class="submenu-back__title">%3$s</span></li>',
			esc_attr( $submenu_id ),
			esc_html__( 'Back', 'tresen' ),
			esc_html( $title )
		);
	}

	/**
	 * Starts a menu item; a parent item gets its submenu button.
	 *
	 * @param string            $output            Output so far.
	 * @param \WP_Post|object   $data_object       Menu item.
	 * @param int               $depth             Depth.
	 * @param \stdClass|mixed[] $args              wp_nav_menu() arguments.
	 * @param int               $current_object_id Current item id.
	 */
	public function start_el( &$output, $data_object, $depth = 0, $args = null, $current_object_id = 0 ): void {
		parent::start_el( $output, $data_object, $depth, $args, $current_object_id );
		$max_depth = is_object( $args ) && isset( $args->depth ) ? (int) $args->depth : ( is_array( $args ) && isset( $args['depth'] ) ? (int) $args['depth'] : 0 );
		// Children are shown (Walker::display_element()) only above the depth limit.
		if ( ! $this->has_children || ( $max_depth > 0 && $max_depth <= $depth + 1 ) ) {
			$this->parent = null;
			return;
		}
		$id           = 'sub-menu-' . (int) ( $data_object->ID ?? 0 );
		$title        = trim( wp_strip_all_tags( (string) apply_filters( 'the_title', (string) ( $data_object->title ?? '' ), (int) ( $data_object->ID ?? 0 ) ) ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, as Walker_Nav_Menu applies it.
		$this->parent = array(
			'id'    => $id,
			'title' => $title,
		);
		$output      .= self::toggle_button( $id, $title );
	}

	/**
	 * Starts a submenu (with its id and back row).
	 *
	 * @param string            $output Output so far.
	 * @param int               $depth  Depth.
	 * @param \stdClass|mixed[] $args   wp_nav_menu() arguments.
	 */
	public function start_lvl( &$output, $depth = 0, $args = null ): void {
		if ( null === $this->parent ) {
			parent::start_lvl( $output, $depth, $args );
			return;
		}
		$output      .= "\n" . self::submenu_start( $this->parent['id'], $this->parent['title'] ) . "\n";
		$this->parent = null;
	}
}
