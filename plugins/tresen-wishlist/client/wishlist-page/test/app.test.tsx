/**
 * The wishlist page's React controls, as a shopper uses them (German):
 * bulk actions wait for a tick, renaming refuses an empty name, quantities
 * go out once typing stops, the ↑ button reorders and saves, privacy and
 * deleting in the management table, the read-only view of a shared list,
 * and the mobile cards below 768 px.
 */
import { act } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleData } from '@wordpress/i18n';
import { localeDataFromPo } from '@tresen/tests/po';
import { mockFetch } from '@tresen/tests/fetch';
import { Wishlists } from '../../shared/state';
import { getSettings } from '../../shared/settings';
import { App } from '../app';
import { readPage } from '../data';

beforeAll( () => {
	// Notices scroll into view; jsdom has no scrolling.
	window.scrollTo = jest.fn();
	setLocaleData(
		localeDataFromPo(
			'languages/plugins/tresen-wishlist-de_DE.po',
			'tresen-wishlist'
		),
		'tresen-wishlist'
	);
} );

const realFetch = global.fetch;
afterEach( () => {
	jest.useRealTimers();
	global.fetch = realFetch;
} );

const item = ( id: number, name: string ) => ( {
	id,
	productId: 100 + id,
	name,
	link: `/p/${ id }`,
	image: '<img alt="" src="/i.png">',
	price: '<span class="price">9,90 €</span>',
	inStock: true,
	quantity: 1,
	cart: {
		href: `/?add-to-cart=${ 100 + id }`,
		label: 'In den Warenkorb',
		ajax: true,
		data: { product_id: String( 100 + id ), quantity: '1' },
	},
} );

const lists = [
	{
		id: 7,
		token: 'AAAAAAAAAAAA',
		wishlist_name: 'Meine Wunschliste',
		privacy: 1,
		is_default: true,
		url: '/w/?wishlist=AAAAAAAAAAAA',
		items: 2,
	},
	{
		id: 8,
		token: 'BBBBBBBBBBBB',
		wishlist_name: '<b>Party</b>',
		privacy: 2,
		is_default: false,
		url: '/w/?wishlist=BBBBBBBBBBBB',
		items: 0,
	},
];

const view = ( owner = true, extra = {} ) => ( {
	id: owner ? 7 : 0,
	token: 'AAAAAAAAAAAA',
	name: 'Meine Wunschliste',
	privacy: 1,
	owner,
	layout: 'table',
	shareUrl: '/w/?wishlist=AAAAAAAAAAAA',
	page: 1,
	pages: 1,
	perPage: 20,
	pageUrls: [ '/w/?wishlist=AAAAAAAAAAAA' ],
	items: [ item( 1, 'Gin' ), item( 2, 'Rum' ) ],
	...extra,
} );

function setup(
	owner = true,
	replies: Parameters< typeof mockFetch >[ 0 ] = []
) {
	const calls = mockFetch( replies );
	const settings = getSettings( { ajaxUrl: '/ajax' } );
	const initial = readPage( {
		nonce: owner ? 'n1' : '',
		lists: owner ? lists : [],
		view: view( owner ),
	} );
	const fake =
		typeof ( setTimeout as unknown as { clock?: unknown } ).clock !==
		'undefined';
	const user = userEvent.setup(
		fake ? { advanceTimers: jest.advanceTimersByTime } : {}
	);
	render(
		<App
			initial={ initial }
			settings={ settings }
			wishlists={ new Wishlists( '/ajax', initial.nonce ) }
		/>
	);
	return { calls, user };
}

const names = () =>
	screen
		.getAllByRole( 'link', { name: /^(Gin|Rum)$/ } )
		.map( ( a ) => a.textContent );

describe( 'the wishlist page', () => {
	it( 'keeps the bulk action disabled until a product is ticked', async () => {
		const { user } = setup();
		const apply = screen.getByRole( 'button', { name: 'Ausführen' } );
		expect( apply ).toBeDisabled();
		await user.click(
			screen.getByRole( 'checkbox', { name: '„Gin“ auswählen' } )
		);
		expect( apply ).toBeEnabled();
		await user.click(
			screen.getByRole( 'checkbox', { name: '„Gin“ auswählen' } )
		);
		expect( apply ).toBeDisabled();
	} );

	it( 'refuses an empty name without sending, and saves a new one', async () => {
		const { calls, user } = setup( true, [
			{
				body: {
					result: true,
					wishlist_view: view( true, { name: 'Weihnachten' } ),
				},
			},
		] );
		await user.click(
			screen.getByRole( 'button', {
				name: '„Meine Wunschliste“ umbenennen',
			} )
		);
		const input = screen.getByLabelText( 'Name der Wunschliste' );
		expect( input ).toHaveFocus();
		await user.clear( input );
		await user.type( input, '   {Enter}' );
		expect( input ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( input ).toHaveFocus();
		expect(
			screen.getByText( 'Bitte gib einen Namen für die Wunschliste ein.' )
		).toBeInTheDocument();
		expect( calls ).toHaveLength( 0 );
		await user.clear( input );
		await user.type( input, 'Weihnachten{Enter}' );
		expect(
			await screen.findByRole( 'heading', { name: 'Weihnachten' } )
		).toBeVisible();
		expect( calls[ 0 ].body.get( 'action' ) ).toBe( 'save_title' );
		expect( calls[ 0 ].body.get( 'title' ) ).toBe( 'Weihnachten' );
		expect( calls[ 0 ].body.get( 'nonce' ) ).toBe( 'n1' );
		expect( calls[ 0 ].body.get( 'wishlist_view' ) ).toBe( 'AAAAAAAAAAAA' );
		expect(
			screen.getByRole( 'button', { name: '„Weihnachten“ umbenennen' } )
		).toHaveFocus();
	} );

	it( 'sends a quantity once, a second after typing stopped', async () => {
		jest.useFakeTimers();
		const { calls, user } = setup( true, [
			{ body: { result: true, quantity: 12 } },
		] );
		const qty = screen.getByLabelText( 'Menge von „Gin“' );
		await user.clear( qty );
		await user.type( qty, '12{Enter}' );
		act( () => {
			jest.advanceTimersByTime( 900 );
		} );
		expect( calls ).toHaveLength( 0 );
		await act( async () => {
			jest.advanceTimersByTime( 200 );
		} );
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].body.get( 'action' ) ).toBe(
			'update_item_quantity'
		);
		expect( calls[ 0 ].body.get( 'quantity' ) ).toBe( '12' );
		expect( calls[ 0 ].body.get( 'product_id' ) ).toBe( '101' );
		// The add-to-cart button takes the saved quantity.
		const row = qty.closest( 'tr' ) as HTMLElement;
		await act( async () => {} );
		expect(
			within( row ).getByRole( 'link', { name: 'In den Warenkorb' } )
		).toHaveAttribute( 'data-quantity', '12' );
		// Not a quantity: marked, nothing sent.
		await user.clear( qty );
		await user.type( qty, '0' );
		await act( async () => {
			jest.advanceTimersByTime( 2000 );
		} );
		expect( qty ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'moves a product up by keyboard and saves the order', async () => {
		const { calls, user } = setup( true, [ { body: { result: true } } ] );
		expect( names() ).toEqual( [ 'Gin', 'Rum' ] );
		screen
			.getByRole( 'button', { name: '„Rum“ nach oben schieben' } )
			.focus();
		await user.keyboard( '{Enter}' );
		expect( names() ).toEqual( [ 'Rum', 'Gin' ] );
		expect( calls[ 0 ].body.get( 'action' ) ).toBe( 'sort_wishlist_items' );
		expect( calls[ 0 ].body.getAll( 'positions[]' ) ).toEqual( [
			'2',
			'1',
		] );
		// At the top now: its ↑ is disabled, focus stays in the row.
		expect(
			screen.getByRole( 'button', { name: '„Rum“ nach oben schieben' } )
		).toBeDisabled();
		expect( screen.getByRole( 'link', { name: 'Rum' } ) ).toHaveFocus();
	} );

	it( 'puts the order back when the server refuses it', async () => {
		const { user } = setup( true, [
			{ status: 403, body: { result: false, message: 'Nein.' } },
		] );
		await user.click(
			screen.getByRole( 'button', { name: '„Gin“ nach unten schieben' } )
		);
		expect( await screen.findByText( 'Nein.' ) ).toBeInTheDocument();
		expect( names() ).toEqual( [ 'Gin', 'Rum' ] );
	} );

	it( 'saves the privacy and hides the share link of a private list', async () => {
		const { calls, user } = setup( true, [
			{
				body: {
					result: true,
					user_wishlists: lists.map( ( l ) => ( {
						...l,
						privacy: 2,
					} ) ),
					wishlist_view: view( true, { privacy: 2 } ),
				},
			},
		] );
		expect(
			screen.getByLabelText( 'Teile diesen Link:' )
		).toBeInTheDocument();
		await user.selectOptions(
			screen.getByLabelText( 'Sichtbarkeit von „Meine Wunschliste“' ),
			'Privat'
		);
		expect( calls[ 0 ].body.get( 'action' ) ).toBe( 'save_privacy' );
		expect( calls[ 0 ].body.get( 'privacy' ) ).toBe( '2' );
		await screen.findAllByText( 'Nicht geteilt' );
		expect( screen.queryByLabelText( 'Teile diesen Link:' ) ).toBeNull();
	} );

	it( 'deletes another list after the confirmation, names as text', async () => {
		const { calls, user } = setup( true, [
			{
				body: {
					result: true,
					message: 'Die Wunschliste „<b>Party</b>“ wurde gelöscht.',
					user_wishlists: [ lists[ 0 ] ],
					wishlist_view: view(),
				},
			},
		] );
		const table = document.querySelector(
			'.tresen-wishlist-manage'
		) as HTMLElement;
		expect(
			within( table ).getByText( '<b>Party</b>' )
		).toBeInTheDocument();
		const remove = screen.getByRole( 'button', {
			name: '„<b>Party</b>“ löschen',
		} );
		await user.click( remove );
		const dialog = screen.getByRole( 'dialog', {
			name: 'Wunschliste löschen',
		} );
		expect( dialog ).toHaveTextContent(
			'Die Liste „<b>Party</b>“ und alle Produkte darauf werden gelöscht.'
		);
		// Not the default list: no new default to choose.
		expect( within( dialog ).queryByRole( 'combobox' ) ).toBeNull();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Abbrechen' } )
		);
		expect( calls ).toHaveLength( 0 );
		await user.click( remove );
		await user.click(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
				name: 'Löschen',
			} )
		);
		expect( calls[ 0 ].body.get( 'action' ) ).toBe( 'delete_wishlist' );
		expect( calls[ 0 ].body.get( 'wishlist_id' ) ).toBe( '8' );
		expect( calls[ 0 ].body.has( 'new_default' ) ).toBe( false );
		expect(
			await screen.findByRole( 'heading', { name: 'Deine Wunschlisten' } )
		).toHaveFocus();
		expect( screen.queryByText( '<b>Party</b>' ) ).toBeNull();
		// The last list has no delete button.
		expect(
			screen.queryByRole( 'button', { name: /löschen/ } )
		).toBeNull();
	} );

	it( 'asks for a new default before the default list goes', async () => {
		const { calls, user } = setup( true, [
			{
				status: 400,
				body: { result: false, message: 'Fehler vom Server.' },
			},
		] );
		await user.click(
			screen.getByRole( 'button', {
				name: '„Meine Wunschliste“ löschen',
			} )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Wunschliste löschen',
		} );
		expect(
			within( dialog ).getByLabelText(
				'Welche Liste wird deine Standardliste?'
			)
		).toHaveValue( '8' );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Löschen' } )
		);
		expect( calls[ 0 ].body.get( 'new_default' ) ).toBe( '8' );
		// A refusal stays in the dialog.
		expect(
			await within( dialog ).findByRole( 'alert' )
		).toHaveTextContent( 'Fehler vom Server.' );
	} );

	it( 'makes another list the default by keyboard, and keeps the focus there', async () => {
		const swapped = lists.map( ( l ) => ( {
			...l,
			is_default: l.id === 8,
		} ) );
		const { calls, user } = setup( true, [
			{ status: 403, body: { result: false, message: 'Nicht deine.' } },
			{
				body: {
					result: true,
					message: '„<b>Party</b>“ ist jetzt deine Standardliste.',
					user_wishlists: [ swapped[ 1 ], swapped[ 0 ] ],
					wishlist_view: view(),
				},
			},
		] );
		const table = document.querySelector(
			'.tresen-wishlist-manage'
		) as HTMLElement;
		// The default list has no button, the other one has.
		expect(
			within( table ).queryByRole( 'button', {
				name: '„Meine Wunschliste“ als Standardliste festlegen',
			} )
		).toBeNull();
		const make = within( table ).getByRole( 'button', {
			name: '„<b>Party</b>“ als Standardliste festlegen',
		} );
		expect( make ).toHaveTextContent( 'Als Standard festlegen' );
		make.focus();
		// Refused: the German message, nothing changed, focus stays.
		await user.keyboard( '{Enter}' );
		expect( await screen.findByText( 'Nicht deine.' ) ).toBeInTheDocument();
		// Still there after the notices' usual focus delay (500 ms).
		await new Promise( ( resolve ) => setTimeout( resolve, 600 ) );
		expect( make ).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( calls ).toHaveLength( 2 );
		expect( calls[ 1 ].body.get( 'action' ) ).toBe(
			'set_default_wishlist'
		);
		expect( calls[ 1 ].body.get( 'wishlist_id' ) ).toBe( '8' );
		expect( calls[ 1 ].body.get( 'nonce' ) ).toBe( 'n1' );
		const partyRow = (
			await within( table ).findByText( '<b>Party</b>', {
				selector: 'a',
			} )
		).closest( 'tr' ) as HTMLElement;
		await screen.findByRole( 'button', {
			name: '„Meine Wunschliste“ als Standardliste festlegen',
		} );
		expect( within( partyRow ).getByText( 'Standardliste' ) ).toHaveFocus();
		// The new default comes first.
		expect(
			within( table )
				.getAllByRole( 'row' )
				.slice( 1 )
				.map( ( r ) => r.getAttribute( 'data-id' ) )
		).toEqual( [ '8', '7' ] );
	} );

	it( 'shows a shared list read-only', () => {
		setup( false );
		expect(
			screen.getByText(
				'Du siehst eine Wunschliste, die jemand mit dir geteilt hat.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: /umbenennen|entfernen/ } )
		).toBeNull();
		expect(
			screen.queryByRole( 'heading', { name: 'Deine Wunschlisten' } )
		).toBeNull();
		expect(
			screen.getAllByRole( 'link', { name: 'In den Warenkorb' } )
		).toHaveLength( 2 );
	} );

	it( 'shows cards below 768 px', () => {
		const matchMedia = window.matchMedia;
		window.matchMedia = ( ( query: string ) => ( {
			matches: query === '(max-width: 767px)',
			addEventListener: () => undefined,
			removeEventListener: () => undefined,
		} ) ) as unknown as typeof window.matchMedia;
		try {
			const { container } = render( <></> );
			void container;
			setup();
			const section = document.querySelector(
				'.tresen-wishlist[data-token]'
			);
			expect( section ).toHaveAttribute( 'data-layout', 'mobile' );
			expect(
				screen.queryByRole( 'table', { name: 'Meine Wunschliste' } )
			).toBeNull();
		} finally {
			window.matchMedia = matchMedia;
		}
	} );
} );
