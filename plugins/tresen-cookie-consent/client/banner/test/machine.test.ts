/**
 * Internal dependencies
 */
import { INITIAL, decisionOf, reduce } from '../machine';
import type { Model, UiEvent } from '../machine';

const hidden: Model = { view: 'hidden', reopened: false };
const banner: Model = { view: 'banner', reopened: false };
const reopened: Model = { view: 'banner', reopened: true };
const settings: Model = { view: 'settings', reopened: false };
const settingsReopened: Model = { view: 'settings', reopened: true };

type Row = [ string, Model, UiEvent, Model, ReturnType< typeof decisionOf > ];

const rows: Row[] = [
	[
		'load without decision shows the banner',
		INITIAL,
		{ type: 'sync', decided: false },
		banner,
		null,
	],
	[
		'load with a decision keeps it hidden',
		INITIAL,
		{ type: 'sync', decided: true },
		hidden,
		null,
	],
	[
		'accept hides and records',
		banner,
		{ type: 'accept' },
		hidden,
		'accept',
	],
	[
		'reject hides and records',
		banner,
		{ type: 'reject' },
		hidden,
		'reject',
	],
	[
		'accept when hidden does nothing',
		hidden,
		{ type: 'accept' },
		hidden,
		null,
	],
	[
		'settings opens the dialog',
		banner,
		{ type: 'open-settings' },
		settings,
		null,
	],
	[
		'save in the dialog hides and records',
		settings,
		{ type: 'save' },
		hidden,
		'save',
	],
	[
		'save outside the dialog does nothing',
		banner,
		{ type: 'save' },
		banner,
		null,
	],
	[
		'accept all in the dialog',
		settings,
		{ type: 'accept' },
		hidden,
		'accept',
	],
	[
		'reject all in the dialog',
		settings,
		{ type: 'reject' },
		hidden,
		'reject',
	],
	[
		'closing the dialog returns to the banner',
		settings,
		{ type: 'close-settings' },
		banner,
		null,
	],
	[
		'closing a reopened dialog returns to the reopened banner',
		settingsReopened,
		{ type: 'close-settings' },
		reopened,
		null,
	],
	[
		'close when no dialog is open does nothing',
		banner,
		{ type: 'close-settings' },
		banner,
		null,
	],
	[
		'a manage link reopens the banner',
		hidden,
		{ type: 'manage' },
		reopened,
		null,
	],
	[
		'a manage link while the dialog is open does nothing',
		settings,
		{ type: 'manage' },
		settings,
		null,
	],
	[
		'Escape on a reopened banner closes it',
		reopened,
		{ type: 'dismiss' },
		hidden,
		null,
	],
	[
		'Escape on a first banner keeps it (no implied consent)',
		banner,
		{ type: 'dismiss' },
		banner,
		null,
	],
	[
		'scroll-accept on a first banner accepts',
		banner,
		{ type: 'scroll-accept' },
		hidden,
		'accept',
	],
	[
		'scroll-accept on a reopened banner does nothing',
		reopened,
		{ type: 'scroll-accept' },
		reopened,
		null,
	],
	[
		'scroll-accept when hidden does nothing',
		hidden,
		{ type: 'scroll-accept' },
		hidden,
		null,
	],
	[
		'auto-hide hides a first banner and records nothing',
		banner,
		{ type: 'auto-hide' },
		hidden,
		null,
	],
	[
		'auto-hide leaves a reopened banner',
		reopened,
		{ type: 'auto-hide' },
		reopened,
		null,
	],
	[
		'auto-hide leaves the dialog',
		settings,
		{ type: 'auto-hide' },
		settings,
		null,
	],
	[
		'back/forward with a decision made meanwhile hides the banner',
		banner,
		{ type: 'sync', decided: true },
		hidden,
		null,
	],
	[
		'back/forward without a decision shows the banner again',
		hidden,
		{ type: 'sync', decided: false },
		banner,
		null,
	],
	[
		'sync leaves an open dialog alone',
		settings,
		{ type: 'sync', decided: true },
		settings,
		null,
	],
	[
		'sync leaves a reopened banner alone',
		reopened,
		{ type: 'sync', decided: true },
		reopened,
		null,
	],
];

describe( 'banner state machine', () => {
	it.each( rows )( '%s', ( _name, before, event, after, decision ) => {
		expect( reduce( before, event ) ).toEqual( after );
		expect( decisionOf( before, event ) ).toBe( decision );
	} );

	it( 'returns the same object when nothing changes (no re-render)', () => {
		expect( reduce( hidden, { type: 'accept' } ) ).toBe( hidden );
		expect( reduce( banner, { type: 'dismiss' } ) ).toBe( banner );
	} );
} );
