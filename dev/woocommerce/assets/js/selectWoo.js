/* WooCommerce double (Tresen, development only): stand-in for WooCommerce's "selectWoo" script.
 * It does nothing but record that it was loaded, so tests can prove whether the theme dequeued it. */
( window.wcDoubleLoadedScripts = window.wcDoubleLoadedScripts || [] ).push(
	'selectWoo'
);
