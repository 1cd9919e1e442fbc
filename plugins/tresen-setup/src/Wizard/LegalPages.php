<?php
/**
 * Step 2 of the Einrichtung: the legal pages. For each page the owner picks
 * an existing page or has one created from the plugin's German template,
 * filled from the company data (step 1). Created pages carry the post meta
 * `_tresen_setup_template` and are listed as "Vorlage – bitte prüfen" until
 * the owner edits them. The options the theme, the legal plugin and
 * WooCommerce read are set (`tresen_imprint_page_id`, `woocommerce_terms_page_id`,
 * `wp_page_for_privacy_policy`, …); when a menu is assigned to the theme's
 * footer-legal location, missing pages are added to it.
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Wizard;

defined( 'ABSPATH' ) || exit;

/**
 * Legal pages.
 */
final class LegalPages {

	public const STEP = 'pages';
	public const META = '_tresen_setup_template';

	/**
	 * Key => [option, slug, template file].
	 *
	 * @var array<string, array{0: string, 1: string, 2: string}>
	 */
	private const PAGES = array(
		'imprint'       => array( 'tresen_imprint_page_id', 'impressum', 'impressum' ),
		'terms'         => array( 'woocommerce_terms_page_id', 'agb', 'agb' ),
		'withdrawal'    => array( 'tresen_withdrawal_page_id', 'widerrufsbelehrung', 'widerrufsbelehrung' ),
		'privacy'       => array( 'wp_page_for_privacy_policy', 'datenschutzerklaerung', 'datenschutzerklaerung' ),
		'shipping'      => array( 'tresen_shipping_page_id', 'versand-und-zahlung', 'versand-und-zahlung' ),
		'accessibility' => array( 'tresen_accessibility_page_id', 'barrierefreiheit', 'barrierefreiheit' ),
	);

	/**
	 * Hooks: the "template" post state and its end on the owner's first edit.
	 */
	public static function register(): void {
		add_filter( 'display_post_states', array( self::class, 'post_state' ), 10, 2 );
		add_action( 'post_updated', array( self::class, 'edited' ), 10, 3 );
	}

	/**
	 * Page titles.
	 *
	 * @return array<string, string>
	 */
	public static function titles(): array {
		return array(
			'imprint'       => __( 'Imprint', 'tresen-setup' ),
			'terms'         => __( 'Terms and conditions', 'tresen-setup' ),
			'withdrawal'    => __( 'Cancellation policy', 'tresen-setup' ),
			'privacy'       => __( 'Privacy policy', 'tresen-setup' ),
			'shipping'      => __( 'Shipping & payment', 'tresen-setup' ),
			'accessibility' => __( 'Accessibility', 'tresen-setup' ),
		);
	}

	/**
	 * The page an option or the slug points to now (any status but trash), or 0.
	 *
	 * @param string $key Page key.
	 */
	public static function current( string $key ): int {
		list( $option, $slug ) = self::PAGES[ $key ];
		$id                    = (int) get_option( $option, 0 );
		if ( $id > 0 && 'page' === get_post_type( $id ) && 'trash' !== get_post_status( $id ) ) {
			return $id;
		}
		$page = get_page_by_path( $slug );
		return $page instanceof \WP_Post && 'trash' !== $page->post_status ? $page->ID : 0;
	}

	/**
	 * The state for the wizard: per page the current page and whether it is an unreviewed template, and the pages to pick from.
	 *
	 * @return array{pages: array<int, array{key: string, title: string, page_id: int, template: bool, edit_url: string}>, choices: array<int, array{id: int, title: string}>}
	 */
	public static function state(): array {
		$pages = array();
		foreach ( self::titles() as $key => $title ) {
			$id      = self::current( $key );
			$pages[] = array(
				'key'      => $key,
				'title'    => $title,
				'page_id'  => $id,
				'template' => $id > 0 && (bool) get_post_meta( $id, self::META, true ),
				'edit_url' => $id > 0 ? (string) get_edit_post_link( $id, 'raw' ) : '',
			);
		}
		$choices = array();
		foreach ( get_pages( array( 'post_status' => 'publish,draft' ) ) as $page ) {
			$choices[] = array(
				'id'    => $page->ID,
				'title' => get_the_title( $page ),
			);
		}
		return array(
			'pages'   => $pages,
			'choices' => $choices,
		);
	}

	/**
	 * A template filled with the company data (escaped).
	 *
	 * @param string $key Page key.
	 */
	public static function content( string $key ): string {
		$c    = Company::get();
		$file = dirname( __DIR__, 2 ) . '/templates/pages/' . self::PAGES[ $key ][2] . '.html';
		$html = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the plugin's own template.
		$e    = static fn( string $s ): string => esc_html( $s );
		$map  = array(
			'{{name}}'                 => $e( $c['name'] ),
			'{{street}}'               => $e( $c['street'] ),
			'{{postcode}}'             => $e( $c['postcode'] ),
			'{{city}}'                 => $e( $c['city'] ),
			'{{country}}'              => 'AT' === $c['country'] ? 'Österreich' : 'Deutschland',
			'{{email}}'                => $e( $c['email'] ),
			'{{phone}}'                => $e( $c['phone'] ),
			'{{phone_line}}'           => '' !== $c['phone'] ? 'Telefon: ' . $e( $c['phone'] ) . '<br>' : '',
			'{{representative_block}}' => '' !== $c['representative'] ? "<h2>Vertreten durch</h2>\n<p>" . $e( $c['representative'] ) . "</p>\n" : '',
			'{{register_block}}'       => '' !== $c['register_number'] ? "<h2>Registereintrag</h2>\n<p>Registergericht: " . $e( $c['register_court'] ) . '<br>Registernummer: ' . $e( $c['register_number'] ) . "</p>\n" : '',
			'{{vat_block}}'            => '' !== $c['vat_id'] ? "<h2>Umsatzsteuer-ID</h2>\n<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: " . $e( $c['vat_id'] ) . "</p>\n" : '',
		);
		if ( 'withdrawal' === $key && '' === $c['phone'] ) {
			$map['Telefon: {{phone}}, '] = '';
		}
		return trim( strtr( $html, $map ) );
	}

	/**
	 * Applies the owner's choice per page: "create" (from the template) or a page id.
	 *
	 * @param array<string, mixed> $choice Key => "create" | page id.
	 * @return array<string, int>|\WP_Error Key => page id.
	 */
	public static function apply( array $choice ) {
		$titles = self::titles();
		$errors = array();
		foreach ( $choice as $key => $value ) {
			if ( ! isset( self::PAGES[ $key ] ) ) {
				/* translators: %s: page key. */
				$errors[] = sprintf( __( 'Unknown legal page “%s”.', 'tresen-setup' ), (string) $key );
			} elseif ( 'create' !== $value && 'page' !== get_post_type( (int) $value ) ) {
				/* translators: %s: page title, e.g. Impressum. */
				$errors[] = sprintf( __( 'For “%s” choose an existing page or “create from template”.', 'tresen-setup' ), $titles[ $key ] );
			}
		}
		if ( $errors ) {
			return new \WP_Error( 'tresen_setup_invalid_pages', implode( ' ', $errors ), array( 'status' => 400 ) );
		}
		$out = array();
		foreach ( $choice as $key => $value ) {
			$id = 'create' === $value ? self::create( (string) $key ) : (int) $value;
			if ( $id <= 0 ) {
				/* translators: %s: page title. */
				return new \WP_Error( 'tresen_setup_page_failed', sprintf( __( 'The page “%s” could not be created.', 'tresen-setup' ), $titles[ $key ] ), array( 'status' => 500 ) );
			}
			if ( 'publish' !== get_post_status( $id ) ) {
				wp_publish_post( $id );
			}
			Undo::set_option( self::STEP, self::PAGES[ $key ][0], $id );
			$out[ (string) $key ] = $id;
		}
		self::add_to_footer_menu( array_values( $out ) );
		return $out;
	}

	/**
	 * Creates a page from its template.
	 *
	 * @param string $key Page key.
	 */
	private static function create( string $key ): int {
		$id = wp_insert_post(
			array(
				'post_type'      => 'page',
				'post_status'    => 'publish',
				'post_title'     => self::german_title( $key ),
				'post_name'      => self::PAGES[ $key ][1],
				'post_content'   => self::content( $key ),
				'comment_status' => 'closed',
				'ping_status'    => 'closed',
				'meta_input'     => array( self::META => '1' ),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return 0;
		}
		Undo::created_post( self::STEP, (int) $id );
		return (int) $id;
	}

	/**
	 * The page's title on the storefront (the shop is German; the theme and
	 * the Shop-Check find the pages by these link texts).
	 *
	 * @param string $key Page key.
	 */
	private static function german_title( string $key ): string {
		$titles = array(
			'imprint'       => 'Impressum',
			'terms'         => 'AGB',
			'withdrawal'    => 'Widerrufsbelehrung',
			'privacy'       => 'Datenschutzerklärung',
			'shipping'      => 'Versand & Zahlung',
			'accessibility' => 'Barrierefreiheit',
		);
		return $titles[ $key ];
	}

	/**
	 * Adds pages missing from the menu assigned to footer-legal (when one is).
	 *
	 * @param int[] $ids Page ids.
	 */
	private static function add_to_footer_menu( array $ids ): void {
		$locations = get_nav_menu_locations();
		$menu      = isset( $locations['footer-legal'] ) ? (int) $locations['footer-legal'] : 0;
		if ( $menu <= 0 || ! wp_get_nav_menu_object( $menu ) ) {
			return;
		}
		$items   = wp_get_nav_menu_items( $menu );
		$present = array();
		foreach ( is_array( $items ) ? $items : array() as $item ) {
			if ( 'post_type' === $item->type ) {
				$present[] = (int) $item->object_id;
			}
		}
		foreach ( $ids as $id ) {
			if ( in_array( $id, $present, true ) ) {
				continue;
			}
			$item = wp_update_nav_menu_item(
				$menu,
				0,
				array(
					'menu-item-object-id' => $id,
					'menu-item-object'    => 'page',
					'menu-item-type'      => 'post_type',
					'menu-item-status'    => 'publish',
				)
			);
			if ( is_int( $item ) && $item > 0 ) {
				Undo::created_post( self::STEP, $item );
			}
		}
	}

	/**
	 * "Vorlage – bitte prüfen" beside a created page in the pages list.
	 *
	 * @param array<string, string> $states States.
	 * @param \WP_Post              $post   Post.
	 * @return array<string, string>
	 */
	public static function post_state( $states, $post ) {
		if ( $post instanceof \WP_Post && get_post_meta( $post->ID, self::META, true ) ) {
			$states['tresen_template'] = __( 'Template – please review', 'tresen-setup' );
		}
		return $states;
	}

	/**
	 * The owner changed a template's content: it is the owner's text now.
	 *
	 * @param int      $id     Post id.
	 * @param \WP_Post $after  After.
	 * @param \WP_Post $before Before.
	 */
	public static function edited( $id, $after, $before ): void {
		if ( $after instanceof \WP_Post && $before instanceof \WP_Post && $after->post_content !== $before->post_content && get_post_meta( (int) $id, self::META, true ) ) {
			delete_post_meta( (int) $id, self::META );
		}
	}
}
