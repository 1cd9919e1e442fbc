<?php
/**
 * The shop's pages: home, WooCommerce pages, contact and legal pages.
 *
 * @package Tresen\Seed
 */

namespace Tresen\Seed;

/**
 * Creates (or takes over and germanises) the pages and points the options at them.
 */
final class PageSeeder {

	/**
	 * Page key => id.
	 *
	 * @var array<string, int>
	 */
	public $ids = array();

	/**
	 * Pages: key => [title, slug, content file or shortcode, options pointing at it].
	 *
	 * @return array<string, array{title: string, slug: string, content: string, options: string[]}>
	 */
	private static function pages(): array {
		return array(
			'home'          => array( 'title' => 'Startseite', 'slug' => 'startseite', 'content' => 'file:startseite', 'options' => array( 'page_on_front' ) ),
			'shop'          => array( 'title' => 'Shop', 'slug' => 'shop', 'content' => '', 'options' => array( 'woocommerce_shop_page_id' ) ),
			'cart'          => array( 'title' => 'Warenkorb', 'slug' => 'warenkorb', 'content' => '[woocommerce_cart]', 'options' => array( 'woocommerce_cart_page_id' ) ),
			'checkout'      => array( 'title' => 'Kasse', 'slug' => 'kasse', 'content' => '[woocommerce_checkout]', 'options' => array( 'woocommerce_checkout_page_id' ) ),
			'myaccount'     => array( 'title' => 'Mein Konto', 'slug' => 'mein-konto', 'content' => '[woocommerce_my_account]', 'options' => array( 'woocommerce_myaccount_page_id' ) ),
			'wishlist'      => array( 'title' => 'Wunschliste', 'slug' => 'wunschliste', 'content' => 'Hier findest du die Produkte, die du dir gemerkt hast.', 'options' => array( 'tresen_wishlist_page_id' ) ),
			'contact'       => array( 'title' => 'Kontakt', 'slug' => 'kontakt', 'content' => 'contact', 'options' => array( 'tresen_contact_page_id' ) ),
			'imprint'       => array( 'title' => 'Impressum', 'slug' => 'impressum', 'content' => 'file:impressum', 'options' => array( 'tresen_imprint_page_id' ) ),
			'privacy'       => array( 'title' => 'Datenschutzerklärung', 'slug' => 'datenschutzerklaerung', 'content' => 'file:datenschutzerklaerung', 'options' => array( 'wp_page_for_privacy_policy' ) ),
			'terms'         => array( 'title' => 'AGB', 'slug' => 'agb', 'content' => 'file:agb', 'options' => array( 'woocommerce_terms_page_id' ) ),
			'withdrawal'    => array( 'title' => 'Widerrufsbelehrung', 'slug' => 'widerrufsbelehrung', 'content' => 'file:widerrufsbelehrung', 'options' => array( 'tresen_withdrawal_page_id' ) ),
			'shipping'      => array( 'title' => 'Versand & Zahlung', 'slug' => 'versand-und-zahlung', 'content' => 'file:versand-und-zahlung', 'options' => array( 'tresen_shipping_page_id' ) ),
			'accessibility' => array( 'title' => 'Barrierefreiheit', 'slug' => 'barrierefreiheit', 'content' => 'file:barrierefreiheit', 'options' => array( 'tresen_accessibility_page_id' ) ),
		);
	}

	/**
	 * Creates every page and sets the options (front page is static).
	 */
	public function run(): void {
		foreach ( self::pages() as $key => $page ) {
			$id = $this->upsert( $page['title'], $page['slug'], $this->content( $page['content'] ), $page['options'] );
			foreach ( $page['options'] as $option ) {
				update_option( $option, $id );
			}
			$this->ids[ $key ] = $id;
		}
		update_option( 'show_on_front', 'page' );
		update_option( 'page_for_posts', 0 );
	}

	/**
	 * Content of a page.
	 *
	 * @param string $spec "file:<name>", "contact", or literal content.
	 */
	private function content( string $spec ): string {
		if ( 0 === strpos( $spec, 'file:' ) ) {
			return trim( (string) file_get_contents( __DIR__ . '/pages/' . substr( $spec, 5 ) . '.html' ) );
		}
		if ( 'contact' === $spec ) {
			$content = trim( (string) file_get_contents( __DIR__ . '/pages/kontakt.html' ) );
			/**
			 * Filters the content of the seeded contact page (the contact form plugin may add its form).
			 *
			 * @param string $content Page content.
			 */
			return (string) apply_filters( 'tresen_seed_contact_page_content', $content );
		}
		return $spec;
	}

	/**
	 * Updates the page an option already points at (e.g. the ones WooCommerce
	 * made on activation), or the page with the slug, or creates one.
	 *
	 * @param string   $title   Title.
	 * @param string   $slug    Slug.
	 * @param string   $content Content.
	 * @param string[] $options Options that may already point at the page.
	 */
	private function upsert( string $title, string $slug, string $content, array $options ): int {
		$existing = null;
		foreach ( $options as $option ) {
			$id = (int) get_option( $option );
			if ( $id > 0 ) {
				$post = get_post( $id );
				if ( $post instanceof \WP_Post && 'page' === $post->post_type && 'trash' !== $post->post_status ) {
					$existing = $post;
					break;
				}
			}
		}
		if ( null === $existing ) {
			$by_slug  = get_page_by_path( $slug );
			$existing = $by_slug instanceof \WP_Post ? $by_slug : null;
		}
		$data = array(
			'post_type'      => 'page',
			'post_status'    => 'publish',
			'post_title'     => $title,
			'post_name'      => $slug,
			'post_content'   => $content,
			'comment_status' => 'closed',
			'ping_status'    => 'closed',
		);
		if ( $existing ) {
			$data['ID'] = $existing->ID;
			$id         = wp_update_post( wp_slash( $data ), true );
		} else {
			$id = wp_insert_post( wp_slash( $data ), true );
		}
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( 'page ' . $slug . ': ' . $id->get_error_message() );
		}
		return (int) $id;
	}
}
