<?php
/**
 * Lean front-end output: no emoji script, no oEmbed discovery or RSD links
 * in every page head, and no language switcher on the login page (a German
 * shop; listing the languages would ask WordPress.org on every visit).
 *
 * @package Tresen\Shop
 */

namespace Tresen\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * Removes output the shop does not use.
 */
final class LeanFrontend {

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
		remove_action( 'wp_print_styles', 'print_emoji_styles' );
		remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
		remove_filter( 'the_content_feed', 'wp_staticize_emoji' );
		remove_filter( 'comment_text_rss', 'wp_staticize_emoji' );
		remove_filter( 'wp_mail', 'wp_staticize_emoji_for_email' );
		remove_action( 'wp_head', 'rsd_link' );
		remove_action( 'wp_head', 'wlwmanifest_link' );
		remove_action( 'wp_head', 'wp_oembed_add_discovery_links' );
		remove_action( 'wp_head', 'wp_generator' );
		add_filter( 'login_display_language_dropdown', '__return_false' );
	}
}
