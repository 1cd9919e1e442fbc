<?php
/**
 * The store owner learns that the block checkout lacks the age check and
 * switches to the classic pages in one click.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Tests;

use Tresen\Legal\Admin\BlocksNotice;
use Tresen\Tests\TestCase;

/**
 * BlocksNotice.
 */
class BlocksNoticeTest extends TestCase {

	/**
	 * Makes the checkout page a block page and returns its id.
	 */
	private function block_checkout(): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Kasse',
				'post_content' => '<!-- wp:woocommerce/checkout --><div class="wp-block-woocommerce-checkout"></div><!-- /wp:woocommerce/checkout -->',
			)
		);
		update_option( 'woocommerce_checkout_page_id', $id );
		return $id;
	}

	public function test_a_block_checkout_gets_a_german_notice_for_managers_only(): void {
		$this->block_checkout();
		wp_set_current_user( $this->factory()->user( 'customer' )->ID );
		$this->assertSame( '', $this->render( array( BlocksNotice::class, 'render' ) ) );

		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$html = $this->render( array( BlocksNotice::class, 'render' ) );
		$this->assertStringContainsString( 'Blöcke', $html );
		$this->assertStringContainsString( 'Geburtsdatum', $html );
		$this->assertStringContainsString( 'notice-info', $html );
		$this->assertStringContainsString( '„Zahlungspflichtig bestellen“', $html );
		// Each plugin adds its line.
		add_filter(
			'tresen_block_checkout_status',
			static function ( $lines ) {
				$lines['tresen-test'] = 'Grundpreise neben jeder Zeile.';
				return $lines;
			}
		);
		$this->assertStringContainsString( '<li>Grundpreise neben jeder Zeile.</li>', $this->render( array( BlocksNotice::class, 'render' ) ) );
		$this->assertStringContainsString( 'auf die klassischen Seiten umstellen', $html );
		$this->assertStringContainsString( '_wpnonce=', $html );
	}

	public function test_the_switch_puts_the_classic_shortcode_in_and_the_notice_goes(): void {
		$id = $this->block_checkout();
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$this->assertSame( array( $id ), BlocksNotice::switch_to_classic() );
		$this->assertStringContainsString( '[woocommerce_checkout]', get_post( $id )->post_content );
		$this->assertFalse( has_block( 'woocommerce/checkout', get_post( $id ) ) );
		$this->assertSame( array(), BlocksNotice::block_pages() );
		$this->assertSame( '', $this->render( array( BlocksNotice::class, 'render' ) ) );
	}
}
