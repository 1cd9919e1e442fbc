/**
 * Unit price refresh (Germanized's contract): keeps the unit price under a
 * product's price right when the shopper changes the quantity or the
 * variation, or another script changes the price. See docs/unit-price.md.
 *
 * The entry is small: the observers load when the shopper touches a
 * control of a product (pointer, focus, touch on a field, select or
 * button in a wrapper, or the sticky bar) or a script sets a value in one,
 * when product HTML arrives
 * later (the quick view's `tresen:content-loaded`), or at once when the
 * shop asks for a refresh on load (`refreshOnLoad`). A quantity changed
 * before they were ready is compared with the value the page loaded with.
 */
import { onIntent } from '@tresen/common/intent';
import { chunkBaseUrl } from '@tresen/common/public-path';
import { whenReady } from '@tresen/common/ready';
import { entrySettings } from './entry-settings';

/** The observers' script, beside this one (build/unit-price-observe.js). */
const OBSERVE = 'unit-price-observe.js';

/**
 * Adds the observers' script and resolves once it ran (a failed one is
 * removed, so the next use tries again).
 *
 * @param src Its address.
 */
function addScript( src: string ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		script.src = src;
		script.onload = () => resolve();
		script.onerror = () => {
			script.remove();
			reject( new Error( `Could not load ${ src }` ) );
		};
		document.head.append( script );
	} );
}

function init(): void {
	const settings = entrySettings();
	if ( settings.ajaxUrl === '' ) {
		return;
	}
	// Beside this script (also on a CDN), else the build folder the settings name.
	const base = chunkBaseUrl(
		'tresen-unit-price-unit-price-js',
		settings.publicPath
	);
	const baseline = new WeakMap< Element, string >();
	document
		.querySelectorAll< HTMLInputElement >( settings.qtySelector )
		.forEach( ( input ) => baseline.set( input, input.value ) );

	// Set by build/unit-price-observe.js: starts the observers.
	const host = window as {
		tresenUnitPriceObserve?: (
			baseline: WeakMap< Element, string >
		) => void;
	};
	let loading: Promise< void > | null = null;
	const load = (): Promise< void > => {
		if ( ! loading ) {
			loading = (
				host.tresenUnitPriceObserve
					? Promise.resolve()
					: addScript(
							`${ base }${ OBSERVE }?ver=${ settings.observeVersion }`
						)
			).then( () => {
				if ( ! host.tresenUnitPriceObserve ) {
					throw new Error(
						'The unit price observers did not start.'
					);
				}
				host.tresenUnitPriceObserve( baseline );
			} );
			loading.catch( () => {
				loading = null;
			} );
		}
		return loading;
	};
	if ( settings.refreshOnLoad ) {
		void load();
		return;
	}
	const controls = [ 'input', 'select', 'button', 'textarea' ]
		.map( ( tag ) => `${ settings.wrapper } ${ tag }` )
		.concat( '.tresen-sticky-cart' )
		.join( ',' );
	onIntent( { selector: controls, load } );
	// A value set by another script (or by a device without pointer or focus events).
	const onValue = ( event: Event ) => {
		if (
			event.target instanceof Element &&
			event.target.closest( controls )
		) {
			document.removeEventListener( 'input', onValue, true );
			document.removeEventListener( 'change', onValue, true );
			load().catch( () => {
				document.addEventListener( 'input', onValue, true );
				document.addEventListener( 'change', onValue, true );
			} );
		}
	};
	document.addEventListener( 'input', onValue, true );
	document.addEventListener( 'change', onValue, true );
	document.addEventListener( 'tresen:content-loaded', () => void load() );
}

whenReady( init );
