/* WooCommerce double (Tresen, development only): stand-in for WooCommerce's "js-cookie" script.
 * It does nothing but record that it was loaded, so tests can prove whether the theme dequeued it. */
( window.wcDoubleLoadedScripts = window.wcDoubleLoadedScripts || [] ).push(
	'wc-js-cookie'
);
