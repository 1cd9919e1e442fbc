<?php
/**
 * Settings → Cookie-Einstellungen.
 *
 * @package Tresen\CookieConsent
 */

namespace Tresen\CookieConsent\Admin;

use Tresen\CookieConsent\Options;

defined( 'ABSPATH' ) || exit;

/**
 * The settings page (Settings API; options.php checks the nonce and the
 * manage_options capability, Options::sanitize() cleans every value).
 */
final class SettingsPage {

	public const SLUG  = 'tresen-cookie-consent';
	public const GROUP = 'tresen_cookie_consent';

	/**
	 * Adds the hooks.
	 */
	public static function boot(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_init', array( self::class, 'register' ) );
	}

	/**
	 * The menu entry under Settings.
	 */
	public static function menu(): void {
		add_options_page(
			self::title(),
			self::title(),
			'manage_options',
			self::SLUG,
			array( self::class, 'render' )
		);
	}

	/**
	 * Registers the setting, sections and fields.
	 */
	public static function register(): void {
		register_setting(
			self::GROUP,
			Options::OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( Options::class, 'sanitize' ),
				'show_in_rest'      => false,
			)
		);

		add_settings_section( 'banner', __( 'Banner', 'tresen-cookie-consent' ), '__return_null', self::SLUG );
		self::field( 'banner', 'banner_text', __( 'Banner text', 'tresen-cookie-consent' ), 'field_banner_text' );
		self::field( 'banner', 'privacy_page_id', __( 'Privacy policy page', 'tresen-cookie-consent' ), 'field_privacy_page' );
		self::field( 'banner', 'truncate', __( 'Shorten the text after', 'tresen-cookie-consent' ), 'field_truncate' );

		add_settings_section( 'categories', __( 'Categories', 'tresen-cookie-consent' ), array( self::class, 'section_categories' ), self::SLUG );
		$categories = Options::get()['categories'];
		foreach ( Options::CATEGORIES as $slug ) {
			add_settings_field(
				'category_' . $slug,
				esc_html( $categories[ $slug ]['name'] ),
				array( self::class, 'field_category' ),
				self::SLUG,
				'categories',
				array( 'slug' => $slug )
			);
		}

		add_settings_section( 'behaviour', __( 'Behaviour', 'tresen-cookie-consent' ), '__return_null', self::SLUG );
		self::field( 'behaviour', 'scroll_accept', __( 'Scroll to accept', 'tresen-cookie-consent' ), 'field_scroll' );
		self::field( 'behaviour', 'auto_hide', __( 'Hide automatically', 'tresen-cookie-consent' ), 'field_auto_hide' );
		self::field( 'behaviour', 'google_consent_mode', __( 'Google Consent Mode v2', 'tresen-cookie-consent' ), 'field_google' );
	}

	/**
	 * Adds one field.
	 *
	 * @param string $section  Section id.
	 * @param string $key      Option key (used for the label target).
	 * @param string $title    Label.
	 * @param string $callback Method name.
	 */
	private static function field( string $section, string $key, string $title, string $callback ): void {
		add_settings_field( $key, $title, array( self::class, $callback ), self::SLUG, $section, array( 'label_for' => 'tresen-cc-' . $key ) );
	}

	/**
	 * Name attribute of an option key.
	 *
	 * @param string ...$path Keys.
	 */
	private static function name( string ...$path ): string {
		return Options::OPTION . '[' . implode( '][', $path ) . ']';
	}

	/**
	 * The page's title (menu entry and heading).
	 */
	private static function title(): string {
		return __( 'Cookie settings', 'tresen-cookie-consent' );
	}

	/**
	 * The page.
	 */
	public static function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( self::title() ) . '</h1>';
		echo '<p>' . esc_html(
			sprintf(
				/* translators: %d: policy version number */
				__( 'Policy version: %d. It rises automatically when you change the categories; visitors are then asked again.', 'tresen-cookie-consent' ),
				Options::version()
			)
		) . '</p>';
		echo '<form action="options.php" method="post">';
		settings_fields( self::GROUP );
		do_settings_sections( self::SLUG );
		submit_button();
		echo '</form></div>';
	}

	/**
	 * Banner text.
	 */
	public static function field_banner_text(): void {
		printf(
			'<textarea id="tresen-cc-banner_text" name="%s" rows="6" class="large-text">%s</textarea><p class="description">%s</p>',
			esc_attr( self::name( 'banner_text' ) ),
			esc_textarea( (string) Options::get()['banner_text'] ),
			esc_html__( 'Plain text. Say what you use cookies for, that partners may process data outside the EU, and that consent can be withdrawn at any time.', 'tresen-cookie-consent' )
		);
	}

	/**
	 * Privacy page.
	 */
	public static function field_privacy_page(): void {
		wp_dropdown_pages(
			array(
				'name'              => esc_attr( self::name( 'privacy_page_id' ) ),
				'id'                => 'tresen-cc-privacy_page_id',
				'selected'          => (int) Options::get()['privacy_page_id'],
				'show_option_none'  => esc_html__( '— The privacy policy page set under Settings → Privacy —', 'tresen-cookie-consent' ),
				'option_none_value' => '0',
			)
		);
	}

	/**
	 * Truncation length.
	 */
	public static function field_truncate(): void {
		printf(
			'<input type="number" id="tresen-cc-truncate" name="%s" value="%d" min="0" max="2000" class="small-text"> %s<p class="description">%s</p>',
			esc_attr( self::name( 'truncate' ) ),
			(int) Options::get()['truncate'],
			esc_html__( 'characters', 'tresen-cookie-consent' ),
			esc_html__( 'The rest is shown after "Read more". 0 shows the whole text.', 'tresen-cookie-consent' )
		);
	}

	/**
	 * Intro of the categories section.
	 */
	public static function section_categories(): void {
		echo '<p>' . esc_html__( 'Cookie names: separated by commas; a trailing * matches every cookie starting with that name. When a visitor withdraws consent, these cookies are deleted.', 'tresen-cookie-consent' ) . '</p>';
	}

	/**
	 * One category: enabled, name, description, cookie names.
	 *
	 * @param array{slug: string} $args Field arguments.
	 */
	public static function field_category( array $args ): void {
		$slug     = $args['slug'];
		$category = Options::get()['categories'][ $slug ];
		$locked   = Options::NECESSARY === $slug;
		$id       = 'tresen-cc-cat-' . $slug;
		echo '<fieldset>';
		if ( $locked ) {
			echo '<p><input type="hidden" name="' . esc_attr( self::name( 'categories', $slug, 'enabled' ) ) . '" value="1">' . esc_html__( 'Always active; visitors cannot switch it off.', 'tresen-cookie-consent' ) . '</p>';
		} else {
			printf(
				'<p><label><input type="checkbox" name="%s" value="1"%s> %s</label></p>',
				esc_attr( self::name( 'categories', $slug, 'enabled' ) ),
				checked( ! empty( $category['enabled'] ), true, false ),
				esc_html__( 'Show this category', 'tresen-cookie-consent' )
			);
		}
		printf(
			'<p><label for="%1$s-name">%2$s</label><br><input type="text" id="%1$s-name" name="%3$s" value="%4$s" class="regular-text" maxlength="100"></p>',
			esc_attr( $id ),
			esc_html__( 'Name', 'tresen-cookie-consent' ),
			esc_attr( self::name( 'categories', $slug, 'name' ) ),
			esc_attr( (string) $category['name'] )
		);
		printf(
			'<p><label for="%1$s-description">%2$s</label><br><textarea id="%1$s-description" name="%3$s" rows="2" class="large-text">%4$s</textarea></p>',
			esc_attr( $id ),
			esc_html__( 'Description', 'tresen-cookie-consent' ),
			esc_attr( self::name( 'categories', $slug, 'description' ) ),
			esc_textarea( (string) $category['description'] )
		);
		printf(
			'<p><label for="%1$s-cookies">%2$s</label><br><input type="text" id="%1$s-cookies" name="%3$s" value="%4$s" class="large-text"></p>',
			esc_attr( $id ),
			esc_html__( 'Cookie names', 'tresen-cookie-consent' ),
			esc_attr( self::name( 'categories', $slug, 'cookies' ) ),
			esc_attr( implode( ', ', (array) $category['cookies'] ) )
		);
		echo '</fieldset>';
	}

	/**
	 * Scroll-to-accept.
	 */
	public static function field_scroll(): void {
		$options = Options::get();
		printf(
			'<label><input type="checkbox" id="tresen-cc-scroll_accept" name="%s" value="1"%s> %s</label> <input type="number" name="%s" value="%d" min="1" max="10000" class="small-text" aria-label="%s"> px<p class="description">%s</p>',
			esc_attr( self::name( 'scroll_accept' ) ),
			checked( (bool) $options['scroll_accept'], true, false ),
			esc_html__( 'Accept all cookies when the visitor scrolls further than', 'tresen-cookie-consent' ),
			esc_attr( self::name( 'scroll_offset' ) ),
			(int) $options['scroll_offset'],
			esc_attr__( 'Scroll distance in pixels', 'tresen-cookie-consent' ),
			esc_html__( 'Not recommended: scrolling is not a valid consent under the GDPR.', 'tresen-cookie-consent' )
		);
	}

	/**
	 * Auto-hide.
	 */
	public static function field_auto_hide(): void {
		$options = Options::get();
		printf(
			'<label><input type="checkbox" id="tresen-cc-auto_hide" name="%s" value="1"%s> %s</label> <input type="number" name="%s" value="%d" min="1000" max="600000" step="500" class="small-text" aria-label="%s"> ms<p class="description">%s</p>',
			esc_attr( self::name( 'auto_hide' ) ),
			checked( (bool) $options['auto_hide'], true, false ),
			esc_html__( 'Hide the banner after', 'tresen-cookie-consent' ),
			esc_attr( self::name( 'auto_hide_delay' ) ),
			(int) $options['auto_hide_delay'],
			esc_attr__( 'Delay in milliseconds', 'tresen-cookie-consent' ),
			esc_html__( 'Hiding records no consent: nothing beyond the necessary cookies is allowed, and the banner appears again on the next page.', 'tresen-cookie-consent' )
		);
	}

	/**
	 * Google Consent Mode.
	 */
	public static function field_google(): void {
		printf(
			'<label><input type="checkbox" id="tresen-cc-google_consent_mode" name="%s" value="1"%s> %s</label>',
			esc_attr( self::name( 'google_consent_mode' ) ),
			checked( (bool) Options::get()['google_consent_mode'], true, false ),
			esc_html__( 'Send the visitor\'s choice to Google tags (default "denied" until consent).', 'tresen-cookie-consent' )
		);
	}
}
