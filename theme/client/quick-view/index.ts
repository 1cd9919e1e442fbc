/**
 * Quick view from shop lists: the "Schnellansicht" link (the product page
 * without JavaScript) opens the product in a dialog instead. On the first
 * click the product's HTML (`flatsome_quickview`), WordPress's React and
 * the dialog's code load together; the dialog reuses the product page's
 * parts (variations and add to cart through the cart bundle, which hears
 * `tresen:content-loaded`). PHP: theme/inc/QuickView/QuickView.php.
 */
import { __ } from '@wordpress/i18n';
import { HttpError, postFormText } from '@tresen/common/http';
import { loadScripts } from '@tresen/common/load-scripts';
import { showNotice } from '@tresen/common/notices';
import { chunkBaseUrl } from '@tresen/common/public-path';
import { isArrayOf, isString, readSettings } from '@tresen/common/settings';
import './quick-view.scss';
import { whenReady } from '@tresen/common/ready';

// webpack's runtime public path for the dialog chunk.
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars
declare let __webpack_public_path__: string;

interface QuickViewSettings extends Record< string, unknown > {
	ajaxUrl: string;
	action: string;
	publicPath: string;
	react: string[];
}

export function quickViewSettings( source?: unknown ): QuickViewSettings {
	return readSettings< QuickViewSettings >(
		'tresenQuickView',
		{
			ajaxUrl: { guard: isString, fallback: '/wp-admin/admin-ajax.php' },
			action: { guard: isString, fallback: 'flatsome_quickview' },
			publicPath: { guard: isString, fallback: '' },
			react: { guard: isArrayOf( isString ), fallback: [] },
		},
		source
	);
}

/**
 * The product's quick view HTML; a refusal's own (German) HTML for 404.
 *
 * @param settings Settings.
 * @param id       Product id.
 */
export async function fetchQuickView(
	settings: QuickViewSettings,
	id: string
): Promise< string > {
	try {
		return await postFormText(
			settings.ajaxUrl,
			{ action: settings.action, product: id },
			{ timeoutMs: 15000 }
		);
	} catch ( error ) {
		if ( error instanceof HttpError && error.status === 404 ) {
			return `<p class="tresen-quick-view__error">${ __( 'This product cannot be shown. Perhaps it is no longer available.', 'tresen' ) }</p>`;
		}
		throw error;
	}
}

/**
 * Opens the quick view of a list's link.
 *
 * @param link     The "Schnellansicht" link.
 * @param settings Settings.
 */
export async function openQuickView(
	link: HTMLAnchorElement,
	settings: QuickViewSettings
): Promise< void > {
	if ( link.getAttribute( 'aria-busy' ) === 'true' ) {
		return;
	}
	link.setAttribute( 'aria-busy', 'true' );
	link.classList.add( 'loading' );
	try {
		const [ html ] = await Promise.all( [
			fetchQuickView( settings, link.dataset.prod ?? '' ),
			loadScripts( settings.react ),
		] );
		const dialog = await import(
			/* webpackChunkName: "quick-view-dialog" */ './dialog'
		);
		const name = link.dataset.name ?? '';
		dialog.showQuickView( {
			html,
			title: name,
			returnTo: link,
		} );
	} catch {
		showNotice(
			'error',
			__(
				'The quick view could not be loaded. Please check your connection or open the product page.',
				'tresen'
			)
		);
	} finally {
		link.removeAttribute( 'aria-busy' );
		link.classList.remove( 'loading' );
	}
}

function start(): void {
	const settings = quickViewSettings();
	const chunks = chunkBaseUrl( 'tresen-quick-view-js', settings.publicPath );
	if ( chunks ) {
		// eslint-disable-next-line camelcase
		__webpack_public_path__ = chunks;
	}
	document.addEventListener( 'click', ( event ) => {
		const link =
			event.target instanceof Element
				? event.target.closest< HTMLAnchorElement >(
						'a.tresen-quick-view-button[data-prod]'
					)
				: null;
		if (
			! link ||
			event.defaultPrevented ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey
		) {
			return;
		}
		event.preventDefault();
		void openQuickView( link, settings );
	} );
}

whenReady( start );
