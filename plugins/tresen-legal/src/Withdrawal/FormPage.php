<?php
/**
 * The page "Vertrag widerrufen" that holds the withdrawal form: created when
 * missing (option `tresen_withdrawal_form_page_id`, slug `vertrag-widerrufen`),
 * and linked in every menu that links the withdrawal instructions (the
 * footer's legal menu), unless the menu has it already. A theme without such
 * a menu finds the page by its option or slug, or asks the filter
 * `tresen_legal_withdrawal_form_url`.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Withdrawal;

use Tresen\Legal\Pages;

defined( 'ABSPATH' ) || exit;

/**
 * The form's page and its links.
 */
final class FormPage {

	public const OPTION = 'tresen_withdrawal_form_page_id';
	public const SLUG   = 'vertrag-widerrufen';

	/** Option that keeps two requests from creating the page twice. */
	private const LOCK = 'tresen_withdrawal_form_page_lock';

	/**
	 * The page's id: the one the option names, else the page with the slug,
	 * else a new published page with the form. 0 when it cannot be created.
	 */
	public static function ensure(): int {
		$id = (int) get_option( self::OPTION, 0 );
		if ( $id > 0 && 'page' === get_post_type( $id ) && 'trash' !== get_post_status( $id ) ) {
			return $id;
		}
		$page = get_page_by_path( self::SLUG );
		if ( $page instanceof \WP_Post && 'trash' !== $page->post_status ) {
			update_option( self::OPTION, $page->ID );
			return $page->ID;
		}
		if ( ! add_option( self::LOCK, time(), '', false ) ) {
			if ( time() - (int) get_option( self::LOCK ) < 60 ) {
				return 0; // Another request is creating it.
			}
			update_option( self::LOCK, time(), false );
		}
		$id = wp_insert_post(
			array(
				'post_type'      => 'page',
				'post_status'    => 'publish',
				'post_title'     => __( 'Withdraw from contract', 'tresen-legal' ),
				'post_name'      => self::SLUG,
				'post_content'   => "<!-- wp:shortcode -->\n[" . Form::SHORTCODE . "]\n<!-- /wp:shortcode -->",
				'comment_status' => 'closed',
				'ping_status'    => 'closed',
			),
			true
		);
		delete_option( self::LOCK );
		if ( is_wp_error( $id ) || ! $id ) {
			return 0;
		}
		update_option( self::OPTION, (int) $id );
		return (int) $id;
	}

	/**
	 * URL of the published page ('' when there is none). Also the filter
	 * `tresen_legal_withdrawal_form_url` for themes.
	 *
	 * @param mixed $url Earlier value (ignored when the page exists).
	 */
	public static function url( $url = '' ): string {
		$own = Pages::url( 'withdraw' );
		return '' !== $own ? $own : ( is_string( $url ) ? $url : '' );
	}

	/**
	 * Adds the page after the withdrawal instructions in a menu that links
	 * them and not the form page.
	 *
	 * @param array<int|string, mixed> $items Sorted menu items.
	 * @return array<int|string, mixed>
	 */
	public static function menu_items( $items ): array {
		$items        = (array) $items;
		$form         = Pages::get( 'withdraw' );
		$instructions = Pages::get( 'withdrawal' );
		if ( ! $form || ! $instructions ) {
			return $items;
		}
		$form_url = untrailingslashit( (string) get_permalink( $form ) );
		$after    = null;
		foreach ( $items as $key => $item ) {
			if ( ! is_object( $item ) ) {
				continue;
			}
			$object_id = isset( $item->object_id ) ? (int) $item->object_id : 0;
			$type      = $item->type ?? '';
			if ( ( 'post_type' === $type && $object_id === $form->ID ) || ( isset( $item->url ) && untrailingslashit( (string) $item->url ) === $form_url ) ) {
				return $items;
			}
			if ( null === $after && 'post_type' === $type && $object_id === $instructions->ID ) {
				$after = $key;
			}
		}
		if ( null === $after ) {
			return $items;
		}
		$link                   = wp_setup_nav_menu_item( clone $form );
		$link->menu_item_parent = $items[ $after ]->menu_item_parent ?? 0;
		$link->current          = is_page( $form->ID );
		$link->classes          = array( 'menu-item', 'menu-item-type-post_type', 'menu-item-object-page', 'menu-item-withdraw' );
		if ( $link->current ) {
			$link->classes[] = 'current-menu-item';
		}
		$out = array();
		$n   = 0;
		foreach ( $items as $key => $item ) {
			if ( is_object( $item ) ) {
				$item->menu_order = ++$n;
			} else {
				++$n;
			}
			$out[ $n ] = $item;
			if ( $key === $after ) {
				$link->menu_order = ++$n;
				$out[ $n ]        = $link;
			}
		}
		return $out;
	}
}
