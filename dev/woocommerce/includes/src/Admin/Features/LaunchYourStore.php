<?php
/**
 * The storefront side of WooCommerce's "Launch your store": while the shop is
 * in coming-soon mode (option `woocommerce_coming_soon` = yes), its owners
 * (administrators, shop managers) see a banner at the foot of each page (of
 * each store page when `woocommerce_store_pages_only` = yes) until they
 * dismiss it through the users REST API (`woocommerce_meta` field
 * `coming_soon_banner_dismissed` = yes, see WCAdminUser). Logging in shows it
 * again. WooCommerce's script (`woocommerce`) sends the dismissal.
 *
 * Not in the double: the coming-soon page shown to visitors, the settings tab.
 *
 * @package WooCommerceDouble
 */

namespace Automattic\WooCommerce\Admin\Features;

use Automattic\WooCommerce\Admin\WCAdminHelper;
use Automattic\WooCommerce\Internal\Admin\WCAdminUser;

defined( 'ABSPATH' ) || exit;

/**
 * Coming-soon banner and its user data.
 */
class LaunchYourStore {

	const BANNER_DISMISS_USER_META_KEY = 'coming_soon_banner_dismissed';

	/**
	 * Adds the hooks.
	 */
	public function __construct() {
		add_action( 'wp_footer', array( $this, 'maybe_add_coming_soon_banner_on_frontend' ) );
		add_action( 'init', array( $this, 'register_launch_your_store_user_meta_fields' ) );
		add_action( 'wp_login', array( $this, 'reset_woocommerce_coming_soon_banner_dismissed' ), 10, 2 );
		add_filter( 'woocommerce_admin_get_user_data_fields', array( $this, 'add_user_data_fields' ) );
	}

	/**
	 * Whether the current user is a shop manager or an administrator.
	 */
	private function is_manager_or_admin(): bool {
		// phpcs:ignore WordPress.WP.Capabilities.RoleFound -- WooCommerce checks the roles.
		return current_user_can( 'shop_manager' ) || current_user_can( 'administrator' );
	}

	/**
	 * Prints the banner for an owner who has not dismissed it, unless the
	 * site is previewed (`site-preview`).
	 *
	 * @return false|void
	 */
	public function maybe_add_coming_soon_banner_on_frontend() {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a flag only.
		if ( isset( $_GET['site-preview'] ) ) {
			return false;
		}
		$user_id = get_current_user_id();
		if ( ! $user_id ) {
			return false;
		}
		if ( WCAdminUser::get_user_data_field( $user_id, self::BANNER_DISMISS_USER_META_KEY ) || 'yes' === get_user_meta( $user_id, 'woocommerce_' . self::BANNER_DISMISS_USER_META_KEY, true ) ) {
			return false;
		}
		if ( ! $this->is_manager_or_admin() || 'yes' !== get_option( 'woocommerce_coming_soon', 'no' ) ) {
			return false;
		}
		if ( 'yes' === get_option( 'woocommerce_store_pages_only' ) && ! WCAdminHelper::is_current_page_store_page() ) {
			return false;
		}
		$text = sprintf(
			// translators: no need to translate it. It's a link.
			__(
				"
			This page is in \"Coming soon\" mode and is only visible to you and those who have permission. To make it public to everyone,&nbsp;<a href='%s'>change visibility settings</a>
		",
				'woocommerce'
			),
			admin_url( 'admin.php?page=wc-settings&tab=site-visibility' )
		);
		printf(
			"<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>%s</div><a class='coming-soon-footer-banner-dismiss' data-rest-url='%s' data-rest-nonce='%s'></a></div>",
			wp_kses( $text, array( 'a' => array( 'href' => true ) ) ),
			esc_url( rest_url( 'wp/v2/users/' . $user_id ) ),
			esc_attr( wp_create_nonce( 'wp_rest' ) )
		);
	}

	/**
	 * Registers the (older) user meta keys for the REST API, for owners.
	 */
	public function register_launch_your_store_user_meta_fields() {
		if ( ! $this->is_manager_or_admin() ) {
			return;
		}
		foreach ( array( 'woocommerce_launch_your_store_tour_hidden', 'woocommerce_coming_soon_banner_dismissed' ) as $key ) {
			register_meta(
				'user',
				$key,
				array(
					'type'         => 'string',
					'single'       => true,
					'show_in_rest' => true,
				)
			);
		}
	}

	/**
	 * Adds the banner's fields to `woocommerce_meta`.
	 *
	 * @param string[] $user_data_fields Fields.
	 * @return string[]
	 */
	public function add_user_data_fields( $user_data_fields ) {
		return array_merge( (array) $user_data_fields, array( 'launch_your_store_tour_hidden', self::BANNER_DISMISS_USER_META_KEY ) );
	}

	/**
	 * On login a dismissed banner shows again.
	 *
	 * @param string   $user_login Login.
	 * @param \WP_User $user       User.
	 */
	public function reset_woocommerce_coming_soon_banner_dismissed( $user_login, $user ) {
		unset( $user_login );
		if ( 'yes' === WCAdminUser::get_user_data_field( $user->ID, self::BANNER_DISMISS_USER_META_KEY ) ) {
			WCAdminUser::update_user_data_field( $user->ID, self::BANNER_DISMISS_USER_META_KEY, 'no' );
		}
	}
}
