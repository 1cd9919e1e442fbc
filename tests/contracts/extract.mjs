#!/usr/bin/env node
/**
 * Extracts the request contracts of the endpoints the suite calls
 * (tests/contracts/endpoints.mjs) from the providers' published definitions
 * and writes them to tests/contracts/stripe.contract.json and
 * tests/contracts/paypal.contract.json (our own derived JSON, committed).
 *
 * Stripe, two sources, kept side by side per endpoint:
 * - `spec`: Stripe's OpenAPI definition (github stripe/openapi), the newest
 *   readable spec3 of the stored snapshot, copied to .cache/stripe-openapi/
 *   by `--refresh` (never committed);
 * - `types`: the request parameter interfaces of the npm `stripe` package
 *   (the current API version), read with the TypeScript compiler, so
 *   parameters added after the spec are known and removed ones are seen.
 * PayPal: its OpenAPI definitions (github paypal/paypal-rest-api-specifications:
 * checkout_orders_v2, payments_payment_v2, notifications_webhooks_v1) in
 * .cache/paypal-openapi/; the OAuth token request, which no file there
 * defines, as PayPal's authentication guide describes it.
 *
 *   node tests/contracts/extract.mjs            re-derive from .cache and npm, write
 *   node tests/contracts/extract.mjs --refresh  first copy the definitions from the snapshots into .cache
 *   node tests/contracts/extract.mjs --check    fail when the committed contract differs from
 *                                               what the sources here give (CI: the npm part only)
 */
/* eslint-disable no-bitwise -- TypeScript's type and symbol flags are bit sets. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { PAYPAL_ENDPOINTS, STRIPE_ENDPOINTS } from './endpoints.mjs';

const require = createRequire( import.meta.url );
const HERE = path.dirname( fileURLToPath( import.meta.url ) );
export const ROOT = path.resolve( HERE, '../..' );
export const STRIPE_CACHE = path.join( ROOT, '.cache', 'stripe-openapi' );
export const PAYPAL_CACHE = path.join( ROOT, '.cache', 'paypal-openapi' );
export const STRIPE_CONTRACT = path.join( HERE, 'stripe.contract.json' );
export const PAYPAL_CONTRACT = path.join( HERE, 'paypal.contract.json' );
const MIRRORS = process.env.TRESEN_MIRRORS || '/work/.mirror';

// ------------------------------------------------------------ refresh

/**
 * The newest commit of `file` in a snapshot whose blob is present (stored
 * snapshots lack many blobs).
 *
 * @param {string} repo Git directory.
 * @param {string} file Path in the repository.
 * @return {string|null} Commit.
 */
function newestReadable( repo, file ) {
	const commits = execFileSync(
		'git',
		[ '-C', repo, 'log', '--format=%H', '--', file ],
		{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	)
		.trim()
		.split( '\n' )
		.filter( Boolean );
	for ( const c of commits ) {
		try {
			execFileSync(
				'git',
				[ '-C', repo, 'cat-file', '-e', `${ c }:${ file }` ],
				{
					stdio: 'ignore',
				}
			);
			return c;
		} catch {}
	}
	return null;
}

/**
 * Copies the newest readable definitions from the stored snapshots into .cache.
 */
export function refresh() {
	const stripeRepo = path.join( MIRRORS, 'stripe+openapi', 'repo' );
	fs.mkdirSync( STRIPE_CACHE, { recursive: true } );
	// spec3.json and spec3.yaml hold the same definition; take whichever has the newer readable blob.
	const candidates = [ 'openapi/spec3.json', 'openapi/spec3.yaml' ]
		.map( ( file ) => ( {
			file,
			commit: newestReadable( stripeRepo, file ),
		} ) )
		.filter( ( c ) => c.commit )
		.map( ( c ) => ( {
			...c,
			date: execFileSync(
				'git',
				[ '-C', stripeRepo, 'log', '-1', '--format=%cI', c.commit ],
				{
					encoding: 'utf8',
				}
			).trim(),
		} ) )
		.sort( ( a, b ) => ( a.date < b.date ? 1 : -1 ) );
	if ( ! candidates.length ) {
		throw new Error( `no readable spec3 in ${ stripeRepo }` );
	}
	const best = candidates[ 0 ];
	const text = execFileSync(
		'git',
		[ '-C', stripeRepo, 'show', `${ best.commit }:${ best.file }` ],
		{
			encoding: 'utf8',
			maxBuffer: 256 * 1024 * 1024,
		}
	);
	const spec = best.file.endsWith( '.yaml' )
		? // Only a refresh reads YAML; `yaml` comes with the build tools (@wordpress/scripts).
			// eslint-disable-next-line import/no-extraneous-dependencies
			require( 'yaml' ).parse( text, { maxAliasCount: -1 } )
		: JSON.parse( text );
	// stripe-mock reads JSON: keep the definition as JSON whatever it came as.
	fs.writeFileSync(
		path.join( STRIPE_CACHE, 'spec3.json' ),
		JSON.stringify( spec )
	);
	// The fixtures of the same time (stripe-mock answers with them).
	const fixturesCommit = execFileSync(
		'git',
		[
			'-C',
			stripeRepo,
			'log',
			'--format=%H',
			`--until=${ best.date }`,
			'--',
			'openapi/fixtures3.json',
		],
		{ encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }
	)
		.trim()
		.split( '\n' )
		.find( ( c ) => {
			try {
				execFileSync(
					'git',
					[
						'-C',
						stripeRepo,
						'cat-file',
						'-e',
						`${ c }:openapi/fixtures3.json`,
					],
					{
						stdio: 'ignore',
					}
				);
				return true;
			} catch {
				return false;
			}
		} );
	if ( fixturesCommit ) {
		fs.writeFileSync(
			path.join( STRIPE_CACHE, 'fixtures3.json' ),
			execFileSync(
				'git',
				[
					'-C',
					stripeRepo,
					'show',
					`${ fixturesCommit }:openapi/fixtures3.json`,
				],
				{
					maxBuffer: 256 * 1024 * 1024,
				}
			)
		);
	}
	fs.writeFileSync(
		path.join( STRIPE_CACHE, 'source.json' ),
		JSON.stringify(
			{
				repository: 'github.com/stripe/openapi',
				file: best.file,
				commit: best.commit,
				committed: best.date,
				api_version: spec.info.version,
				fixtures_commit: fixturesCommit || null,
			},
			null,
			2
		) + '\n'
	);

	const paypalRepo = path.join(
		MIRRORS,
		'paypal+paypal-rest-api-specifications',
		'repo'
	);
	fs.mkdirSync( PAYPAL_CACHE, { recursive: true } );
	const sources = {};
	for ( const file of new Set( PAYPAL_ENDPOINTS.map( ( e ) => e.file ) ) ) {
		const commit = newestReadable( paypalRepo, `openapi/${ file }` );
		if ( ! commit ) {
			throw new Error(
				`no readable openapi/${ file } in ${ paypalRepo }`
			);
		}
		fs.writeFileSync(
			path.join( PAYPAL_CACHE, file ),
			execFileSync(
				'git',
				[ '-C', paypalRepo, 'show', `${ commit }:openapi/${ file }` ],
				{
					maxBuffer: 64 * 1024 * 1024,
				}
			)
		);
		sources[ file ] = commit;
	}
	fs.writeFileSync(
		path.join( PAYPAL_CACHE, 'source.json' ),
		JSON.stringify(
			{
				repository: 'github.com/paypal/paypal-rest-api-specifications',
				files: sources,
			},
			null,
			2
		) + '\n'
	);
}

// ------------------------------------------------------------ OpenAPI → contract nodes

/**
 * A contract node from an OpenAPI schema: { type, properties, required,
 * additional, enum, items, anyOf, empty, maxLength, minLength, pattern }.
 *
 * @param {any}    schema OpenAPI schema.
 * @param {any}    doc    The whole definition ($ref targets).
 * @param {number} depth  Nesting (refs can recurse).
 * @return {any} Node.
 */
export function fromOpenApi( schema, doc, depth = 0 ) {
	if ( ! schema || depth > 14 ) {
		return { type: 'any' };
	}
	if ( schema.$ref ) {
		const target = schema.$ref
			.replace( /^#\//, '' )
			.split( '/' )
			.reduce(
				( o, k ) =>
					o?.[ k.replace( /~1/g, '/' ).replace( /~0/g, '~' ) ],
				doc
			);
		return fromOpenApi( target, doc, depth + 1 );
	}
	if ( schema.allOf ) {
		/** @type {any} */
		const merged = { type: 'object', properties: {}, required: [] };
		for ( const part of schema.allOf ) {
			const n = fromOpenApi( part, doc, depth + 1 );
			if ( n.type === 'object' ) {
				Object.assign( merged.properties, n.properties || {} );
				merged.required.push( ...( n.required || [] ) );
				if ( n.additional ) {
					merged.additional = n.additional;
				}
			} else if ( n.type !== 'any' ) {
				return n;
			}
		}
		const own = { ...schema };
		delete own.allOf;
		if ( own.properties ) {
			const n = fromOpenApi( { ...own, type: 'object' }, doc, depth + 1 );
			Object.assign( merged.properties, n.properties );
			merged.required.push( ...( n.required || [] ) );
		}
		merged.required = [ ...new Set( merged.required ) ].sort();
		return tidy( merged );
	}
	const alternatives = schema.anyOf || schema.oneOf;
	if ( alternatives ) {
		let empty = false;
		const nodes = [];
		for ( const alt of alternatives ) {
			const n = fromOpenApi( alt, doc, depth + 1 );
			if (
				n.type === 'string' &&
				n.enum &&
				n.enum.length === 1 &&
				n.enum[ 0 ] === ''
			) {
				empty = true;
				continue;
			}
			nodes.push( n );
		}
		const node = nodes.length === 1 ? { ...nodes[ 0 ] } : { anyOf: nodes };
		if ( empty ) {
			node.empty = true;
		}
		return tidy( node );
	}
	const type = schema.type || ( schema.properties ? 'object' : 'any' );
	/** @type {any} */
	const node = { type };
	if ( type === 'object' ) {
		node.properties = {};
		for ( const [ name, prop ] of Object.entries(
			schema.properties || {}
		) ) {
			node.properties[ name ] = fromOpenApi( prop, doc, depth + 1 );
			if ( prop && prop.readOnly ) {
				node.properties[ name ].readOnly = true;
			}
		}
		node.required = [ ...( schema.required || [] ) ].sort();
		if (
			schema.additionalProperties &&
			typeof schema.additionalProperties === 'object'
		) {
			node.additional = fromOpenApi(
				schema.additionalProperties,
				doc,
				depth + 1
			);
		} else if ( schema.additionalProperties === true ) {
			node.additional = { type: 'any' };
		} else if (
			! schema.properties &&
			schema.additionalProperties === undefined &&
			! schema.title
		) {
			// A free-form object (PayPal's event `resource`): anything.
			node.additional = { type: 'any' };
		}
	}
	if ( type === 'array' ) {
		node.items = fromOpenApi( schema.items, doc, depth + 1 );
	}
	if ( type === 'string' ) {
		if ( schema.enum ) {
			const values = schema.enum.filter( ( v ) => v !== '' );
			if ( values.length ) {
				node.enum = [ ...new Set( values ) ].sort();
			}
			if ( values.length !== schema.enum.length ) {
				if ( ! values.length ) {
					node.enum = [ '' ];
				} else {
					node.empty = true;
				}
			}
		}
		for ( const k of [ 'maxLength', 'minLength', 'pattern' ] ) {
			if ( schema[ k ] !== undefined ) {
				node[ k ] = schema[ k ];
			}
		}
	}
	if ( ( type === 'integer' || type === 'number' ) && schema.enum ) {
		node.enum = schema.enum;
	}
	return tidy( node );
}

/**
 * Drops empty lists so the committed JSON stays small.
 * @param node
 */
function tidy( node ) {
	if ( Array.isArray( node.required ) && ! node.required.length ) {
		delete node.required;
	}
	return node;
}

/**
 * Stripe's request parameters for one endpoint from its OpenAPI definition.
 *
 * @param {any} spec   Definition.
 * @param {any} target { method, path }.
 * @return {any|null} Node (null: the definition lacks the endpoint).
 */
function stripeEndpointFromSpec( spec, target ) {
	const op = spec.paths?.[ target.path ]?.[ target.method.toLowerCase() ];
	if ( ! op ) {
		return null;
	}
	if ( target.method === 'GET' ) {
		/** @type {any} */
		const node = { type: 'object', properties: {}, required: [] };
		for ( const p of op.parameters || [] ) {
			if ( p.in !== 'query' ) {
				continue;
			}
			node.properties[ p.name ] = fromOpenApi( p.schema, spec );
			if ( p.required ) {
				node.required.push( p.name );
			}
		}
		node.required.sort();
		return tidy( node );
	}
	const schema =
		op.requestBody?.content?.[ 'application/x-www-form-urlencoded' ]
			?.schema;
	return schema
		? fromOpenApi( schema, spec )
		: { type: 'object', properties: {} };
}

// ------------------------------------------------------------ npm stripe types → contract nodes

/**
 * Request parameters of each Stripe endpoint from the npm `stripe` package's
 * TypeScript declarations.
 *
 * @return {{ version: string, package: string, endpoints: Record<string, any> }} Nodes by "METHOD /path".
 */
let typesMemo = null;
export function stripeFromTypes() {
	typesMemo ||= deriveTypes();
	return typesMemo;
}

function deriveTypes() {
	const ts = require( 'typescript' );
	const probe = path.join( HERE, '__contract_probe__.ts' );
	const source =
		"import Stripe from 'stripe';\n" +
		STRIPE_ENDPOINTS.map(
			( e, i ) => `export type P${ i } = Stripe.${ e.types };`
		).join( '\n' ) +
		'\n';
	const options = {
		target: ts.ScriptTarget.ES2022,
		module: ts.ModuleKind.ESNext,
		moduleResolution: ts.ModuleResolutionKind.Bundler,
		strict: true,
		noEmit: true,
		skipLibCheck: true,
		types: [],
	};
	const host = ts.createCompilerHost( options );
	const readFile = host.readFile.bind( host );
	const fileExists = host.fileExists.bind( host );
	const getSourceFile = host.getSourceFile.bind( host );
	host.readFile = ( f ) => ( f === probe ? source : readFile( f ) );
	host.fileExists = ( f ) => f === probe || fileExists( f );
	host.getSourceFile = ( f, lang, ...rest ) =>
		f === probe
			? ts.createSourceFile( f, source, lang, true )
			: getSourceFile( f, lang, ...rest );
	const program = ts.createProgram( [ probe ], options, host );
	const checker = program.getTypeChecker();
	const file = program.getSourceFile( probe );
	const errors = ts.getPreEmitDiagnostics( program, file );
	if ( errors.length ) {
		throw new Error(
			'the stripe types lack a named interface: ' +
				errors
					.map( ( d ) =>
						ts.flattenDiagnosticMessageText( d.messageText, ' ' )
					)
					.join( '; ' )
		);
	}
	const F = ts.TypeFlags;

	/**
	 * @param {any}    type  TypeScript type.
	 * @param {number} depth Nesting.
	 * @return {any} Node.
	 */
	function node( type, depth ) {
		if ( depth > 14 || type.flags & ( F.Any | F.Unknown ) ) {
			return { type: 'any' };
		}
		const name = type.aliasSymbol?.name || type.symbol?.name;
		if ( name === 'Decimal' ) {
			return { type: 'string' };
		}
		if ( type.isUnion() ) {
			let empty = false;
			const literals = [];
			let plainString = false;
			let bool = false;
			const others = [];
			for ( const t of type.types ) {
				if ( t.flags & ( F.Undefined | F.Null | F.Void ) ) {
					continue;
				}
				if ( t.flags & F.StringLiteral ) {
					if ( t.value === '' ) {
						empty = true;
					} else {
						literals.push( t.value );
					}
				} else if ( t.flags & F.BooleanLiteral ) {
					bool = true;
				} else if ( t.flags & F.String ) {
					plainString = true;
				} else if (
					t.flags & F.Intersection &&
					t.types.some( ( m ) => m.flags & F.String )
				) {
					// Stripe's `OtherString` (string & {}): the types leave the
					// enum open for replies; requests are checked against the
					// listed values, as the API validates them.
					continue;
				} else {
					others.push( node( t, depth + 1 ) );
				}
			}
			const nodes = [];
			if ( plainString ) {
				nodes.push( { type: 'string' } );
			} else if ( literals.length ) {
				nodes.push( {
					type: 'string',
					enum: [ ...new Set( literals ) ].sort(),
				} );
			}
			if ( bool ) {
				nodes.push( { type: 'boolean' } );
			}
			nodes.push( ...others );
			/** @type {any} */
			const n = nodes.length === 1 ? { ...nodes[ 0 ] } : { anyOf: nodes };
			if ( ! nodes.length ) {
				return { type: 'string', enum: [ '' ] };
			}
			if ( empty ) {
				n.empty = true;
			}
			return n;
		}
		if ( type.flags & F.StringLiteral ) {
			return type.value === ''
				? { type: 'string', enum: [ '' ] }
				: { type: 'string', enum: [ type.value ] };
		}
		if ( type.flags & F.String ) {
			return { type: 'string' };
		}
		if ( type.flags & ( F.Number | F.NumberLiteral ) ) {
			return { type: 'number' };
		}
		if ( type.flags & ( F.Boolean | F.BooleanLiteral ) ) {
			return { type: 'boolean' };
		}
		if ( checker.isArrayType( type ) || checker.isTupleType( type ) ) {
			const [ item ] = checker.getTypeArguments( type );
			return { type: 'array', items: node( item, depth + 1 ) };
		}
		if ( type.flags & F.Object || type.flags & F.Intersection ) {
			/** @type {any} */
			const n = { type: 'object', properties: {}, required: [] };
			for ( const prop of checker.getPropertiesOfType( type ) ) {
				const decl = prop.valueDeclaration || prop.declarations?.[ 0 ];
				const t = decl
					? checker.getTypeOfSymbolAtLocation( prop, decl )
					: checker.getTypeOfSymbol( prop );
				n.properties[ prop.name ] = node( t, depth + 1 );
				if ( ! ( prop.flags & ts.SymbolFlags.Optional ) ) {
					n.required.push( prop.name );
				}
			}
			const index = type.getStringIndexType();
			if ( index ) {
				n.additional = node( index, depth + 1 );
			}
			n.required.sort();
			return tidy( n );
		}
		return { type: 'any' };
	}

	const endpoints = {};
	const statements = file.statements.filter( ts.isTypeAliasDeclaration );
	STRIPE_ENDPOINTS.forEach( ( e, i ) => {
		const alias = statements.find( ( s ) => s.name.text === `P${ i }` );
		endpoints[ `${ e.method } ${ e.path }` ] = {
			name: `Stripe.${ e.types }`,
			params: node( checker.getTypeAtLocation( alias.name ), 0 ),
		};
	} );
	const esm = path.join( ROOT, 'node_modules', 'stripe', 'esm' );
	const apiVersion = fs
		.readFileSync( path.join( esm, 'apiVersion.js' ), 'utf8' )
		.match( /ApiVersion = '([^']+)'/ )[ 1 ];
	const pkg = JSON.parse(
		fs.readFileSync( path.join( esm, '..', 'package.json' ), 'utf8' )
	);
	return {
		version: apiVersion,
		package: `stripe@${ pkg.version }`,
		endpoints,
	};
}

// ------------------------------------------------------------ build

/**
 * The Stripe contract from the cached spec (if any) and the npm types.
 *
 * @param {any|null} previous The committed contract (its spec part is kept when .cache has no spec).
 * @return {any} Contract.
 */
export function buildStripe( previous = null ) {
	const types = stripeFromTypes();
	const specFile = path.join( STRIPE_CACHE, 'spec3.json' );
	let spec = null;
	let specSource = previous?.sources?.spec || null;
	if ( fs.existsSync( specFile ) ) {
		spec = JSON.parse( fs.readFileSync( specFile, 'utf8' ) );
		const src = fs.existsSync( path.join( STRIPE_CACHE, 'source.json' ) )
			? JSON.parse(
					fs.readFileSync(
						path.join( STRIPE_CACHE, 'source.json' ),
						'utf8'
					)
				)
			: {};
		specSource = {
			repository: src.repository || 'github.com/stripe/openapi',
			file: src.file || 'openapi/spec3.json',
			commit: src.commit || null,
			api_version: spec.info.version,
		};
	}
	const endpoints = {};
	for ( const e of STRIPE_ENDPOINTS ) {
		const key = `${ e.method } ${ e.path }`;
		endpoints[ key ] = {
			types: types.endpoints[ key ].name,
			current: types.endpoints[ key ].params,
			spec: spec
				? stripeEndpointFromSpec( spec, e )
				: ( previous?.endpoints?.[ key ]?.spec ?? null ),
		};
	}
	return {
		comment:
			'Derived by tests/contracts/extract.mjs from Stripe\'s published definitions; do not edit by hand. "current": the npm stripe package\'s parameter types (API version sources.current.api_version); "spec": Stripe\'s OpenAPI spec3 (sources.spec.api_version).',
		sources: {
			current: { package: types.package, api_version: types.version },
			spec: specSource,
		},
		endpoints,
	};
}

/**
 * The PayPal contract from the cached definitions.
 *
 * @return {any} Contract.
 */
export function buildPayPal() {
	const docs = {};
	const src = JSON.parse(
		fs.readFileSync( path.join( PAYPAL_CACHE, 'source.json' ), 'utf8' )
	);
	const endpoints = {
		'POST /v1/oauth2/token': {
			source: "PayPal's authentication guide (no OpenAPI file defines the token request)",
			contentType: 'application/x-www-form-urlencoded',
			headers: {},
			body: {
				type: 'object',
				properties: {
					grant_type: {
						type: 'string',
						enum: [ 'client_credentials', 'refresh_token' ],
					},
					response_type: { type: 'string', enum: [ 'id_token' ] },
					target_customer_id: { type: 'string' },
					refresh_token: { type: 'string' },
				},
				required: [ 'grant_type' ],
			},
		},
	};
	for ( const e of PAYPAL_ENDPOINTS ) {
		docs[ e.file ] ||= JSON.parse(
			fs.readFileSync( path.join( PAYPAL_CACHE, e.file ), 'utf8' )
		);
		const doc = docs[ e.file ];
		const op = doc.paths?.[ e.path ]?.[ e.method.toLowerCase() ];
		if ( ! op ) {
			throw new Error( `${ e.file } lacks ${ e.method } ${ e.path }` );
		}
		const headers = {};
		const query = { type: 'object', properties: {}, required: [] };
		for ( let p of [
			...( doc.paths[ e.path ].parameters || [] ),
			...( op.parameters || [] ),
		] ) {
			if ( p.$ref ) {
				p = p.$ref
					.replace( /^#\//, '' )
					.split( '/' )
					.reduce( ( o, k ) => o?.[ k ], doc );
			}
			if ( p.in === 'header' ) {
				headers[ p.name.toLowerCase() ] = {
					...fromOpenApi( p.schema, doc ),
					...( p.required ? { required: true } : {} ),
				};
			}
			if ( p.in === 'query' ) {
				query.properties[ p.name ] = fromOpenApi( p.schema, doc );
				if ( p.required ) {
					query.required.push( p.name );
				}
			}
		}
		const requestBody = op.requestBody?.$ref
			? op.requestBody.$ref
					.replace( /^#\//, '' )
					.split( '/' )
					.reduce( ( o, k ) => o?.[ k ], doc )
			: op.requestBody;
		const schema = requestBody?.content?.[ 'application/json' ]?.schema;
		endpoints[ `${ e.method } ${ e.path }` ] = {
			source: `${ e.file } (${ doc.info?.title || '' } ${ doc.info?.version || '' })`.trim(),
			contentType: 'application/json',
			headers,
			...( Object.keys( query.properties ).length
				? { query: tidy( query ) }
				: {} ),
			body: schema ? fromOpenApi( schema, doc ) : null,
			bodyRequired: !! requestBody?.required,
		};
	}
	return {
		comment:
			"Derived by tests/contracts/extract.mjs from PayPal's published OpenAPI definitions; do not edit by hand.",
		sources: src,
		endpoints,
	};
}

/**
 * The committed form: one endpoint a line, so a change shows as the
 * endpoints it touches.
 *
 * @param {any} value Contract.
 */
function stable( value ) {
	const head = { ...value };
	delete head.endpoints;
	const lines = Object.entries( value.endpoints ).map(
		( [ k, v ] ) => `\t${ JSON.stringify( k ) }: ${ JSON.stringify( v ) }`
	);
	return (
		JSON.stringify( head, null, '\t' ).replace(
			/\n}$/,
			',\n\t"endpoints": {\n'
		) +
		lines.join( ',\n' ) +
		'\n\t}\n}\n'
	);
}

/**
 * Compares the committed Stripe contract's npm-derived part with the
 * installed `stripe` package (what CI can re-derive without .cache), and,
 * where .cache holds the definitions, the rest.
 *
 * @param {any} [committed] The contract to compare (the committed file by default).
 * @return {string[]} Differences (empty: up to date).
 */
export function staleness(
	committed = JSON.parse( fs.readFileSync( STRIPE_CONTRACT, 'utf8' ) )
) {
	const fresh = buildStripe( committed );
	const out = [];
	if (
		committed.sources.current.api_version !==
		fresh.sources.current.api_version
	) {
		out.push(
			`the stripe package is at API ${ fresh.sources.current.api_version }, the contract at ${ committed.sources.current.api_version }`
		);
	}
	for ( const key of Object.keys( fresh.endpoints ) ) {
		const a = JSON.stringify( committed.endpoints[ key ]?.current ?? null );
		const b = JSON.stringify( fresh.endpoints[ key ].current );
		if ( a !== b ) {
			out.push(
				`${ key }: the committed parameters differ from Stripe.${ fresh.endpoints[ key ].types }`
			);
		}
	}
	for ( const key of Object.keys( committed.endpoints ) ) {
		if ( ! fresh.endpoints[ key ] ) {
			out.push(
				`${ key }: in the contract but no longer in tests/contracts/endpoints.mjs`
			);
		}
	}
	if ( fs.existsSync( path.join( STRIPE_CACHE, 'spec3.json' ) ) ) {
		for ( const key of Object.keys( fresh.endpoints ) ) {
			if (
				JSON.stringify( committed.endpoints[ key ]?.spec ?? null ) !==
				JSON.stringify( fresh.endpoints[ key ].spec )
			) {
				out.push(
					`${ key }: the committed parameters differ from the cached OpenAPI spec`
				);
			}
		}
	}
	if ( fs.existsSync( path.join( PAYPAL_CACHE, 'source.json' ) ) ) {
		if (
			fs.readFileSync( PAYPAL_CONTRACT, 'utf8' ) !==
			stable( buildPayPal() )
		) {
			out.push(
				'paypal.contract.json differs from the cached PayPal definitions'
			);
		}
	}
	return out;
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	const argv = process.argv.slice( 2 );
	if ( argv.includes( '--check' ) ) {
		const diff = staleness();
		for ( const d of diff ) {
			process.stdout.write( `stale: ${ d }\n` );
		}
		process.stdout.write(
			diff.length
				? 'The committed contract is stale: run `node tests/contracts/extract.mjs` (see docs/payment-contracts.md).\n'
				: 'The committed contracts match their sources.\n'
		);
		process.exit( diff.length ? 1 : 0 );
	}
	if ( argv.includes( '--refresh' ) ) {
		refresh();
	}
	const previous = fs.existsSync( STRIPE_CONTRACT )
		? JSON.parse( fs.readFileSync( STRIPE_CONTRACT, 'utf8' ) )
		: null;
	const stripe = buildStripe( previous );
	fs.writeFileSync( STRIPE_CONTRACT, stable( stripe ) );
	process.stdout.write(
		`stripe.contract.json: ${ Object.keys( stripe.endpoints ).length } endpoints, npm ${ stripe.sources.current.package } (API ${ stripe.sources.current.api_version }), OpenAPI ${ stripe.sources.spec?.api_version || '(none cached)' }\n`
	);
	if ( fs.existsSync( path.join( PAYPAL_CACHE, 'source.json' ) ) ) {
		const paypal = buildPayPal();
		fs.writeFileSync( PAYPAL_CONTRACT, stable( paypal ) );
		process.stdout.write(
			`paypal.contract.json: ${ Object.keys( paypal.endpoints ).length } endpoints\n`
		);
	} else {
		process.stdout.write(
			'paypal.contract.json kept: no .cache/paypal-openapi (run with --refresh)\n'
		);
	}
}
