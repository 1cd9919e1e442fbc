<?php
/**
 * The main menu and the footer's legal menu, assigned to the theme's locations.
 *
 * @package Tresen\Seed
 */

namespace Tresen\Seed;

/**
 * Creates the two menus.
 */
final class MenuSeeder {

	/**
	 * Number of menu items created.
	 *
	 * @var int
	 */
	public $items = 0;

	/**
	 * Creates the menus.
	 *
	 * @param array<string, int> $pages      Page key => id.
	 * @param array<string, int> $categories Category slug => term id.
	 */
	public function run( array $pages, array $categories ): void {
		$primary = $this->menu( 'Hauptmenü' );
		$this->page_item( $primary, $pages['home'], 'Startseite' );
		$shop = $this->page_item( $primary, $pages['shop'], 'Shop' );
		foreach ( $categories as $term_id ) {
			$this->item(
				$primary,
				array(
					'menu-item-type'      => 'taxonomy',
					'menu-item-object'    => 'product_cat',
					'menu-item-object-id' => $term_id,
					'menu-item-parent-id' => $shop,
				)
			);
		}
		$this->page_item( $primary, $pages['contact'], 'Kontakt' );

		$legal = $this->menu( 'Rechtliches' );
		foreach ( array( 'imprint', 'privacy', 'terms', 'withdrawal', 'shipping', 'accessibility', 'contact' ) as $key ) {
			$this->page_item( $legal, $pages[ $key ] );
		}

		$locations                 = (array) get_theme_mod( 'nav_menu_locations', array() );
		$locations['primary']      = $primary;
		$locations['footer-legal'] = $legal;
		set_theme_mod( 'nav_menu_locations', $locations );
	}

	/**
	 * A menu by name (created when missing).
	 *
	 * @param string $name Menu name.
	 */
	private function menu( string $name ): int {
		$menu = wp_get_nav_menu_object( $name );
		if ( $menu ) {
			return (int) $menu->term_id;
		}
		$id = wp_create_nav_menu( $name );
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( 'menu ' . $name . ': ' . $id->get_error_message() );
		}
		return (int) $id;
	}

	/**
	 * A menu item linking to a page.
	 *
	 * @param int    $menu    Menu id.
	 * @param int    $page_id Page id.
	 * @param string $title   Label ('' for the page title).
	 */
	private function page_item( int $menu, int $page_id, string $title = '' ): int {
		return $this->item(
			$menu,
			array(
				'menu-item-title'     => $title,
				'menu-item-type'      => 'post_type',
				'menu-item-object'    => 'page',
				'menu-item-object-id' => $page_id,
			)
		);
	}

	/**
	 * Adds an item.
	 *
	 * @param int                  $menu Menu id.
	 * @param array<string, mixed> $args wp_update_nav_menu_item() arguments.
	 */
	private function item( int $menu, array $args ): int {
		$id = wp_update_nav_menu_item( $menu, 0, $args + array( 'menu-item-status' => 'publish' ) );
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( 'menu item: ' . $id->get_error_message() );
		}
		++$this->items;
		return (int) $id;
	}
}
