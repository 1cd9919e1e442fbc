/**
 * Jest double of `@woocommerce/settings` (`wc.wcSettings`): reads the
 * `wcSettings` global a test sets, like WooCommerce's `getSetting()`.
 * @param name
 * @param fallback
 */
export function getSetting< T = unknown >( name: string, fallback?: T ): T {
	const all = (
		globalThis as unknown as { wcSettings?: Record< string, unknown > }
	 ).wcSettings;
	return ( all && name in all ? all[ name ] : fallback ) as T;
}
