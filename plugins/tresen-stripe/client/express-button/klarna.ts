/**
 * Klarna's interoperability token: when a Klarna provider put Klarna's SDK
 * on the page, its token is handed to the shop
 * (`kp_wc_set_interoperability_token`) so a later Klarna payment continues
 * the shopper's Klarna session. The SDK may come late: the binding is
 * tried up to 10 times, 250 ms apart. Without Klarna's SDK nothing is sent.
 */
import type { ExpressApi } from './api';

export const ATTEMPTS = 10;
export const INTERVAL_MS = 250;

interface KlarnaSdk {
	Interoperability?: { token?: () => Promise< string > | string };
}

/** Klarna's token provider, when its SDK is on the page. */
function provider(): ( () => Promise< string > | string ) | null {
	const klarna = ( window as unknown as { Klarna?: KlarnaSdk } ).Klarna;
	const token = klarna?.Interoperability?.token;
	return typeof token === 'function'
		? token.bind( klarna?.Interoperability )
		: null;
}

const wait = ( ms: number ) =>
	new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * Binds the token: up to 10 attempts at 250 ms. Resolves true once the
 * shop stored it; logs "Error updating Interoperability Token" when every
 * attempt failed.
 *
 * @param api The express calls.
 */
export async function bindToken( api: ExpressApi ): Promise< boolean > {
	let sdkSeen = false;
	for ( let attempt = 1; attempt <= ATTEMPTS; attempt++ ) {
		const get = provider();
		if ( get ) {
			sdkSeen = true;
			try {
				const token = await get();
				if ( typeof token === 'string' && token !== '' ) {
					const reply = await api.call(
						'kp_wc_set_interoperability_token',
						{ token }
					);
					if ( reply.success === true ) {
						return true;
					}
				}
			} catch {
				// Tried again below.
			}
		}
		if ( attempt < ATTEMPTS ) {
			await wait( INTERVAL_MS );
		}
	}
	if ( sdkSeen ) {
		// eslint-disable-next-line no-console
		console.error( 'Error updating Interoperability Token' );
	}
	return false;
}
