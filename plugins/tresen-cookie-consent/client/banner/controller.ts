/**
 * Wires the server-rendered banner and settings dialog to the gate.
 * Visibility is decided here, from the cookies, never by the HTML: pages
 * are cached and come back from the back/forward cache.
 */

/**
 * Internal dependencies
 */
import { focusableIn, wrapTab } from '@tresen/common/focus-trap';
import { MANAGE_SELECTOR } from '../lib/manage';
import type { ConsentGate } from '../lib/types';
import { fillToggles, firstToggle, readToggles } from './dialog';
import { focusQuietly, keepFocusAboveBanner } from '../lib/focus';
import { adoptReveal } from '../lib/reveal';
import { INITIAL, decisionOf, reduce } from './machine';
import type { Model, UiEvent } from './machine';

export interface BannerOptions extends Record< string, unknown > {
	scrollAccept: boolean;
	scrollOffset: number;
	autoHide: boolean;
	autoHideDelay: number;
	animationMs: number;
}

export interface MountedBanner {
	model: () => Model;
	send: ( event: UiEvent ) => void;
}

export { MANAGE_SELECTOR };

const ACTIONS: Record< string, UiEvent[ 'type' ] > = {
	accept: 'accept',
	reject: 'reject',
	settings: 'open-settings',
	save: 'save',
	close: 'close-settings',
};

/**
 * Mounts the banner. Returns null when the markup is missing.
 *
 * @param doc     Document holding the markup.
 * @param gate    The consent gate.
 * @param options Scroll, auto-hide and animation options.
 */
export function mountBanner(
	doc: Document,
	gate: ConsentGate,
	options: BannerOptions
): MountedBanner | null {
	const win = doc.defaultView ?? window;
	const banner = doc.querySelector< HTMLElement >(
		'[data-tresen-cc="banner"]'
	);
	const modal = doc.querySelector< HTMLElement >(
		'[data-tresen-cc="modal"]'
	);
	const dialog =
		modal?.querySelector< HTMLElement >( '[role="dialog"]' ) ?? null;
	if ( ! banner || ! modal || ! dialog ) {
		return null;
	}
	let model: Model = INITIAL;
	let returnFocus: HTMLElement | null = null;
	let hideTimer: ReturnType< typeof setTimeout > | undefined;
	let deciding = false;

	const duration = () =>
		win.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches
			? 0
			: options.animationMs;
	banner.style.setProperty( '--tresen-cc-duration', `${ duration() }ms` );

	// The gate may have shown the banner already (lib/reveal.ts): keep its
	// focus handling, and do not move the focus again.
	let releaseFocus: ( () => void ) | null = adoptReveal();
	let quiet = releaseFocus !== null;
	const showBanner = () => {
		clearTimeout( hideTimer );
		banner.hidden = false;
		// Start the transition from the closed position.
		void banner.offsetWidth;
		banner.classList.add( 'is-open' );
		releaseFocus ??= keepFocusAboveBanner( banner, win );
	};
	const hideBanner = ( animate: boolean ) => {
		releaseFocus?.();
		releaseFocus = null;
		banner.classList.remove( 'is-open' );
		clearTimeout( hideTimer );
		const ms = animate ? duration() : 0;
		if ( ms > 0 && ! banner.hidden ) {
			hideTimer = setTimeout( () => ( banner.hidden = true ), ms );
		} else {
			banner.hidden = true;
		}
	};
	const focusInside = () => {
		const active = doc.activeElement;
		return (
			!! active &&
			( banner.contains( active ) || modal.contains( active ) )
		);
	};

	const render = ( prev: Model ) => {
		const hadFocus = focusInside() || doc.activeElement === doc.body;
		if ( model.view === 'settings' ) {
			const decision = gate.decision();
			fillToggles(
				dialog,
				decision.status === 'undecided'
					? ( decision.previous ?? decision.flags )
					: decision.flags
			);
			hideBanner( false );
			modal.hidden = false;
			focusQuietly(
				firstToggle( dialog ) ?? focusableIn( dialog )[ 0 ] ?? dialog
			);
			return;
		}
		modal.hidden = true;
		if ( model.view === 'banner' ) {
			showBanner();
			if ( prev.view === 'settings' ) {
				focusQuietly(
					banner.querySelector< HTMLElement >(
						'[data-tresen-cc-action="settings"]'
					)
				);
			} else if (
				model.reopened ||
				( doc.activeElement === doc.body && ! quiet )
			) {
				focusQuietly( banner );
			}
			return;
		}
		hideBanner( prev.view === 'banner' );
		if ( hadFocus && prev.view !== 'hidden' ) {
			if ( returnFocus && returnFocus.isConnected ) {
				focusQuietly( returnFocus );
			} else if ( doc.activeElement instanceof HTMLElement ) {
				doc.activeElement.blur();
			}
			returnFocus = null;
		}
	};

	const send = ( event: UiEvent ) => {
		const decision = decisionOf( model, event );
		if ( decision ) {
			deciding = true;
			try {
				gate.decide(
					decision,
					decision === 'save' ? readToggles( dialog ) : undefined
				);
			} finally {
				deciding = false;
			}
		}
		const prev = model;
		model = reduce( model, event );
		if ( model !== prev ) {
			render( prev );
		}
	};

	const sync = () =>
		send( {
			type: 'sync',
			decided: gate.decision().status !== 'undecided',
		} );

	doc.addEventListener( 'click', ( e ) => {
		const target = e.target instanceof Element ? e.target : null;
		if ( ! target ) {
			return;
		}
		const manage = target.closest< HTMLElement >( MANAGE_SELECTOR );
		if (
			manage &&
			! banner.contains( manage ) &&
			! modal.contains( manage )
		) {
			e.preventDefault();
			returnFocus = manage;
			send( { type: 'manage' } );
			return;
		}
		if ( target === modal ) {
			send( { type: 'close-settings' } );
			return;
		}
		const button = target.closest< HTMLElement >(
			'[data-tresen-cc-action]'
		);
		if (
			! button ||
			! ( banner.contains( button ) || modal.contains( button ) )
		) {
			return;
		}
		const action = button.dataset.tresenCcAction ?? '';
		if ( action === 'more' ) {
			const rest = banner.querySelector< HTMLElement >(
				'[data-tresen-cc="more-text"]'
			);
			banner
				.querySelectorAll< HTMLElement >(
					'[data-tresen-cc="ellipsis"]'
				)
				.forEach( ( el ) => ( el.hidden = true ) );
			if ( rest ) {
				rest.hidden = false;
				button.hidden = true;
				focusQuietly( rest );
			}
			return;
		}
		if ( ACTIONS[ action ] ) {
			e.preventDefault();
			send( { type: ACTIONS[ action ] } as UiEvent );
		}
	} );

	modal.addEventListener( 'keydown', ( e ) => {
		if ( e.key === 'Escape' ) {
			e.preventDefault();
			send( { type: 'close-settings' } );
			return;
		}
		wrapTab( dialog, e );
	} );
	banner.addEventListener( 'keydown', ( e ) => {
		if ( e.key === 'Escape' ) {
			send( { type: 'dismiss' } );
		}
	} );

	if ( options.scrollAccept ) {
		const onScroll = () => {
			if ( win.scrollY > options.scrollOffset ) {
				win.removeEventListener( 'scroll', onScroll );
				send( { type: 'scroll-accept' } );
			}
		};
		if ( gate.decision().status === 'undecided' ) {
			win.addEventListener( 'scroll', onScroll, { passive: true } );
		}
	}

	gate.onChange( () => {
		if ( ! deciding ) {
			sync();
		}
	} );
	win.addEventListener( 'pageshow', ( e ) => {
		if ( ( e as PageTransitionEvent ).persisted ) {
			gate.refresh();
			sync();
		}
	} );

	sync();
	quiet = false;

	if ( options.autoHide && model.view === 'banner' ) {
		setTimeout( () => {
			if ( ! focusInside() ) {
				send( { type: 'auto-hide' } );
			}
		}, options.autoHideDelay );
	}

	return { model: () => model, send };
}
