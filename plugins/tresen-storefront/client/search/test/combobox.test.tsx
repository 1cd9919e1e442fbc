/**
 * The live search combobox as a shopper uses it with keyboard and mouse:
 * suggestions from three characters, arrows/Home/End, Enter opens the
 * suggestion or searches normally, Escape closes then clears, "Keine
 * Treffer" and German errors in the live region.
 */
import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleData } from '@wordpress/i18n';
import { localeDataFromPo } from '@tresen/tests/po';
import { mount } from '../combobox';
import { searchStrings } from '../strings';
import type { Suggestion } from '../api';

const BASE = 'https://shop.example/';

function product( id: number, name: string ): Suggestion {
	return {
		value: name,
		id,
		url: `${ BASE }produkt/${ id }/`,
		img: `${ BASE }img/${ id }.png`,
		price: `<span class="woocommerce-Price-amount amount">${ id },90&nbsp;€</span> <span class="price-unit">74,00 € / 1 l</span>`,
	};
}

const GINS = [
	product( 1, 'Tresen Dry Gin 0,35 l' ),
	product( 2, 'Elbflorenz Pink Gin 0,7 l' ),
	product( 3, 'Havelland Navy Gin 0,5 l' ),
];

let root: ReturnType< typeof mount > | null = null;
let fetchImpl: jest.Mock;
let navigate: jest.Mock;
let submitted: jest.Mock;

function respond( query: string ): Response {
	const q = query.toLowerCase();
	let body: unknown = {
		suggestions: GINS.filter( ( g ) =>
			g.value.toLowerCase().includes( q )
		),
	};
	if ( ( body as { suggestions: Suggestion[] } ).suggestions.length === 0 ) {
		body = {
			suggestions: [
				{ value: 'Keine Treffer', id: -1, url: '', img: '', price: '' },
			],
		};
	}
	return {
		ok: true,
		status: 200,
		text: () => Promise.resolve( JSON.stringify( body ) ),
	} as unknown as Response;
}

beforeAll( () => {
	setLocaleData(
		localeDataFromPo(
			'languages/plugins/tresen-storefront-de_DE.po',
			'tresen-storefront'
		),
		'tresen-storefront'
	);
} );

function setup( { latencyMs = 0, withCategory = false } = {} ) {
	document.body.innerHTML = `
		<form role="search" method="get" class="product-search" action="/">
			<label for="tresen-search-header">Produkte suchen</label>
			<input type="search" id="tresen-search-header" class="product-search__field" name="s" />
			${ withCategory ? '<select name="product_cat"><option value="">Alle</option><option value="gin">Gin</option></select>' : '' }
			<button type="submit">Suchen</button>
		</form>
		<a href="/elsewhere/">Woanders</a>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	submitted = jest.fn( ( e: Event ) => e.preventDefault() );
	form.addEventListener( 'submit', submitted );
	const input = document.getElementById(
		'tresen-search-header'
	) as HTMLInputElement;
	fetchImpl = jest.fn( ( url: string ) =>
		Promise.resolve(
			respond( new URL( url ).searchParams.get( 'query' ) ?? '' )
		)
	);
	// The shared HTTP client calls the global fetch.
	( globalThis as unknown as { fetch: unknown } ).fetch = fetchImpl;
	navigate = jest.fn();
	input.focus();
	act( () => {
		root = mount( form, input, {
			request: {
				endpoint: '/?wc-ajax=flatsome_ajax_search_products',
				timeoutMs: 8000,
				failed: searchStrings().failed,
				base: BASE,
			},
			strings: searchStrings(),
			minChars: 3,
			latencyMs,
			maxHeight: 300,
			navigate,
		} );
	} );
	return { form, input, user: userEvent.setup() };
}

afterEach( () => {
	act( () => root?.unmount() );
	root = null;
	jest.useRealTimers();
} );

describe( 'live search combobox', () => {
	it( 'asks from three characters on and shows suggestions with price in a named listbox', async () => {
		const { input, user } = setup();
		const combobox = screen.getByRole( 'combobox', {
			name: 'Produkte suchen',
		} );
		expect( combobox ).toBe( input );
		expect( combobox ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( combobox ).toHaveAttribute( 'aria-autocomplete', 'list' );

		await user.type( input, 'gi' );
		expect( fetchImpl ).not.toHaveBeenCalled();

		await user.type( input, 'n' );
		const list = await screen.findByRole( 'listbox', {
			name: 'Suchvorschläge',
		} );
		expect( combobox ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( combobox ).toHaveAttribute( 'aria-controls', list.id );
		expect( list ).toHaveStyle( { maxHeight: '300px' } );
		const options = screen.getAllByRole( 'option' );
		expect( options ).toHaveLength( 3 );
		expect( options[ 0 ] ).toHaveTextContent( 'Tresen Dry Gin 0,35 l' );
		expect( options[ 0 ] ).toHaveTextContent( '1,90 €' );
		expect( options[ 0 ] ).toHaveTextContent( '74,00 € / 1 l' );
		expect( options[ 0 ] ).toHaveAttribute( 'aria-selected', 'false' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'3 Vorschläge. Wähle mit den Pfeiltasten aus.'
		);
	} );

	it( 'moves with the arrows (wrapping), Home and End, and Enter opens the active suggestion', async () => {
		const { input, user } = setup();
		await user.type( input, 'gin' );
		await screen.findByRole( 'listbox' );
		const options = screen.getAllByRole( 'option' );

		await user.keyboard( '{ArrowDown}' );
		expect( input ).toHaveAttribute(
			'aria-activedescendant',
			options[ 0 ].id
		);
		expect( options[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );
		await user.keyboard( '{ArrowDown}{ArrowDown}{ArrowDown}' );
		expect( input ).toHaveAttribute(
			'aria-activedescendant',
			options[ 0 ].id
		);
		await user.keyboard( '{ArrowUp}' );
		expect( input ).toHaveAttribute(
			'aria-activedescendant',
			options[ 2 ].id
		);
		await user.keyboard( '{Home}' );
		expect( input ).toHaveAttribute(
			'aria-activedescendant',
			options[ 0 ].id
		);
		await user.keyboard( '{End}' );
		expect( input ).toHaveAttribute(
			'aria-activedescendant',
			options[ 2 ].id
		);
		expect( input ).toHaveFocus();

		await user.keyboard( '{Enter}' );
		expect( navigate ).toHaveBeenCalledWith( GINS[ 2 ].url );
		expect( submitted ).not.toHaveBeenCalled();
	} );

	it( 'submits the normal search on Enter when no suggestion is active', async () => {
		const { input, user } = setup();
		await user.type( input, 'gin' );
		await screen.findByRole( 'listbox' );
		await user.keyboard( '{Enter}' );
		expect( navigate ).not.toHaveBeenCalled();
		expect( submitted ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'closes on Escape, clears the field on the second Escape, and reopens with the arrow', async () => {
		const { input, user } = setup();
		await user.type( input, 'gin' );
		await screen.findByRole( 'listbox' );

		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'listbox' ) ).toBeNull();
		expect( input ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( input ).toHaveValue( 'gin' );

		await user.keyboard( '{ArrowDown}' );
		expect( screen.getByRole( 'listbox' ) ).toBeVisible();
		expect( input ).toHaveAttribute(
			'aria-activedescendant',
			screen.getAllByRole( 'option' )[ 0 ].id
		);

		await user.keyboard( '{Escape}{Escape}' );
		expect( input ).toHaveValue( '' );
		expect( screen.queryByRole( 'listbox' ) ).toBeNull();
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'says "Keine Treffer" visibly and in the live region', async () => {
		const { input, user } = setup();
		await user.type( input, 'xyzq' );
		await waitFor( () =>
			expect( screen.getByRole( 'status' ) ).toHaveTextContent(
				'Keine Treffer'
			)
		);
		expect( screen.getByRole( 'status' ) ).not.toHaveClass(
			'screen-reader-text'
		);
		expect( screen.queryByRole( 'listbox' ) ).toBeNull();
		await user.keyboard( '{Escape}' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '' );
	} );

	it( 'shows the German error when the request fails, and nothing of a stale reply', async () => {
		const { input, user } = setup();
		fetchImpl.mockImplementationOnce( () =>
			Promise.reject( new TypeError( 'Failed to fetch' ) )
		);
		await user.type( input, 'gin' );
		await waitFor( () =>
			expect( screen.getByRole( 'status' ) ).toHaveTextContent(
				'Die Suche ist gerade nicht erreichbar. Bitte versuche es noch einmal.'
			)
		);
		await user.clear( input );
		await user.type( input, 'pink' );
		await screen.findByRole( 'listbox' );
		expect( screen.getAllByRole( 'option' ) ).toHaveLength( 1 );
		expect( screen.getByRole( 'option' ) ).toHaveTextContent(
			'Elbflorenz Pink Gin'
		);
	} );

	it( 'opens a suggestion with the mouse without taking the focus from the field', async () => {
		const { input, user } = setup();
		await user.type( input, 'gin' );
		await screen.findByRole( 'listbox' );
		const option = screen.getAllByRole( 'option' )[ 1 ];
		fireEvent.mouseMove( option );
		expect( input ).toHaveAttribute( 'aria-activedescendant', option.id );
		const down = fireEvent.mouseDown( option );
		expect( down ).toBe( false ); // default prevented: the field keeps the focus
		expect( option ).toHaveAttribute( 'href', GINS[ 1 ].url );
	} );

	it( 'closes when the focus leaves the search', async () => {
		const { input, user } = setup();
		await user.type( input, 'gin' );
		await screen.findByRole( 'listbox' );
		await user.tab();
		await user.tab();
		await user.tab();
		expect( input ).not.toHaveFocus();
		expect( screen.queryByRole( 'listbox' ) ).toBeNull();
	} );

	it( 'never opens over the page when a slow reply arrives after the shopper left the field', async () => {
		const { input, user } = setup();
		let reply: () => void = () => {};
		fetchImpl.mockImplementationOnce(
			( url: string ) =>
				new Promise< Response >( ( resolve ) => {
					reply = () =>
						resolve(
							respond(
								new URL( url ).searchParams.get( 'query' ) ?? ''
							)
						);
				} )
		);
		await user.type( input, 'gin' );
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		await user.tab();
		await user.tab();
		expect( input ).not.toHaveFocus();
		await act( async () => {
			reply();
			await Promise.resolve();
		} );
		expect( screen.queryByRole( 'listbox' ) ).toBeNull();
		expect( input ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '' );
	} );

	it( 'drops the waiting request when the field loses focus during the latency', async () => {
		jest.useFakeTimers();
		const { input } = setup( { latencyMs: 200 } );
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		await user.type( input, 'gin' );
		act( () => input.blur() );
		await act( async () => {
			jest.advanceTimersByTime( 500 );
		} );
		expect( fetchImpl ).not.toHaveBeenCalled();
		expect( screen.queryByRole( 'listbox' ) ).toBeNull();
		expect( input ).toHaveAttribute( 'aria-expanded', 'false' );
		jest.useRealTimers();
	} );

	it( 'sends the chosen category and asks again when it changes', async () => {
		const { input, user } = setup( { withCategory: true } );
		await user.type( input, 'gin' );
		await screen.findByRole( 'listbox' );
		expect(
			new URL( fetchImpl.mock.calls[ 0 ][ 0 ] ).searchParams.has(
				'product_cat'
			)
		).toBe( false );
		await user.selectOptions(
			screen.getByRole( 'combobox', { name: '' } ),
			'gin'
		);
		await waitFor( () => expect( fetchImpl ).toHaveBeenCalledTimes( 2 ) );
		expect(
			new URL( fetchImpl.mock.calls[ 1 ][ 0 ] ).searchParams.get(
				'product_cat'
			)
		).toBe( 'gin' );
	} );

	it( 'waits for the configured latency and asks once for quick typing', async () => {
		jest.useFakeTimers();
		const { input } = setup( { latencyMs: 200 } );
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		await user.type( input, 'gin t' );
		expect( fetchImpl ).not.toHaveBeenCalled();
		await act( async () => {
			jest.advanceTimersByTime( 200 );
		} );
		expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		expect(
			new URL( fetchImpl.mock.calls[ 0 ][ 0 ] ).searchParams.get(
				'query'
			)
		).toBe( 'gin t' );
		jest.useRealTimers();
	} );
} );
