<?php
/**
 * The "Instagram feed" block for the editor (tresen/instagram).
 *
 * @package Tresen\Theme
 */

namespace Tresen\Theme\Tests;

use Tresen\Tests\TestCase;

/**
 * What the block shows on a page, and what the editor gets.
 */
class InstagramBlockTest extends TestCase {

	protected function tearDown(): void {
		delete_option( 'tresen_instagram_account' );
		parent::tearDown();
	}

	public function test_the_block_is_registered_with_its_editor_script_and_a_german_title(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'tresen/instagram' );
		$this->assertInstanceOf( \WP_Block_Type::class, $block );
		$this->assertTrue( $block->is_dynamic(), 'rendered on the server' );
		$this->assertContains( 'tresen-instagram-block', $block->editor_script_handles );
		$this->assertSame( 6, $block->attributes['limit']['default'] );
	}

	public function test_on_a_page_it_renders_the_feed_with_the_blocks_post_count(): void {
		update_option( 'tresen_instagram_account', 'tresen_shop' );
		$html = do_blocks( '<!-- wp:tresen/instagram {"limit":4} /-->' );
		$this->assertStringContainsString( 'class="tresen-instagram" data-limit="4"', $html );
		$this->assertStringContainsString( 'href="https://www.instagram.com/tresen_shop/"', $html );
		$this->assertStringContainsString( '@tresen_shop auf Instagram', $html );
		$this->assertTrue( wp_script_is( 'tresen-instagram', 'enqueued' ), 'the feed script comes with the block' );
	}

	public function test_a_count_out_of_range_is_held_to_one_to_twelve(): void {
		update_option( 'tresen_instagram_account', 'tresen_shop' );
		$this->assertStringContainsString( 'data-limit="12"', do_blocks( '<!-- wp:tresen/instagram {"limit":50} /-->' ) );
		$this->assertStringContainsString( 'data-limit="1"', do_blocks( '<!-- wp:tresen/instagram {"limit":-3} /-->' ) );
		$this->assertStringContainsString( 'data-limit="6"', do_blocks( '<!-- wp:tresen/instagram /-->' ) );
	}

	public function test_without_an_account_visitors_see_nothing_and_administrators_a_german_note(): void {
		delete_option( 'tresen_instagram_account' );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:tresen/instagram /-->' ) ) );
		wp_set_current_user( $this->factory()->user( 'administrator' )->ID );
		$this->assertStringContainsString( 'Nur Administratoren', do_blocks( '<!-- wp:tresen/instagram /-->' ) );
	}
}
