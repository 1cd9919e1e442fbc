/**
 * The wishlist page's controls, on the server-rendered list: remove, move,
 * rename, quantities (sent 1 s after typing stops; Enter does not submit),
 * order (buttons, or drag and drop), bulk actions, privacy, the image
 * grid's detail panel, the mobile variant below 768 px, and the estimate
 * dialog. Every change answers with fresh list HTML from the server.
 */
import { __ } from '@wordpress/i18n';
import { on } from '@tresen/common/events';
import { announce, showNotice } from '@tresen/common/notices';
import { cleanListName } from './rules';
import type { Reply } from './api';
import type { WishlistSettings } from './settings.d';
import type { Wishlists } from './state';
import { Debouncer, parseQuantity } from './quantity';

interface ListInfo {
	section: HTMLElement;
	token: string;
	id: string;
}

function infoOf( el: Element ): ListInfo | null {
	const section = el.closest< HTMLElement >( '.tresen-wishlist[data-token]' );
	if ( ! section ) {
		return null;
	}
	return {
		section,
		token: section.dataset.token ?? '',
		id: section.dataset.id ?? '',
	};
}

/**
 * Replaces elements named by `data-wishlist-fragment` with the reply's markup.
 *
 * @param root      Page.
 * @param fragments Key → HTML.
 */
export function applyFragments(
	root: ParentNode,
	fragments: unknown
): Element[] {
	const inserted: Element[] = [];
	if ( ! fragments || typeof fragments !== 'object' ) {
		return inserted;
	}
	for ( const [ key, html ] of Object.entries( fragments ) ) {
		if ( typeof html !== 'string' || ! /^[A-Za-z0-9_-]+$/.test( key ) ) {
			continue;
		}
		root.querySelectorAll( `[data-wishlist-fragment="${ key }"]` ).forEach(
			( target ) => {
				const template = document.createElement( 'template' );
				template.innerHTML = html.trim();
				inserted.push( ...Array.from( template.content.children ) );
				target.replaceWith( template.content );
			}
		);
	}
	return inserted;
}

export function initList(
	root: HTMLElement,
	settings: WishlistSettings,
	wishlists: Wishlists,
	react: () => Promise< void >
): void {
	const mobile =
		typeof window.matchMedia === 'function'
			? window.matchMedia( settings.mobileQuery )
			: null;
	const isMobile = () => ( mobile?.matches ? 'yes' : 'no' );

	/**
	 * The fragments map that asks for the list's new HTML.
	 * @param info
	 */
	const fragmentsFor = ( info: ListInfo ) =>
		JSON.stringify( {
			[ `wishlist-${ info.token }` ]: {
				item: 'wishlist',
				wishlist_token: info.token,
				is_mobile: isMobile(),
			},
		} );

	/**
	 * Sends an action for a list and puts the new list into the page.
	 *
	 * @param action  Action.
	 * @param info    List.
	 * @param fields  Fields.
	 * @param refocus Selector of what gets focus afterwards (in the new markup).
	 */
	const act = async (
		action: string,
		info: ListInfo,
		fields: Record< string, string | string[] >,
		refocus?: string
	): Promise< Reply > => {
		info.section.setAttribute( 'aria-busy', 'true' );
		const reply = await wishlists.send( action, {
			...fields,
			fragments: fragmentsFor( info ),
		} );
		info.section.removeAttribute( 'aria-busy' );
		if ( ! reply.ok ) {
			showNotice( 'error', reply.message );
			return reply;
		}
		applyFragments( root, reply.fragments );
		const again = root.querySelector< HTMLElement >(
			`.tresen-wishlist[data-token="${ info.token }"]`
		);
		const target =
			( refocus && again?.querySelector< HTMLElement >( refocus ) ) ||
			again?.querySelector< HTMLElement >( '.tresen-wishlist__title' );
		if ( target ) {
			if ( ! target.matches( 'a, button, input, select, textarea' ) ) {
				target.setAttribute( 'tabindex', '-1' );
			}
			target.focus();
		}
		if ( reply.message ) {
			announce( reply.message );
		}
		return reply;
	};

	// Quantities: one request 1 s after typing stops; Enter never submits.
	const quantities = new Debouncer( settings.quantityDebounceMs );
	root.addEventListener( 'keydown', ( event ) => {
		const t = event.target;
		if (
			event.key === 'Enter' &&
			t instanceof HTMLInputElement &&
			t.closest( '.tresen-wishlist__form' )
		) {
			event.preventDefault();
		}
	} );
	root.addEventListener( 'input', ( event ) => {
		const input = event.target;
		if (
			! ( input instanceof HTMLInputElement ) ||
			! input.classList.contains( 'tresen-wishlist__qty' )
		) {
			return;
		}
		const row = input.closest< HTMLElement >( '[data-item-id]' );
		const info = infoOf( input );
		if ( ! row || ! info ) {
			return;
		}
		const quantity = parseQuantity( input.value );
		input.classList.toggle( 'is-invalid', quantity === null );
		input.toggleAttribute( 'aria-invalid', quantity === null );
		if ( quantity === null ) {
			quantities.cancel( row.dataset.itemId ?? '' );
			return;
		}
		quantities.schedule( row.dataset.itemId ?? '', async () => {
			const reply = await wishlists.send( 'update_item_quantity', {
				product_id: row.dataset.productId ?? '',
				wishlist_token: info.token,
				quantity: String( quantity ),
			} );
			if ( ! reply.ok ) {
				input.classList.add( 'is-invalid' );
				input.setAttribute( 'aria-invalid', 'true' );
				showNotice( 'error', reply.message );
				return;
			}
			row.querySelectorAll< HTMLElement >( '.ajax_add_to_cart' ).forEach(
				( b ) => {
					b.dataset.quantity = String( quantity );
				}
			);
			announce( __( 'Quantity saved.', 'tresen-wishlist' ) );
		} );
	} );

	const itemIds = ( section: HTMLElement ) =>
		Array.from(
			section.querySelectorAll< HTMLElement >( '[data-item-id]' )
		).map( ( el ) => el.dataset.itemId ?? '' );

	const sortTo = ( info: ListInfo, ids: string[], focus: string ) =>
		act(
			'sort_wishlist_items',
			info,
			{
				wishlist_token: info.token,
				positions: ids,
				page: '1',
				per_page: '0',
			},
			focus
		).then( ( reply ) => {
			if ( reply.ok ) {
				announce( __( 'Order saved.', 'tresen-wishlist' ) );
			}
		} );

	const editTitle = ( info: ListInfo ) => {
		const heading = info.section.querySelector< HTMLElement >(
			'.tresen-wishlist__title'
		);
		const header = heading?.parentElement;
		if ( ! heading || ! header || header.querySelector( 'form' ) ) {
			return;
		}
		const form = document.createElement( 'form' );
		form.className = 'tresen-wishlist__title-form';
		const label = document.createElement( 'label' );
		label.className = 'screen-reader-text';
		label.htmlFor = `tresen-wishlist-title-input-${ info.token }`;
		label.textContent = __( 'Name of the wishlist', 'tresen-wishlist' );
		const input = document.createElement( 'input' );
		input.type = 'text';
		input.id = label.htmlFor;
		input.className = 'input-text';
		input.maxLength = 100;
		input.value = heading.textContent ?? '';
		const error = document.createElement( 'p' );
		error.className = 'tresen-wishlist__field-error';
		error.id = `${ input.id }-error`;
		error.hidden = true;
		const save = document.createElement( 'button' );
		save.type = 'submit';
		save.className = 'button';
		save.textContent = __( 'Save', 'tresen-wishlist' );
		const cancel = document.createElement( 'button' );
		cancel.type = 'button';
		cancel.className = 'button';
		cancel.textContent = __( 'Cancel', 'tresen-wishlist' );
		form.append( label, input, save, cancel, error );
		const editButton = header.querySelector< HTMLElement >(
			'.tresen-wishlist__edit-title'
		);
		heading.hidden = true;
		if ( editButton ) {
			editButton.hidden = true;
		}
		header.append( form );
		input.focus();
		input.select();

		const close = () => {
			form.remove();
			heading.hidden = false;
			if ( editButton ) {
				editButton.hidden = false;
				editButton.focus();
			}
		};
		const invalid = ( message: string ) => {
			input.classList.add( 'is-invalid' );
			input.setAttribute( 'aria-invalid', 'true' );
			input.setAttribute( 'aria-describedby', error.id );
			error.textContent = message;
			error.hidden = false;
			input.focus();
		};
		cancel.addEventListener( 'click', close );
		input.addEventListener( 'keydown', ( event ) => {
			if ( event.key === 'Escape' ) {
				event.preventDefault();
				event.stopPropagation();
				close();
			}
		} );
		form.addEventListener( 'submit', ( event ) => {
			event.preventDefault();
			const name = cleanListName( input.value );
			if ( name === null ) {
				invalid(
					__(
						'Please enter a name for the wishlist.',
						'tresen-wishlist'
					)
				);
				return;
			}
			void act(
				'save_title',
				info,
				{ wishlist_id: info.id, title: name },
				'.tresen-wishlist__edit-title'
			).then( ( reply ) => {
				if ( reply.ok ) {
					announce( __( 'Name saved.', 'tresen-wishlist' ) );
					// The management table shows the name too.
					void refreshManage();
				} else {
					invalid( reply.message );
				}
			} );
		} );
	};

	const refreshManage = async () => {
		const reply = await wishlists.send( 'load_fragments', {
			fragments: JSON.stringify( { manage: { item: 'manage' } } ),
		} );
		if ( reply.ok ) {
			applyFragments( root, reply.fragments );
		}
	};

	const moveTo = ( select: HTMLSelectElement, info: ListInfo ) => {
		const row = select.closest< HTMLElement >( '[data-item-id]' );
		if ( ! row || ! select.value ) {
			return;
		}
		const send = ( to: string, name = '' ) =>
			act( 'move_to_another_wishlist', info, {
				wishlist_token: info.token,
				destination_wishlist_token: to,
				item_id: row.dataset.itemId ?? '',
				wishlist_name: name,
				wishlist_visibility: '1',
			} ).then( ( reply ) => {
				if ( reply.ok ) {
					void refreshManage();
				}
			} );
		if ( select.value !== 'new' ) {
			void send( select.value );
			return;
		}
		if (
			select.parentElement?.querySelector( '.tresen-wishlist__new-list' )
		) {
			return;
		}
		const box = document.createElement( 'span' );
		box.className = 'tresen-wishlist__new-list';
		const input = document.createElement( 'input' );
		input.type = 'text';
		input.className = 'input-text';
		input.maxLength = 100;
		input.setAttribute(
			'aria-label',
			__( 'Name of the new list', 'tresen-wishlist' )
		);
		const go = document.createElement( 'button' );
		go.type = 'button';
		go.className = 'button';
		go.textContent = __( 'Move', 'tresen-wishlist' );
		box.append( input, go );
		select.after( box );
		input.focus();
		const submit = () => {
			const name = cleanListName( input.value );
			if ( name === null ) {
				input.classList.add( 'is-invalid' );
				input.setAttribute( 'aria-invalid', 'true' );
				announce(
					__(
						'Please enter a name for the wishlist.',
						'tresen-wishlist'
					),
					true
				);
				input.focus();
				return;
			}
			void send( 'new', name );
		};
		go.addEventListener( 'click', submit );
		input.addEventListener( 'keydown', ( event ) => {
			if ( event.key === 'Enter' ) {
				event.preventDefault();
				submit();
			}
		} );
	};

	const updateBulk = ( section: HTMLElement ) => {
		const apply = section.querySelector< HTMLButtonElement >(
			'.tresen-wishlist__bulk-apply'
		);
		if ( apply ) {
			apply.disabled = ! section.querySelector(
				'.tresen-wishlist__check:checked'
			);
		}
	};

	const closePanels = ( except?: Element ) => {
		root.querySelectorAll< HTMLElement >(
			'.tresen-wishlist__thumb-toggle[aria-expanded="true"]'
		).forEach( ( toggle ) => {
			const panel = document.getElementById(
				toggle.getAttribute( 'aria-controls' ) ?? ''
			);
			if ( panel && panel !== except ) {
				panel.hidden = true;
				toggle.setAttribute( 'aria-expanded', 'false' );
			}
		} );
	};

	root.addEventListener( 'change', ( event ) => {
		const t = event.target;
		if ( ! ( t instanceof HTMLElement ) ) {
			return;
		}
		const info = infoOf( t );
		if (
			t instanceof HTMLSelectElement &&
			t.matches( '.tresen-wishlist__move' ) &&
			info
		) {
			moveTo( t, info );
		} else if ( t.matches( '.tresen-wishlist__check' ) && info ) {
			updateBulk( info.section );
		} else if (
			t instanceof HTMLSelectElement &&
			t.matches( '.tresen-wishlist__privacy' )
		) {
			const row = t.closest< HTMLElement >( 'tr[data-id]' );
			const shown = root.querySelector< HTMLElement >(
				`.tresen-wishlist[data-token="${ row?.dataset.token ?? '' }"]`
			);
			void wishlists
				.send( 'save_privacy', {
					wishlist_id: row?.dataset.id ?? '',
					privacy: t.value,
					fragments: shown
						? fragmentsFor( {
								section: shown,
								token: row?.dataset.token ?? '',
								id: row?.dataset.id ?? '',
							} )
						: undefined,
				} )
				.then( ( reply ) => {
					if ( ! reply.ok ) {
						showNotice( 'error', reply.message );
						return;
					}
					applyFragments( root, reply.fragments );
					announce( __( 'Visibility saved.', 'tresen-wishlist' ) );
				} );
		}
	} );

	root.addEventListener( 'click', ( event ) => {
		const t = event.target instanceof Element ? event.target : null;
		if ( ! t ) {
			return;
		}
		// The image grid: the thumbnail opens its panel, the close link or a click outside closes it.
		const toggle = t.closest< HTMLElement >(
			'.tresen-wishlist__thumb-toggle'
		);
		const panelOf = ( el: HTMLElement ) =>
			document.getElementById( el.getAttribute( 'aria-controls' ) ?? '' );
		if ( toggle ) {
			const panel = panelOf( toggle );
			if ( panel ) {
				const open = panel.hidden;
				closePanels( panel );
				panel.hidden = ! open;
				toggle.setAttribute( 'aria-expanded', open ? 'true' : 'false' );
			}
			return;
		}
		const closer = t.closest( '.tresen-wishlist__detail-close' );
		if ( closer ) {
			const panel = closer.closest< HTMLElement >(
				'.tresen-wishlist__detail'
			);
			const opener = panel
				? root.querySelector< HTMLElement >(
						`[aria-controls="${ panel.id }"]`
					)
				: null;
			closePanels();
			opener?.focus();
			return;
		}

		const info = infoOf( t );
		if ( ! info ) {
			return;
		}
		const row = t.closest< HTMLElement >( '[data-item-id]' );
		if ( t.closest( '.tresen-wishlist__remove' ) && row ) {
			void act( 'remove_from_wishlist', info, {
				remove_from_wishlist: row.dataset.itemId ?? '',
				wishlist_id: info.id,
				wishlist_token: info.token,
			} );
		} else if (
			t.closest( '.tresen-wishlist__up, .tresen-wishlist__down' ) &&
			row
		) {
			const ids = itemIds( info.section );
			const at = ids.indexOf( row.dataset.itemId ?? '' );
			const up = !! t.closest( '.tresen-wishlist__up' );
			const to = up ? at - 1 : at + 1;
			if ( at < 0 || to < 0 || to >= ids.length ) {
				return;
			}
			[ ids[ at ], ids[ to ] ] = [ ids[ to ], ids[ at ] ];
			const keep = up ? '.tresen-wishlist__up' : '.tresen-wishlist__down';
			void sortTo(
				info,
				ids,
				`[data-item-id="${ row.dataset.itemId ?? '' }"] ${ keep }:not([disabled]), [data-item-id="${ row.dataset.itemId ?? '' }"] .tresen-wishlist__name`
			);
		} else if (
			t.closest( '.tresen-wishlist__title' ) &&
			info.section.dataset.owner === '1'
		) {
			editTitle( info );
		} else if ( t.closest( '.tresen-wishlist__edit-title' ) ) {
			editTitle( info );
		} else if ( t.closest( '.tresen-wishlist__bulk-apply' ) ) {
			const action = info.section.querySelector< HTMLSelectElement >(
				'.tresen-wishlist__bulk-action'
			)?.value;
			const ticked = Array.from(
				info.section.querySelectorAll< HTMLInputElement >(
					'.tresen-wishlist__check:checked'
				)
			);
			if ( action === 'remove' ) {
				void ( async () => {
					for ( const box of ticked ) {
						const reply = await wishlists.send( 'delete_item', {
							item_id: box.value,
						} );
						if ( ! reply.ok ) {
							showNotice( 'error', reply.message );
							break;
						}
					}
					await act( 'load_fragments', info, {} );
				} )();
			} else {
				ticked.forEach( ( box ) =>
					box
						.closest( '[data-item-id]' )
						?.querySelector< HTMLElement >( '.ajax_add_to_cart' )
						?.click()
				);
			}
		} else if ( t.closest( '.tresen-wishlist__estimate' ) ) {
			const opener = t.closest< HTMLElement >(
				'.tresen-wishlist__estimate'
			);
			void react()
				.then(
					() =>
						import(
							/* webpackChunkName: "wishlist-popup" */ './estimate'
						)
				)
				.then( ( m ) =>
					m.openEstimate( {
						listName:
							info.section.querySelector(
								'.tresen-wishlist__title'
							)?.textContent ?? '',
						send: ( fields ) =>
							wishlists.send( 'ask_an_estimate', {
								...fields,
								wishlist_id: info.id,
							} ),
						onClosed: () => opener?.focus(),
					} )
				);
		}
	} );

	// A click anywhere outside an open panel closes it; so does Escape inside it.
	document.addEventListener( 'click', ( event ) => {
		const t = event.target instanceof Element ? event.target : null;
		if (
			! t?.closest(
				'.tresen-wishlist__detail, .tresen-wishlist__thumb-toggle'
			)
		) {
			closePanels();
		}
	} );
	root.addEventListener( 'keydown', ( event ) => {
		const panel =
			event.key === 'Escape' && event.target instanceof Element
				? event.target.closest< HTMLElement >(
						'.tresen-wishlist__detail'
					)
				: null;
		if ( panel ) {
			closePanels();
			root.querySelector< HTMLElement >(
				`[aria-controls="${ panel.id }"]`
			)?.focus();
		}
	} );

	root.addEventListener( 'focusin', ( event ) => {
		const t = event.target;
		if (
			t instanceof HTMLInputElement &&
			t.readOnly &&
			t.closest( '.tresen-wishlist__share' )
		) {
			t.select();
		}
	} );

	// Drag and drop (the arrow buttons do the same by keyboard).
	let dragged: HTMLElement | null = null;
	root.addEventListener( 'dragstart', ( event ) => {
		const row =
			event.target instanceof HTMLElement
				? event.target.closest< HTMLElement >(
						'[data-item-id][draggable="true"]'
					)
				: null;
		dragged = row;
		if ( row && event.dataTransfer ) {
			event.dataTransfer.effectAllowed = 'move';
			event.dataTransfer.setData(
				'text/plain',
				row.dataset.itemId ?? ''
			);
		}
	} );
	root.addEventListener( 'dragover', ( event ) => {
		if ( dragged ) {
			event.preventDefault();
		}
	} );
	root.addEventListener( 'drop', ( event ) => {
		const over =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( '[data-item-id]' )
				: null;
		const info = over ? infoOf( over ) : null;
		if ( ! dragged || ! over || ! info || over === dragged ) {
			dragged = null;
			return;
		}
		event.preventDefault();
		const ids = itemIds( info.section ).filter(
			( id ) => id !== dragged?.dataset.itemId
		);
		ids.splice(
			ids.indexOf( over.dataset.itemId ?? '' ),
			0,
			dragged.dataset.itemId ?? ''
		);
		dragged = null;
		void sortTo( info, ids, '.tresen-wishlist__title' );
	} );

	// After an add to cart from the list, the server removed the item (when set so): show the list again.
	on< { button?: HTMLElement } >( 'added-to-cart', ( detail ) => {
		const button = detail.button;
		if ( ! button || ! root.contains( button ) ) {
			return;
		}
		closePanels();
		const info = infoOf( button );
		if ( info && button.dataset.remove_from_wishlist_after_add_to_cart ) {
			void wishlists
				.send( 'load_fragments', { fragments: fragmentsFor( info ) } )
				.then( ( reply ) => {
					if ( reply.ok ) {
						applyFragments( root, reply.fragments );
						void wishlists.load( true ).catch( () => undefined );
					}
				} );
		}
	} );

	// The mobile variant below the breakpoint, the table or grid above it.
	const switchLayout = () => {
		const sections = Array.from(
			root.querySelectorAll< HTMLElement >(
				'.tresen-wishlist[data-token]'
			)
		);
		const wanted = isMobile() === 'yes';
		const change = sections.filter(
			( s ) => ( s.dataset.layout === 'mobile' ) !== wanted
		);
		if ( ! change.length ) {
			return;
		}
		const map: Record< string, unknown > = {};
		change.forEach( ( s ) => {
			map[ `wishlist-${ s.dataset.token ?? '' }` ] = {
				item: 'wishlist',
				wishlist_token: s.dataset.token ?? '',
			};
		} );
		void wishlists
			.send( 'load_mobile', {
				is_mobile: isMobile(),
				fragments: JSON.stringify( map ),
			} )
			.then( ( reply ) => {
				if ( reply.ok ) {
					applyFragments( root, reply.fragments );
				}
			} );
	};
	mobile?.addEventListener?.( 'change', switchLayout );
	switchLayout();
}
