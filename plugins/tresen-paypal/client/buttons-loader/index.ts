/**
 * The PayPal buttons on pages without a box of their own (shop, categories,
 * content pages): only the mini cart (a per-session fragment) or a quick
 * view may bring one. This small loader waits until a box comes into view
 * (the mini cart opening) and then loads the `buttons` script, its
 * settings, translations and style, which render the buttons as everywhere
 * else. Should that fail, the box says so and the next view tries again.
 */
import {
	loadScripts,
	loadStyles,
	scriptOnPage,
	type ScriptSpec,
} from '@tresen/common/load-scripts';
import {
	isArrayOf,
	isShape,
	isString,
	readSettings,
} from '@tresen/common/settings';

interface LoaderSettings extends Record< string, unknown > {
	/** The buttons script and what it needs, in load order. */
	scripts: ScriptSpec[];
	/** Its style sheets. */
	styles: string[];
	/** The message when loading fails. */
	error: string;
}

const settings = readSettings< LoaderSettings >( 'tresenPayPalLoader', {
	scripts: {
		guard: isArrayOf(
			isShape< ScriptSpec & Record< string, unknown > >( {
				src: isString,
			} )
		),
		fallback: [],
	},
	styles: { guard: isArrayOf( isString ), fallback: [] },
	error: { guard: isString, fallback: '' },
} );

const BOX = '.tresen-paypal-buttons';
const ERROR = 'tresen-paypal-loader-error';

let loading: Promise< void > | null = null;

/** Loads the buttons (once; again after a failure). */
function load(): Promise< void > {
	if ( ! loading ) {
		loading = Promise.all( [
			loadStyles( settings.styles ),
			loadScripts(
				settings.scripts.filter( ( s ) => ! scriptOnPage( s.src ) )
			),
		] )
			.then( () => undefined )
			.catch( ( error: unknown ) => {
				loading = null;
				throw error;
			} );
	}
	return loading;
}

const watched = new WeakSet< Element >();
// Boxes whose loading failed while in view: they retry once they have left it.
const failed = new WeakSet< Element >();
let done = false;

const visible =
	typeof IntersectionObserver === 'function'
		? new IntersectionObserver(
				( entries ) => {
					for ( const entry of entries ) {
						const box = entry.target;
						if ( ! entry.isIntersecting ) {
							failed.delete( box );
						} else if ( ! failed.has( box ) ) {
							visible?.unobserve( box );
							start( box );
						}
					}
				},
				{ rootMargin: '200px' }
			)
		: null;

/** Watches every box on the page (fragments bring new ones). */
function scan(): void {
	if ( done ) {
		return;
	}
	for ( const box of document.querySelectorAll( BOX ) ) {
		if ( watched.has( box ) ) {
			continue;
		}
		watched.add( box );
		if ( visible ) {
			visible.observe( box );
		} else {
			start( box );
		}
	}
}

const observer = new MutationObserver( scan );

/**
 * Shows the failure above the box; the box tries again when it comes
 * into view the next time (the mini cart reopened).
 *
 * @param box The box.
 */
function fail( box: Element ): void {
	if ( ! box.previousElementSibling?.classList.contains( ERROR ) ) {
		const list = document.createElement( 'ul' );
		list.className = `woocommerce-error ${ ERROR }`;
		list.setAttribute( 'role', 'alert' );
		const item = document.createElement( 'li' );
		item.textContent = settings.error;
		list.appendChild( item );
		box.before( list );
	}
	if ( visible ) {
		failed.add( box );
		visible.observe( box );
	}
}

/**
 * Loads the buttons for a box in view.
 *
 * @param box The box.
 */
function start( box: Element ): void {
	if ( done ) {
		return;
	}
	load()
		.then( () => {
			// From here the buttons script watches every box itself.
			done = true;
			visible?.disconnect();
			observer.disconnect();
			for ( const shown of document.querySelectorAll( `.${ ERROR }` ) ) {
				shown.remove();
			}
		} )
		.catch( () => fail( box ) );
}

if ( settings.scripts.length > 0 ) {
	scan();
	observer.observe( document.body, { childList: true, subtree: true } );
}
