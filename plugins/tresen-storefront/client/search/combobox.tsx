/**
 * The live search's combobox (WAI-ARIA 1.2 combobox with a listbox popup,
 * "list autocomplete without automatic selection"). React renders the
 * popup; the field stays the server's `<input type="search">`, which gets
 * the combobox role and state, so nothing typed is lost while this loads.
 *
 * Keys in the field: ↓/↑ open the list and move through it (wrapping),
 * Home/End jump to the first/last suggestion while one is active, Enter
 * opens the active suggestion (or, with none active, submits the normal
 * search), Escape closes the list and, pressed again, clears the field.
 * A pointer moves the active suggestion; a click opens it.
 */
import {
	createRoot,
	useCallback,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import type { Root } from 'react-dom/client';
import {
	SearchAborted,
	SearchClient,
	SearchError,
	type ClientOptions,
	type Suggestion,
} from './api';
import type { SearchStrings } from './strings';
import './search.scss';

type Status =
	| { kind: 'idle' }
	| { kind: 'results'; count: number }
	| { kind: 'empty' }
	| { kind: 'error'; message: string };

export interface ComboboxProps {
	input: HTMLInputElement;
	form: HTMLFormElement;
	client: SearchClient;
	strings: SearchStrings;
	minChars: number;
	latencyMs: number;
	maxHeight: number;
	/** Opens a suggestion (tests pass a spy). */
	navigate: ( url: string ) => void;
	/** The popup's own element (focus inside it does not close the list). */
	host: HTMLElement;
}

function codePoints( text: string ): number {
	return Array.from( text ).length;
}

export function SearchCombobox( {
	input,
	form,
	client,
	strings,
	minChars,
	latencyMs,
	maxHeight,
	navigate,
	host,
}: ComboboxProps ) {
	const base = input.id || 'tresen-search';
	const listId = `${ base }-listbox`;
	const optionId = useCallback(
		( index: number ) => `${ base }-option-${ index }`,
		[ base ]
	);
	const [ suggestions, setSuggestions ] = useState< Suggestion[] >( [] );
	const [ open, setOpen ] = useState( false );
	const [ active, setActive ] = useState( -1 );
	const [ status, setStatus ] = useState< Status >( { kind: 'idle' } );
	const timer = useRef< ReturnType< typeof setTimeout > | null >( null );
	// The query (and category) whose reply is wanted; older replies are dropped.
	const wanted = useRef( '' );
	const state = useRef( { suggestions, open, active, status } );
	state.current = { suggestions, open, active, status };

	const category = useCallback(
		() =>
			form.querySelector< HTMLSelectElement >(
				'select[name="product_cat"]'
			)?.value ?? '',
		[ form ]
	);

	const stop = useCallback( () => {
		if ( timer.current ) {
			clearTimeout( timer.current );
			timer.current = null;
		}
		client.abort();
		wanted.current = '';
	}, [ client ] );

	const reset = useCallback( () => {
		stop();
		setSuggestions( [] );
		setOpen( false );
		setActive( -1 );
		setStatus( { kind: 'idle' } );
	}, [ stop ] );

	const close = useCallback( () => {
		setOpen( false );
		setActive( -1 );
		setStatus( { kind: 'idle' } );
	}, [] );

	// Whether the shopper is still in the search (the field, the category
	// select or the list); a reply that arrives later never opens the list.
	const focused = useCallback( () => {
		const current = input.ownerDocument.activeElement;
		return (
			current instanceof Node &&
			( form.contains( current ) || host.contains( current ) )
		);
	}, [ form, host, input ] );

	const run = useCallback(
		( value: string ) => {
			const query = value.trim();
			if ( timer.current ) {
				clearTimeout( timer.current );
				timer.current = null;
			}
			if ( codePoints( query ) < minChars ) {
				reset();
				return;
			}
			const cat = category();
			const key = `${ cat }\n${ query }`;
			wanted.current = key;
			const ask = () => {
				timer.current = null;
				client.search( query, cat ).then(
					( list ) => {
						if ( wanted.current !== key ) {
							return;
						}
						if ( ! focused() ) {
							// Left the field meanwhile: nothing opens over the page.
							wanted.current = '';
							return;
						}
						setSuggestions( list );
						setActive( -1 );
						setOpen( list.length > 0 );
						setStatus(
							list.length > 0
								? { kind: 'results', count: list.length }
								: { kind: 'empty' }
						);
					},
					( error: unknown ) => {
						if (
							error instanceof SearchAborted ||
							wanted.current !== key ||
							! focused()
						) {
							return;
						}
						setSuggestions( [] );
						setOpen( false );
						setActive( -1 );
						setStatus( {
							kind: 'error',
							message:
								error instanceof SearchError
									? error.message
									: strings.failed,
						} );
					}
				);
			};
			if ( latencyMs > 0 && ! client.cached( query, cat ) ) {
				timer.current = setTimeout( ask, latencyMs );
			} else {
				ask();
			}
		},
		[
			category,
			client,
			focused,
			latencyMs,
			minChars,
			reset,
			strings.failed,
		]
	);

	// The field's events (it is not rendered by React).
	useEffect( () => {
		const onInput = () => run( input.value );
		const onFocus = () => run( input.value );
		const onKeyDown = ( event: KeyboardEvent ) => {
			const now = state.current;
			const count = now.suggestions.length;
			switch ( event.key ) {
				case 'ArrowDown':
				case 'ArrowUp': {
					if ( count === 0 ) {
						return;
					}
					event.preventDefault();
					const down = event.key === 'ArrowDown';
					if ( ! now.open ) {
						setOpen( true );
						setStatus( { kind: 'results', count } );
						if ( event.altKey ) {
							setActive( -1 );
						} else {
							setActive( down ? 0 : count - 1 );
						}
						return;
					}
					if ( down ) {
						setActive(
							now.active + 1 >= count ? 0 : now.active + 1
						);
					} else {
						setActive(
							now.active <= 0 ? count - 1 : now.active - 1
						);
					}
					return;
				}
				case 'Home':
				case 'End':
					if ( ! now.open || now.active < 0 ) {
						return; // The caret moves in the field.
					}
					event.preventDefault();
					setActive( event.key === 'Home' ? 0 : count - 1 );
					return;
				case 'Enter': {
					const chosen = now.open
						? now.suggestions[ now.active ]
						: undefined;
					if ( chosen && ! event.isComposing ) {
						event.preventDefault();
						navigate( chosen.url );
					}
					// Otherwise the form submits: WordPress's product search.
					return;
				}
				case 'Escape':
					if ( now.open || now.status.kind !== 'idle' ) {
						event.preventDefault();
						stop();
						close();
						return;
					}
					if ( input.value !== '' ) {
						event.preventDefault();
						input.value = '';
						reset();
					}
					return;
				case 'Tab':
					// A pending request or latency timer must not open the
					// list after the shopper left.
					stop();
					close();
			}
		};
		const onFocusOut = ( event: FocusEvent ) => {
			const next = event.relatedTarget;
			if (
				next instanceof Node &&
				( form.contains( next ) || host.contains( next ) )
			) {
				return;
			}
			stop();
			close();
		};
		const select = form.querySelector< HTMLSelectElement >(
			'select[name="product_cat"]'
		);
		const onCategory = () => run( input.value );

		input.addEventListener( 'input', onInput );
		input.addEventListener( 'focus', onFocus );
		input.addEventListener( 'keydown', onKeyDown );
		form.addEventListener( 'focusout', onFocusOut );
		select?.addEventListener( 'change', onCategory );
		// The shopper may have typed while this loaded.
		if ( input.ownerDocument.activeElement === input ) {
			run( input.value );
		}
		return () => {
			input.removeEventListener( 'input', onInput );
			input.removeEventListener( 'focus', onFocus );
			input.removeEventListener( 'keydown', onKeyDown );
			form.removeEventListener( 'focusout', onFocusOut );
			select?.removeEventListener( 'change', onCategory );
			stop();
		};
	}, [ close, form, host, input, navigate, reset, run, stop ] );

	// The field's combobox state.
	useEffect( () => {
		input.setAttribute( 'role', 'combobox' );
		input.setAttribute( 'aria-autocomplete', 'list' );
		input.setAttribute( 'aria-controls', listId );
		input.setAttribute( 'aria-expanded', open ? 'true' : 'false' );
		if ( open && active >= 0 ) {
			input.setAttribute( 'aria-activedescendant', optionId( active ) );
		} else {
			input.removeAttribute( 'aria-activedescendant' );
		}
	}, [ active, input, listId, open, optionId ] );

	// Keep the active suggestion in view.
	useEffect( () => {
		if ( ! open || active < 0 ) {
			return;
		}
		const el = input.ownerDocument.getElementById( optionId( active ) );
		if ( el && typeof el.scrollIntoView === 'function' ) {
			el.scrollIntoView( { block: 'nearest' } );
		}
	}, [ active, input, open, optionId ] );

	let message = '';
	if ( status.kind === 'results' ) {
		message = strings.count( status.count );
	} else if ( status.kind === 'empty' ) {
		message = strings.noResults;
	} else if ( status.kind === 'error' ) {
		message = status.message;
	}
	const visibleMessage = status.kind === 'empty' || status.kind === 'error';

	return (
		<>
			<div
				id={ listId }
				role="listbox"
				aria-label={ strings.listLabel }
				// The focus stays in the field (aria-activedescendant); never a tab stop.
				tabIndex={ -1 }
				className="product-search__listbox"
				hidden={ ! open }
				style={ { maxHeight: `${ maxHeight }px` } }
				// Keeps the focus in the field when the list (or its scrollbar) is clicked.
				onMouseDown={ ( event ) => event.preventDefault() }
			>
				{ suggestions.map( ( item, index ) => (
					<a
						key={ item.id }
						id={ optionId( index ) }
						role="option"
						aria-selected={ index === active }
						href={ item.url }
						tabIndex={ -1 }
						className={
							'product-search__option' +
							( index === active ? ' is-active' : '' )
						}
						onMouseMove={ () => {
							if ( index !== state.current.active ) {
								setActive( index );
							}
						} }
					>
						<span className="product-search__image">
							{ item.img ? (
								<img
									src={ item.img }
									alt=""
									width={ 40 }
									height={ 40 }
									decoding="async"
								/>
							) : null }
						</span>
						<span className="product-search__name">
							{ item.value }
						</span>
						{ item.price ? (
							<span
								className="product-search__price price"
								// The server's price HTML, sanitised there (wp_kses, nothing interactive).
								dangerouslySetInnerHTML={ {
									__html: item.price,
								} }
							/>
						) : null }
					</a>
				) ) }
			</div>
			<div
				role="status"
				className={
					'product-search__status' +
					( visibleMessage ? ' is-visible' : ' screen-reader-text' )
				}
			>
				{ message }
			</div>
		</>
	);
}

export interface MountOptions extends Omit<
	ComboboxProps,
	'input' | 'form' | 'host' | 'client'
> {
	/** Where and how to ask for suggestions. */
	request: ClientOptions;
}

/**
 * Renders the combobox for a search form: the popup goes right after the form.
 *
 * @param form    The search form.
 * @param input   Its search field.
 * @param options Request options, texts and limits.
 */
export function mount(
	form: HTMLFormElement,
	input: HTMLInputElement,
	options: MountOptions
): Root {
	const host = form.ownerDocument.createElement( 'div' );
	host.className = 'product-search__popup';
	form.after( host );
	form.classList.add( 'is-live' );
	const { request, ...props } = options;
	const root = createRoot( host );
	root.render(
		<SearchCombobox
			{ ...props }
			client={ new SearchClient( request ) }
			input={ input }
			form={ form }
			host={ host }
		/>
	);
	return root;
}
