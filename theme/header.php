<?php
/**
 * Site header. The same markup for every visitor (cacheable).
 *
 * @package Tresen\Theme
 */

use Tresen\Theme\Template\Header;
use Tresen\Theme\Template\Icons;
use Tresen\Theme\Owner\Settings;

defined( 'ABSPATH' ) || exit;

// The owner's choice (Customizer): the search field in the bar, or a button that opens it.
$tresen_search_button = 'button' === Settings::get( 'tresen_header_search' );
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<header id="masthead" class="<?php echo esc_attr( implode( ' ', Settings::header_classes() ) ); ?>">
	<?php // Inside the header (banner landmark): nothing stands outside a landmark (axe "region"), and the cookie banner printed at wp_body_open comes first. ?>
	<a class="skip-link screen-reader-text" href="#content"><?php esc_html_e( 'Skip to content', 'tresen' ); ?></a>
	<div class="site-header__bar container">
		<button type="button" class="menu-toggle header-icon-link" aria-controls="site-navigation" aria-expanded="false">
			<?php echo Icons::get( 'menu' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- static SVG. ?>
			<span class="header-icon-link__label"><?php esc_html_e( 'Menu', 'tresen' ); ?></span>
		</button>
		<?php echo Header::branding(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
		<?php if ( ! $tresen_search_button ) : ?>
		<div class="site-header__search" id="site-search">
			<?php echo Header::search_form(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
		</div>
		<?php endif; ?>
		<div class="header-actions">
			<?php if ( $tresen_search_button ) : ?>
			<details class="header-search-pop">
				<summary class="header-icon-link">
					<?php echo Icons::get( 'search' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- static SVG. ?>
					<span class="header-icon-link__label"><?php esc_html_e( 'Search products', 'tresen' ); ?></span>
				</summary>
				<div class="site-header__search" id="site-search">
					<?php echo Header::search_form(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
				</div>
			</details>
			<?php else : ?>
			<button type="button" class="header-search-toggle header-icon-link" aria-controls="site-search" aria-expanded="false" hidden>
				<?php echo Icons::get( 'search' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- static SVG. ?>
				<span class="header-icon-link__label"><?php esc_html_e( 'Search products', 'tresen' ); ?></span>
			</button>
			<?php endif; ?>
			<?php
			// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside.
			echo Header::account_link();
			echo Header::wishlist_link();
			?>
			<div class="header-cart">
				<?php echo Header::cart(); ?>
			</div>
			<?php // phpcs:enable ?>
		</div>
	</div>
	<nav id="site-navigation" class="main-navigation" aria-label="<?php esc_attr_e( 'Main menu', 'tresen' ); ?>">
		<div class="main-navigation__head">
			<span class="main-navigation__title"><?php esc_html_e( 'Menu', 'tresen' ); ?></span>
			<button type="button" class="menu-close header-icon-link">
				<?php echo Icons::get( 'close' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- static SVG. ?>
				<span class="screen-reader-text"><?php esc_html_e( 'Close menu', 'tresen' ); ?></span>
			</button>
		</div>
		<div class="container">
			<?php echo Header::primary_menu(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built by wp_nav_menu / escaped inside. ?>
		</div>
	</nav>
</header>
<main id="content" class="site-main" tabindex="-1">
	<div class="container">
