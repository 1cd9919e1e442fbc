/**
 * Jest double of `@wordpress/data` for WooCommerce's block stores
 * (`wc/store/cart`, `wc/store/checkout`, `wc/store/validation`, …): a test
 * gives each store its selectors' values (`__setStore`), then notifies the
 * subscribers as the real registry does after every change (`__notify`).
 * Actions dispatched are recorded (`__dispatched`); `wc/store/validation`
 * keeps its errors like WooCommerce's store, so its selectors reflect them.
 */
type Selectors = Record< string, ( ...args: unknown[] ) => unknown >;

const stores = new Map< string, Record< string, unknown > >();
const listeners = new Set< () => void >();
const dispatched: Array< { store: string; action: string; args: unknown[] } > =
	[];
let validationErrors: Record< string, { message: string; hidden: boolean } > =
	{};

export function __setStore(
	name: string,
	values: Record< string, unknown >
): void {
	stores.set( name, { ...( stores.get( name ) || {} ), ...values } );
}

export function __notify(): void {
	for ( const listener of [ ...listeners ] ) {
		listener();
	}
}

export function __dispatched() {
	return dispatched;
}

export function __reset(): void {
	stores.clear();
	listeners.clear();
	dispatched.length = 0;
	validationErrors = {};
}

export function select( name: string ): Selectors {
	if ( name === 'wc/store/validation' ) {
		return {
			getValidationError: ( id ) => validationErrors[ String( id ) ],
			hasValidationErrors: () =>
				Object.keys( validationErrors ).length > 0,
		};
	}
	const values = stores.get( name ) || {};
	const out: Selectors = {};
	for ( const [ key, value ] of Object.entries( values ) ) {
		out[ key ] = () => value;
	}
	return out;
}

export function dispatch(
	name: string
): Record< string, ( ...args: unknown[] ) => unknown > {
	return new Proxy(
		{},
		{
			get:
				( _t, action: string ) =>
				( ...args: unknown[] ) => {
					dispatched.push( { store: name, action, args } );
					if ( name === 'wc/store/validation' ) {
						if ( action === 'setValidationErrors' ) {
							validationErrors = {
								...validationErrors,
								...( args[ 0 ] as typeof validationErrors ),
							};
						} else if ( action === 'clearValidationError' ) {
							const { [ String( args[ 0 ] ) ]: _gone, ...rest } =
								validationErrors;
							validationErrors = rest;
						}
						__notify();
					}
				},
		}
	);
}

export function subscribe( listener: () => void ): () => void {
	listeners.add( listener );
	return () => listeners.delete( listener );
}
