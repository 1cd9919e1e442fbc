/**
 * The theme's look on WooCommerce's Cart and Checkout blocks (built to
 * build/blocks-style.css; `Tresen\Theme\Enqueue` enqueues only the CSS, only
 * on pages with those blocks). WooCommerce's own block styles stay as they
 * are; this sets the theme's colours, fonts and forms on top of them.
 */
import './blocks-style.scss';
