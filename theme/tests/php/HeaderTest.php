<?php
/**
 * The site header.
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Tests;

use Tresen\Tests\TestCase;

/**
 * What a shopper sees in the header, and that it is the same for everyone (page cache).
 */
class HeaderTest extends TestCase {

	/**
	 * The <header id="masthead"> element of the rendered header.php.
	 * (load_template without require_once: get_header() prints only once per process.)
	 */
	private function masthead(): string {
		// Each render is a request of its own: a fresh script registry, as WordPress starts with.
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$html                  = $this->render( 'load_template', get_template_directory() . '/header.php', false );
		$this->assertSame( 1, preg_match( '#<header id="masthead".*?</header>#s', $html, $m ), 'header.php prints the masthead' );
		return $m[0];
	}

	public function test_skip_link_jumps_to_the_main_content(): void {
		$html = $this->render( 'load_template', get_template_directory() . '/header.php', false );
		$this->assertMatchesRegularExpression( '#<header id="masthead" class="site-header">\s*<a class="skip-link screen-reader-text" href="\#content">Zum Inhalt springen</a>#', $html );
		$this->assertStringContainsString( '<main id="content"', $html );
	}

	public function test_product_search_form_sends_a_product_search_to_the_home_page(): void {
		$header = $this->masthead();
		$this->assertMatchesRegularExpression( '#<form role="search" method="get" class="product-search" action="' . preg_quote( esc_url( home_url( '/' ) ), '#' ) . '">#', $header );
		$this->assertMatchesRegularExpression( '#<label class="screen-reader-text" for="tresen-search-header">Produkte suchen</label>#', $header );
		$this->assertMatchesRegularExpression( '#<input type="search" id="tresen-search-header"[^>]* name="s"#', $header );
		$this->assertStringContainsString( '<input type="hidden" name="post_type" value="product" />', $header );
	}

	public function test_account_and_cart_links_point_to_the_woocommerce_pages(): void {
		$header = $this->masthead();
		$this->assertMatchesRegularExpression( '#<a class="header-account-link header-icon-link" href="' . preg_quote( esc_url( wc_get_page_permalink( 'myaccount' ) ), '#' ) . '">.*?Mein Konto#s', $header );
		$this->assertMatchesRegularExpression( '#<a class="header-cart-link header-icon-link" href="' . preg_quote( esc_url( wc_get_cart_url() ), '#' ) . '">.*?Warenkorb.*?<span class="cart-count" data-cart-count>0</span></a>#s', $header );
		$this->assertStringContainsString( '<div class="header-mini-cart" hidden></div>', $header );
	}

	public function test_cart_feature_can_hook_in_right_after_the_mini_cart_container(): void {
		add_action(
			'tresen_header_cart',
			static function () {
				echo '<span id="cart-feature-marker"></span>';
			}
		);
		$header = $this->masthead();
		remove_all_actions( 'tresen_header_cart' );
		$this->assertStringContainsString( '<div class="header-mini-cart" hidden></div><span id="cart-feature-marker"></span>', $header );
	}

	public function test_header_is_identical_for_a_guest_and_a_logged_in_customer_with_a_full_cart(): void {
		$product = $this->factory()->product( array( 'name' => 'Header Testgin' ) );
		$guest   = $this->masthead();

		wp_set_current_user( $this->factory()->user()->ID );
		if ( function_exists( 'WC' ) && WC()->cart ) {
			WC()->cart->add_to_cart( $product->get_id(), 3 );
		}
		$customer = $this->masthead();

		$this->assertSame( $guest, $customer, 'nothing per visitor in the header: the cart count is filled in by script' );
		$this->assertStringContainsString( 'data-cart-count>0<', $customer );
	}

	public function test_the_cart_page_never_cached_shows_the_shoppers_count_without_fragments(): void {
		$product = $this->factory()->product( array( 'name' => 'Header Kartengin' ) );
		if ( function_exists( 'WC' ) && WC()->cart ) {
			WC()->cart->add_to_cart( $product->get_id(), 3 );
		}
		$this->assertStringContainsString( 'data-cart-count>0<', $this->masthead(), 'a cacheable page prints 0 for everyone' );
		// A filter that makes is_cart() true elsewhere (as WOOCOMMERCE_CART defined earlier does) changes nothing.
		add_filter( 'woocommerce_is_cart', '__return_true' );
		$this->assertStringContainsString( 'data-cart-count>0<', $this->masthead(), 'only the cart page itself is personal' );
		remove_filter( 'woocommerce_is_cart', '__return_true' );
		$this->go_to( wc_get_cart_url() );
		$this->assertStringContainsString( 'data-cart-count>3<', $this->masthead(), 'the cart page (no-cache, no fragments at load) prints the count' );
		$this->go_to( wc_get_checkout_url() );
		$this->assertStringContainsString( 'data-cart-count>3<', $this->masthead(), 'the checkout too' );
	}

	public function test_wishlist_link_has_an_empty_count_badge_when_a_wishlist_page_exists(): void {
		$this->without_pages( 'wunschliste' );
		delete_option( 'tresen_wishlist_page_id' );
		$this->assertStringNotContainsString( 'header-wishlist-link', $this->masthead(), 'no wishlist page, no link' );
		$page = $this->factory()->page( 'Wunschliste' );
		wp_update_post( array( 'ID' => $page->ID, 'post_name' => 'wunschliste' ) );
		$this->assertMatchesRegularExpression( '#<a class="header-wishlist-link header-icon-link" href="' . preg_quote( esc_url( get_permalink( $page->ID ) ), '#' ) . '">.*?Wunschliste.*?<span class="wishlist-count" data-count="" aria-hidden="true"></span><span class="wishlist-count-label screen-reader-text"></span></a>#s', $this->masthead() );
	}

	public function test_menu_button_controls_the_navigation_and_starts_collapsed(): void {
		$header = $this->masthead();
		$this->assertMatchesRegularExpression( '#<button type="button" class="menu-toggle header-icon-link" aria-controls="site-navigation" aria-expanded="false">#', $header );
		$this->assertMatchesRegularExpression( '#<nav id="site-navigation" class="main-navigation" aria-label="Hauptmenü">#', $header );
		$this->assertStringContainsString( 'Menü schließen', $header );
	}

	public function test_primary_menu_renders_its_dropdown(): void {
		$menu   = wp_create_nav_menu( 'Testmenü ' . wp_generate_password( 4, false ) );
		$shop   = wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Sortiment', 'menu-item-url' => home_url( '/shop/' ), 'menu-item-status' => 'publish' ) );
		wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Gin-Auswahl', 'menu-item-url' => home_url( '/gin/' ), 'menu-item-parent-id' => $shop, 'menu-item-status' => 'publish' ) );
		set_theme_mod( 'nav_menu_locations', array( 'primary' => $menu ) );

		$header = $this->masthead();
		$this->assertSame( 1, preg_match( '#<li[^>]*menu-item-has-children[^>]*><a href="[^"]*/shop/">Sortiment</a>(<button[^>]*>).*?</button>\s*<ul class="sub-menu" id="([^"]+)"><li class="submenu-back" hidden><button type="button" class="submenu-back__button">Zurück</button><span class="submenu-back__title">Sortiment</span></li>\s*<li[^>]*><a href="[^"]*/gin/">Gin-Auswahl</a>#', $header, $m ), 'a parent link, its submenu button, and the submenu with its back row' );
		// A real button that names its submenu, starts collapsed and is shown by the script (no dead button without it).
		$this->assertSame( '<button type="button" class="submenu-toggle" aria-expanded="false" aria-controls="' . $m[2] . '" aria-label="Untermenü: Sortiment" hidden>', $m[1] );
		$this->assertStringNotContainsString( 'Gin-Auswahl</a><button', $header, 'an item without children has no button' );
	}

	public function test_fallback_menu_gives_the_shop_its_submenu_button(): void {
		set_theme_mod( 'nav_menu_locations', array() );
		$category = wp_insert_term( 'Kopfzeilen-Gin', 'product_cat' );
		$this->assertIsArray( $category );
		$this->factory()->product( array( 'name' => 'Kopfzeilen-Testgin', 'category_ids' => array( $category['term_id'] ) ) );
		$header = $this->masthead();
		$this->assertMatchesRegularExpression( '#<a href="[^"]*">Shop</a><button type="button" class="submenu-toggle" aria-expanded="false" aria-controls="sub-menu-shop" aria-label="Untermenü: Shop" hidden>.*?</button><ul class="sub-menu" id="sub-menu-shop">#s', $header );
	}

	public function test_back_to_top_button_waits_hidden_for_the_script(): void {
		$html = $this->render( array( new \Tresen\Theme\Header\SiteHeader(), 'back_to_top' ) );
		$this->assertMatchesRegularExpression( '#^<button type="button" class="back-to-top" hidden><svg[^>]*aria-hidden="true"[^>]*>.*</svg><span class="screen-reader-text">Nach oben</span></button>$#s', $html );
	}

	public function test_header_script_settings_name_the_endpoints_and_react_but_nothing_per_visitor(): void {
		$GLOBALS['wp_scripts'] = new \WP_Scripts();
		$assets                = \Tresen\Theme\Theme::assets();
		$this->assertNotNull( $assets );
		$handle = $assets->enqueue( 'header' );
		( new \Tresen\Theme\Header\SiteHeader() )->settings();
		$inline = implode( '', (array) wp_scripts()->get_data( $handle, 'before' ) );
		$this->assertStringContainsString( 'window.tresenHeader = ', $inline );
		$settings = json_decode( (string) preg_replace( '/^.*?window\.tresenHeader = (\{.*\});.*$/s', '$1', $inline ), true );
		$this->assertIsArray( $settings );
		$this->assertSame( 'flatsome_update_wishlist_count', $settings['wishlistAction'] );
		$this->assertSame( 'tresen_wishlist_count', $settings['wishlistCookie'], 'the wishlist plugin\'s count cookie: guests without it are not asked' );
		$this->assertSame( 'tresen_login', $settings['login']['action'] );
		$this->assertStringContainsString( 'react', implode( ' ', $settings['react'] ), 'React is named for loading on intent' );
		$this->assertDoesNotMatchRegularExpression( '/"(_wpnonce|nonce)"\s*:/', $inline, 'no nonce in cacheable HTML' );
	}

	/* ---- Wishlist count ---- */

	public function test_wishlist_count_answers_a_number_for_a_new_visitor(): void {
		wp_set_current_user( 0 );
		unset( $_COOKIE['tresen_wishlist_count'] );
		$this->assertSame( 0, $this->ajax_json( 'wp_ajax_nopriv_flatsome_update_wishlist_count' ) );
	}

	public function test_theme_count_reads_the_wishlist_filter_and_is_0_without_it(): void {
		add_action( 'wp_ajax_nopriv_tresen_test_count', array( \Tresen\Theme\Header\WishlistCount::class, 'respond' ) );
		$saved = $GLOBALS['wp_filter']['tresen_wishlist_count'] ?? null;
		remove_all_filters( 'tresen_wishlist_count' );
		try {
			$this->assertSame( 0, $this->ajax_json( 'wp_ajax_nopriv_tresen_test_count' ), 'no wishlist plugin: 0' );
			$four = static fn() => 4;
			add_filter( 'tresen_wishlist_count', $four );
			$this->assertSame( 4, $this->ajax_json( 'wp_ajax_nopriv_tresen_test_count' ) );
			remove_filter( 'tresen_wishlist_count', $four );
			$junk = static fn() => '-3 oder so';
			add_filter( 'tresen_wishlist_count', $junk );
			$this->assertSame( 0, \Tresen\Theme\Header\WishlistCount::count() );
		} finally {
			remove_all_filters( 'tresen_wishlist_count' );
			if ( null !== $saved ) {
				$GLOBALS['wp_filter']['tresen_wishlist_count'] = $saved;
			}
			remove_all_actions( 'wp_ajax_nopriv_tresen_test_count' );
		}
	}

	/* ---- Login ---- */

	/**
	 * Posts to the login action.
	 *
	 * @param array<string, string> $post   Fields.
	 * @param array<string, string> $server Extra $_SERVER entries.
	 * @return array<string, mixed>
	 */
	private function login( array $post, array $server = array() ): array {
		$saved = $_SERVER;
		foreach ( $server as $key => $value ) {
			$_SERVER[ $key ] = $value;
		}
		add_filter( 'send_auth_cookies', '__return_false' );
		try {
			$reply = $this->ajax_json( 'wp_ajax_nopriv_tresen_login', array_merge( array( 'action' => 'tresen_login' ), $post ) );
		} finally {
			$_SERVER = $saved;
			remove_filter( 'send_auth_cookies', '__return_false' );
		}
		$this->assertIsArray( $reply );
		return $reply;
	}

	private function login_nonce(): string {
		$reply = $this->ajax_json( 'wp_ajax_nopriv_tresen_login_nonce' );
		$this->assertTrue( $reply['success'] );
		return (string) $reply['data']['nonce'];
	}

	public function test_login_signs_a_customer_in_by_email_address(): void {
		wp_set_current_user( 0 );
		$user  = $this->factory()->user();
		wp_update_user( array( 'ID' => $user->ID, 'user_email' => 'popup@example.com' ) );
		wp_set_password( 'Richtig-123', $user->ID );
		$nonce = $this->login_nonce();
		$this->assertSame( 1, wp_verify_nonce( $nonce, 'tresen-login' ) );
		$signed = array();
		$spy    = static function ( $login, $who ) use ( &$signed ) {
			$signed[] = $who->ID;
		};
		add_action( 'wp_login', $spy, 10, 2 );
		try {
			$reply = $this->login( array( 'username' => 'popup@example.com', 'password' => 'Richtig-123', '_wpnonce' => $nonce, 'rememberme' => 'forever' ) );
		} finally {
			remove_action( 'wp_login', $spy, 10 );
		}
		$this->assertTrue( $reply['success'] );
		$this->assertSame( array( $user->ID ), $signed, 'WordPress signed the customer in' );
	}

	public function test_login_refuses_a_wrong_password_in_german_without_saying_which_part_was_wrong(): void {
		wp_set_current_user( 0 );
		$user = $this->factory()->user();
		wp_set_password( 'Richtig-123', $user->ID );
		$wrong   = $this->login( array( 'username' => $user->user_login, 'password' => 'falsch', '_wpnonce' => $this->login_nonce() ) );
		$unknown = $this->login( array( 'username' => 'niemand-' . wp_generate_password( 6, false ), 'password' => 'falsch', '_wpnonce' => $this->login_nonce() ) );
		$this->assertFalse( $wrong['success'] );
		$this->assertSame( 'Benutzername, E-Mail-Adresse oder Passwort ist falsch. Bitte prüfe deine Eingaben.', $wrong['data']['message'] );
		$this->assertSame( $wrong['data']['message'], $unknown['data']['message'] );
		$this->assertSame( 0, get_current_user_id() );
	}

	public function test_login_names_the_empty_field(): void {
		wp_set_current_user( 0 );
		$reply = $this->login( array( 'username' => ' ', 'password' => 'x', '_wpnonce' => $this->login_nonce() ) );
		$this->assertSame( 'username', $reply['data']['field'] );
		$this->assertSame( 'Bitte gib deinen Benutzernamen oder deine E-Mail-Adresse ein.', $reply['data']['message'] );
		$reply = $this->login( array( 'username' => 'kunde', 'password' => '', '_wpnonce' => $this->login_nonce() ) );
		$this->assertSame( 'password', $reply['data']['field'] );
	}

	public function test_login_refuses_other_sites_and_stale_nonces(): void {
		wp_set_current_user( 0 );
		$user = $this->factory()->user();
		wp_set_password( 'Richtig-123', $user->ID );
		$fields = array( 'username' => $user->user_login, 'password' => 'Richtig-123' );
		$cross  = $this->login( $fields + array( '_wpnonce' => $this->login_nonce() ), array( 'HTTP_SEC_FETCH_SITE' => 'cross-site' ) );
		$this->assertFalse( $cross['success'] );
		$this->assertStringContainsString( 'von einer anderen Website', $cross['data']['message'] );
		$stale = $this->login( $fields + array( '_wpnonce' => 'abc123' ) );
		$this->assertSame( 'Deine Sitzung ist abgelaufen. Bitte versuche es noch einmal.', $stale['data']['message'] );
		$this->assertSame( 1, wp_verify_nonce( $stale['data']['nonce'], 'tresen-login' ), 'a fresh nonce comes with the refusal' );
		$this->assertSame( 0, get_current_user_id() );
	}

	/* ---- Coming soon ---- */

	public function test_coming_soon_banner_stays_dismissed_after_the_rest_update(): void {
		$admin = $this->factory()->user( 'administrator' );
		wp_set_current_user( $admin->ID );
		update_option( 'woocommerce_coming_soon', 'yes' );
		$this->go_to( home_url( '/' ) );
		// WooCommerce loads its admin features on `init` when an owner is logged in (the test logs in later).
		$loaded = false;
		foreach ( (array) ( $GLOBALS['wp_filter']['wp_footer']->callbacks[10] ?? array() ) as $callback ) {
			$loaded = $loaded || ( is_array( $callback['function'] ) && $callback['function'][0] instanceof \Automattic\WooCommerce\Admin\Features\LaunchYourStore );
		}
		if ( ! $loaded ) {
			new \Automattic\WooCommerce\Admin\Features\LaunchYourStore();
		}
		$this->assertTrue( \Tresen\Theme\Header\ComingSoon::banner_shown() );
		$footer = $this->render( 'do_action', 'wp_footer' );
		$this->assertMatchesRegularExpression( "#<div id='coming-soon-footer-banner'>.*<a class='coming-soon-footer-banner-dismiss' data-rest-url='[^']*wp/v2/users/{$admin->ID}' data-rest-nonce='[^']+'></a></div>#s", $footer );

		$response = $this->rest( 'POST', '/wp/v2/users/' . $admin->ID, array( 'woocommerce_meta' => array( 'coming_soon_banner_dismissed' => 'yes' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'yes', get_user_meta( $admin->ID, 'woocommerce_admin_coming_soon_banner_dismissed', true ) );
		$this->assertFalse( \Tresen\Theme\Header\ComingSoon::banner_shown() );
		$this->assertStringNotContainsString( 'coming-soon-footer-banner', $this->render( 'do_action', 'wp_footer' ) );
	}

	public function test_coming_soon_banner_is_for_owners_only(): void {
		update_option( 'woocommerce_coming_soon', 'yes' );
		wp_set_current_user( $this->factory()->user()->ID );
		$this->assertFalse( \Tresen\Theme\Header\ComingSoon::banner_shown(), 'a customer' );
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		update_option( 'woocommerce_coming_soon', 'no' );
		$this->assertFalse( \Tresen\Theme\Header\ComingSoon::banner_shown(), 'the shop is live' );
	}

	/* ---- Count-up ---- */

	public function test_count_up_prints_the_final_number_in_german(): void {
		$this->assertSame( '<span class="count-up-wrap"><span class="count-up" data-count-up="1500" data-decimals="0">1.500</span> Flaschen</span>', do_shortcode( '[tresen_count_up number="1500" suffix=" Flaschen"]' ) );
		$this->assertStringContainsString( 'data-count-up="2.5" data-decimals="1">2,5</span>', do_shortcode( '[tresen_count_up number="2,5"]' ) );
		$this->assertStringContainsString( 'data-count-up="0" data-decimals="0">0</span>', do_shortcode( '[tresen_count_up number="<script>"]' ) );
	}

	public function test_count_up_reads_a_dot_before_three_digits_as_thousands(): void {
		$this->assertStringContainsString( 'data-count-up="1500" data-decimals="0">1.500</span>', do_shortcode( '[tresen_count_up number="1.500"]' ) );
		$this->assertStringContainsString( 'data-count-up="12345678" data-decimals="0">12.345.678</span>', do_shortcode( '[tresen_count_up number="12.345.678"]' ) );
		$this->assertStringContainsString( 'data-count-up="1500.5" data-decimals="1">1.500,5</span>', do_shortcode( '[tresen_count_up number="1.500,5"]' ) );
		// Not three digits after the dot: still a decimal point.
		$this->assertStringContainsString( 'data-count-up="1.5" data-decimals="1">1,5</span>', do_shortcode( '[tresen_count_up number="1.5"]' ) );
		$this->assertStringContainsString( 'data-count-up="1500.25" data-decimals="2">1.500,25</span>', do_shortcode( '[tresen_count_up number="1500.25"]' ) );
	}

	/* ---- Instagram ---- */

	/**
	 * Answers the Instagram API with a reply (or an error) and counts the calls.
	 *
	 * @param mixed $reply Reply array or WP_Error.
	 * @param int   $calls Counter.
	 */
	private function fake_instagram( $reply, int &$calls ): callable {
		$filter = static function ( $pre, $args, $url ) use ( $reply, &$calls ) {
			if ( ! str_starts_with( (string) $url, 'https://graph.instagram.com/' ) ) {
				return $pre;
			}
			++$calls;
			return $reply;
		};
		add_filter( 'pre_http_request', $filter, 10, 3 );
		return $filter;
	}

	public function test_instagram_feed_is_fetched_on_the_server_and_cached(): void {
		\Tresen\Theme\Header\Instagram::forget();
		update_option( 'tresen_instagram_account', 'tresen_shop' );
		update_option( 'tresen_instagram_token', 'GEHEIM-token-123' );
		$calls  = 0;
		$filter = $this->fake_instagram(
			array(
				'response' => array( 'code' => 200 ),
				'body'     => wp_json_encode( array( 'data' => array( array( 'media_type' => 'IMAGE', 'media_url' => 'https://scontent.cdninstagram.com/a.jpg', 'permalink' => 'https://www.instagram.com/p/abc/', 'caption' => 'Neuer Gin <b>da</b>' ) ) ) ),
			),
			$calls
		);
		try {
			wp_set_current_user( 0 );
			$first  = $this->ajax_json( 'wp_ajax_nopriv_flatsome_load_instagram' );
			$second = $this->ajax_json( 'wp_ajax_nopriv_flatsome_load_instagram' );
		} finally {
			remove_filter( 'pre_http_request', $filter, 10 );
		}
		$this->assertTrue( $first['success'] );
		$this->assertStringContainsString( '<a href="https://www.instagram.com/p/abc/"><img src="https://scontent.cdninstagram.com/a.jpg" alt="Neuer Gin da"', $first['data'] );
		$this->assertSame( $first, $second );
		$this->assertSame( 1, $calls, 'the second visitor gets the cached feed' );
		$page = do_shortcode( '[tresen_instagram limit="3"]' );
		$this->assertStringContainsString( 'data-limit="3"', $page );
		$this->assertStringContainsString( '>@tresen_shop auf Instagram</a>', $page );
		$this->assertStringNotContainsString( 'GEHEIM', $page . wp_json_encode( $first ) );
		$this->assertSame( '', apply_filters( 'customize_sanitize_js_tresen_instagram_token', 'GEHEIM-token-123' ), 'the Customizer never gets the token back' );
	}

	public function test_instagram_failure_is_logged_and_shown_to_admins_only(): void {
		\Tresen\Theme\Header\Instagram::forget();
		update_option( 'tresen_instagram_account', 'tresen_shop' );
		update_option( 'tresen_instagram_token', 'GEHEIM-token-123' );
		$calls  = 0;
		$filter = $this->fake_instagram( new \WP_Error( 'http_request_failed', 'Could not resolve host: graph.instagram.com' ), $calls );
		$logged = array();
		$log    = static function ( $message ) use ( &$logged ) {
			$logged[] = $message;
		};
		try {
			wp_set_current_user( 0 );
			$visitor = $this->ajax_json( 'wp_ajax_nopriv_flatsome_load_instagram' );
			wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
			$admin = $this->ajax_json( 'wp_ajax_flatsome_load_instagram' );
		} finally {
			remove_filter( 'pre_http_request', $filter, 10 );
		}
		$this->assertSame( array( 'success' => false, 'data' => '' ), $visitor, 'visitors see nothing broken' );
		$this->assertFalse( $admin['success'] );
		$this->assertStringContainsString( 'Der Instagram-Feed konnte nicht geladen werden (request failed: Could not resolve host: graph.instagram.com). Nur Administratoren sehen diesen Hinweis', $admin['data'] );
		$this->assertSame( 1, $calls, 'a failure is remembered for a while, not retried on every view' );
		unset( $log, $logged );
	}

	public function test_header_search_keeps_working_without_javascript_and_offers_categories_on_request(): void {
		$form = \Tresen\Theme\Template\Header::search_form();
		$this->assertStringContainsString( 'maxlength="100"', $form );
		$this->assertStringNotContainsString( 'name="product_cat"', $form, 'no category select unless the shop asks for it' );

		$term = wp_insert_term( 'Zuckerberg Likör', 'product_cat' );
		$this->assertIsArray( $term );
		$this->factory()->product(
			array(
				'name'         => 'Zuckerberg Eierlikör',
				'category_ids' => array( (int) $term['term_id'] ),
			)
		);
		add_filter( 'tresen_search_category_select', '__return_true' );
		$form = \Tresen\Theme\Template\Header::search_form();
		remove_filter( 'tresen_search_category_select', '__return_true' );

		$this->assertMatchesRegularExpression( '#<label class="screen-reader-text" for="tresen-search-header-category">In Kategorie suchen</label><select id="tresen-search-header-category" class="product-search__category" name="product_cat"><option value="">Alle Kategorien</option>#', $form );
		$this->assertStringContainsString( '>Zuckerberg Likör</option>', $form );
	}
}
