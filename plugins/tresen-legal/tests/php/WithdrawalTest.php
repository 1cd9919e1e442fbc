<?php
/**
 * The withdrawal button (§ 356a BGB): a guest finds "Vertrag widerrufen" in
 * the footer, fills the form, gets German errors, confirms in a second step,
 * and receives a confirmation of receipt with date and time; the shop owner
 * gets a notice and a read-only list.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

use Tresen\Legal\Withdrawal\Form;
use Tresen\Legal\Withdrawal\FormPage;
use Tresen\Legal\Withdrawal\Store;
use Tresen\Legal\Withdrawal\AdminList;
use Tresen\Tests\TestCase;

/**
 * Withdrawal.
 */
class WithdrawalTest extends TestCase {

	/**
	 * The form's page (created when missing, as on a fresh shop).
	 */
	private function form_page(): \WP_Post {
		$page = get_post( FormPage::ensure() );
		$this->assertInstanceOf( \WP_Post::class, $page );
		return $page;
	}

	/**
	 * Valid data of step 1.
	 *
	 * @param array<string, string> $fields Overrides.
	 * @return array<string, string>
	 */
	private function data( array $fields = array() ): array {
		return array_merge(
			array(
				'withdrawal_order' => '12345',
				'withdrawal_email' => 'erika@example.test',
				'withdrawal_name'  => 'Erika Mustermann',
				'withdrawal_items' => '2 × Berliner Helles 0,5 l',
			),
			$fields
		);
	}

	/**
	 * Visits the form page, as a GET or as a POST of the form, and returns the page's content.
	 *
	 * @param array<string, string>|null $post   POST data (null for a GET).
	 * @param array<string, string>      $server Request headers ($_SERVER keys).
	 */
	private function visit( ?array $post = null, array $server = array() ): string {
		$page = $this->form_page();
		foreach ( $server as $key => $value ) {
			$_SERVER[ $key ] = $value;
		}
		$_SERVER['REQUEST_METHOD'] = null === $post ? 'GET' : 'POST';
		$_POST                     = null === $post ? array() : wp_slash( $post );
		$_REQUEST                  = $_POST;
		$this->go_to( (string) get_permalink( $page ) ); // Runs the `wp` action, which handles the post.
		$this->assertSame( $page->ID, get_queried_object_id() );
		return (string) apply_filters( 'the_content', $page->post_content );
	}

	/**
	 * Step 1 sent with a valid nonce.
	 *
	 * @param array<string, string> $fields Form fields.
	 */
	private function send_step_one( array $fields ): string {
		return $this->visit( $fields + array( 'withdrawal_step' => 'review', '_tresen_withdrawal_nonce' => wp_create_nonce( Form::NONCE_ACTION ) ) );
	}

	/**
	 * Step 2 ("Widerruf bestätigen") sent with a valid nonce.
	 *
	 * @param array<string, string> $fields Form fields.
	 * @param array<string, string> $server Request headers.
	 */
	private function confirm( array $fields, array $server = array( 'HTTP_SEC_FETCH_SITE' => 'same-origin' ) ): string {
		return $this->visit( $fields + array( 'withdrawal_step' => 'confirm', '_tresen_withdrawal_nonce' => wp_create_nonce( Form::NONCE_ACTION ) ), $server );
	}

	/**
	 * Stored withdrawals.
	 *
	 * @return \WP_Post[]
	 */
	private function stored(): array {
		return get_posts(
			array(
				'post_type'   => Store::POST_TYPE,
				'post_status' => 'any',
				'numberposts' => -1,
			)
		);
	}

	/**
	 * Mails to an address.
	 *
	 * @param string $to Address.
	 * @return array<int, array<string, mixed>>
	 */
	private function mails_to( string $to ): array {
		return array_values( array_filter( $this->mails, static fn( $m ) => in_array( $to, (array) $m['to'], true ) ) );
	}

	/**
	 * Text without tags and entities, whitespace collapsed.
	 *
	 * @param string $html HTML.
	 */
	private function text( string $html ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES ) ) );
	}

	/**
	 * "25.11.2026, 14:03 Uhr" in Berlin time, computed here independently of the plugin.
	 *
	 * @param string $gmt UTC "Y-m-d H:i:s".
	 */
	private function berlin( string $gmt ): string {
		$time = new \DateTimeImmutable( $gmt, new \DateTimeZone( 'UTC' ) );
		return $time->setTimezone( new \DateTimeZone( 'Europe/Berlin' ) )->format( 'd.m.Y, H:i' ) . ' Uhr';
	}

	public function test_a_guest_finds_vertrag_widerrufen_in_the_footer_and_the_form_on_its_page(): void {
		wp_set_current_user( 0 );
		$page = $this->form_page();
		$this->assertSame( 'Vertrag widerrufen', $page->post_title );
		$this->assertSame( 'vertrag-widerrufen', $page->post_name );
		$this->assertSame( $page->ID, (int) get_option( 'tresen_withdrawal_form_page_id' ) );

		$html = $this->visit();
		$this->assertMatchesRegularExpression( '#<form method="post" class="tresen-withdrawal__form" novalidate>#', $html, 'posts to the page itself' );
		foreach ( array( 'Bestellnummer', 'E-Mail-Adresse', 'Dein Name', 'Welche Artikel? (optional)' ) as $label ) {
			$this->assertMatchesRegularExpression( '#<label for="tresen-withdrawal-[a-z]+">\s*' . preg_quote( $label, '#' ) . '#u', $html, $label );
		}
		$this->assertStringContainsString( 'name="_tresen_withdrawal_nonce"', $html );
		$this->assertMatchesRegularExpression( '#<input type="email"[^>]*name="withdrawal_email"[^>]*required autocomplete="email"#', $html );
		$this->assertStringContainsString( '>Weiter</button>', $html );
		$this->assertStringNotContainsString( 'role="alert"', $html, 'no errors before sending' );

		// The footer on a page: the seeded legal menu (it links the withdrawal
		// instructions) and, without a menu, the theme's list of legal pages.
		$instructions = get_page_by_path( 'widerrufsbelehrung' );
		$this->assertInstanceOf( \WP_Post::class, $instructions, 'the test shop has the withdrawal instructions' );
		$menu = wp_create_nav_menu( 'Rechtliches ' . wp_generate_password( 4, false ) );
		wp_update_nav_menu_item( $menu, 0, array( 'menu-item-type' => 'post_type', 'menu-item-object' => 'page', 'menu-item-object-id' => $instructions->ID, 'menu-item-status' => 'publish' ) );
		set_theme_mod( 'nav_menu_locations', array( 'footer-legal' => $menu ) );
		$link = '#<li[^>]*menu-item-withdraw[^>]*><a href="' . preg_quote( (string) get_permalink( $page ), '#' ) . '">Vertrag widerrufen</a></li>#';

		$this->go_to( home_url( '/' ) );
		$footer = $this->render( 'load_template', get_template_directory() . '/footer.php', false );
		$this->assertMatchesRegularExpression( $link, $footer );
		$this->assertSame( 1, substr_count( $footer, '>Vertrag widerrufen</a>' ), 'once' );
		$this->assertLessThan( strpos( $footer, '>Vertrag widerrufen</a>' ), strpos( $footer, '>Widerrufsbelehrung</a>' ), 'after the instructions' );

		set_theme_mod( 'nav_menu_locations', array() );
		$footer = $this->render( 'load_template', get_template_directory() . '/footer.php', false );
		$this->assertStringContainsString( '<li class="menu-item menu-item-withdraw"><a href="' . esc_url( get_permalink( $page ) ) . '">Vertrag widerrufen</a></li>', $footer );
	}

	public function test_step_one_names_every_invalid_field_in_german_and_keeps_what_was_typed(): void {
		$html = $this->send_step_one(
			$this->data(
				array(
					'withdrawal_order' => '',
					'withdrawal_email' => 'erika@',
					'withdrawal_name'  => '   ',
					'withdrawal_items' => str_repeat( 'x', 1001 ),
				)
			)
		);
		$this->assertMatchesRegularExpression( '#<div class="woocommerce-error tresen-withdrawal__summary" id="tresen-withdrawal-summary" role="alert" tabindex="-1" autofocus>#', $html );
		$this->assertStringContainsString( 'Bitte prüfe deine Angaben:', $html );
		$this->assertStringContainsString( '<a href="#tresen-withdrawal-order">Bitte gib deine Bestellnummer ein.</a>', $html );
		$this->assertStringContainsString( 'Bitte gib eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.', $html );
		$this->assertStringContainsString( 'Bitte gib deinen Namen ein.', $html );
		$this->assertStringContainsString( 'Die Angabe der Artikel darf höchstens 1000 Zeichen lang sein.', $html );
		// Next to the field, tied to it for screen readers.
		$this->assertMatchesRegularExpression( '#name="withdrawal_email"[^>]*aria-describedby="tresen-withdrawal-email-hint tresen-withdrawal-email-error" aria-invalid="true"#', $html );
		$this->assertStringContainsString( '<span class="tresen-withdrawal__error" id="tresen-withdrawal-email-error">Bitte gib eine gültige E-Mail-Adresse ein', $html );
		$this->assertStringContainsString( 'value="erika@"', $html );
		$this->assertStringNotContainsString( 'Widerruf bestätigen', $html );

		$html = $this->send_step_one( $this->data( array( 'withdrawal_order' => str_repeat( '9', 41 ) ) ) );
		$this->assertStringContainsString( 'Die Bestellnummer darf höchstens 40 Zeichen lang sein.', $html );
		$html = $this->send_step_one( $this->data( array( 'withdrawal_order' => '12345; DROP' ) ) );
		$this->assertStringContainsString( 'Die Bestellnummer darf nur Buchstaben, Ziffern und die Zeichen - _ / . enthalten.', $html );

		$this->assertSame( array(), $this->stored() );
		$this->assertSame( array(), $this->mails );
	}

	public function test_step_one_shows_the_data_with_widerruf_bestaetigen_and_stores_nothing_yet(): void {
		$html = $this->send_step_one( $this->data( array( 'withdrawal_order' => '#12345' ) ) );
		$text = $this->text( $html );
		$this->assertStringContainsString( 'Prüfe und bestätige deinen Widerruf', $text );
		$this->assertStringContainsString( 'Hiermit widerrufe ich den Vertrag über die Bestellung 12345.', $text );
		$this->assertStringContainsString( 'Erika Mustermann', $text );
		$this->assertStringContainsString( '2 × Berliner Helles 0,5 l', $text );
		$this->assertMatchesRegularExpression( '#<button type="submit" class="button alt">Widerruf bestätigen</button>#', $html );
		$this->assertStringContainsString( '<input type="hidden" name="withdrawal_order" value="12345">', $html );
		$this->assertStringContainsString( '<input type="hidden" name="withdrawal_step" value="confirm">', $html );
		$this->assertStringContainsString( 'name="_tresen_withdrawal_nonce"', $html );
		$this->assertSame( array(), $this->stored() );
		$this->assertSame( array(), $this->mails );

		// "Angaben ändern" brings the filled form back.
		$html = $this->visit( $this->data() + array( 'withdrawal_step' => 'confirm', 'withdrawal_edit' => '1' ) );
		$this->assertStringContainsString( 'value="Erika Mustermann"', $html );
		$this->assertSame( array(), $this->stored() );
	}

	public function test_confirming_stores_the_withdrawal_and_mails_the_customer_and_the_shop_at_once(): void {
		$order  = $this->factory()->order( array(), array( 'email' => 'erika@example.test' ) );
		$number = (string) $order->get_order_number();
		$html   = $this->confirm( $this->data( array( 'withdrawal_order' => $number, 'withdrawal_email' => 'Erika@Example.test' ) ) );

		$stored = $this->stored();
		$this->assertCount( 1, $stored );
		$id = $stored[0]->ID;
		$this->assertSame( $number, get_post_meta( $id, Store::META_ORDER_NUMBER, true ) );
		$this->assertSame( 'Erika@Example.test', get_post_meta( $id, Store::META_EMAIL, true ) );
		$this->assertSame( 'Erika Mustermann', get_post_meta( $id, Store::META_NAME, true ) );
		$this->assertSame( '2 × Berliner Helles 0,5 l', get_post_meta( $id, Store::META_ITEMS, true ) );
		$this->assertSame( $order->get_id(), (int) get_post_meta( $id, Store::META_ORDER_ID, true ) );
		$gmt = (string) get_post_meta( $id, Store::META_RECEIVED, true );
		$this->assertEqualsWithDelta( time(), strtotime( $gmt . ' UTC' ), 5, 'UTC time of receipt' );
		$this->assertFalse( is_post_type_viewable( Store::POST_TYPE ), 'never public' );
		$when = $this->berlin( $gmt );

		// The customer's confirmation of receipt, to the order's address: declaration, data, date and time.
		$customer = $this->mails_to( 'erika@example.test' );
		$this->assertCount( 1, $customer );
		$this->assertSame( 'Eingangsbestätigung deines Widerrufs (Bestellung ' . $number . ')', $customer[0]['subject'] );
		$body = (string) $customer[0]['message'];
		$this->assertStringContainsString( 'Hallo Erika Mustermann,', $body );
		$this->assertStringContainsString( 'Erklärung: Hiermit widerrufe ich den Vertrag über die Bestellung ' . $number . '.', $body );
		$this->assertStringContainsString( 'Bestellnummer: ' . $number . '', $body );
		$this->assertStringContainsString( 'Name: Erika Mustermann', $body );
		$this->assertStringContainsString( 'Artikel: 2 × Berliner Helles 0,5 l', $body );
		$this->assertStringContainsString( 'Eingegangen am: ' . $when, $body );
		$this->assertMatchesRegularExpression( '/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/', $when );

		// The shop owner's notice.
		$owner = $this->mails_to( (string) get_option( 'admin_email' ) );
		$this->assertCount( 1, $owner );
		$this->assertSame( 'Neuer Widerruf: Bestellung ' . $number . '', $owner[0]['subject'] );
		$this->assertStringContainsString( 'Eingegangen am: ' . $when, (string) $owner[0]['message'] );
		$this->assertStringContainsString( 'Passende Bestellung: ' . $number, (string) $owner[0]['message'] );
		$this->assertContains( 'Reply-To: Erika@Example.test', (array) $owner[0]['headers'] );
		$this->assertCount( 2, $this->mails );

		// The confirmation page, with the same date and time, saying nothing about the order.
		$text = $this->text( $html );
		$this->assertStringContainsString( 'Dein Widerruf ist eingegangen', $text );
		$this->assertStringContainsString( 'Eingegangen am ' . $when . '.', $text );
		$this->assertStringContainsString( 'Wir haben dir eine Eingangsbestätigung an Erika@Example.test geschickt.', $text );
		$this->assertStringNotContainsString( 'keine', mb_strtolower( $text ) );
	}

	public function test_an_order_with_that_number_and_billing_email_is_matched_without_telling_the_visitor(): void {
		$order  = $this->factory()->order( array(), array( 'email' => 'erika@example.test' ) );
		$number = (string) $order->get_order_number();

		$matched = $this->text( $this->confirm( $this->data( array( 'withdrawal_order' => $number, 'withdrawal_email' => 'Erika@Example.test' ) ) ) );
		$matched_id = $this->stored()[0]->ID;
		$this->assertSame( $order->get_id(), (int) get_post_meta( $matched_id, Store::META_ORDER_ID, true ) );
		$owner = $this->mails_to( (string) get_option( 'admin_email' ) );
		$this->assertStringContainsString( 'Passende Bestellung: ' . $number . ' (' . $order->get_edit_order_url() . ')', (string) $owner[0]['message'] );

		// Same number, another address: stored, not matched, and the visitor sees the same page.
		$other = $this->text( $this->confirm( $this->data( array( 'withdrawal_order' => $number, 'withdrawal_email' => 'mallory@example.test' ) ) ) );
		$this->assertCount( 2, $this->stored() );
		$unmatched = array_values( array_filter( $this->stored(), static fn( $p ) => 'mallory@example.test' === get_post_meta( $p->ID, Store::META_EMAIL, true ) ) );
		$this->assertSame( '0', (string) get_post_meta( $unmatched[0]->ID, Store::META_ORDER_ID, true ) );
		$mask = static fn( string $text ): string => (string) preg_replace( '/\S+@example\.test|\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/i', '…', $text );
		$this->assertSame( $mask( $matched ), $mask( $other ) );

		// The owner's list links the matched order's number to the order.
		$this->assertSame( '<a href="' . esc_url( $order->get_edit_order_url() ) . '">' . $number . '</a>', AdminList::cell( 'tresen_order', $matched_id ) );
		$this->assertStringContainsString( 'keine passende Bestellung gefunden', AdminList::cell( 'tresen_order', $unmatched[0]->ID ) );
	}

	public function test_a_cross_site_post_is_refused_with_a_german_403(): void {
		$died = null;
		add_filter(
			'wp_die_handler',
			static function () use ( &$died ) {
				return static function ( $message, $title = '', $args = array() ) use ( &$died ) {
					$died = array( (string) $message, (string) $title, (array) $args );
					throw new \RuntimeException( 'died' );
				};
			}
		);
		foreach ( array( array( 'HTTP_SEC_FETCH_SITE' => 'cross-site' ), array( 'HTTP_ORIGIN' => 'https://evil.example' ) ) as $headers ) {
			$died = null;
			unset( $_SERVER['HTTP_SEC_FETCH_SITE'], $_SERVER['HTTP_ORIGIN'] );
			try {
				$this->confirm( $this->data(), $headers );
				$this->fail( 'not refused: ' . wp_json_encode( $headers ) );
			} catch ( \RuntimeException $e ) {
				$this->assertSame( 'died', $e->getMessage() );
			}
			$this->assertSame( 403, $died[2]['response'] ?? null );
			$this->assertSame( 'Anfrage abgelehnt', $died[1] );
			$this->assertStringContainsString( 'Diese Anfrage kam von einer anderen Website und wurde abgelehnt.', $died[0] );
		}
		$this->assertSame( array(), $this->stored() );
		$this->assertSame( array(), $this->mails );

		// The shop's own page (same origin) and a browser that sends no such headers are served.
		unset( $_SERVER['HTTP_SEC_FETCH_SITE'] );
		$this->confirm( $this->data(), array( 'HTTP_ORIGIN' => 'http://example.test' ) );
		$this->assertCount( 1, $this->stored() );
	}

	public function test_a_post_without_a_valid_nonce_stores_nothing_and_keeps_the_data(): void {
		$html = $this->visit( $this->data() + array( 'withdrawal_step' => 'confirm', '_tresen_withdrawal_nonce' => 'abc' ) );
		$this->assertStringContainsString( 'Deine Sitzung ist abgelaufen. Bitte prüfe deine Angaben und sende sie noch einmal.', $html );
		$this->assertStringContainsString( 'value="erika@example.test"', $html );
		$this->assertSame( array(), $this->stored() );
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_same_declaration_sent_twice_is_stored_and_mailed_once(): void {
		$first  = $this->text( $this->confirm( $this->data() ) );
		$second = $this->text( $this->confirm( $this->data( array( 'withdrawal_email' => 'ERIKA@example.test' ) ) ) );
		$this->assertCount( 1, $this->stored() );
		$this->assertCount( 2, $this->mails, 'one to the customer, one to the shop' );
		$this->assertSame( $first, str_replace( 'ERIKA@', 'erika@', $second ), 'the repeat shows the first receipt' );

		// Other items are another declaration.
		$this->confirm( $this->data( array( 'withdrawal_items' => '1 × Tresen Dry Gin 0,35 l' ) ) );
		$this->assertCount( 2, $this->stored() );
		$this->assertCount( 4, $this->mails );

		// After the window the same data count again.
		foreach ( $this->stored() as $post ) {
			wp_update_post( array( 'ID' => $post->ID, 'post_date_gmt' => gmdate( 'Y-m-d H:i:s', time() - 300 ), 'post_date' => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', time() - 300 ) ) ) );
		}
		$this->confirm( $this->data() );
		$this->assertCount( 3, $this->stored() );
	}

	public function test_the_owners_list_is_read_only_and_for_shop_managers(): void {
		$this->confirm( $this->data() );
		$id   = $this->stored()[0]->ID;
		$type = get_post_type_object( Store::POST_TYPE );
		$this->assertSame( 'woocommerce', $type->show_in_menu );
		$this->assertSame( 'Widerrufe', $type->labels->menu_name );

		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$this->assertTrue( current_user_can( $type->cap->edit_posts ), 'sees the list' );
		$this->assertFalse( current_user_can( 'edit_post', $id ), 'cannot edit a declaration' );
		$this->assertTrue( current_user_can( 'delete_post', $id ), 'deletes one (e.g. for an erasure request)' );
		$this->assertFalse( current_user_can( $type->cap->create_posts ) );

		wp_set_current_user( $this->factory()->user( 'customer' )->ID );
		$this->assertFalse( current_user_can( $type->cap->edit_posts ), 'a customer does not' );

		$columns = apply_filters( 'manage_' . Store::POST_TYPE . '_posts_columns', array( 'cb' => '', 'title' => 'Titel', 'date' => 'Datum' ) );
		$this->assertSame( array( 'Eingegangen am', 'Bestellnummer', 'Name', 'E-Mail-Adresse', 'Artikel' ), array_values( $columns ) );
		$this->assertSame( $this->berlin( (string) get_post_meta( $id, Store::META_RECEIVED, true ) ), AdminList::cell( 'tresen_received', $id ) );
		$this->assertSame( '2 × Berliner Helles 0,5 l', AdminList::cell( 'tresen_items', $id ) );
		$this->assertSame( array(), apply_filters( 'post_row_actions', array( 'edit' => 'x' ), get_post( $id ) ), 'a customer gets no action' );
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$this->assertSame( array( 'delete' ), array_keys( apply_filters( 'post_row_actions', array( 'edit' => 'x' ), get_post( $id ) ) ), 'only "Endgültig löschen"' );
		$this->assertSame( array( 'delete' => 'Endgültig löschen' ), apply_filters( 'bulk_actions-edit-' . Store::POST_TYPE, array( 'edit' => 'Bearbeiten' ) ) );

		wp_set_current_user( $this->factory()->user( 'customer' )->ID );
		$this->assertFalse( current_user_can( 'delete_post', $id ) );
	}

	public function test_the_owner_exports_withdrawals_as_csv_and_deletes_them(): void {
		$this->confirm( $this->data( array( 'withdrawal_name' => '=HYPERLINK("http://evil.test")', 'withdrawal_items' => 'Gin; "Riesling"' ) ) );
		$this->confirm( $this->data( array( 'withdrawal_email' => 'max@example.test', 'withdrawal_name' => 'Max Muster' ) ) );
		$csv   = AdminList::csv();
		$lines = explode( "\r\n", trim( $csv ) );
		$this->assertStringStartsWith( "\xEF\xBB\xBF", $csv, 'UTF-8 for spreadsheet programs' );
		$this->assertSame( '"Eingegangen am";"Bestellnummer";"Passende Bestellung";"Name";"E-Mail-Adresse";"Artikel"', substr( $lines[0], 3 ) );
		$this->assertCount( 3, $lines );
		$this->assertStringContainsString( '"\'=HYPERLINK(""http://evil.test"")"', $csv, 'no formula' );
		$this->assertStringContainsString( '"Gin; ""Riesling"""', $csv );
		$this->assertStringContainsString( '"max@example.test"', $csv );
		$this->assertStringContainsString( 'action=' . AdminList::EXPORT, AdminList::export_url() );
		$this->assertStringContainsString( '_wpnonce=', AdminList::export_url() );

		// Deleting is for good (no trash to empty).
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$id = $this->stored()[0]->ID;
		$this->assertStringContainsString( 'action=delete', (string) get_delete_post_link( $id, '', true ) );
		wp_delete_post( $id, true );
		$this->assertCount( 1, $this->stored() );
	}

	public function test_without_a_matching_order_the_typed_address_gets_no_text_of_the_visitor(): void {
		$typed = $this->data(
			array(
				'withdrawal_email' => 'victim@example.test',
				'withdrawal_name'  => 'Gewinnspiel! Klick auf http://evil.test',
				'withdrawal_items' => 'Dein Konto wird gesperrt: http://evil.test/login',
				'withdrawal_order' => '99999',
			)
		);
		$this->confirm( $typed );
		$this->assertCount( 1, $this->stored() );

		$stranger = $this->mails_to( 'victim@example.test' );
		$this->assertCount( 1, $stranger );
		$mail = $stranger[0]['subject'] . "\n" . $stranger[0]['message'] . "\n" . implode( "\n", (array) $stranger[0]['headers'] );
		foreach ( array( 'Gewinnspiel', 'evil.test', 'gesperrt', '99999' ) as $typed_text ) {
			$this->assertStringNotContainsString( $typed_text, $mail );
		}
		$this->assertStringContainsString( 'Eingangsbestätigung', $stranger[0]['subject'] );
		$this->assertStringContainsString( 'Wenn du ihn nicht gesendet hast, kannst du diese E-Mail ignorieren.', (string) $stranger[0]['message'] );
		$this->assertMatchesRegularExpression( '/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/', (string) $stranger[0]['message'] );

		// The owner's mail keeps everything.
		$owner = (string) $this->mails_to( (string) get_option( 'admin_email' ) )[0]['message'];
		$this->assertStringContainsString( 'Name: Gewinnspiel! Klick auf http://evil.test', $owner );
		$this->assertStringContainsString( 'Artikel: Dein Konto wird gesperrt: http://evil.test/login', $owner );
		$this->assertStringContainsString( 'Bestellnummer: 99999', $owner );

		// An order number that exists, with somebody else's address: still neutral, and the order's customer is not mailed.
		$order = $this->factory()->order( array(), array( 'email' => 'kunde@example.test' ) );
		$this->confirm( $this->data( array( 'withdrawal_order' => (string) $order->get_order_number(), 'withdrawal_email' => 'victim2@example.test' ) ) );
		$this->assertStringNotContainsString( 'Erika', (string) $this->mails_to( 'victim2@example.test' )[0]['message'] );
		$this->assertSame( array(), $this->mails_to( 'kunde@example.test' ) );
	}

	public function test_a_sixth_confirmation_in_a_minute_is_refused_in_german(): void {
		// The same address typed five times, from five visitors.
		for ( $n = 1; $n <= Form::LIMIT; $n++ ) {
			$_SERVER['REMOTE_ADDR'] = '203.0.113.' . ( 20 + $n );
			$this->confirm( $this->data( array( 'withdrawal_items' => "Flasche $n" ) ) );
		}
		$this->assertCount( Form::LIMIT, $this->stored() );
		$status = 0;
		add_filter(
			'status_header',
			static function ( $header, $code ) use ( &$status ) {
				$status = (int) $code;
				return $header;
			},
			10,
			2
		);
		$sixth = $this->text( $this->confirm( $this->data( array( 'withdrawal_items' => 'Flasche 6' ) ) ) );
		$this->assertStringContainsString( 'In der letzten Minute wurden zu viele Widerrufe von hier oder für diese E-Mail-Adresse gesendet.', $sixth );
		$this->assertStringContainsString( 'Flasche 6', $sixth, 'what was typed stays in the form' );
		$this->assertSame( 429, $status );
		$this->assertCount( Form::LIMIT, $this->stored() );
		$this->assertCount( Form::LIMIT, $this->mails_to( 'erika@example.test' ) );

		// One visitor typing five different addresses: the sixth is refused too.
		$_SERVER['REMOTE_ADDR'] = '198.51.100.4';
		for ( $n = 1; $n <= Form::LIMIT; $n++ ) {
			$this->confirm( $this->data( array( 'withdrawal_email' => "person$n@example.test" ) ) );
		}
		$this->assertCount( 1, $this->mails_to( 'person5@example.test' ) );
		$this->assertStringContainsString( 'zu viele Widerrufe', $this->text( $this->confirm( $this->data( array( 'withdrawal_email' => 'person6@example.test' ) ) ) ) );
		$this->assertSame( array(), $this->mails_to( 'person6@example.test' ) );
	}
}
