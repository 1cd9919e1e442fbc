/**
 * Jest double of `@woocommerce/blocks-checkout` (the `wc.blocksCheckout`
 * global on a real shop): checkout filters registered per namespace and
 * applied in registration order, each result checked by the caller's
 * validation as WooCommerce does (a filter whose result fails it, or that
 * throws, is skipped and the value before it stays).
 */
type Filter = ( value: unknown, extensions: unknown, args: unknown ) => unknown;

const registered: Array< {
	namespace: string;
	filters: Record< string, Filter >;
} > = [];

export function registerCheckoutFilters(
	namespace: string,
	filters: Record< string, Filter >
): void {
	registered.push( { namespace, filters } );
}

export function applyCheckoutFilter< T >( {
	filterName,
	defaultValue,
	extensions = {},
	arg = {},
	validation = () => true,
}: {
	filterName: string;
	defaultValue: T;
	extensions?: unknown;
	arg?: unknown;
	validation?: ( value: T ) => true | Error;
} ): T {
	let value = defaultValue;
	for ( const { filters } of registered ) {
		const filter = filters[ filterName ];
		if ( ! filter ) {
			continue;
		}
		try {
			const next = filter( value, extensions, arg ) as T;
			if ( validation( next ) === true ) {
				value = next;
			}
		} catch {
			// WooCommerce logs and keeps the previous value.
		}
	}
	return value;
}

/** Test helper: forget every registered filter. */
export function __resetCheckoutFilters(): void {
	registered.length = 0;
}

/**
 * The order summary slot: renders what a plugin fills in.
 * @param root0
 * @param root0.children
 */
export function ExperimentalOrderMeta( {
	children,
}: {
	children?: unknown;
} ): unknown {
	return children ?? null;
}

/**
 * WooCommerce's check of price formats (`cartItemPrice`, `subtotalPriceFormat`).
 * @param value
 * @param required
 */
export function mustContain( value: string, required: string ): true | Error {
	if ( ! value.includes( required ) ) {
		return new Error( `The value must contain ${ required }` );
	}
	return true;
}
