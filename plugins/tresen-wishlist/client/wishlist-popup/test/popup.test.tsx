/**
 * The add popup: tabs, a new list needs a name (marked invalid, nothing
 * sent), the server's message, auto-close after 3 s unless switched off,
 * errors keep the form. German, as the shopper sees it.
 */
import { act } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleData } from '@wordpress/i18n';
import { localeDataFromPo } from '@tresen/tests/po';
import { AddPopup } from '../popup';
import type { Reply } from '../../shared/api';

beforeAll( () => {
	setLocaleData(
		localeDataFromPo(
			'languages/plugins/tresen-wishlist-de_DE.po',
			'tresen-wishlist'
		),
		'tresen-wishlist'
	);
} );

afterEach( () => {
	jest.useRealTimers();
} );

const lists = [
	{
		id: 4,
		token: 'AAAAAAAAAAAA',
		name: 'Meine Wunschliste',
		privacy: 1,
		isDefault: true,
		url: '/w/?wishlist=AAAAAAAAAAAA',
		items: 1,
	},
	{
		id: 9,
		token: 'BBBBBBBBBBBB',
		name: 'Geburtstag',
		privacy: 2,
		isDefault: false,
		url: '/w/?wishlist=BBBBBBBBBBBB',
		items: 1,
	},
];

function setup( reply: Reply, closeAfterMs = 3000 ) {
	const onAdd = jest.fn( async () => reply );
	const onClose = jest.fn();
	const fake =
		typeof ( setTimeout as unknown as { clock?: unknown } ).clock !==
		'undefined';
	const user = userEvent.setup(
		fake ? { advanceTimers: jest.advanceTimersByTime } : {}
	);
	render(
		<AddPopup
			productName="Tresen Dry Gin 0,35 l"
			lists={ lists }
			onAdd={ onAdd }
			onClose={ onClose }
			closeAfterMs={ closeAfterMs }
		/>
	);
	return { onAdd, onClose, user };
}

describe( 'add popup', () => {
	it( 'adds to the chosen existing list, shows the message and closes after 3 s', async () => {
		jest.useFakeTimers();
		const { onAdd, onClose, user } = setup( {
			ok: true,
			result: 'true',
			message: 'Produkt zu „Geburtstag“ hinzugefügt.',
			wishlist_url: '/w/?wishlist=BBBBBBBBBBBB',
		} );
		expect(
			screen.getByRole( 'dialog', { name: 'Auf die Wunschliste' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'tab', { name: 'Vorhandene Liste' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByLabelText( 'Wunschliste' ) ).toHaveValue( '4' );
		await user.selectOptions( screen.getByLabelText( 'Wunschliste' ), '9' );
		await user.click(
			screen.getByRole( 'button', { name: 'Hinzufügen' } )
		);
		expect( onAdd ).toHaveBeenCalledWith( { wishlist_id: '9' } );
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Produkt zu „Geburtstag“ hinzugefügt.'
		);
		expect(
			screen.getByRole( 'link', { name: 'Wunschliste ansehen' } )
		).toHaveAttribute( 'href', '/w/?wishlist=BBBBBBBBBBBB' );
		act( () => {
			jest.advanceTimersByTime( 2900 );
		} );
		expect( onClose ).not.toHaveBeenCalled();
		act( () => {
			jest.advanceTimersByTime( 200 );
		} );
		expect( onClose ).toHaveBeenCalled();
	} );

	it( 'shows a list name with tags as text, as the shopper typed it', async () => {
		const { user } = setup( {
			ok: true,
			result: 'true',
			message: 'Produkt zu „<b>Geburtstag</b>“ hinzugefügt.',
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Hinzufügen' } )
		);
		const status = await screen.findByRole( 'status' );
		expect( status ).toHaveTextContent(
			'Produkt zu „<b>Geburtstag</b>“ hinzugefügt.'
		);
		expect( status.querySelector( 'b' ) ).toBeNull();
	} );

	it( 'stays open when the shop switched auto-close off', async () => {
		jest.useFakeTimers();
		const { onClose, user } = setup(
			{
				ok: true,
				result: 'exists',
				message: 'Das Produkt steht schon auf „Meine Wunschliste“.',
			},
			0
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Hinzufügen' } )
		);
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'steht schon'
		);
		act( () => {
			jest.advanceTimersByTime( 10000 );
		} );
		expect( onClose ).not.toHaveBeenCalled();
		expect(
			screen.getByRole( 'button', { name: 'Schließen' } )
		).toHaveFocus();
	} );

	it( 'sends nothing for a new list without a name and marks the field', async () => {
		const { onAdd, user } = setup( {
			ok: true,
			result: 'true',
			message: 'ok',
		} );
		await user.click( screen.getByRole( 'tab', { name: 'Neue Liste' } ) );
		const name = screen.getByLabelText( 'Name der neuen Liste' );
		await user.type( name, '   ' );
		await user.click(
			screen.getByRole( 'button', { name: 'Hinzufügen' } )
		);
		expect( onAdd ).not.toHaveBeenCalled();
		expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( name ).toHaveClass( 'is-invalid' );
		expect( name ).toHaveFocus();
		expect( name ).toHaveAccessibleDescription(
			'Bitte gib einen Namen für die Wunschliste ein.'
		);

		await user.type( name, 'Weihnachten' );
		expect( name ).not.toHaveAttribute( 'aria-invalid' );
		// Private unless the shopper shares it.
		expect( screen.getByLabelText( 'Privat' ) ).toBeChecked();
		await user.click( screen.getByLabelText( 'Per Link teilbar' ) );
		await user.click(
			screen.getByRole( 'button', { name: 'Hinzufügen' } )
		);
		expect( onAdd ).toHaveBeenCalledWith( {
			wishlist_id: 'new',
			wishlist_name: 'Weihnachten',
			wishlist_visibility: '1',
		} );
	} );

	it( 'keeps the form and shows the server message on an error', async () => {
		const { user } = setup( {
			ok: false,
			result: 'error',
			message:
				'Diese Wunschliste ist voll. Bitte entferne zuerst ein Produkt.',
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Hinzufügen' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Diese Wunschliste ist voll.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Hinzufügen' } )
		).toBeEnabled();
	} );

	it( 'switches tabs with the arrow keys', async () => {
		const { user } = setup( { ok: true, message: '' } );
		screen.getByRole( 'tab', { name: 'Vorhandene Liste' } ).focus();
		await user.keyboard( '{ArrowRight}' );
		expect(
			screen.getByRole( 'tab', { name: 'Neue Liste' } )
		).toHaveFocus();
		expect(
			screen.getByRole( 'tab', { name: 'Neue Liste' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByLabelText( 'Name der neuen Liste' ) ).toBeVisible();
		await user.keyboard( '{Home}' );
		expect(
			screen.getByRole( 'tab', { name: 'Vorhandene Liste' } )
		).toHaveFocus();
	} );
} );
