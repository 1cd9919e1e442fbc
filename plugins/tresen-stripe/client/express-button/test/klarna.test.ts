/**
 * Klarna's interoperability token: 10 attempts at 250 ms, the spec's
 * console error when they all fail, nothing sent without Klarna's SDK.
 */
import { bindToken } from '../klarna';
import type { ExpressApi } from '../api';

type KlarnaWindow = { Klarna?: unknown };

afterEach( () => {
	jest.useRealTimers();
	jest.restoreAllMocks();
	delete ( window as unknown as KlarnaWindow ).Klarna;
} );

async function run( api: ExpressApi ): Promise< boolean > {
	jest.useFakeTimers();
	const done = bindToken( api );
	for ( let i = 0; i < 12; i++ ) {
		await jest.advanceTimersByTimeAsync( 250 );
	}
	return done;
}

it( 'posts the token once Klarna’s SDK provides it', async () => {
	const call = jest.fn().mockResolvedValue( { success: true } );
	let tries = 0;
	( window as unknown as KlarnaWindow ).Klarna = {
		Interoperability: {
			token: () =>
				++tries < 3
					? Promise.reject( new Error( 'not yet' ) )
					: Promise.resolve( 'kt_1' ),
		},
	};
	expect( await run( { call } as unknown as ExpressApi ) ).toBe( true );
	expect( call ).toHaveBeenCalledWith( 'kp_wc_set_interoperability_token', {
		token: 'kt_1',
	} );
	expect( tries ).toBe( 3 );
} );

it( 'gives up after 10 attempts with the console error', async () => {
	const call = jest.fn().mockResolvedValue( { success: false } );
	( window as unknown as KlarnaWindow ).Klarna = {
		Interoperability: { token: () => 'kt_1' },
	};
	expect( await run( { call } as unknown as ExpressApi ) ).toBe( false );
	expect( call ).toHaveBeenCalledTimes( 10 );

	expect( console ).toHaveErroredWith(
		'Error updating Interoperability Token'
	);
} );

it( 'sends nothing and logs nothing without Klarna’s SDK', async () => {
	const call = jest.fn();
	expect( await run( { call } as unknown as ExpressApi ) ).toBe( false );
	expect( call ).not.toHaveBeenCalled();
	// (jest-console fails the test on any unexpected console.error.)
} );
