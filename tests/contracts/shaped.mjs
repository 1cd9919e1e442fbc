// @ts-check
/**
 * The stand-ins' replies: their own `_` fields dropped, a field outside the
 * provider's model (the SDK type's field list) refused at run time.
 */

/**
 * A reply builder for one provider.
 *
 * @param {string} provider The provider's name (for the message), e.g. Stripe.
 */
export function shapedFor( provider ) {
	/**
	 * @template T
	 * @param {string}                kind   Object kind (for the message).
	 * @param {ReadonlyArray<string>} fields The model's fields.
	 * @param {T}                     object The stand-in's object.
	 * @return {T} The reply.
	 */
	return function shaped( kind, fields, object ) {
		/** @type {Record<string, unknown>} */
		const out = {};
		const unknown = [];
		for ( const [ key, value ] of Object.entries(
			/** @type {Object} */ ( object )
		) ) {
			if ( key.startsWith( '_' ) ) {
				continue;
			}
			if ( ! fields.includes( key ) ) {
				unknown.push( key );
			}
			out[ key ] = value;
		}
		if ( unknown.length ) {
			throw new TypeError(
				`The stand-in's ${ kind } has fields ${ provider }'s ${ kind } does not: ${ unknown.join(
					', '
				) }`
			);
		}
		return /** @type {T} */ ( out );
	};
}
