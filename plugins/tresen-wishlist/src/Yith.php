<?php
/**
 * YITH WooCommerce Wishlist's own contract, for YITH's script
 * (`jquery.yith-wcwl.js`) and code written against it: which requests
 * follow it, and its nonces (one per action, named after the action, as
 * YITH localizes them in `yith_wcwl_l10n.nonce`).
 *
 * A request follows YITH's contract when it carries YITH's nonce, or when
 * jQuery sent it (`X-Requested-With: XMLHttpRequest`; the suite's own
 * client uses fetch and never sends it). Such a caller gets YITH's reply
 * shapes: status 200 with failures in the body, messages as escaped text,
 * product ids where YITH's templates put them (`data-row-id`). Authorization
 * is the suite's either way: nonce, same site, ownership.
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.NonceVerification.Missing -- this class is the nonce check.

/**
 * YITH's contract.
 */
final class Yith {

	/** The actions whose nonce YITH's script sends, each named after its action. */
	public const NONCE_ACTIONS = array(
		'add_to_wishlist',
		'remove_from_wishlist',
		'reload_wishlist_and_adding_elem',
		'load_mobile',
		'delete_item',
		'save_title',
		'save_privacy',
		'load_fragments',
		'move_to_another_wishlist',
		'remove_from_all_wishlists',
		'sort_wishlist_items',
		'update_item_quantity',
		'ask_an_estimate',
	);

	/**
	 * Whether the current ajax request follows YITH's contract.
	 */
	public static function request(): bool {
		$with = isset( $_SERVER['HTTP_X_REQUESTED_WITH'] ) && is_string( $_SERVER['HTTP_X_REQUESTED_WITH'] ) ? strtolower( sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_REQUESTED_WITH'] ) ) ) : '';
		return 'xmlhttprequest' === $with || self::nonce_valid();
	}

	/**
	 * Whether `nonce` is YITH's nonce of the current action: created for the
	 * visitor with the action's own name, as YITH's server checks it.
	 */
	public static function nonce_valid(): bool {
		$action = Ajax::$action;
		$nonce  = isset( $_POST['nonce'] ) && is_string( $_POST['nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['nonce'] ) ) : '';
		return '' !== $nonce && in_array( $action, self::NONCE_ACTIONS, true ) && false !== wp_verify_nonce( $nonce, $action );
	}

	/**
	 * YITH's `yith_wcwl_l10n.nonce` for the visitor: `<action>_nonce` => nonce.
	 *
	 * @return array<string, string>
	 */
	public static function nonces(): array {
		$out = array();
		foreach ( self::NONCE_ACTIONS as $action ) {
			$out[ $action . '_nonce' ] = wp_create_nonce( $action );
		}
		return $out;
	}
}
