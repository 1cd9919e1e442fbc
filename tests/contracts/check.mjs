#!/usr/bin/env node
/**
 * Holds every request in a stand-in request log (tests/contracts/log.mjs,
 * written when TRESEN_CONTRACT_LOG is set) against the providers' published
 * APIs, as extracted into tests/contracts/stripe.contract.json and
 * paypal.contract.json: a parameter the provider does not define
 * (`parameter_unknown`, as Stripe answers), a value outside an enum
 * (`parameter_invalid_enum`), a missing required field (`parameter_missing`)
 * or a value of the wrong type (`parameter_invalid_<type>`) fails, and so
 * does a call to an endpoint the contract does not hold (`endpoint_unknown`).
 *
 * Stripe versions: parameters are added to every API version but removed
 * only from a new one, so a request pinning a version older than the npm
 * package's (`Stripe-Version`) may use what either source defines, and one
 * pinning the package's version or a newer one only what the package's
 * types define (a parameter the 2023 spec had and the types dropped, such as
 * `payment_method_types`, then fails).
 *
 *   node tests/contracts/check.mjs <log.jsonl> [more logs]   prints each failure, exits 1 on any
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname( fileURLToPath( import.meta.url ) );

let contracts = null;
/** The committed contracts. */
export function loadContracts() {
	contracts ||= {
		stripe: JSON.parse(
			fs.readFileSync( path.join( HERE, 'stripe.contract.json' ), 'utf8' )
		),
		paypal: JSON.parse(
			fs.readFileSync( path.join( HERE, 'paypal.contract.json' ), 'utf8' )
		),
	};
	return contracts;
}

// ------------------------------------------------------------ Stripe's form encoding

/**
 * Stripe's form body or query string as nested values (`a[b][0]=x` →
 * { a: { b: [ 'x' ] } }); every leaf stays the string that was sent.
 *
 * @param {string} raw Form-encoded text.
 * @return {Record<string, any>} Parameters.
 */
export function parseStripeForm( raw ) {
	const root = {};
	for ( const [ key, value ] of new URLSearchParams( raw || '' ) ) {
		const parts = [];
		const m = key.match( /^([^[]+)((\[[^\]]*\])*)$/ );
		if ( ! m ) {
			parts.push( key );
		} else {
			parts.push( m[ 1 ] );
			for ( const p of m[ 2 ].matchAll( /\[([^\]]*)\]/g ) ) {
				parts.push( p[ 1 ] );
			}
		}
		let node = root;
		parts.forEach( ( part, i ) => {
			const last = i === parts.length - 1;
			const name =
				part === '' ? String( Object.keys( node ).length ) : part;
			if ( last ) {
				node[ name ] = value;
			} else {
				if (
					typeof node[ name ] !== 'object' ||
					node[ name ] === null
				) {
					node[ name ] = {};
				}
				node = node[ name ];
			}
		} );
	}
	return listify( root );
}

/**
 * Objects whose keys are 0..n-1 become lists (Stripe's `a[0]=x`).
 * @param value
 */
function listify( value ) {
	if ( typeof value !== 'object' || value === null ) {
		return value;
	}
	const keys = Object.keys( value );
	for ( const k of keys ) {
		value[ k ] = listify( value[ k ] );
	}
	if ( keys.length && keys.every( ( k, i ) => k === String( i ) ) ) {
		return keys.map( ( k ) => value[ k ] );
	}
	return value;
}

// ------------------------------------------------------------ validation

const TYPE_CODE = {
	string: 'parameter_invalid_string',
	integer: 'parameter_invalid_integer',
	number: 'parameter_invalid_number',
	boolean: 'parameter_invalid_boolean',
	object: 'parameter_invalid_object',
	array: 'parameter_invalid_array',
};

/**
 * Checks a value against a contract node.
 *
 * @param {any}     node   Contract node.
 * @param {any}     value  Value (strings only when `form`).
 * @param {string}  param  Its name, Stripe style (a[b][0]).
 * @param {boolean} form   Form-encoded (Stripe): leaves are strings.
 * @param {any[]}   errors Collects { code, param, message }.
 */
export function validate( node, value, param, form, errors ) {
	if ( ! node || node.type === 'any' ) {
		return;
	}
	if ( node.empty && value === '' ) {
		return;
	}
	if ( node.anyOf ) {
		let best = null;
		for ( const alt of node.anyOf ) {
			const e = [];
			validate( alt, value, param, form, e );
			if ( ! e.length ) {
				return;
			}
			if ( ! best || e.length < best.length ) {
				best = e;
			}
		}
		errors.push( ...( best || [] ) );
		return;
	}
	const fail = ( code, message, name = param ) =>
		errors.push( { code, param: name || '(body)', message } );
	if ( form && value === '' ) {
		fail(
			'parameter_invalid_empty',
			`You passed an empty string for '${ param }'. We assume empty values are an attempt to unset a parameter; however '${ param }' cannot be unset.`
		);
		return;
	}
	switch ( node.type ) {
		case 'object': {
			if (
				typeof value !== 'object' ||
				value === null ||
				Array.isArray( value )
			) {
				fail(
					TYPE_CODE.object,
					`${ param || 'the body' } must be a hash`
				);
				return;
			}
			for ( const [ key, v ] of Object.entries( value ) ) {
				const child = param ? `${ param }[${ key }]` : key;
				const prop = node.properties?.[ key ];
				if ( prop ) {
					validate( prop, v, child, form, errors );
				} else if ( node.additional ) {
					// A map's value may be '' (Stripe: `metadata[k]=` removes the key).
					validate(
						{ ...node.additional, empty: true },
						v,
						child,
						form,
						errors
					);
				} else {
					fail(
						'parameter_unknown',
						`Received unknown parameter: ${ child }`,
						child
					);
				}
			}
			for ( const key of node.required || [] ) {
				if ( value[ key ] === undefined ) {
					const child = param ? `${ param }[${ key }]` : key;
					fail(
						'parameter_missing',
						`Missing required param: ${ child }.`,
						child
					);
				}
			}
			return;
		}
		case 'array': {
			if ( ! Array.isArray( value ) ) {
				fail( TYPE_CODE.array, `Invalid array: ${ param }` );
				return;
			}
			value.forEach( ( v, i ) =>
				validate( node.items, v, `${ param }[${ i }]`, form, errors )
			);
			return;
		}
		case 'integer':
		case 'number': {
			const ok = form
				? typeof value === 'string' &&
					( node.type === 'integer'
						? /^-?\d+$/
						: /^-?(\d+\.?\d*|\.\d+)$/
					).test( value )
				: typeof value === 'number' &&
					( node.type === 'number' || Number.isInteger( value ) );
			if ( ! ok ) {
				fail(
					TYPE_CODE[ node.type ],
					`Invalid ${ node.type }: ${ param }=${ JSON.stringify( value ) }`
				);
			} else if ( node.enum && ! node.enum.includes( Number( value ) ) ) {
				fail(
					'parameter_invalid_enum',
					`Invalid ${ param }: must be one of ${ node.enum.join( ', ' ) }`
				);
			}
			return;
		}
		case 'boolean': {
			const ok = form
				? value === 'true' || value === 'false'
				: typeof value === 'boolean';
			if ( ! ok ) {
				fail(
					TYPE_CODE.boolean,
					`Invalid boolean: ${ param }=${ JSON.stringify( value ) }`
				);
			}
			return;
		}
		case 'string': {
			if ( typeof value !== 'string' ) {
				fail(
					TYPE_CODE.string,
					`Invalid string: ${ param } must be a string`
				);
				return;
			}
			if ( node.enum && ! node.enum.includes( value ) ) {
				fail(
					'parameter_invalid_enum',
					`Invalid ${ param }: ${ JSON.stringify( value ) } must be one of ${ node.enum.join( ', ' ) }`
				);
				return;
			}
			if (
				node.maxLength !== undefined &&
				value.length > node.maxLength
			) {
				fail(
					'parameter_invalid_string',
					`${ param } is longer than ${ node.maxLength } characters`
				);
			}
			if (
				node.minLength !== undefined &&
				value.length < node.minLength
			) {
				fail(
					'parameter_invalid_string',
					`${ param } is shorter than ${ node.minLength } characters`
				);
			}
			if ( node.pattern ) {
				let re = null;
				try {
					re = new RegExp( node.pattern, 'u' );
				} catch {}
				if ( re && ! re.test( value ) ) {
					fail(
						'parameter_invalid_string',
						`${ param }=${ JSON.stringify( value ) } does not match ${ node.pattern }`
					);
				}
			}
		}
	}
}

/**
 * The npm types write every amount as `number` (TypeScript has no integer);
 * the published spec says `integer`. Under the current version the types
 * decide which parameters exist, the spec still says which numbers are whole
 * (so `amount=19.90` fails on every version, as Stripe refuses it).
 *
 * @param {any} node The current part's node.
 * @param {any} spec The spec part's node for the same parameter (or undefined).
 * @return {any} The node with `integer` where the spec has it.
 */
export function integersOf( node, spec ) {
	if ( ! node || ! spec ) {
		return node;
	}
	if ( node.type === 'number' && spec.type === 'integer' ) {
		return { ...node, type: 'integer' };
	}
	const n = { ...node };
	if ( node.properties && spec.properties ) {
		n.properties = {};
		for ( const [ k, v ] of Object.entries( node.properties ) ) {
			n.properties[ k ] = integersOf( v, spec.properties[ k ] );
		}
	}
	if ( node.items && spec.items ) {
		n.items = integersOf( node.items, spec.items );
	}
	if ( node.additional && spec.additional ) {
		n.additional = integersOf( node.additional, spec.additional );
	}
	return n;
}

/**
 * The two Stripe sources as one node for an older pinned version:
 * whatever either defines (parameters, enum values), required only where
 * both require it; an integer where one says integer and the other number.
 *
 * @param {any} a Node (the OpenAPI spec's).
 * @param {any} b Node (the npm types').
 * @return {any} Node.
 */
export function mergeNodes( a, b ) {
	if ( ! a ) {
		return b;
	}
	if ( ! b ) {
		return a;
	}
	if ( a.type === 'any' || b.type === 'any' ) {
		return { type: 'any' };
	}
	const empty = a.empty || b.empty ? { empty: true } : {};
	if ( a.anyOf || b.anyOf ) {
		return {
			anyOf: [ ...( a.anyOf || [ a ] ), ...( b.anyOf || [ b ] ) ],
			...empty,
		};
	}
	if (
		a.type === b.type ||
		( [ a.type, b.type ].includes( 'integer' ) &&
			[ a.type, b.type ].includes( 'number' ) )
	) {
		const type = a.type === b.type ? a.type : 'integer';
		/** @type {any} */
		const n = { type, ...empty };
		if ( type === 'object' ) {
			n.properties = {};
			for ( const k of new Set( [
				...Object.keys( a.properties || {} ),
				...Object.keys( b.properties || {} ),
			] ) ) {
				n.properties[ k ] = mergeNodes(
					a.properties?.[ k ],
					b.properties?.[ k ]
				);
			}
			n.required = ( a.required || [] ).filter( ( k ) =>
				( b.required || [] ).includes( k )
			);
			if ( a.additional || b.additional ) {
				n.additional = mergeNodes( a.additional, b.additional );
			}
		}
		if ( type === 'array' ) {
			n.items = mergeNodes( a.items, b.items );
		}
		if ( a.enum && b.enum ) {
			n.enum = [ ...new Set( [ ...a.enum, ...b.enum ] ) ];
		}
		if ( a.maxLength !== undefined || b.maxLength !== undefined ) {
			n.maxLength =
				Math.max( a.maxLength ?? 0, b.maxLength ?? 0 ) || undefined;
		}
		return n;
	}
	return { anyOf: [ a, b ], ...empty };
}

/**
 * "2026-10-28.endive" → "2026-10-28".
 * @param v
 */
const day = ( v ) => String( v || '' ).slice( 0, 10 );

/**
 * A contract endpoint matching a request path.
 *
 * @param {Record<string, any>} endpoints Contract endpoints.
 * @param {string}              method    HTTP method.
 * @param {string}              p         Path.
 * @return {string|null} Its key.
 */
function endpointFor( endpoints, method, p ) {
	// A literal path wins over a template ("/v1/payment_methods" over "/v1/payment_methods/{x}").
	const keys = Object.keys( endpoints ).sort(
		( x, y ) => x.split( '{' ).length - y.split( '{' ).length
	);
	for ( const key of keys ) {
		const [ m, template ] = key.split( ' ' );
		if ( m !== method ) {
			continue;
		}
		const re = new RegExp(
			'^' + template.replace( /\{[^}]+\}/g, '[^/]+' ) + '$'
		);
		if ( re.test( p ) ) {
			return key;
		}
	}
	return null;
}

/**
 * Who sent a logged request: the gateway (the plugin's PHP), or a test in
 * place of Stripe.js / the buyer / a control.
 *
 * @param {any} entry Log line.
 * @return {string} gateway or test.
 */
export function originOf( entry ) {
	const ua = entry.headers?.[ 'user-agent' ] || '';
	if ( entry.provider === 'stripe' ) {
		return entry.key === 'secret' && /^TresenStripe\//.test( ua )
			? 'gateway'
			: 'test';
	}
	return /WordPress/.test( ua ) || entry.key === 'basic' ? 'gateway' : 'test';
}

/**
 * Checks one logged Stripe request.
 *
 * @param {any} entry Log line.
 * @return {{ endpoint: string|null, errors: any[] }} Result.
 */
export function checkStripe( entry ) {
	const { stripe } = loadContracts();
	const errors = [];
	const key = endpointFor( stripe.endpoints, entry.method, entry.path );
	if ( ! key ) {
		errors.push( {
			code: 'endpoint_unknown',
			param: '',
			message: `${ entry.method } ${ entry.path } is not in the contract (tests/contracts/endpoints.mjs)`,
		} );
		return { endpoint: null, errors };
	}
	const ep = stripe.endpoints[ key ];
	const version = entry.headers?.[ 'stripe-version' ];
	if (
		version !== undefined &&
		! /^\d{4}-\d{2}-\d{2}(\.[a-z_]+)?$/.test( version )
	) {
		errors.push( {
			code: 'invalid_version',
			param: 'Stripe-Version',
			message: `Invalid Stripe API version: ${ version }`,
		} );
	}
	const idem = entry.headers?.[ 'idempotency-key' ];
	if ( idem !== undefined && ( idem.length > 255 || idem === '' ) ) {
		errors.push( {
			code: 'idempotency_key_invalid',
			param: 'Idempotency-Key',
			message: 'Idempotency-Key must be 1 to 255 characters',
		} );
	}
	const current =
		! version ||
		day( version ) >= day( stripe.sources.current.api_version );
	const node = current
		? integersOf( ep.current, ep.spec )
		: mergeNodes( ep.spec, ep.current );
	const params = parseStripeForm(
		entry.method === 'GET' ? entry.query : entry.body
	);
	// Stripe.js (publishable key) names the intent it acts on by its client
	// secret, a parameter the published definition leaves out.
	const own =
		entry.key === 'publishable' &&
		node.type === 'object' &&
		! node.properties?.client_secret
			? {
					...node,
					properties: {
						...node.properties,
						client_secret: { type: 'string' },
					},
				}
			: node;
	validate( own, params, '', true, errors );
	return { endpoint: key, errors };
}

/**
 * Checks one logged PayPal request.
 *
 * @param {any} entry Log line.
 * @return {{ endpoint: string|null, errors: any[] }} Result.
 */
export function checkPayPal( entry ) {
	const { paypal } = loadContracts();
	const errors = [];
	const key = endpointFor( paypal.endpoints, entry.method, entry.path );
	if ( ! key ) {
		errors.push( {
			code: 'endpoint_unknown',
			param: '',
			message: `${ entry.method } ${ entry.path } is not in the contract (tests/contracts/endpoints.mjs)`,
		} );
		return { endpoint: null, errors };
	}
	const ep = paypal.endpoints[ key ];
	for ( const [ name, node ] of Object.entries( ep.headers || {} ) ) {
		const v = entry.headers?.[ name ];
		if ( v === undefined ) {
			if ( node.required ) {
				errors.push( {
					code: 'parameter_missing',
					param: name,
					message: `Missing required header ${ name }`,
				} );
			}
			continue;
		}
		validate( node, v, name, false, errors );
	}
	if ( ep.query ) {
		validate(
			ep.query,
			Object.fromEntries( new URLSearchParams( entry.query || '' ) ),
			'',
			false,
			errors
		);
	} else if ( entry.query ) {
		errors.push( {
			code: 'parameter_unknown',
			param: entry.query,
			message: `Received unknown query: ${ entry.query }`,
		} );
	}
	const raw = entry.body || '';
	if ( ep.contentType === 'application/x-www-form-urlencoded' ) {
		validate(
			ep.body,
			Object.fromEntries( new URLSearchParams( raw ) ),
			'',
			false,
			errors
		);
		return { endpoint: key, errors };
	}
	if ( raw === '' ) {
		if ( ep.bodyRequired ) {
			errors.push( {
				code: 'parameter_missing',
				param: '(body)',
				message: 'Missing request body',
			} );
		}
		return { endpoint: key, errors };
	}
	let body;
	try {
		body = JSON.parse( raw );
	} catch {
		errors.push( {
			code: 'MALFORMED_REQUEST_JSON',
			param: '(body)',
			message: 'The request JSON is not well formed.',
		} );
		return { endpoint: key, errors };
	}
	if ( ! ep.body ) {
		errors.push( {
			code: 'parameter_unknown',
			param: '(body)',
			message: `${ key } takes no body`,
		} );
		return { endpoint: key, errors };
	}
	validate( ep.body, body, '', false, errors );
	return { endpoint: key, errors };
}

/**
 * Checks one log line of either provider.
 *
 * @param {any} entry Log line.
 * @return {{ endpoint: string|null, errors: any[], origin: string }} Result.
 */
export function checkEntry( entry ) {
	const r =
		entry.provider === 'paypal'
			? checkPayPal( entry )
			: checkStripe( entry );
	return { ...r, origin: originOf( entry ) };
}

/**
 * Reads JSONL logs.
 *
 * @param {string[]} files Paths.
 * @return {any[]} Entries.
 */
export function readLogs( files ) {
	return files.flatMap( ( f ) =>
		fs.existsSync( f )
			? fs
					.readFileSync( f, 'utf8' )
					.split( '\n' )
					.filter( Boolean )
					.map( ( l ) => JSON.parse( l ) )
			: []
	);
}

/**
 * Checks logs and prints a report: each failing request once per
 * distinct (endpoint, origin, errors), and the counts.
 *
 * @param {string[]}              files Paths.
 * @param {NodeJS.WritableStream} out   Where to print.
 * @return {{ passed: number, failed: number, failures: any[], endpoints: Map<string, { ok: number, bad: number }> }} Counts.
 */
export function report( files, out = process.stdout ) {
	const entries = readLogs( files );
	let passed = 0;
	const failures = new Map();
	const perEndpoint = new Map();
	const refusedByBoth = new Map();
	for ( const entry of entries ) {
		const r = checkEntry( entry );
		const label = r.endpoint || `${ entry.method } ${ entry.path }`;
		const tally = perEndpoint.get( `${ entry.provider } ${ label }` ) || {
			ok: 0,
			bad: 0,
		};
		if (
			r.errors.length &&
			entry.status >= 400 &&
			entry.status < 500 &&
			r.endpoint
		) {
			// A test sending what the provider refuses, on purpose: the
			// stand-in refused it too. Counted valid, listed below.
			const sig = `${ entry.provider } ${ label } ${ r.errors.map( ( e ) => e.code + ' ' + e.param ).join( '; ' ) } → ${ entry.status }`;
			refusedByBoth.set( sig, ( refusedByBoth.get( sig ) || 0 ) + 1 );
			tally.ok++;
			passed++;
		} else if ( r.errors.length ) {
			tally.bad++;
			const sig = `${ entry.provider } ${ r.origin } ${ label } ${ r.errors.map( ( e ) => `${ e.code } ${ e.param }` ).join( '; ' ) }`;
			const seen = failures.get( sig ) || { entry, result: r, count: 0 };
			seen.count++;
			failures.set( sig, seen );
		} else {
			tally.ok++;
			passed++;
		}
		perEndpoint.set( `${ entry.provider } ${ label }`, tally );
	}
	for ( const [ ep, t ] of [ ...perEndpoint ].sort() ) {
		out.write(
			`  ${ t.bad ? 'FAIL' : 'ok  ' } ${ ep }: ${ t.ok } valid${ t.bad ? `, ${ t.bad } invalid` : '' }\n`
		);
	}
	for ( const [ sig, count ] of refusedByBoth ) {
		out.write(
			`  refused by the contract and the stand-in alike (${ count }×): ${ sig }\n`
		);
	}
	for ( const { entry, result, count } of failures.values() ) {
		out.write(
			`\n${ entry.provider } request from the ${ result.origin } (${ count }×): ${ entry.method } ${ entry.path }\n` +
				result.errors
					.map( ( e ) => `    ${ e.code }: ${ e.message }\n` )
					.join( '' )
		);
	}
	const failed = entries.length - passed;
	return {
		passed,
		failed,
		failures: [ ...failures.values() ],
		endpoints: perEndpoint,
	};
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	const files = process.argv
		.slice( 2 )
		.filter( ( a ) => ! a.startsWith( '--' ) );
	if ( ! files.length ) {
		process.stderr.write(
			'usage: node tests/contracts/check.mjs <log.jsonl> …\n'
		);
		process.exit( 2 );
	}
	const { passed, failed } = report( files );
	process.stdout.write(
		`\n${ passed } requests valid, ${ failed } invalid against the published APIs\n`
	);
	process.exit( failed || ! passed ? 1 : 0 );
}
