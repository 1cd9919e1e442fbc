<?php
/**
 * Site header. The same markup for every visitor (cacheable).
 *
 * @package Tresen\Theme
 */

use Tresen\Theme\Template\Header;
use Tresen\Theme\Template\Icons;

defined( 'ABSPATH' ) || exit;
?><!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<header id="masthead" class="site-header">
	<?php // Inside the header (banner landmark): nothing stands outside a landmark (axe "region"), and the cookie banner printed at wp_body_open comes first. ?>
	<a class="skip-link screen-reader-text" href="#content"><?php esc_html_e( 'Skip to content', 'tresen' ); ?></a>
	<div class="site-header__bar container">
		<button type="button" class="menu-toggle header-icon-link" aria-controls="site-navigation" aria-expanded="false">
			<?php echo Icons::get( 'menu' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- static SVG. ?>
			<span class="header-icon-link__label"><?php esc_html_e( 'Menu', 'tresen' ); ?></span>
		</button>
		<?php echo Header::branding(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
		<div class="site-header__search" id="site-search">
			<?php echo Header::search_form(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped inside. ?>
		</div>
		<div class="header-actions">
			<button type="button" class="header-search-toggle header-icon-link" aria-controls="site-search" aria-expanded="false" hidden>
				<?php echo Icons::get( 'search' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- static SVG. ?>
				<span class="header-icon-link__label"><?php esc_html_e( 'Search products', 'tresen' ); ?></span>
			</button>
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
