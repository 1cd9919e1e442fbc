<?php
/**
 * Bootstrap of the contact form plugin.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

use Tresen\Common\V4\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin's hooks.
 */
final class Plugin {

	public const DOMAIN = 'tresen-contact-form';

	/** Option set once the default form exists. */
	public const SETUP_OPTION = 'tresen_contact_form_default_id';

	/**
	 * Asset helper.
	 *
	 * @var Assets|null
	 */
	private static $assets = null;

	/**
	 * Whether the settings were printed.
	 *
	 * @var bool
	 */
	private static $settings_done = false;

	/**
	 * Adds every hook. Called on plugins_loaded.
	 */
	public static function boot(): void {
		if ( class_exists( Assets::class ) ) {
			self::$assets = Assets::for_plugin( TRESEN_CONTACT_FORM_FILE, self::DOMAIN );
		}
		add_action( 'init', array( self::class, 'load_textdomain' ), 0 );
		add_action( 'init', array( self::class, 'register_types' ) );
		add_action( 'init', array( self::class, 'register_embeds' ) );
		add_action( 'init', array( self::class, 'ensure_default_form' ), 20 );
		add_action( 'rest_api_init', array( Rest::class, 'register' ) );
		// Uploads whose mail never went out are deleted after the retention period.
		add_action( Uploads::PURGE_EVENT, array( Uploads::class, 'purge' ) );
		add_action( 'init', array( Uploads::class, 'schedule_purge' ) );
		add_filter( 'rest_post_dispatch', array( Rest::class, 'german_core_errors' ), 10, 3 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue_if_needed' ) );
		add_action( 'template_redirect', array( NoScript::class, 'maybe_process' ) );
		add_filter( 'tresen_seed_contact_page_content', array( self::class, 'seed_contact_page_content' ) );
		if ( is_admin() ) {
			Admin\FormEditor::boot();
			Admin\Submissions::boot();
		}
		add_action( 'before_delete_post', array( Admin\Submissions::class, 'delete_files' ) );
		Privacy::register();
	}

	/**
	 * Activation: the default form exists from the first page view.
	 */
	public static function activate(): void {
		self::register_types();
		self::ensure_default_form();
	}

	/**
	 * Loads PHP translations.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( self::DOMAIN, false, dirname( plugin_basename( TRESEN_CONTACT_FORM_FILE ) ) . '/languages' );
	}

	/**
	 * Registers the form and submission post types.
	 */
	public static function register_types(): void {
		if ( post_type_exists( ContactForm::POST_TYPE ) ) {
			return;
		}
		register_post_type(
			ContactForm::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Contact forms', 'tresen-contact-form' ),
					'singular_name' => __( 'Contact form', 'tresen-contact-form' ),
					'add_new_item'  => __( 'Add new contact form', 'tresen-contact-form' ),
					'edit_item'     => __( 'Edit contact form', 'tresen-contact-form' ),
					'menu_name'     => __( 'Contact', 'tresen-contact-form' ),
					'all_items'     => __( 'Contact forms', 'tresen-contact-form' ),
				),
				'public'          => false,
				'show_ui'         => true,
				'show_in_menu'    => true,
				'menu_icon'       => 'dashicons-email',
				'menu_position'   => 30,
				'capability_type' => 'page',
				'map_meta_cap'    => true,
				'supports'        => array( 'title' ),
				'rewrite'         => false,
				'query_var'       => false,
			)
		);
		register_post_type(
			Store::POST_TYPE,
			array(
				'labels'          => array(
					'name'          => __( 'Messages', 'tresen-contact-form' ),
					'singular_name' => __( 'Message', 'tresen-contact-form' ),
					'edit_item'     => __( 'Message', 'tresen-contact-form' ),
					'not_found'     => __( 'No messages yet.', 'tresen-contact-form' ),
				),
				'public'          => false,
				'show_ui'         => true,
				'show_in_menu'    => 'edit.php?post_type=' . ContactForm::POST_TYPE,
				'capability_type' => 'page',
				'capabilities'    => array( 'create_posts' => 'do_not_allow' ),
				'map_meta_cap'    => true,
				'supports'        => array( 'title' ),
				'rewrite'         => false,
				'query_var'       => false,
			)
		);
	}

	/**
	 * Shortcodes ([tresen_contact_form] and [contact-form-7]) and the block.
	 */
	public static function register_embeds(): void {
		add_shortcode( 'tresen_contact_form', array( self::class, 'shortcode' ) );
		if ( ! shortcode_exists( 'contact-form-7' ) ) {
			add_shortcode( 'contact-form-7', array( self::class, 'shortcode' ) );
		}
		Block::register( self::$assets );
	}

	/**
	 * Shortcode output.
	 *
	 * @param array<string, string>|string $atts Attributes: id, title, html_id, html_class.
	 */
	public static function shortcode( $atts ): string {
		$atts = shortcode_atts(
			array(
				'id'         => '',
				'title'      => '',
				'html_id'    => '',
				'html_class' => '',
			),
			(array) $atts
		);
		$form = ContactForm::find( (int) $atts['id'] );
		if ( null === $form && '' !== $atts['title'] ) {
			$post = get_posts(
				array(
					'post_type'   => ContactForm::POST_TYPE,
					'title'       => $atts['title'],
					'numberposts' => 1,
					'fields'      => 'ids',
				)
			);
			$form = $post ? ContactForm::find( (int) $post[0] ) : null;
		}
		return self::render( $form, $atts );
	}

	/**
	 * Renders a form (or a notice when it does not exist) and loads the assets.
	 *
	 * @param ContactForm|null     $form Form.
	 * @param array<string, mixed> $atts Attributes.
	 */
	public static function render( ?ContactForm $form, array $atts = array() ): string {
		if ( null === $form ) {
			return current_user_can( 'edit_pages' )
				? '<p class="wpcf7-contact-form-not-found"><strong>' . esc_html__( 'Error:', 'tresen-contact-form' ) . '</strong> ' . esc_html__( 'Contact form not found.', 'tresen-contact-form' ) . '</p>'
				: '';
		}
		self::enqueue();
		return Renderer::render( $form, $atts );
	}

	/**
	 * Enqueues the form script and style on singular pages that embed a form
	 * (early, in the head); render() covers forms in widgets and templates.
	 */
	public static function enqueue_if_needed(): void {
		$post = get_post();
		if ( ! is_singular() || ! $post ) {
			return;
		}
		$content = (string) $post->post_content;
		if ( has_shortcode( $content, 'tresen_contact_form' ) || has_shortcode( $content, 'contact-form-7' ) || has_block( Block::NAME, $post ) ) {
			self::enqueue();
		}
	}

	/**
	 * Enqueues the frontend entry once, with its settings.
	 */
	public static function enqueue(): void {
		if ( null === self::$assets ) {
			return;
		}
		$handle = self::$assets->enqueue( 'contact-form' );
		if ( ! self::$settings_done ) {
			self::$settings_done = true;
			self::$assets->settings( $handle, 'wpcf7', self::settings() );
		}
	}

	/**
	 * Settings for the script (the same for every visitor: pages are cached).
	 *
	 * @return array<string, mixed>
	 */
	public static function settings(): array {
		return array(
			'api'      => array(
				'root'      => esc_url_raw( get_rest_url() ),
				'namespace' => Rest::NAMESPACE,
			),
			'messages' => array(
				'fetchError'      => __( 'You are probably offline.', 'tresen-contact-form' ),
				'invalidJson'     => __( 'The server sent an answer we could not read. Your entries are still here: please try again.', 'tresen-contact-form' ),
				/* translators: %d: HTTP status code. */
				'httpError'       => __( 'The server could not process your message (error %d). Your entries are still here: please try again later.', 'tresen-contact-form' ),
				'wrongPlace'      => __( 'This contact form is placed in the wrong place.', 'tresen-contact-form' ),
				'error'           => __( 'Error:', 'tresen-contact-form' ),
				'validationError' => Messages::defaults()['validation_error'],
			),
		);
	}

	/**
	 * Creates the default German contact form once, when there is none.
	 */
	public static function ensure_default_form(): int {
		$existing = (int) get_option( self::SETUP_OPTION, 0 );
		if ( $existing > 0 ) {
			return $existing;
		}
		$any = get_posts(
			array(
				'post_type'   => ContactForm::POST_TYPE,
				'post_status' => 'publish',
				'numberposts' => 1,
				'fields'      => 'ids',
				'orderby'     => 'ID',
				'order'       => 'ASC',
			)
		);
		$id  = $any ? (int) $any[0] : ContactForm::make_default()->save();
		if ( $id > 0 ) {
			update_option( self::SETUP_OPTION, $id, true );
		}
		return $id;
	}

	/**
	 * The seeder's Kontakt page content: the default form's shortcode.
	 *
	 * @param string $content Default content.
	 */
	public static function seed_contact_page_content( $content ): string {
		self::register_types();
		$form = ContactForm::find( self::ensure_default_form() );
		if ( null === $form ) {
			return (string) $content;
		}
		if ( str_contains( (string) $content, '[tresen_contact_form' ) || str_contains( (string) $content, '[contact-form-7' ) ) {
			return (string) $content;
		}
		if ( '' === trim( (string) $content ) ) {
			$content = "<!-- wp:paragraph -->\n<p>" . esc_html__( 'Questions about a drink, your order or a delivery? Write to us: we will answer as soon as we can.', 'tresen-contact-form' ) . "</p>\n<!-- /wp:paragraph -->";
		}
		return rtrim( (string) $content ) . "\n\n<!-- wp:shortcode -->\n" . $form->shortcode() . "\n<!-- /wp:shortcode -->\n";
	}
}
