<?php
/**
 * The owner's Customizer panel "Tresen-Design" and where its settings reach
 * the page: inline CSS custom properties beside the theme's stylesheet,
 * classes on the body and the header, the footer's text columns, the shop
 * grid's columns and the accent colour of theme.json (block editor).
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Owner;

use Tresen\Theme\Feature;
use Tresen\Theme\Template\Footer;
use Tresen\Theme\Theme;

defined( 'ABSPATH' ) || exit;

/**
 * Customizer sections, controls and the live preview.
 */
final class Customizer implements Feature {

	/** Panel id. */
	public const PANEL = 'tresen_design';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'customize_register', array( $this, 'customize' ) );
		add_action( 'customize_preview_init', array( $this, 'preview_script' ) );
		add_action( 'wp_enqueue_scripts', array( self::class, 'inline_css' ), 20 );
		add_filter( 'body_class', array( self::class, 'body_class' ) );
		add_filter( 'wp_theme_json_data_theme', array( self::class, 'theme_json_accent' ) );
		add_filter( 'wp_theme_json_data_default', array( self::class, 'without_core_presets' ) );
	}

	/**
	 * The settings' CSS custom properties, inline after the theme's stylesheet (no extra file or request).
	 */
	public static function inline_css(): void {
		$css = Settings::css();
		if ( '' !== $css && wp_style_is( 'tresen-theme', 'enqueued' ) ) {
			wp_add_inline_style( 'tresen-theme', $css );
		}
	}

	/**
	 * The product card style as a body class.
	 *
	 * @param mixed $classes Body classes.
	 * @return string[]
	 */
	public static function body_class( $classes ): array {
		$classes = is_array( $classes ) ? $classes : array();
		return array_merge( $classes, array_map( 'sanitize_html_class', Settings::body_classes() ) );
	}

	/**
	 * The Customizer's accent replaces theme.json's, so the block editor offers the same colour.
	 *
	 * @param mixed $theme_json Theme data (WP_Theme_JSON_Data).
	 * @return mixed
	 */
	public static function theme_json_accent( $theme_json ) {
		$accent = (string) Settings::get( 'tresen_accent_color' );
		if ( Settings::ACCENT === $accent || ! is_object( $theme_json ) || ! method_exists( $theme_json, 'get_data' ) || ! method_exists( $theme_json, 'update_with' ) ) {
			return $theme_json;
		}
		$data    = (array) $theme_json->get_data();
		$palette = $data['settings']['color']['palette'] ?? array();
		// Keyed by origin ('theme') once WordPress has read it, a plain list in theme.json.
		$palette = is_array( $palette ) && isset( $palette['theme'] ) ? $palette['theme'] : $palette;
		if ( ! is_array( $palette ) || ! $palette ) {
			return $theme_json;
		}
		foreach ( $palette as $i => $entry ) {
			if ( is_array( $entry ) && 'accent' === ( $entry['slug'] ?? '' ) ) {
				$palette[ $i ]['color'] = $accent;
			}
		}
		return $theme_json->update_with(
			array(
				'version'  => $data['version'] ?? 3,
				'settings' => array( 'color' => array( 'palette' => array_values( $palette ) ) ),
			)
		);
	}

	/**
	 * Leaves out core's default palette, gradients, duotone filters and font
	 * sizes, which theme.json hides from the editor anyway
	 * (`defaultPalette` etc. false), so the page's global styles carry only
	 * the theme's presets (about 7 KB less inline CSS on every page than with
	 * both; 4 KB less than before the theme had a theme.json).
	 *
	 * @param mixed $theme_json Core's default data (WP_Theme_JSON_Data).
	 * @return mixed
	 */
	public static function without_core_presets( $theme_json ) {
		if ( ! is_object( $theme_json ) || ! method_exists( $theme_json, 'update_with' ) || ! method_exists( $theme_json, 'get_data' ) ) {
			return $theme_json;
		}
		$data = (array) $theme_json->get_data();
		unset( $data['settings']['color']['palette'], $data['settings']['color']['gradients'], $data['settings']['color']['duotone'], $data['settings']['typography']['fontSizes'], $data['settings']['spacing']['spacingSizes'], $data['settings']['shadow']['presets'] );
		return new \WP_Theme_JSON_Data( $data, 'default' );
	}

	/**
	 * The live preview's script (only inside the Customizer's preview).
	 */
	public function preview_script(): void {
		$assets = Theme::assets();
		if ( null === $assets || ! $assets->exists( 'customize-preview' ) ) {
			return;
		}
		$asset = $assets->asset( 'customize-preview' );
		wp_enqueue_script( 'tresen-customize-preview', $assets->url( 'build/customize-preview.js' ), array_merge( array( 'customize-preview' ), $asset['dependencies'] ), $asset['version'], true );
	}

	/**
	 * Panel, sections, settings and controls.
	 *
	 * @param \WP_Customize_Manager $wp_customize Customizer.
	 */
	public function customize( $wp_customize ): void {
		$wp_customize->add_panel(
			self::PANEL,
			array(
				'title'    => __( 'Tresen design', 'tresen' ),
				'priority' => 30,
			)
		);
		$sections = array(
			'tresen_header' => __( 'Header', 'tresen' ),
			'tresen_footer' => __( 'Footer', 'tresen' ),
			'tresen_shop'   => __( 'Shop', 'tresen' ),
			'tresen_colors' => __( 'Colours', 'tresen' ),
		);
		foreach ( $sections as $id => $title ) {
			$wp_customize->add_section(
				$id,
				array(
					'title' => $title,
					'panel' => self::PANEL,
				)
			);
		}

		$this->setting( $wp_customize, 'tresen_logo_height', 'postMessage' );
		$wp_customize->add_control(
			'tresen_logo_height',
			array(
				'label'       => __( 'Logo height (px)', 'tresen' ),
				'description' => __( 'From 24 to 120 pixels. The sticky header shows the logo at most 44 pixels high.', 'tresen' ),
				'section'     => 'tresen_header',
				'type'        => 'number',
				'input_attrs' => array(
					'min'  => Settings::RANGES['tresen_logo_height'][0],
					'max'  => Settings::RANGES['tresen_logo_height'][1],
					'step' => 1,
				),
			)
		);
		$this->setting( $wp_customize, 'tresen_header_layout', 'postMessage' );
		$wp_customize->add_control(
			'tresen_header_layout',
			array(
				'label'   => __( 'Logo position', 'tresen' ),
				'section' => 'tresen_header',
				'type'    => 'radio',
				'choices' => array(
					'left'   => __( 'Left', 'tresen' ),
					'center' => __( 'Centred', 'tresen' ),
				),
			)
		);
		$this->setting( $wp_customize, 'tresen_header_search', 'refresh' );
		$wp_customize->add_control(
			'tresen_header_search',
			array(
				'label'   => __( 'Product search', 'tresen' ),
				'section' => 'tresen_header',
				'type'    => 'radio',
				'choices' => array(
					'bar'    => __( 'Search field in the header', 'tresen' ),
					'button' => __( 'Search button that opens the field', 'tresen' ),
				),
			)
		);
		$this->setting( $wp_customize, 'tresen_header_sticky', 'postMessage' );
		$wp_customize->add_control(
			'tresen_header_sticky',
			array(
				'label'   => __( 'Keep the header at the top while scrolling', 'tresen' ),
				'section' => 'tresen_header',
				'type'    => 'checkbox',
			)
		);

		$this->setting( $wp_customize, 'tresen_footer_columns', 'postMessage' );
		$wp_customize->add_control(
			'tresen_footer_columns',
			array(
				'label'   => __( 'Footer columns', 'tresen' ),
				'section' => 'tresen_footer',
				'type'    => 'select',
				'choices' => array(
					1 => '1',
					2 => '2',
					3 => '3',
					4 => '4',
				),
			)
		);
		$partial_settings = array( 'tresen_footer_columns' );
		for ( $i = 1; $i <= 4; $i++ ) {
			$key = 'tresen_footer_text_' . $i;
			$this->setting( $wp_customize, $key, 'postMessage' );
			$wp_customize->add_control(
				$key,
				array(
					/* translators: %d: column number. */
					'label'       => sprintf( __( 'Footer column %d', 'tresen' ), $i ),
					'description' => 1 === $i ? __( 'Text with links (address, opening hours, contact). Empty columns are left out.', 'tresen' ) : '',
					'section'     => 'tresen_footer',
					'type'        => 'textarea',
				)
			);
			$partial_settings[] = $key;
		}
		$wp_customize->selective_refresh->add_partial(
			'tresen_footer_columns',
			array(
				'selector'            => '.footer-columns-area',
				'settings'            => $partial_settings,
				'render_callback'     => array( Footer::class, 'text_columns_inner' ),
				'container_inclusive' => false,
			)
		);

		$columns = array(
			'tresen_shop_columns_phone' => __( 'Products per row on phones', 'tresen' ),
			'tresen_shop_columns_tab'   => __( 'Products per row on tablets', 'tresen' ),
			'tresen_shop_columns_desk'  => __( 'Products per row on desktops', 'tresen' ),
		);
		foreach ( $columns as $key => $label ) {
			$this->setting( $wp_customize, $key, 'postMessage' );
			$choices = array();
			for ( $n = Settings::RANGES[ $key ][0]; $n <= Settings::RANGES[ $key ][1]; $n++ ) {
				$choices[ $n ] = (string) $n;
			}
			$wp_customize->add_control(
				$key,
				array(
					'label'   => $label,
					'section' => 'tresen_shop',
					'type'    => 'select',
					'choices' => $choices,
				)
			);
		}
		$this->setting( $wp_customize, 'tresen_card_style', 'postMessage' );
		$wp_customize->add_control(
			'tresen_card_style',
			array(
				'label'   => __( 'Product card style', 'tresen' ),
				'section' => 'tresen_shop',
				'type'    => 'radio',
				'choices' => array(
					'plain'    => __( 'Plain', 'tresen' ),
					'boxed'    => __( 'Boxed (frame and shadow)', 'tresen' ),
					'centered' => __( 'Centred text', 'tresen' ),
				),
			)
		);

		$this->setting( $wp_customize, 'tresen_accent_color', 'postMessage', array( self::class, 'validate_accent' ) );
		$wp_customize->add_control(
			new \WP_Customize_Color_Control(
				$wp_customize,
				'tresen_accent_color',
				array(
					'label'       => __( 'Accent colour', 'tresen' ),
					'description' => __( 'Buttons, links and prices on sale. It needs a contrast of at least 4.5:1 against white, so text stays readable.', 'tresen' ),
					'section'     => 'tresen_colors',
				)
			)
		);
	}

	/**
	 * Adds one theme-mod setting with its sanitizer.
	 *
	 * @param \WP_Customize_Manager $wp_customize Customizer.
	 * @param string                $key          Setting key.
	 * @param string                $transport    'postMessage' or 'refresh'.
	 * @param callable|null         $validate     Validation callback.
	 */
	private function setting( $wp_customize, string $key, string $transport, ?callable $validate = null ): void {
		$args = array(
			'default'           => Settings::DEFAULTS[ $key ],
			'type'              => 'theme_mod',
			'capability'        => 'edit_theme_options',
			'transport'         => $transport,
			'sanitize_callback' => static fn( $value ) => Settings::sanitize( $key, $value ),
		);
		if ( null !== $validate ) {
			$args['validate_callback'] = $validate;
		}
		$wp_customize->add_setting( $key, $args );
	}

	/**
	 * Refuses an accent colour that is not a colour or too light for text on white.
	 *
	 * @param \WP_Error $validity Validity.
	 * @param mixed     $value    Submitted value.
	 * @return \WP_Error
	 */
	public static function validate_accent( $validity, $value ) {
		if ( ! is_string( $value ) || ! sanitize_hex_color( trim( $value ) ) ) {
			$validity->add( 'invalid_color', __( 'Please enter a colour as #rrggbb.', 'tresen' ) );
			return $validity;
		}
		$ratio = Settings::contrast_on_white( $value );
		if ( $ratio < Settings::MIN_CONTRAST ) {
			$validity->add(
				'low_contrast',
				sprintf(
					/* translators: %s: contrast ratio, e.g. 2.9. */
					__( 'This colour is too light: its contrast against white is %s:1, at least 4.5:1 is needed. Please choose a darker shade.', 'tresen' ),
					number_format_i18n( $ratio, 1 )
				)
			);
		}
		return $validity;
	}
}
