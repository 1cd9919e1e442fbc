/**
 * The product page's tabs (WooCommerce's `.woocommerce-tabs` markup) as an
 * ARIA tabs widget: one panel shown, the tab chosen by the address (reviews
 * for `#reviews`, `#tab-reviews`, `#comments`, a hash starting with
 * `comment-`, or a review page; additional information for
 * `#tab-additional_information`; else the first; a later hash change only
 * when it names a tab), arrow keys, Home and End move between tabs. Without JavaScript
 * every panel stays readable.
 */
import { triggerJQuery } from '@tresen/common/events';

/**
 * The tab the address asks for: "reviews", "additional_information" or null (the first).
 *
 * @param hash The address's hash (with "#").
 * @param url  The whole address.
 */
export function tabFromAddress( hash: string, url: string ): string | null {
	const lower = hash.toLowerCase();
	if (
		lower.startsWith( '#comment-' ) ||
		lower === '#reviews' ||
		lower === '#tab-reviews' ||
		lower === '#comments'
	) {
		return 'reviews';
	}
	if ( url.includes( 'comment-page-' ) || url.includes( 'cpage=' ) ) {
		return 'reviews';
	}
	if ( lower === '#tab-additional_information' ) {
		return 'additional_information';
	}
	return null;
}

export class ProductTabs {
	private readonly tabs: HTMLAnchorElement[];

	constructor( private readonly root: HTMLElement ) {
		this.tabs = Array.from(
			root.querySelectorAll< HTMLAnchorElement >(
				'.wc-tabs li a, ul.tabs li a'
			)
		);
		const list = root.querySelector( '.wc-tabs, ul.tabs' );
		list?.setAttribute( 'role', 'tablist' );
		this.tabs.forEach( ( tab ) => {
			tab.setAttribute( 'role', 'tab' );
			tab.parentElement?.setAttribute( 'role', 'presentation' );
			const panel = this.panelOf( tab );
			if ( panel ) {
				if ( ! tab.id ) {
					tab.id = `${ panel.id }-tab`;
				}
				tab.setAttribute( 'aria-controls', panel.id );
				panel.setAttribute( 'role', 'tabpanel' );
				panel.setAttribute( 'aria-labelledby', tab.id );
				panel.tabIndex = 0;
			}
			tab.addEventListener( 'click', ( event ) => {
				event.preventDefault();
				this.select( tab );
			} );
			tab.addEventListener( 'keydown', ( event ) =>
				this.onKey( event, tab )
			);
		} );
	}

	private panelOf( tab: HTMLAnchorElement ): HTMLElement | null {
		const id = ( tab.getAttribute( 'href' ) ?? '' ).replace( /^.*#/, '' );
		return id
			? this.root.querySelector< HTMLElement >( `#${ CSS.escape( id ) }` )
			: null;
	}

	/**
	 * The tab whose list item has WooCommerce's class `<key>_tab`.
	 *
	 * @param key e.g. "reviews".
	 */
	byKey( key: string ): HTMLAnchorElement | undefined {
		return this.tabs.find( ( tab ) =>
			tab.parentElement?.classList.contains( `${ key }_tab` )
		);
	}

	/**
	 * Shows a tab's panel and hides the others.
	 *
	 * @param tab   The tab.
	 * @param focus Move focus to it.
	 */
	select( tab: HTMLAnchorElement, focus = false ): void {
		this.tabs.forEach( ( other ) => {
			const active = other === tab;
			other.setAttribute( 'aria-selected', active ? 'true' : 'false' );
			other.tabIndex = active ? 0 : -1;
			other.parentElement?.classList.toggle( 'active', active );
			const panel = this.panelOf( other );
			if ( panel ) {
				panel.hidden = ! active;
			}
		} );
		if ( focus ) {
			tab.focus();
		}
		triggerJQuery(
			'woocommerce_tab_shown',
			[ tab.getAttribute( 'href' ) ?? '' ],
			this.root
		);
	}

	private onKey( event: KeyboardEvent, tab: HTMLAnchorElement ): void {
		const index = this.tabs.indexOf( tab );
		const last = this.tabs.length - 1;
		const next: Record< string, number > = {
			ArrowRight: index === last ? 0 : index + 1,
			ArrowLeft: index === 0 ? last : index - 1,
			Home: 0,
			End: last,
		};
		if ( event.key in next ) {
			event.preventDefault();
			this.select( this.tabs[ next[ event.key ] ], true );
		} else if ( event.key === ' ' ) {
			event.preventDefault();
			this.select( tab );
		}
	}

	/**
	 * The tab an address names: by the address rules, or a tab's own panel
	 * (`#tab-description`); undefined when it names none.
	 */
	private fromHash(): HTMLAnchorElement | undefined {
		const key = tabFromAddress(
			window.location.hash,
			window.location.href
		);
		if ( key ) {
			return this.byKey( key );
		}
		const id = window.location.hash.slice( 1 );
		return id
			? this.tabs.find( ( tab ) => this.panelOf( tab )?.id === id )
			: undefined;
	}

	/** Chooses the tab the address asks for (on load: else the first). */
	fromAddress(): void {
		const tab = this.fromHash() ?? this.tabs[ 0 ];
		if ( tab ) {
			this.select( tab );
		}
	}

	/**
	 * After the hash changed: the tab it names, if any. Any other hash (a
	 * skip link's `#content`, an anchor in a description) leaves the open tab.
	 */
	onHashChange(): void {
		const tab = this.fromHash();
		if ( tab ) {
			this.select( tab );
		}
	}
}

/**
 * Sets up every tab widget of the page; links to the reviews open their tab.
 */
export function initTabs(): ProductTabs[] {
	const widgets = Array.from(
		document.querySelectorAll< HTMLElement >(
			'.woocommerce-tabs, .wc-tabs-wrapper'
		)
	)
		.filter(
			( el, _index, all ) =>
				! all.some( ( other ) => other !== el && other.contains( el ) )
		)
		.map( ( root ) => new ProductTabs( root ) );
	widgets.forEach( ( w ) => w.fromAddress() );
	const openReviews = () =>
		widgets.forEach( ( w ) => {
			const tab = w.byKey( 'reviews' );
			if ( tab ) {
				w.select( tab );
			}
		} );
	window.addEventListener( 'hashchange', () =>
		widgets.forEach( ( w ) => w.onHashChange() )
	);
	document.addEventListener( 'click', ( event ) => {
		const link =
			event.target instanceof Element
				? event.target.closest(
						'a.woocommerce-review-link, a[href="#reviews"]'
					)
				: null;
		if ( link ) {
			openReviews();
		}
	} );
	return widgets;
}
