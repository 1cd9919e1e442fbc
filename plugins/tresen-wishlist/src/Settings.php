<?php
/**
 * The wishlist's settings (Einstellungen → Wunschliste in wp-admin).
 *
 * @package Tresen\Wishlist
 */

namespace Tresen\Wishlist;

defined( 'ABSPATH' ) || exit;

/**
 * Options, their defaults and the settings screen.
 */
final class Settings {

	public const BUTTON_POSITION   = 'tresen_wishlist_button_position';
	public const LAYOUT            = 'tresen_wishlist_layout';
	public const REMOVE_AFTER_CART = 'tresen_wishlist_remove_after_add_to_cart';
	public const POPUP_AUTO_CLOSE  = 'tresen_wishlist_popup_auto_close';
	public const DELETE_ON_REMOVE  = 'tresen_wishlist_delete_data_on_uninstall';
	public const PER_PAGE          = 'tresen_wishlist_per_page';
	public const ESTIMATE_VISITOR  = 'tresen_wishlist_estimate_visitor_limit';
	public const ESTIMATE_SHOP     = 'tresen_wishlist_estimate_shop_limit';

	/** "Ask for an estimate": requests per visitor and per shop in an hour when the owner set nothing, and the field's range. */
	public const ESTIMATE_VISITOR_DEFAULT = 3;
	public const ESTIMATE_SHOP_DEFAULT    = 30;
	public const ESTIMATE_MAX             = 1000;

	/** Items per page when the owner set nothing, and the range the field takes. */
	public const PER_PAGE_DEFAULT = 20;
	public const PER_PAGE_MIN     = 1;
	public const PER_PAGE_MAX     = 100;

	/** Every option the plugin keeps (removed with the data on uninstall). */
	public const OPTIONS = array(
		Plugin::PAGE_OPTION,
		self::BUTTON_POSITION,
		self::LAYOUT,
		self::PER_PAGE,
		self::REMOVE_AFTER_CART,
		self::POPUP_AUTO_CLOSE,
		self::DELETE_ON_REMOVE,
		self::ESTIMATE_VISITOR,
		self::ESTIMATE_SHOP,
	);

	private const PAGE = 'tresen-wishlist';

	/**
	 * Adds the settings screen.
	 */
	public static function register(): void {
		add_action( 'admin_init', array( self::class, 'register_settings' ) );
		add_action( 'admin_menu', array( self::class, 'menu' ) );
	}

	/**
	 * Where the add button sits on the product page: "summary" (below the
	 * add-to-cart form) or "gallery" (on the product images).
	 */
	public static function button_position(): string {
		return 'gallery' === get_option( self::BUTTON_POSITION, 'summary' ) ? 'gallery' : 'summary';
	}

	/**
	 * Layout of the list: "table" or "grid" (image grid with a detail panel).
	 */
	public static function layout(): string {
		return 'grid' === get_option( self::LAYOUT, 'table' ) ? 'grid' : 'table';
	}

	/**
	 * Items per page of the wishlist page: the owner's setting (1–100,
	 * default 20), then the `tresen_wishlist_per_page` filter.
	 */
	public static function per_page(): int {
		$saved = self::valid_per_page( get_option( self::PER_PAGE, self::PER_PAGE_DEFAULT ) );
		/**
		 * Items per page on the wishlist page (kept within 1–100).
		 *
		 * @param int $per_page Items per page (the setting, default 20).
		 */
		return max( self::PER_PAGE_MIN, min( self::PER_PAGE_MAX, (int) apply_filters( 'tresen_wishlist_per_page', $saved ?? self::PER_PAGE_DEFAULT ) ) );
	}

	/**
	 * A whole number of items per page within 1–100, or null.
	 *
	 * @param mixed $value Value (as typed or stored).
	 */
	private static function valid_per_page( $value ): ?int {
		if ( is_int( $value ) ) {
			$value = (string) $value;
		}
		if ( ! is_string( $value ) || 1 !== preg_match( '/^[0-9]{1,3}$/', trim( $value ) ) ) {
			return null;
		}
		$number = (int) trim( $value );
		return $number >= self::PER_PAGE_MIN && $number <= self::PER_PAGE_MAX ? $number : null;
	}

	/**
	 * Sanitizes the items per page: a whole number from 1 to 100. Anything
	 * else keeps the saved value and tells the owner why (German notice).
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_per_page( $value ): int {
		$number = self::valid_per_page( is_string( $value ) ? wp_unslash( $value ) : $value );
		if ( null !== $number ) {
			return $number;
		}
		if ( function_exists( 'add_settings_error' ) ) {
			add_settings_error(
				self::PER_PAGE,
				'invalid_per_page',
				/* translators: 1: smallest, 2: largest number of products per page. */
				sprintf( __( 'Products per page must be a whole number from %1$d to %2$d. The previous value was kept.', 'tresen-wishlist' ), self::PER_PAGE_MIN, self::PER_PAGE_MAX )
			);
		}
		return self::valid_per_page( get_option( self::PER_PAGE, self::PER_PAGE_DEFAULT ) ) ?? self::PER_PAGE_DEFAULT;
	}

	/**
	 * How many estimate requests one visitor (by address and by session or
	 * account) may send in an hour (1–1000, default 3).
	 */
	public static function estimate_visitor_limit(): int {
		return self::limit( get_option( self::ESTIMATE_VISITOR, self::ESTIMATE_VISITOR_DEFAULT ), self::ESTIMATE_VISITOR_DEFAULT );
	}

	/**
	 * How many estimate requests the whole shop takes in an hour (1–1000, default 30).
	 */
	public static function estimate_shop_limit(): int {
		return self::limit( get_option( self::ESTIMATE_SHOP, self::ESTIMATE_SHOP_DEFAULT ), self::ESTIMATE_SHOP_DEFAULT );
	}

	/**
	 * A limit from 1 to ESTIMATE_MAX, or the default.
	 *
	 * @param mixed $value    Stored or typed value.
	 * @param int   $fallback Default.
	 */
	private static function limit( $value, int $fallback ): int {
		if ( is_int( $value ) ) {
			$value = (string) $value;
		}
		if ( ! is_string( $value ) || 1 !== preg_match( '/^[0-9]{1,4}$/', trim( $value ) ) ) {
			return $fallback;
		}
		$number = (int) trim( $value );
		return $number >= 1 && $number <= self::ESTIMATE_MAX ? $number : $fallback;
	}

	/**
	 * Sanitizes a limit field: a whole number from 1 to 1000, else the default.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_visitor_limit( $value ): int {
		return self::limit( is_string( $value ) ? wp_unslash( $value ) : $value, self::ESTIMATE_VISITOR_DEFAULT );
	}

	/**
	 * Sanitizes the shop's limit field.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function sanitize_shop_limit( $value ): int {
		return self::limit( is_string( $value ) ? wp_unslash( $value ) : $value, self::ESTIMATE_SHOP_DEFAULT );
	}

	/**
	 * Whether an item leaves the owner's list once it was put into the cart from it.
	 */
	public static function remove_after_add_to_cart(): bool {
		return 'no' !== get_option( self::REMOVE_AFTER_CART, 'yes' );
	}

	/**
	 * Whether the add popup closes by itself after its message.
	 */
	public static function popup_auto_close(): bool {
		return 'no' !== get_option( self::POPUP_AUTO_CLOSE, 'yes' );
	}

	/**
	 * Whether uninstalling removes the lists and settings.
	 */
	public static function delete_on_uninstall(): bool {
		return 'yes' === get_option( self::DELETE_ON_REMOVE, 'no' );
	}

	/**
	 * Sanitizes a yes/no option.
	 *
	 * @param mixed $value Submitted value.
	 */
	public static function yes_no( $value ): string {
		return 'yes' === $value ? 'yes' : 'no';
	}

	/**
	 * Registers the options and their fields.
	 */
	public static function register_settings(): void {
		register_setting(
			self::PAGE,
			Plugin::PAGE_OPTION,
			array(
				'type'              => 'integer',
				'sanitize_callback' => 'absint',
			)
		);
		register_setting(
			self::PAGE,
			self::BUTTON_POSITION,
			array(
				'type'              => 'string',
				'sanitize_callback' => static fn( $v ) => 'gallery' === $v ? 'gallery' : 'summary',
			)
		);
		register_setting(
			self::PAGE,
			self::LAYOUT,
			array(
				'type'              => 'string',
				'sanitize_callback' => static fn( $v ) => 'grid' === $v ? 'grid' : 'table',
			)
		);
		register_setting(
			self::PAGE,
			self::PER_PAGE,
			array(
				'type'              => 'integer',
				'default'           => self::PER_PAGE_DEFAULT,
				'sanitize_callback' => array( self::class, 'sanitize_per_page' ),
			)
		);
		register_setting(
			self::PAGE,
			self::ESTIMATE_VISITOR,
			array(
				'type'              => 'integer',
				'default'           => self::ESTIMATE_VISITOR_DEFAULT,
				'sanitize_callback' => array( self::class, 'sanitize_visitor_limit' ),
			)
		);
		register_setting(
			self::PAGE,
			self::ESTIMATE_SHOP,
			array(
				'type'              => 'integer',
				'default'           => self::ESTIMATE_SHOP_DEFAULT,
				'sanitize_callback' => array( self::class, 'sanitize_shop_limit' ),
			)
		);
		foreach ( array( self::REMOVE_AFTER_CART, self::POPUP_AUTO_CLOSE, self::DELETE_ON_REMOVE ) as $option ) {
			register_setting(
				self::PAGE,
				$option,
				array(
					'type'              => 'string',
					'sanitize_callback' => array( self::class, 'yes_no' ),
				)
			);
		}
		add_settings_section( 'main', '', '__return_empty_string', self::PAGE );
		add_settings_field( Plugin::PAGE_OPTION, __( 'Wishlist page', 'tresen-wishlist' ), array( self::class, 'page_field' ), self::PAGE, 'main', array( 'label_for' => Plugin::PAGE_OPTION ) );
		add_settings_field(
			self::BUTTON_POSITION,
			__( 'Button on the product page', 'tresen-wishlist' ),
			array( self::class, 'select_field' ),
			self::PAGE,
			'main',
			array(
				'label_for' => self::BUTTON_POSITION,
				'value'     => self::button_position(),
				'choices'   => array(
					'summary' => __( 'Below the add-to-cart button', 'tresen-wishlist' ),
					'gallery' => __( 'On the product images', 'tresen-wishlist' ),
				),
			)
		);
		add_settings_field(
			self::LAYOUT,
			__( 'Layout of the wishlist', 'tresen-wishlist' ),
			array( self::class, 'select_field' ),
			self::PAGE,
			'main',
			array(
				'label_for' => self::LAYOUT,
				'value'     => self::layout(),
				'choices'   => array(
					'table' => __( 'Table', 'tresen-wishlist' ),
					'grid'  => __( 'Image grid', 'tresen-wishlist' ),
				),
			)
		);
		add_settings_field(
			self::PER_PAGE,
			__( 'Products per page on the wishlist', 'tresen-wishlist' ),
			array( self::class, 'per_page_field' ),
			self::PAGE,
			'main',
			array( 'label_for' => self::PER_PAGE )
		);
		add_settings_field(
			self::ESTIMATE_VISITOR,
			__( 'Estimate requests per visitor and hour', 'tresen-wishlist' ),
			array( self::class, 'limit_field' ),
			self::PAGE,
			'main',
			array(
				'label_for' => self::ESTIMATE_VISITOR,
				'value'     => self::estimate_visitor_limit(),
				'help'      => __( 'How often one visitor may send “Ask for an estimate” in an hour (counted by network address and by browser or account).', 'tresen-wishlist' ),
			)
		);
		add_settings_field(
			self::ESTIMATE_SHOP,
			__( 'Estimate requests for the whole shop per hour', 'tresen-wishlist' ),
			array( self::class, 'limit_field' ),
			self::PAGE,
			'main',
			array(
				'label_for' => self::ESTIMATE_SHOP,
				'value'     => self::estimate_shop_limit(),
				'help'      => __( 'More requests in an hour are refused, so a flood of them cannot fill your inbox.', 'tresen-wishlist' ),
			)
		);
		$checkboxes = array(
			self::REMOVE_AFTER_CART => array( __( 'Remove a product from the wishlist once it was added to the cart from there (only for the list’s owner)', 'tresen-wishlist' ), self::remove_after_add_to_cart() ),
			self::POPUP_AUTO_CLOSE  => array( __( 'Close the add-to-wishlist popup by itself after 3 seconds', 'tresen-wishlist' ), self::popup_auto_close() ),
			self::DELETE_ON_REMOVE  => array( __( 'Delete all wishlists and these settings when the plugin is deleted', 'tresen-wishlist' ), self::delete_on_uninstall() ),
		);
		foreach ( $checkboxes as $option => $args ) {
			add_settings_field(
				$option,
				'',
				array( self::class, 'checkbox_field' ),
				self::PAGE,
				'main',
				array(
					'name'    => $option,
					'label'   => $args[0],
					'checked' => $args[1],
				)
			);
		}
	}

	/**
	 * Adds Einstellungen → Wunschliste.
	 */
	public static function menu(): void {
		add_options_page( __( 'Wishlist', 'tresen-wishlist' ), __( 'Wishlist', 'tresen-wishlist' ), 'manage_options', self::PAGE, array( self::class, 'render' ) );
	}

	/**
	 * The settings screen.
	 */
	public static function render(): void {
		echo '<div class="wrap"><h1>' . esc_html__( 'Wishlist', 'tresen-wishlist' ) . '</h1><form method="post" action="options.php">';
		settings_fields( self::PAGE );
		do_settings_sections( self::PAGE );
		submit_button();
		echo '</form></div>';
	}

	/**
	 * The page select.
	 */
	public static function page_field(): void {
		wp_dropdown_pages(
			array(
				'name'              => esc_attr( Plugin::PAGE_OPTION ),
				'id'                => esc_attr( Plugin::PAGE_OPTION ),
				'selected'          => absint( Plugin::page_id() ),
				'show_option_none'  => esc_html__( '— None —', 'tresen-wishlist' ),
				'option_none_value' => '0',
			)
		);
	}

	/**
	 * The items-per-page field (a whole number from 1 to 100).
	 */
	public static function per_page_field(): void {
		$saved = self::valid_per_page( get_option( self::PER_PAGE, self::PER_PAGE_DEFAULT ) ) ?? self::PER_PAGE_DEFAULT;
		printf(
			'<input type="number" class="small-text" id="%1$s" name="%1$s" value="%2$d" min="%3$d" max="%4$d" step="1" inputmode="numeric" required aria-describedby="%1$s-help"><p class="description" id="%1$s-help">%5$s</p>',
			esc_attr( self::PER_PAGE ),
			(int) $saved,
			(int) self::PER_PAGE_MIN,
			(int) self::PER_PAGE_MAX,
			/* translators: 1: smallest, 2: largest number. */
			esc_html( sprintf( __( 'A whole number from %1$d to %2$d. Longer lists get page links below them.', 'tresen-wishlist' ), self::PER_PAGE_MIN, self::PER_PAGE_MAX ) )
		);
	}

	/**
	 * A number field for a limit (1–1000).
	 *
	 * @param array{label_for: string, value: int, help: string} $args Field.
	 */
	public static function limit_field( array $args ): void {
		printf(
			'<input type="number" class="small-text" id="%1$s" name="%1$s" value="%2$d" min="1" max="%3$d" step="1" inputmode="numeric" required aria-describedby="%1$s-help"><p class="description" id="%1$s-help">%4$s</p>',
			esc_attr( $args['label_for'] ),
			(int) $args['value'],
			(int) self::ESTIMATE_MAX,
			esc_html( $args['help'] )
		);
	}

	/**
	 * A select.
	 *
	 * @param array{label_for: string, value: string, choices: array<string, string>} $args Field.
	 */
	public static function select_field( array $args ): void {
		printf( '<select id="%1$s" name="%1$s">', esc_attr( $args['label_for'] ) );
		foreach ( $args['choices'] as $value => $label ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $value ), selected( $args['value'], $value, false ), esc_html( $label ) );
		}
		echo '</select>';
	}

	/**
	 * A checkbox with its label.
	 *
	 * @param array{name: string, label: string, checked: bool} $args Field.
	 */
	public static function checkbox_field( array $args ): void {
		printf(
			'<input type="hidden" name="%1$s" value="no"><label><input type="checkbox" name="%1$s" value="yes"%2$s> %3$s</label>',
			esc_attr( $args['name'] ),
			checked( $args['checked'], true, false ),
			esc_html( $args['label'] )
		);
	}
}
