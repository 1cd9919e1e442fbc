<?php
/**
 * Usernames stay with their owners: a guest learns none from the REST
 * users route, from `?author=1` or from the login form's messages.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

use Tresen\Legal\Usernames;
use Tresen\Tests\TestCase;

/**
 * Username discovery.
 */
class UsernamesTest extends TestCase {

	/**
	 * An administrator with a published post (core's author archive and redirect need one).
	 */
	private function author(): \WP_User {
		$user = $this->factory()->user( 'administrator' );
		wp_update_user(
			array(
				'ID'            => $user->ID,
				'user_nicename' => 'chefin-geheim',
				'display_name'  => 'Chefin',
			)
		);
		wp_insert_post(
			array(
				'post_title'  => 'Neu im Sortiment',
				'post_status' => 'publish',
				'post_author' => $user->ID,
			)
		);
		return get_user_by( 'id', $user->ID );
	}

	/**
	 * What runs on `template_redirect` about author archives: the suite's
	 * check (priority 0), then WordPress's canonical redirect.
	 */
	private function template_redirect(): void {
		Usernames::author_archive();
		try {
			redirect_canonical();
		} catch ( \RuntimeException $redirect ) {
			unset( $redirect ); // Recorded by the wp_redirect filter.
		}
	}

	public function test_the_rest_users_route_names_nobody_to_a_guest(): void {
		$author = $this->author();
		wp_set_current_user( 0 );
		foreach ( array( '/wp/v2/users', '/wp/v2/users/' . $author->ID, '/wp/v2/users/' ) as $route ) {
			$response = $this->rest( 'GET', $route );
			$this->assertSame( 401, $response->get_status(), $route );
			$body = (string) wp_json_encode( $response->get_data() );
			$this->assertStringNotContainsString( 'chefin-geheim', $body );
			$this->assertStringNotContainsString( $author->user_login, $body );
		}
		$this->assertSame( 401, $this->rest( 'GET', '/wp/v2/users', array( 'search' => 'chef' ) )->get_status() );

		// A customer neither; an administrator sees the list.
		wp_set_current_user( $this->factory()->user( 'customer' )->ID );
		$this->assertSame( 403, $this->rest( 'GET', '/wp/v2/users' )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/users/me' )->get_status() );
		wp_set_current_user( $author->ID );
		$this->assertSame( 200, $this->rest( 'GET', '/wp/v2/users' )->get_status() );

		// The owner can switch it off (then core answers as usual).
		wp_set_current_user( 0 );
		update_option( Usernames::OPTION, 'no' );
		$this->assertStringContainsString( 'chefin-geheim', (string) wp_json_encode( $this->rest( 'GET', '/wp/v2/users' )->get_data() ) );
	}

	public function test_author_archives_by_id_do_not_redirect_to_the_name_for_a_guest(): void {
		$author    = $this->author();
		$redirects = array();
		add_filter(
			'wp_redirect',
			static function ( $location ) use ( &$redirects ) {
				$redirects[] = (string) $location;
				throw new \RuntimeException( 'redirected' );
			}
		);
		wp_set_current_user( 0 );
		$this->go_to( '/?author=' . $author->ID );
		$this->assertTrue( is_author() );
		$this->template_redirect();
		$this->assertSame( array(), $redirects );
		$this->assertTrue( is_404() );

		$this->go_to( '/?author_name=chefin-geheim' );
		$this->template_redirect();
		$this->assertTrue( is_404(), 'guessing a name confirms nothing either' );

		// Switched off, core redirects to /author/<name>/ again (so this test can tell).
		update_option( Usernames::OPTION, 'no' );
		$this->go_to( '/?author=' . $author->ID );
		$this->template_redirect();
		$this->assertNotSame( array(), $redirects );
		$this->assertStringContainsString( 'chefin-geheim', $redirects[0] );
	}

	public function test_the_login_says_the_same_for_an_unknown_user_and_a_wrong_password(): void {
		$author   = $this->author();
		$messages = array();
		foreach ( array( array( 'niemand', 'x' ), array( 'niemand@example.test', 'x' ), array( $author->user_login, 'falsch' ), array( $author->user_email, 'falsch' ) ) as $try ) {
			$result = wp_authenticate( $try[0], $try[1] );
			$this->assertInstanceOf( \WP_Error::class, $result );
			$messages[] = $result->get_error_message();
		}
		$this->assertCount( 1, array_unique( $messages ), implode( ' | ', $messages ) );
		$this->assertSame( '<strong>Fehler:</strong> Benutzername, E-Mail-Adresse oder Passwort ist falsch. Bitte prüfe deine Eingaben.', $messages[0] );
		$this->assertStringNotContainsString( $author->user_login, $messages[0] );
		wp_set_password( 'richtig-geheim', $author->ID );
		$this->assertInstanceOf( \WP_User::class, wp_authenticate( $author->user_login, 'richtig-geheim' ), 'the right password still logs in' );
	}
}
