/* WooCommerce double (Tresen, development only): stand-in for WooCommerce's "wc-jquery-blockui" script.
 * It provides the part of blockUI that WooCommerce's scripts touch, so a page that loses this
 * dependency fails as it does with real WooCommerce. */
( window.wcDoubleLoadedScripts = window.wcDoubleLoadedScripts || [] ).push(
	'wc-jquery-blockui'
);
( function ( $ ) {
	if ( ! $ ) {
		return;
	}
	$.blockUI = function () {};
	$.blockUI.defaults = { overlayCSS: {}, css: {} };
	$.unblockUI = function () {};
	$.fn.block = function () {
		return this;
	};
	$.fn.unblock = function () {
		return this;
	};
} )( window.jQuery );
