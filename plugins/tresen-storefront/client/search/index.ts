/**
 * Live search in the header (entry; plain TypeScript, about 1.3 KB gzip).
 *
 * Waits until the shopper uses a search field (focus, pointer, key), then
 * loads WordPress's React and the combobox chunk and hands the field over.
 * Until then, and whenever loading fails, the form is the server's normal
 * product search.
 */
import { chunkBaseUrl } from '@tresen/common/public-path';
import { whenReady } from '@tresen/common/ready';
import { getSettings } from './settings';
// The suggestion list's styles come with the page (a few rules): the lazy
// chunk then needs no stylesheet loader in this entry.
import './search.scss';

// webpack's runtime public path (see settings.d.ts: publicPath).
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

const INTENT_EVENTS = [ 'focus', 'pointerdown', 'keydown' ] as const;

function start(): void {
	const settings = getSettings();
	if ( ! settings.endpoint ) {
		return;
	}
	const chunks = chunkBaseUrl(
		'tresen-storefront-search-js',
		settings.publicPath
	);
	if ( chunks ) {
		// eslint-disable-next-line camelcase
		__webpack_public_path__ = chunks;
	}
	// The Tresen theme's header form, and WooCommerce's product search form
	// (its widget and `get_product_search_form()`) on any other theme.
	document
		.querySelectorAll< HTMLFormElement >(
			'form.product-search, form.woocommerce-product-search'
		)
		.forEach( ( form ) => {
			const input = form.querySelector< HTMLInputElement >(
				'input.product-search__field, input.search-field[name="s"]'
			);
			if ( ! input ) {
				return;
			}
			let started = false;
			const enhance = () => {
				if ( started ) {
					return;
				}
				started = true;
				INTENT_EVENTS.forEach( ( type ) =>
					input.removeEventListener( type, enhance )
				);
				// The role at once, so a screen reader meets a combobox from the start.
				input.setAttribute( 'role', 'combobox' );
				input.setAttribute( 'aria-autocomplete', 'list' );
				input.setAttribute( 'aria-expanded', 'false' );
				// The suite's one script loader (shared with the login popup and
				// the quick view), in a chunk of its own: not needed at load.
				import(
					/* webpackChunkName: "load-scripts" */ '@tresen/common/load-scripts'
				)
					.then( ( { loadScripts } ) =>
						loadScripts( settings.react )
					)
					.then( () =>
						Promise.all( [
							import(
								/* webpackChunkName: "search-combobox" */ './combobox'
							),
							// The texts come with the combobox (its translations are the entry's).
							import(
								/* webpackChunkName: "search-combobox" */ './strings'
							),
						] )
					)
					.then( ( [ { mount }, { searchStrings } ] ) => {
						const strings = searchStrings();
						mount( form, input, {
							request: {
								endpoint: settings.endpoint,
								fast: settings.fast,
								timeoutMs: settings.timeoutMs,
								failed: strings.failed,
							},
							strings,
							minChars: settings.minChars,
							latencyMs: settings.latencyMs,
							maxHeight: settings.maxHeight,
							navigate: ( url ) => window.location.assign( url ),
						} );
					} )
					.catch( () => {
						// Without React the field stays WordPress's search; the next use tries again.
						input.removeAttribute( 'role' );
						input.removeAttribute( 'aria-autocomplete' );
						input.removeAttribute( 'aria-expanded' );
						started = false;
						INTENT_EVENTS.forEach( ( type ) =>
							input.addEventListener( type, enhance )
						);
					} );
			};
			INTENT_EVENTS.forEach( ( type ) =>
				input.addEventListener( type, enhance )
			);
			if ( input.ownerDocument.activeElement === input ) {
				enhance();
			}
		} );
}

whenReady( start );
