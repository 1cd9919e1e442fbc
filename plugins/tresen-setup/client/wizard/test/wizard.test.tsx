/**
 * The Einrichtung's React parts, in German from the shipped .po: the company
 * form shows the server's errors at their fields and sends what the owner
 * typed, the steps list says where the owner is and what is done, skip and
 * undo reach the store, the store turns a refusal into German errors, and
 * the drinks step previews and applies a category rule.
 */
jest.mock( '@wordpress/components', () => require( './components-double' ), {
	virtual: true,
} );
jest.mock(
	'@wordpress/api-fetch',
	() => ( { __esModule: true, default: jest.fn() } ),
	{
		virtual: true,
	}
);

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocaleData } from '@wordpress/i18n';
import apiFetch from '@wordpress/api-fetch';
import { localeDataFromPo } from '@tresen/tests/po';
import { CompanyStep } from '../CompanyStep';
import { ConsentStep } from '../ConsentStep';
import { DrinksStep } from '../DrinksStep';
import { WizardView, type WizardViewProps } from '../Wizard';
import {
	actions,
	initialState,
	paymentsMessage,
	reducer,
	taxesMessage,
	type State,
} from '../store';
import { PaymentsStep } from '../PaymentsStep';
import { TaxesStep } from '../TaxesStep';
import type {
	Company,
	ConsentState,
	PaymentsState,
	WizardState,
} from '../types';

const fetchMock = apiFetch as unknown as jest.Mock;

const EMPTY: Company = {
	name: '',
	representative: '',
	street: '',
	postcode: '',
	city: '',
	country: 'DE',
	email: '',
	phone: '',
	register_court: '',
	register_number: '',
	vat_id: '',
};

const PAYMENTS: PaymentsState = {
	stripe: {
		active: true,
		enabled: true,
		mode: 'test',
		publishable_key: 'pk_test_alt',
		secret_key: 'sk_test_…0001',
		webhook_secret: '',
	},
	paypal: {
		active: false,
		enabled: false,
		sandbox: true,
		client_id: '',
		secret: '',
		webhook_id: '',
		webhook_url: 'https://kiez.example/wp-json/tresen-paypal/v1/webhook',
	},
	bacs: {
		enabled: false,
		account_name: '',
		iban: '',
		bic: '',
		bank_name: '',
	},
};

const CONSENT: ConsentState = {
	consent: {
		active: true,
		banner_text: 'Wir nutzen Cookies.',
		categories: [
			{
				slug: 'necessary',
				enabled: true,
				name: 'Notwendig',
				description: 'Für den Warenkorb.',
			},
			{
				slug: 'marketing',
				enabled: true,
				name: 'Marketing',
				description: 'Werbung.',
			},
		],
	},
	pixels: {
		active: true,
		ids: { meta_pixel_id: '', pinterest_tag_id: '', paypal_tag_id: '' },
	},
};

function wizardState( overrides: Partial< WizardState > = {} ): WizardState {
	return {
		progress: {
			current: 'company',
			steps: {
				company: 'open',
				pages: 'open',
				taxes: 'open',
				drinks: 'open',
				payments: 'open',
				consent: 'open',
			},
		},
		company: EMPTY,
		pages: { pages: [], choices: [] },
		taxes: { prices_include_tax: false, de_zone: false, at_zone: false },
		payments: PAYMENTS,
		consent: CONSENT,
		can_undo: {},
		...overrides,
	};
}

beforeAll( () => {
	setLocaleData(
		localeDataFromPo(
			'languages/plugins/tresen-setup-de_DE.po',
			'tresen-setup'
		),
		'tresen-setup'
	);
} );

// userEvent types key by key; on a loaded machine the default 5 s is short.
jest.setTimeout( 20_000 );

beforeEach( () => fetchMock.mockReset() );

test( 'the company form shows the server’s German errors at their fields and sends what was typed', async () => {
	const onSave = jest.fn();
	render(
		<CompanyStep
			company={ EMPTY }
			errors={ {
				postcode:
					'Eine deutsche Postleitzahl hat genau 5 Ziffern, z. B. 10115.',
			} }
			busy={ false }
			canUndo={ false }
			onSave={ onSave }
			onSkip={ jest.fn() }
			onUndo={ jest.fn() }
		/>
	);
	const postcode = screen.getByLabelText( 'Postleitzahl (Pflichtfeld)' );
	expect( postcode ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( postcode ).toHaveAccessibleDescription(
		'Eine deutsche Postleitzahl hat genau 5 Ziffern, z. B. 10115.'
	);
	expect(
		screen.queryByRole( 'button', { name: 'Schritt rückgängig machen' } )
	).toBeNull();

	const user = userEvent.setup();
	await user.type(
		screen.getByLabelText( 'Firmenname (Pflichtfeld)' ),
		'Kiezbrause GmbH'
	);
	await user.type( postcode, '10827' );
	await user.type(
		screen.getByLabelText( 'USt-IdNr.' ),
		'DE123456789{Enter}'
	);
	expect( onSave ).toHaveBeenCalledWith(
		expect.objectContaining( {
			name: 'Kiezbrause GmbH',
			postcode: '10827',
			vat_id: 'DE123456789',
			country: 'DE',
		} )
	);
} );

function view( props: Partial< WizardViewProps > = {} ) {
	const acts = {
		goTo: jest.fn(),
		mark: jest.fn(),
		saveCompany: jest.fn( () => Promise.resolve( true ) ),
		savePages: jest.fn( () => Promise.resolve( true ) ),
		saveTaxes: jest.fn( () => Promise.resolve( true ) ),
		savePayments: jest.fn( () => Promise.resolve( true ) ),
		saveConsent: jest.fn( () => Promise.resolve( true ) ),
		undo: jest.fn(),
	};
	render(
		<WizardView
			wizard={ wizardState() }
			busy={ false }
			message={ null }
			fieldErrors={ {} }
			checkUrl="/wp-admin/admin.php?page=tresen-shop-check"
			actions={ acts }
			{ ...props }
		/>
	);
	return acts;
}

test( 'the steps list says where the owner is; skip and undo reach the store', async () => {
	const acts = view( {
		wizard: wizardState( {
			progress: {
				current: 'company',
				steps: {
					company: 'done',
					pages: 'open',
					taxes: 'open',
					drinks: 'skipped',
					payments: 'open',
					consent: 'open',
				},
			},
			can_undo: { company: true },
		} ),
	} );
	const nav = screen.getByRole( 'navigation', {
		name: 'Schritte der Einrichtung',
	} );
	expect( nav ).toHaveTextContent( '1. Firmendaten (erledigt)' );
	expect( nav ).toHaveTextContent( '2. Rechtstexte (offen)' );
	expect( nav ).toHaveTextContent(
		'4. Getränke nach Kategorie (übersprungen)'
	);
	expect(
		screen.getByRole( 'button', { name: '1. Firmendaten (erledigt)' } )
	).toHaveAttribute( 'aria-current', 'step' );
	expect(
		screen.getByRole( 'heading', { name: 'Schritt 1 von 6: Firmendaten' } )
	).toBeInTheDocument();

	const user = userEvent.setup();
	await user.click(
		screen.getByRole( 'button', { name: 'Schritt überspringen' } )
	);
	expect( acts.mark ).toHaveBeenCalledWith( 'company', 'skipped', 'pages' );
	await user.click(
		screen.getByRole( 'button', { name: 'Schritt rückgängig machen' } )
	);
	expect( acts.undo ).toHaveBeenCalledWith( 'company' );
	await user.click(
		screen.getByRole( 'button', { name: '2. Rechtstexte (offen)' } )
	);
	expect( acts.goTo ).toHaveBeenCalledWith( 'pages' );
} );

test( 'saving the company data moves on to the legal pages', async () => {
	const acts = view();
	const user = userEvent.setup();
	await user.click(
		screen.getByRole( 'button', { name: 'Speichern und weiter' } )
	);
	await waitFor( () => expect( acts.goTo ).toHaveBeenCalledWith( 'pages' ) );
	expect( acts.saveCompany ).toHaveBeenCalled();
} );

test( 'the legal pages step offers templates and marks unreviewed ones', () => {
	view( {
		wizard: wizardState( {
			progress: {
				current: 'pages',
				steps: {
					company: 'done',
					pages: 'open',
					taxes: 'open',
					drinks: 'open',
					payments: 'open',
					consent: 'open',
				},
			},
			pages: {
				pages: [
					{
						key: 'imprint',
						title: 'Impressum',
						page_id: 7,
						template: true,
						edit_url: '/wp-admin/post.php?post=7&action=edit',
					},
					{
						key: 'terms',
						title: 'AGB',
						page_id: 0,
						template: false,
						edit_url: '',
					},
				],
				choices: [ { id: 7, title: 'Impressum' } ],
			},
		} ),
	} );
	const imprint = screen.getByLabelText( 'Impressum' );
	expect( imprint ).toHaveValue( '7' );
	expect( imprint ).toHaveAccessibleDescription( 'Vorlage – bitte prüfen.' );
	expect( screen.getByLabelText( 'AGB' ) ).toHaveValue( 'create' );
	expect(
		screen.getByRole( 'option', {
			name: 'Aus Vorlage erstellen',
			selected: true,
		} )
	).toBeInTheDocument();
} );

test( 'the store turns a refused save into German errors at the fields', async () => {
	let state: State = initialState;
	const dispatch = ( action: Parameters< typeof reducer >[ 1 ] ) => {
		state = reducer( state, action );
	};
	fetchMock.mockRejectedValueOnce( {
		code: 'tresen_setup_invalid_company',
		message:
			'Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern, z. B. DE123456789.',
		data: {
			status: 400,
			fields: {
				vat_id: 'Eine deutsche USt-IdNr. besteht aus DE und 9 Ziffern, z. B. DE123456789.',
			},
		},
	} );
	expect( await actions.saveCompany( EMPTY )( { dispatch } ) ).toBe( false );
	expect( state.fieldErrors.vat_id ).toContain( 'DE und 9 Ziffern' );
	expect( state.message?.status ).toBe( 'error' );
	expect( state.busy ).toBe( false );

	fetchMock.mockResolvedValueOnce( wizardState() );
	expect( await actions.saveCompany( EMPTY )( { dispatch } ) ).toBe( true );
	expect( state.fieldErrors ).toEqual( {} );
	expect( state.message ).toEqual( {
		status: 'success',
		text: 'Die Firmendaten sind gespeichert.',
	} );
	expect( fetchMock ).toHaveBeenLastCalledWith( {
		path: '/tresen-setup/v1/wizard/company',
		method: 'POST',
		data: EMPTY,
	} );

	fetchMock.mockRejectedValueOnce( new TypeError( 'Failed to fetch' ) );
	await actions.load()( { dispatch } );
	expect( state.message?.text ).toBe(
		'Der Shop hat nicht geantwortet. Bitte prüfe deine Verbindung und versuche es noch einmal.'
	);
} );

test( 'the drinks step previews and applies a category rule', async () => {
	fetchMock.mockImplementation( ( { path, data } ) => {
		if ( path === '/tresen-setup/v1/categories' ) {
			return Promise.resolve( [
				{
					id: 5,
					name: 'Bier',
					products: 3,
					can_undo: false,
					rule: {
						min_age: '',
						deposit_type: '',
						deposit_amount: '',
						deposit_units: 1,
						unit: '',
					},
				},
			] );
		}
		if ( path === '/tresen-setup/v1/categories/5/preview' ) {
			return Promise.resolve( { changes: data ? 3 : 0 } );
		}
		if ( path === '/tresen-setup/v1/categories/5' ) {
			return Promise.resolve( { changed: 3 } );
		}
		return Promise.reject( { message: 'unerwartet' } );
	} );
	render(
		<DrinksStep busy={ false } onDone={ jest.fn() } onSkip={ jest.fn() } />
	);
	const group = await screen.findByRole( 'group', {
		name: 'Bier (3 Produkte)',
	} );
	const user = userEvent.setup();
	await user.selectOptions( screen.getByLabelText( 'Mindestalter' ), '16' );
	await user.selectOptions( screen.getByLabelText( 'Pfand' ), 'mehrweg' );
	await user.type(
		screen.getByLabelText(
			'Pfand je Behälter in € (z. B. 0,08 oder 0,15)'
		),
		'0,08'
	);
	await user.selectOptions(
		screen.getByLabelText( 'Grundpreis-Basis' ),
		'l'
	);
	await user.click( screen.getByRole( 'button', { name: 'Vorschau' } ) );
	expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
		'Bier: Anwenden würde 3 Produkte ändern.'
	);
	expect( fetchMock ).toHaveBeenCalledWith( {
		path: '/tresen-setup/v1/categories/5/preview',
		method: 'POST',
		data: {
			min_age: '16',
			deposit_type: 'mehrweg',
			deposit_amount: '0,08',
			unit: 'l',
		},
	} );
	await user.click( screen.getByRole( 'button', { name: 'Anwenden' } ) );
	await waitFor( () =>
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Bier: 3 Produkte geändert.'
		)
	);
	expect( group ).toBeInTheDocument();
} );

test( 'the taxes step sends the delivery countries and amounts and reports what it added', async () => {
	const onSave = jest.fn();
	render(
		<TaxesStep
			taxes={ {
				prices_include_tax: false,
				de_zone: true,
				at_zone: false,
			} }
			errors={ {} }
			busy={ false }
			canUndo={ false }
			onSave={ onSave }
			onSkip={ jest.fn() }
			onUndo={ jest.fn() }
		/>
	);
	expect(
		screen.getByText(
			'Der Shop hat schon eine Versandzone für Deutschland; sie bleibt, wie sie ist.'
		)
	).toBeInTheDocument();
	expect(
		screen.queryByLabelText( 'Versandkosten Österreich in €' )
	).toBeNull();
	const user = userEvent.setup();
	await user.selectOptions(
		screen.getByLabelText( 'Lieferländer' ),
		'DE,AT'
	);
	await user.clear(
		screen.getByLabelText( 'Versandkosten Österreich in €' )
	);
	await user.type(
		screen.getByLabelText( 'Versandkosten Österreich in €' ),
		'12,50{Enter}'
	);
	expect( onSave ).toHaveBeenCalledWith( {
		austria: true,
		cost: '4,90',
		free_from: '50,00',
		cost_at: '12,50',
	} );
	expect(
		taxesMessage( {
			...wizardState(),
			result: {
				created: [ 'DE 19 %', 'Deutschland' ],
				kept: [ 'DE 7 %' ],
			},
		} )
	).toBe(
		'Steuern sind eingeschaltet, Preise werden inkl. MwSt. eingegeben. Angelegt: DE 19 %, Deutschland. Schon vorhanden und unverändert: DE 7 %.'
	);
} );

test( 'the payments step shows saved secrets only masked, the server’s errors at their fields, and sends what was typed', async () => {
	const onSave = jest.fn();
	render(
		<PaymentsStep
			payments={ PAYMENTS }
			errors={ {
				stripe_secret_key:
					'Stripe hat diesen geheimen Schlüssel abgelehnt: Er ist falsch, wurde erneuert oder gelöscht.',
				bacs_iban: 'Diese IBAN ist ungültig.',
			} }
			busy={ false }
			canUndo={ false }
			onSave={ onSave }
			onSkip={ jest.fn() }
			onUndo={ jest.fn() }
		/>
	);
	const secret = screen.getByLabelText( 'Geheimer Schlüssel' );
	expect( secret ).toHaveAttribute( 'type', 'password' );
	expect( secret ).toHaveValue( '' );
	expect( secret ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( secret ).toHaveAccessibleDescription(
		'Stripe hat diesen geheimen Schlüssel abgelehnt: Er ist falsch, wurde erneuert oder gelöscht.'
	);
	expect(
		screen.getByLabelText( 'Webhook-Signaturschlüssel' )
	).toHaveAccessibleDescription(
		'Beginnt mit whsec_ (Stripe-Dashboard → Entwickler → Webhooks, bei deinem Endpunkt).'
	);
	expect( screen.getByLabelText( 'IBAN' ) ).toHaveAccessibleDescription(
		'Diese IBAN ist ungültig.'
	);
	// PayPal's plugin is off in this state: the step says so, no fields.
	expect(
		screen.getByText(
			'Das Plugin „Tresen PayPal“ ist nicht aktiv, deshalb fehlt dieser Teil. Aktiviere es unter Plugins, um es hier einzurichten.'
		)
	).toBeInTheDocument();
	expect( screen.queryByLabelText( 'Client-ID' ) ).toBeNull();

	const user = userEvent.setup();
	await user.type( secret, 'sk_test_neu' );
	await user.type(
		screen.getByLabelText( 'Kontoinhaber' ),
		'Kiezbrause GmbH'
	);
	await user.type(
		screen.getByLabelText( 'IBAN' ),
		'DE89 3704 0044 0532 0130 00'
	);
	await user.click(
		screen.getByRole( 'button', { name: 'Testen, speichern und weiter' } )
	);
	expect( onSave ).toHaveBeenCalledWith( {
		stripe: {
			publishable_key: 'pk_test_alt',
			secret_key: 'sk_test_neu',
			webhook_secret: '',
		},
		paypal: { sandbox: true, client_id: '', secret: '', webhook_id: '' },
		bacs: {
			account_name: 'Kiezbrause GmbH',
			iban: 'DE89 3704 0044 0532 0130 00',
			bic: '',
			bank_name: '',
		},
	} );
} );

test( 'a saved secret is named masked and kept when its field stays empty', () => {
	render(
		<PaymentsStep
			payments={ {
				...PAYMENTS,
				paypal: { ...PAYMENTS.paypal, active: true, secret: '…wxyz' },
			} }
			errors={ {} }
			busy={ false }
			canUndo
			onSave={ jest.fn() }
			onSkip={ jest.fn() }
			onUndo={ jest.fn() }
		/>
	);
	expect(
		screen.getByLabelText( 'Geheimer Schlüssel' )
	).toHaveAccessibleDescription(
		'Gespeichert: sk_test_…0001. Leer lassen, um ihn zu behalten.'
	);
	expect( screen.getByLabelText( 'Secret' ) ).toHaveAccessibleDescription(
		'Gespeichert: …wxyz. Leer lassen, um ihn zu behalten.'
	);
	expect(
		screen.getByRole( 'button', { name: 'Schritt rückgängig machen' } )
	).toBeInTheDocument();
} );

test( 'the PayPal webhook ID names the address to register and shows PayPal’s answer at its field', () => {
	const onSave = jest.fn();
	render(
		<PaymentsStep
			payments={ {
				...PAYMENTS,
				paypal: {
					...PAYMENTS.paypal,
					active: true,
					client_id: 'AbCdEf0123456789',
					secret: '…wxyz',
				},
			} }
			errors={ {
				paypal_webhook_id:
					'PayPal kennt diese Webhook-ID in dieser Sandbox-App nicht.',
			} }
			busy={ false }
			canUndo={ false }
			onSave={ onSave }
			onSkip={ jest.fn() }
			onUndo={ jest.fn() }
		/>
	);
	const hook = screen.getByLabelText( 'Webhook-ID' );
	expect( hook ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( hook ).toHaveAccessibleDescription(
		'PayPal kennt diese Webhook-ID in dieser Sandbox-App nicht.'
	);
	fireEvent.change( hook, { target: { value: '5XY12345AB678901C' } } );
	fireEvent.click(
		screen.getByRole( 'button', { name: 'Testen, speichern und weiter' } )
	);
	expect( onSave.mock.calls[ 0 ][ 0 ].paypal ).toEqual( {
		sandbox: true,
		client_id: 'AbCdEf0123456789',
		secret: '',
		webhook_id: '5XY12345AB678901C',
	} );
} );

test( 'without an error the webhook field says which address PayPal must send to', () => {
	render(
		<PaymentsStep
			payments={ {
				...PAYMENTS,
				paypal: { ...PAYMENTS.paypal, active: true },
			} }
			errors={ {} }
			busy={ false }
			canUndo={ false }
			onSave={ jest.fn() }
			onSkip={ jest.fn() }
			onUndo={ jest.fn() }
		/>
	);
	expect( screen.getByLabelText( 'Webhook-ID' ) ).toHaveAccessibleDescription(
		/mit der URL https:\/\/kiez\.example\/wp-json\/tresen-paypal\/v1\/webhook und den Zahlungsereignissen/
	);
} );

test( 'the store sends the payments and says in German what the tests found', async () => {
	let state: State = initialState;
	const dispatch = ( action: Parameters< typeof reducer >[ 1 ] ) => {
		state = reducer( state, action );
	};
	fetchMock.mockResolvedValueOnce( {
		...wizardState(),
		result: {
			saved: [ 'stripe' ],
			messages: [
				'Stripe akzeptiert den geheimen Schlüssel (Testmodus: keine echten Zahlungen).',
			],
		},
	} );
	const input = {
		stripe: {
			publishable_key: 'pk_test_1',
			secret_key: 'sk_test_1',
			webhook_secret: '',
		},
		paypal: { sandbox: true, client_id: '', secret: '', webhook_id: '' },
		bacs: { account_name: '', iban: '', bic: '', bank_name: '' },
	};
	expect( await actions.savePayments( input )( { dispatch } ) ).toBe( true );
	expect( fetchMock ).toHaveBeenLastCalledWith( {
		path: '/tresen-setup/v1/wizard/payments',
		method: 'POST',
		data: input,
	} );
	expect( state.message?.text ).toBe(
		'In den Einstellungen der Zahlungsarten gespeichert. Stripe akzeptiert den geheimen Schlüssel (Testmodus: keine echten Zahlungen).'
	);
	expect( paymentsMessage( wizardState() ) ).toBe(
		'Nichts eingegeben, die Zahlungseinstellungen bleiben unverändert.'
	);
} );

test( 'the consent step edits banner, categories and pixel ids, with errors at their fields', async () => {
	const onSave = jest.fn();
	render(
		<ConsentStep
			consent={ CONSENT }
			errors={ {
				pixel_meta_pixel_id:
					'Die Meta-Pixel-ID ist eine Zahl mit 10 bis 20 Ziffern.',
			} }
			busy={ false }
			canUndo={ false }
			onSave={ onSave }
			onSkip={ jest.fn() }
			onUndo={ jest.fn() }
		/>
	);
	const meta = screen.getByLabelText( 'Meta-Pixel-ID' );
	expect( meta ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( meta ).toHaveAccessibleDescription(
		'Die Meta-Pixel-ID ist eine Zahl mit 10 bis 20 Ziffern.'
	);
	const necessary = screen.getByRole( 'group', {
		name: 'Kategorie „Notwendig“',
	} );
	expect( necessary ).toHaveTextContent( 'Immer an' );
	expect( necessary.querySelector( 'input[type=checkbox]' ) ).toBeNull();

	const user = userEvent.setup();
	const banner = screen.getByLabelText( 'Bannertext' );
	await user.clear( banner );
	await user.type( banner, 'Cookies nur mit deiner Einwilligung.' );
	await user.click(
		screen.getByRole( 'checkbox', {
			name: 'Diese Kategorie im Banner anbieten',
		} )
	);
	await user.type( meta, '1234567890123456' );
	await user.click(
		screen.getByRole( 'button', { name: 'Speichern und weiter' } )
	);
	expect( onSave ).toHaveBeenCalledWith( {
		banner_text: 'Cookies nur mit deiner Einwilligung.',
		categories: {
			necessary: {
				enabled: true,
				name: 'Notwendig',
				description: 'Für den Warenkorb.',
			},
			marketing: {
				enabled: false,
				name: 'Marketing',
				description: 'Werbung.',
			},
		},
		pixels: {
			meta_pixel_id: '1234567890123456',
			pinterest_tag_id: '',
			paypal_tag_id: '',
		},
	} );
} );
