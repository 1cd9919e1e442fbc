/**
 * The wishlist on every page with add buttons, at load only what a shopper
 * sees without touching anything: the header count from the server's
 * cookie. The buttons' code (`wishlist-button`, its own script) loads when
 * the pointer, focus or a touch reaches an add button (a click made before
 * is replayed), and at once when jQuery is on the page (YITH's
 * `yith_wcwl_init` for third-party code), or when a variation is chosen (the
 * buttons follow it). For a visitor with a list it also
 * loads the small `wishlist-known` script and marks the products on a list.
 * A variation chosen before the buttons' code came is read from the form.
 */
import { __ } from '@wordpress/i18n';
import { onIntent } from '@tresen/common/intent';
import { loadScripts, scriptOnPage } from '@tresen/common/load-scripts';
import type { ScriptSpec } from '@tresen/common/load-scripts';
import { whenReady } from '@tresen/common/ready';
import { countFromCookie, paintCount } from '../shared/count';
import './button.scss';

function start(): void {
	const settings =
		( window as { tresenWishlist?: Record< string, unknown > } )
			.tresenWishlist ?? {};
	const specs = ( raw: unknown ): ScriptSpec[] =>
		Array.isArray( raw )
			? ( raw as unknown[] ).filter(
					( s ): s is ScriptSpec =>
						!! s &&
						typeof s === 'object' &&
						typeof ( s as ScriptSpec ).src === 'string' &&
						! scriptOnPage( ( s as ScriptSpec ).src )
				)
			: [];
	const count = countFromCookie( document.cookie );
	paintCount( count );
	const load = () => loadScripts( specs( settings.buttonScripts ) );
	const jQueryOnPage =
		typeof ( window as { jQuery?: unknown } ).jQuery === 'function';
	const root = document.documentElement;
	if (
		! jQueryOnPage &&
		count > 0 &&
		document.querySelector( '.tresen-wishlist-add' )
	) {
		// Which products are on the visitor's lists (its own small script, which
		// also marks them and paints the count); the buttons' code, when it comes,
		// reads what was said (data-tresen-wishlist-known).
		document
			.querySelectorAll< HTMLElement >( '.wishlist-count' )
			.forEach(
				( badge ) => ( badge.dataset.countBy = 'tresen-wishlist' )
			);
		root.dataset.tresenWishlistAsked = '1';
		void loadScripts( specs( settings.knownScripts ) ).catch(
			() => undefined
		);
	}
	const now = onIntent( {
		selector: '.tresen-wishlist-add',
		load,
		fallback: () =>
			// eslint-disable-next-line no-alert -- nothing else of ours can speak yet.
			window.alert(
				__(
					'The wishlist could not be opened. Please reload the page and try again.',
					'tresen-wishlist'
				)
			),
	} );
	// With jQuery on the page (YITH's events), or once a variation is chosen (the
	// buttons follow it; the code reads the form's choice when it starts).
	const loadNow = () => void now().catch( () => undefined );
	if ( jQueryOnPage ) {
		loadNow();
	}
	document.addEventListener( 'tresen:found-variation', loadNow, {
		once: true,
	} );
}

whenReady( start );
