<?php
/**
 * Marketing pixels: Meta Pixel and Pinterest Tag (page view) and PayPal's
 * tag manager, loaded only after the visitor agreed to marketing cookies.
 *
 * @package Tresen\OrderAttribution
 */

namespace Tresen\OrderAttribution;

defined( 'ABSPATH' ) || exit;

/**
 * The store owner enters the ids under Settings → Marketing-Pixel; an empty
 * id loads nothing. Each vendor's script goes through the cookie consent
 * plugin's gate (`tresen_consent_gated_scripts`): it is printed inert
 * (`type="text/plain"`) and the browser neither runs nor fetches it until
 * the visitor grants the marketing category. Without the consent plugin the
 * filter never runs, so nothing loads at all. The printed markup is the same
 * for every visitor (pages stay cacheable).
 */
final class Pixels {

	/** The option holding the ids. */
	public const OPTION = 'tresen_marketing_pixels';

	/** Settings API group and page slug. */
	public const PAGE = 'tresen-marketing-pixels';

	/** Meta Pixel's library. */
	public const META_SRC = 'https://connect.facebook.net/en_US/fbevents.js';

	/** Pinterest Tag's library. */
	public const PINTEREST_SRC = 'https://s.pinimg.com/ct/core.js';

	/** PayPal's tag manager (its container id is appended). */
	public const PAYPAL_SRC = 'https://www.paypal.com/tagmanager/pptm.js';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_filter( 'tresen_consent_gated_scripts', array( self::class, 'gated_scripts' ) );
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_init', array( self::class, 'register_setting' ) );
	}

	/**
	 * The fields: option key => label, description, pattern.
	 *
	 * @return array<string, array{label: string, help: string, pattern: string, invalid: string}>
	 */
	public static function fields(): array {
		return array(
			'meta_pixel_id'    => array(
				'label'   => __( 'Meta Pixel ID', 'tresen-order-attribution' ),
				'help'    => __( 'The number of your pixel in Meta’s Events Manager (Facebook, Instagram), e.g. 1234567890123456. Leave empty to load no Meta Pixel.', 'tresen-order-attribution' ),
				'pattern' => '/^[0-9]{10,20}$/',
				'invalid' => __( 'The Meta Pixel ID must be a number of 10 to 20 digits. The previous value was kept.', 'tresen-order-attribution' ),
			),
			'pinterest_tag_id' => array(
				'label'   => __( 'Pinterest Tag ID', 'tresen-order-attribution' ),
				'help'    => __( 'The number of your tag in Pinterest’s Ads Manager (Conversions), e.g. 2612345678901. Leave empty to load no Pinterest Tag.', 'tresen-order-attribution' ),
				'pattern' => '/^[0-9]{10,20}$/',
				'invalid' => __( 'The Pinterest Tag ID must be a number of 10 to 20 digits. The previous value was kept.', 'tresen-order-attribution' ),
			),
			'paypal_tag_id'    => array(
				'label'   => __( 'PayPal tag manager container ID', 'tresen-order-attribution' ),
				'help'    => __( 'The container ID of PayPal’s marketing solutions (tag manager), e.g. 72c78d11-9fef-11e7-8e06-e965c75268e8. Leave empty to load no PayPal tag manager.', 'tresen-order-attribution' ),
				'pattern' => '/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/',
				'invalid' => __( 'The PayPal container ID must look like 72c78d11-9fef-11e7-8e06-e965c75268e8. The previous value was kept.', 'tresen-order-attribution' ),
			),
		);
	}

	/**
	 * The saved ids (each '' when not set or not valid).
	 *
	 * @return array<string, string>
	 */
	public static function ids(): array {
		$saved = get_option( self::OPTION, array() );
		$saved = is_array( $saved ) ? $saved : array();
		$ids   = array();
		foreach ( self::fields() as $key => $field ) {
			$value       = isset( $saved[ $key ] ) && is_string( $saved[ $key ] ) ? $saved[ $key ] : '';
			$ids[ $key ] = '' !== $value && preg_match( $field['pattern'], $value ) ? $value : '';
		}
		return $ids;
	}

	/**
	 * Cleans the posted ids: trimmed, PayPal's container id lower-cased; an
	 * id that is not valid keeps the saved value and says why (German).
	 *
	 * @param mixed $input Posted option.
	 * @return array<string, string>
	 */
	public static function sanitize( $input ): array {
		$input = is_array( $input ) ? $input : array();
		$old   = self::ids();
		$clean = array();
		foreach ( self::fields() as $key => $field ) {
			$value = isset( $input[ $key ] ) && is_scalar( $input[ $key ] ) ? trim( sanitize_text_field( (string) $input[ $key ] ) ) : '';
			if ( 'paypal_tag_id' === $key ) {
				$value = strtolower( $value );
			}
			if ( '' === $value || preg_match( $field['pattern'], $value ) ) {
				$clean[ $key ] = $value;
				continue;
			}
			$clean[ $key ] = $old[ $key ];
			if ( function_exists( 'add_settings_error' ) ) {
				add_settings_error( self::OPTION, 'invalid_' . $key, $field['invalid'] );
			}
		}
		return $clean;
	}

	/**
	 * The gated scripts: for each id, the vendor's queue set up with the page
	 * view, then its library (the gate runs them in this order, only after
	 * marketing consent).
	 *
	 * @param mixed $scripts Scripts of other plugins.
	 * @return mixed
	 */
	public static function gated_scripts( $scripts ) {
		if ( ! is_array( $scripts ) ) {
			return $scripts;
		}
		$ids = self::ids();
		/**
		 * The consent category the pixels wait for.
		 *
		 * @param string $category Default "marketing".
		 */
		$category = (string) apply_filters( 'tresen_marketing_pixels_consent_category', 'marketing' );
		if ( '' !== $ids['meta_pixel_id'] ) {
			$scripts[] = array(
				'category' => $category,
				'id'       => 'tresen-meta-pixel',
				// Meta's base code: the fbq queue the library reads when it loads.
				'code'     => '!function(w){if(w.fbq)return;var n=w.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!w._fbq)w._fbq=n;n.push=n;n.loaded=!0;n.version="2.0";n.queue=[]}(window);'
					. 'fbq("init",' . wp_json_encode( $ids['meta_pixel_id'] ) . ');fbq("track","PageView");',
			);
			$scripts[] = array(
				'category' => $category,
				'src'      => self::META_SRC,
			);
		}
		if ( '' !== $ids['pinterest_tag_id'] ) {
			$scripts[] = array(
				'category' => $category,
				'id'       => 'tresen-pinterest-tag',
				// Pinterest's base code: the pintrk queue core.js reads when it loads.
				'code'     => '!function(w){if(w.pintrk)return;w.pintrk=function(){w.pintrk.queue.push(Array.prototype.slice.call(arguments))};w.pintrk.queue=[];w.pintrk.version="3.0"}(window);'
					. 'pintrk("load",' . wp_json_encode( $ids['pinterest_tag_id'] ) . ');pintrk("page");',
			);
			$scripts[] = array(
				'category' => $category,
				'src'      => self::PINTEREST_SRC,
			);
		}
		if ( '' !== $ids['paypal_tag_id'] ) {
			$scripts[] = array(
				'category' => $category,
				'id'       => 'tresen-paypal-tag',
				// PayPal's snippet: the paypalDDL data layer with its "snippetRun" event.
				'code'     => 'window.paypalDDL=window.paypalDDL||[];window.paypalDDL.push({t:new Date().getTime(),event:"snippetRun"});',
			);
			$scripts[] = array(
				'category' => $category,
				'src'      => add_query_arg( 'id', rawurlencode( $ids['paypal_tag_id'] ), self::PAYPAL_SRC ),
			);
		}
		return $scripts;
	}

	/**
	 * The menu entry under Settings.
	 */
	public static function menu(): void {
		add_options_page(
			self::title(),
			self::title(),
			'manage_options',
			self::PAGE,
			array( self::class, 'render' )
		);
	}

	/**
	 * Registers the option and its fields (options.php checks the nonce and
	 * the capability; sanitize() cleans every value).
	 */
	public static function register_setting(): void {
		register_setting(
			self::PAGE,
			self::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => false,
				'default'           => array(),
			)
		);
		add_settings_section( 'ids', __( 'Pixel IDs', 'tresen-order-attribution' ), array( self::class, 'section' ), self::PAGE );
		foreach ( self::fields() as $key => $field ) {
			add_settings_field(
				$key,
				esc_html( $field['label'] ),
				array( self::class, 'field' ),
				self::PAGE,
				'ids',
				array(
					'label_for' => 'tresen-pixels-' . $key,
					'key'       => $key,
				)
			);
		}
	}

	/**
	 * The section's introduction.
	 */
	public static function section(): void {
		echo '<p>' . esc_html__( 'These scripts load only for visitors who agreed to marketing cookies in the cookie banner (each sends a page view); an empty field loads nothing. Name the services and their cookies in your privacy policy and in the cookie settings.', 'tresen-order-attribution' ) . '</p>';
		if ( ! class_exists( '\\Tresen\\CookieConsent\\Consent' ) ) {
			echo '<p><strong>' . esc_html__( 'The cookie consent plugin is not active: no pixel loads until it is.', 'tresen-order-attribution' ) . '</strong></p>';
		}
	}

	/**
	 * One id field.
	 *
	 * @param array{label_for: string, key: string} $args Field arguments.
	 */
	public static function field( array $args ): void {
		$key    = $args['key'];
		$fields = self::fields();
		printf(
			'<input type="text" class="regular-text code" id="%1$s" name="%2$s" value="%3$s" autocomplete="off" spellcheck="false" aria-describedby="%1$s-help" /><p class="description" id="%1$s-help">%4$s</p>',
			esc_attr( $args['label_for'] ),
			esc_attr( self::OPTION . '[' . $key . ']' ),
			esc_attr( self::ids()[ $key ] ),
			esc_html( $fields[ $key ]['help'] )
		);
	}

	/**
	 * The page's title (menu entry and heading).
	 */
	private static function title(): string {
		return __( 'Marketing pixels', 'tresen-order-attribution' );
	}

	/**
	 * The page.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( self::title() ) . '</h1>';
		echo '<form action="options.php" method="post">';
		settings_fields( self::PAGE );
		do_settings_sections( self::PAGE );
		submit_button();
		echo '</form></div>';
	}
}
