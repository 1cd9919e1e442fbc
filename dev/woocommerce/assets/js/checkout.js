/* WooCommerce double (Tresen, development only): stand-in for WooCommerce's "wc-checkout" script.
 * Like the real one it first configures blockUI (from "wc-jquery-blockui", through the
 * "woocommerce" handle), so it fails as the real one does when that dependency is lost;
 * otherwise it only records that it ran. */
( function ( $ ) {
	$.blockUI.defaults.overlayCSS.cursor = 'default';
	( window.wcDoubleLoadedScripts = window.wcDoubleLoadedScripts || [] ).push(
		'wc-checkout'
	);
} )( window.jQuery );
