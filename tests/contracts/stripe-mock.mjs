#!/usr/bin/env node
/**
 * The stripe-mock lane: Stripe's own API mock (github stripe/stripe-mock),
 * which validates every request against Stripe's OpenAPI definition, built
 * into .cache/stripe-mock/ and sent the Stripe requests the gateways made in
 * a test run (the stand-in's request log, tests/contracts/log.mjs).
 *
 *   node tests/contracts/stripe-mock.mjs --build
 *       Builds .cache/stripe-mock/stripe-mock from the stored snapshot of
 *       stripe/stripe-mock (the last commit whose go.mod asks for Go 1.19,
 *       dependencies vendored, so no network) with Debian's golang-go
 *       (installed with apt-get when missing). The snapshot lacks the spec
 *       stripe-mock embeds; the build embeds the newest readable spec3 of
 *       .cache/stripe-openapi/ (tests/contracts/extract.mjs --refresh) in its
 *       place, and the lane loads it again with -spec in any case.
 *   node tests/contracts/stripe-mock.mjs --replay <log.jsonl> …
 *       Starts it with `-spec .cache/stripe-openapi/spec3.json -fixtures
 *       .cache/stripe-openapi/fixtures3.json`, sends it each distinct gateway
 *       request of the logs (stripe-mock answers any id with its fixture)
 *       and prints accepted or refused, with
 *       stripe-mock's reason, per request. It says which spec it loaded.
 *       Refusals of parameters newer than that spec are listed as such.
 *       Without a built stripe-mock it says so and counts one skipped.
 *
 * Writes artifacts/stripe-mock.json ({ passed, failed, skipped }).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkStripe, originOf, parseStripeForm, readLogs } from './check.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const DIR = path.join( ROOT, '.cache', 'stripe-mock' );
const BIN = path.join( DIR, 'stripe-mock' );
const SPEC = path.join( ROOT, '.cache', 'stripe-openapi', 'spec3.json' );
const FIXTURES = path.join(
	ROOT,
	'.cache',
	'stripe-openapi',
	'fixtures3.json'
);
const MIRROR = path.join(
	process.env.TRESEN_MIRRORS || '/work/.mirror',
	'stripe+stripe-mock',
	'repo'
);
const OUT = path.join( ROOT, 'artifacts', 'stripe-mock.json' );

function git( ...args ) {
	return execFileSync( 'git', [ '-C', MIRROR, ...args ], {
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	} ).trim();
}

/** Builds .cache/stripe-mock/stripe-mock. */
function build() {
	if ( ! fs.existsSync( SPEC ) ) {
		throw new Error(
			'no .cache/stripe-openapi/spec3.json: run `node tests/contracts/extract.mjs --refresh` first'
		);
	}
	if ( spawnSync( 'go', [ 'version' ] ).status !== 0 ) {
		execFileSync(
			'apt-get',
			[ 'install', '-y', '-q', '--no-install-recommends', 'golang-go' ],
			{
				stdio: 'inherit',
				env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
			}
		);
	}
	// The newest commit before go.mod moved past Go 1.19 (Debian's).
	const commits = git( 'log', '--format=%H', '--', 'go.mod' ).split( '\n' );
	const newer = commits.find( ( c ) =>
		/^go 1\.(2\d|19\.\d)/m.test( git( 'show', `${ c }:go.mod` ) )
	);
	const commit = newer ? git( 'rev-parse', `${ newer }^` ) : commits[ 0 ];
	const src = path.join( DIR, 'src' );
	fs.rmSync( src, { recursive: true, force: true } );
	const missing = [];
	for ( const line of git( 'ls-tree', '-r', commit ).split( '\n' ) ) {
		const [ meta, file ] = line.split( '\t' );
		const [ mode, type, object ] = meta.split( ' ' );
		if ( type !== 'blob' || mode === '120000' ) {
			continue;
		}
		const target = path.join( src, file );
		fs.mkdirSync( path.dirname( target ), { recursive: true } );
		try {
			fs.writeFileSync(
				target,
				execFileSync(
					'git',
					[ '-C', MIRROR, 'cat-file', 'blob', object ],
					{
						maxBuffer: 256 * 1024 * 1024,
						stdio: [ 'ignore', 'pipe', 'ignore' ],
					}
				)
			);
		} catch {
			missing.push( file );
		}
	}
	// What the snapshot lacks: the embedded specs. Embed the cached one.
	for ( const file of missing ) {
		if ( /^embedded\/openapi\/spec3.*\.json$/.test( file ) ) {
			fs.copyFileSync( SPEC, path.join( src, file ) );
		} else if ( /^embedded\/openapi\/fixtures3.*\.json$/.test( file ) ) {
			fs.copyFileSync( FIXTURES, path.join( src, file ) );
		} else {
			process.stdout.write( `absent from the snapshot: ${ file }\n` );
		}
	}
	const env = {
		...process.env,
		GOFLAGS: '-mod=vendor',
		GOPROXY: 'off',
		GOTOOLCHAIN: 'local',
		GOPATH: path.join( DIR, 'gopath' ),
		GOCACHE: path.join( DIR, 'gocache' ),
		CGO_ENABLED: '0',
	};
	execFileSync( 'go', [ 'build', '-o', BIN, '.' ], {
		cwd: src,
		env,
		stdio: 'inherit',
	} );
	fs.writeFileSync(
		path.join( DIR, 'source.json' ),
		JSON.stringify(
			{
				repository: 'github.com/stripe/stripe-mock',
				commit,
				embedded_in_place_of_absent: missing,
				go: execFileSync( 'go', [ 'version' ], {
					encoding: 'utf8',
				} ).trim(),
			},
			null,
			2
		) + '\n'
	);
	process.stdout.write(
		`built ${ path.relative( ROOT, BIN ) } from stripe-mock ${ commit.slice( 0, 12 ) }\n`
	);
}

function freePort() {
	return new Promise( ( resolve ) => {
		const s = net.createServer();
		s.listen( 0, '127.0.0.1', () => {
			const { port } = s.address();
			s.close( () => resolve( port ) );
		} );
	} );
}

/**
 * Sends the logs' gateway requests to a started stripe-mock.
 * @param files
 */
async function replay( files ) {
	const write = ( r ) => {
		fs.mkdirSync( path.dirname( OUT ), { recursive: true } );
		fs.writeFileSync( OUT, JSON.stringify( r ) + '\n' );
	};
	const entries = readLogs( files ).filter(
		( e ) => e.provider === 'stripe' && originOf( e ) === 'gateway'
	);
	if ( ! entries.length ) {
		process.stdout.write(
			'no Stripe gateway requests in the logs of this run (run PHPUnit with TRESEN_CONTRACT_LOG); lane skipped\n'
		);
		write( { passed: 0, failed: 0, skipped: 1 } );
		return 0;
	}
	if ( ! fs.existsSync( BIN ) ) {
		process.stdout.write(
			'stripe-mock is not built (.cache/stripe-mock/stripe-mock): `node tests/contracts/stripe-mock.mjs --build` builds it; lane skipped\n'
		);
		write( { passed: 0, failed: 0, skipped: 1 } );
		return 0;
	}
	const port = await freePort();
	const child = spawn(
		BIN,
		[ '-http-port', String( port ), '-spec', SPEC, '-fixtures', FIXTURES ],
		{ stdio: [ 'ignore', 'pipe', 'pipe' ] }
	);
	let output = '';
	child.stdout.on( 'data', ( d ) => ( output += d ) );
	child.stderr.on( 'data', ( d ) => ( output += d ) );
	const base = `http://127.0.0.1:${ port }`;
	const started = Date.now();
	for (;;) {
		try {
			await fetch( `${ base }/v1/customers`, {
				headers: { Authorization: 'Bearer sk_test_123' },
			} );
			break;
		} catch {
			if ( Date.now() - started > 60000 || child.exitCode !== null ) {
				process.stdout.write(
					`stripe-mock did not start:\n${ output }\n`
				);
				child.kill();
				write( { passed: 0, failed: 1 } );
				return 1;
			}
			await new Promise( ( r ) => setTimeout( r, 250 ) );
		}
	}
	const spec = JSON.parse( fs.readFileSync( SPEC, 'utf8' ) );
	const sourceFile = path.join(
		ROOT,
		'.cache',
		'stripe-openapi',
		'source.json'
	);
	const source = fs.existsSync( sourceFile )
		? JSON.parse( fs.readFileSync( sourceFile, 'utf8' ) )
		: {};
	process.stdout.write(
		`stripe-mock ${ path.relative( ROOT, BIN ) } loaded the spec of API ${ spec.info.version } (${ path.relative( ROOT, SPEC ) }${ source.commit ? `, stripe/openapi ${ source.file } at ${ source.commit.slice( 0, 12 ) }` : '' }) and ${ path.relative( ROOT, FIXTURES ) }\n`
	);
	// The lane means something only if stripe-mock refuses what Stripe refuses.
	const seeded = await fetch( `${ base }/v1/payment_intents`, {
		method: 'POST',
		headers: {
			Authorization: 'Bearer sk_test_123',
			'Content-Type': 'application/x-www-form-urlencoded',
		},
		body: 'amount=1990&currency=eur&payment_method_typez[0]=card',
	} );
	const seededReply = await seeded.json().catch( () => ( {} ) );
	process.stdout.write(
		`seeded mistake (payment_method_typez): stripe-mock answered ${ seeded.status } ${ seededReply?.error?.message || '' }\n`
	);
	if ( seeded.status !== 400 ) {
		child.kill();
		write( { passed: 0, failed: 1 } );
		return 1;
	}
	const seen = new Set();
	let passed = 0;
	let failed = 0;
	let skipped = 0;
	const lines = [];
	// The spec's paths as patterns: an endpoint the spec lacks (newer than it) cannot be checked here.
	const specPaths = Object.keys( spec.paths || {} ).map(
		( p ) => new RegExp( `^${ p.replace( /\{[^}]+\}/g, '[^/]+' ) }$` )
	);
	for ( const e of entries ) {
		// One request per distinct method, path shape and body shape.
		const shape = `${ e.method } ${ e.path.replace( /\/(pi|seti|pm|pmc|cus|re|ch|evt|src)_[A-Za-z0-9]+/g, '/$1_x' ) } ${
			// Refusals (few, each meant) are sent one by one.
			e.status >= 400
				? `refused ${ e.body } ${ e.query }`
				: ( e.method === 'GET' ? e.query : e.body ).replace(
						/=[^&]*/g,
						''
					)
		}`;
		if ( seen.has( shape ) ) {
			continue;
		}
		seen.add( shape );
		const ours = checkStripe( e );
		if (
			! ours.errors.length &&
			! specPaths.some( ( re ) => re.test( e.path ) )
		) {
			// Held to the npm types' contract by the contracts step; stripe-mock's spec has no such endpoint.
			skipped++;
			lines.push(
				`  not checked ${ e.method } ${ e.path }: the endpoint is newer than the ${ spec.info.version } spec (the npm stripe types of the current API define it)`
			);
			continue;
		}
		const url = `${ base }${ e.path }${ e.method === 'GET' && e.query ? `?${ e.query }` : '' }`;
		const res = await send(
			url,
			e,
			e.method === 'GET' ? undefined : e.body
		);
		const body = res.body;
		const deliberate = e.status >= 400 && ours.errors.length;
		if ( res.ok ) {
			passed++;
			lines.push( `  accepted ${ e.method } ${ e.path }` );
		} else {
			const reason = body?.error?.message || `HTTP ${ res.status }`;
			const param = ( reason.match(
				/Received unknown parameter: ([^\s.]+)/
			) || [] )[ 1 ];
			const unnamed = ours.errors.length
				? ''
				: newerProperties( spec, e, reason );
			const newer =
				! ours.errors.length &&
				( param || newerEnumValue( spec, e, reason ) || unnamed );
			// The parameters the spec lacks are taken out and the rest is sent
			// again, so the 2023 spec still checks everything else of it.
			const rest =
				unnamed &&
				e.method !== 'GET' &&
				! reason.includes( "object property '" )
					? await send(
							url,
							e,
							new URLSearchParams(
								[ ...new URLSearchParams( e.body ) ].filter(
									( [ k ] ) =>
										! unnamed
											.split( ',' )
											.includes(
												k.replace( /\[.*$/, '' )
											)
								)
							).toString()
						)
					: null;
			if ( rest && ! rest.ok && ! deliberate ) {
				failed++;
				lines.push(
					`  REFUSED  ${ e.method } ${ e.path } even without ${ unnamed } (newer than the spec): ${ rest.body?.error?.message || `HTTP ${ rest.status }` }\n           body: ${ e.body }`
				);
			} else if ( rest ) {
				passed++;
				lines.push(
					`  accepted ${ e.method } ${ e.path } without ${ unnamed }, which is newer than the ${ spec.info.version } spec (the npm stripe types of the current API define it)`
				);
			} else if ( deliberate ) {
				passed++;
				lines.push(
					`  refused  ${ e.method } ${ e.path } (as the test meant, the stand-in refused it too): ${ reason }`
				);
			} else if ( newer ) {
				passed++;
				lines.push(
					`  refused  ${ e.method } ${ e.path }: ${ reason } — newer than the ${ spec.info.version } spec (the npm stripe types of the current API define it)`
				);
			} else {
				failed++;
				lines.push(
					`  REFUSED  ${ e.method } ${ e.path }: ${ reason }\n           body: ${ e.body || e.query }`
				);
			}
		}
	}
	child.kill();
	process.stdout.write( lines.join( '\n' ) + '\n' );
	process.stdout.write(
		`stripe-mock: ${ passed } distinct gateway requests accepted (or refused only for parameters newer than its spec), ${ failed } refused, ${ skipped } not checked (endpoint newer than its spec)\n`
	);
	write( { passed, failed, skipped } );
	return failed ? 1 : 0;
}

const argv = process.argv.slice( 2 );
if ( argv.includes( '--build' ) ) {
	build();
}
if ( argv.includes( '--replay' ) ) {
	process.exitCode = await replay(
		argv.filter( ( a ) => ! a.startsWith( '--' ) )
	);
}

/**
 * When stripe-mock refuses an enum value (`object property 'a' validation
 * failed: object property 'b' validation failed: value is not in
 * enumeration`), the value the request sent for a[b], if the spec's enum
 * for it lacks the value (a value Stripe added after that spec, e.g.
 * `multibanco`); otherwise ''.
 *
 * @param {Object} spec   The OpenAPI definition stripe-mock loaded.
 * @param {Object} e      The logged request.
 * @param {string} reason stripe-mock's message.
 * @return {string} The newer value, or ''.
 */
function newerEnumValue( spec, e, reason ) {
	if ( ! /value is not in enumeration/.test( reason ) ) {
		return '';
	}
	const names = [ ...reason.matchAll( /object property '([^']+)'/g ) ].map(
		( m ) => m[ 1 ]
	);
	if ( ! names.length ) {
		return '';
	}
	const key =
		names[ 0 ] +
		names
			.slice( 1 )
			.map( ( n ) => `[${ n }]` )
			.join( '' );
	const value = new URLSearchParams(
		e.method === 'GET' ? e.query : e.body
	).get( key );
	const template = e.path.replace(
		/\/(pi|seti|pm|cus|re|ch)_[A-Za-z0-9]+/g,
		'/{x}'
	);
	const pathKey = Object.keys( spec.paths ).find(
		( k ) => k.replace( /\{[^}]+\}/g, '{x}' ) === template
	);
	const op = pathKey && spec.paths[ pathKey ][ e.method.toLowerCase() ];
	let schemas = [
		op?.requestBody?.content?.[ 'application/x-www-form-urlencoded' ]
			?.schema,
	];
	const resolve = ( sch ) => {
		if ( sch?.$ref ) {
			return resolve(
				sch.$ref
					.replace( /^#\//, '' )
					.split( '/' )
					.reduce( ( o, k ) => o?.[ k ], spec )
			);
		}
		return [ sch, ...( sch?.anyOf || [] ).flatMap( resolve ) ].filter(
			Boolean
		);
	};
	for ( const name of names ) {
		schemas = schemas
			.flatMap( resolve )
			.map( ( sch ) => sch.properties?.[ name ] )
			.filter( Boolean );
	}
	const allowed = schemas
		.flatMap( resolve )
		.flatMap( ( sch ) => sch.enum || [] );
	return value !== null && allowed.length && ! allowed.includes( value )
		? value
		: '';
}

/**
 * The operation's request schema(s) in the spec stripe-mock loaded, with a
 * helper that resolves `$ref` and `anyOf`.
 *
 * @param {Object} spec The OpenAPI definition.
 * @param {Object} e    The logged request.
 * @return {{ root: Object[], resolve: ( sch: Object ) => Object[] }} Schemas.
 */
function requestSchemas( spec, e ) {
	const template = e.path.replace(
		/\/(pi|seti|pm|cus|re|ch)_[A-Za-z0-9]+/g,
		'/{x}'
	);
	const pathKey = Object.keys( spec.paths ).find(
		( k ) => k.replace( /\{[^}]+\}/g, '{x}' ) === template
	);
	const op = pathKey && spec.paths[ pathKey ][ e.method.toLowerCase() ];
	const resolve = ( sch ) => {
		if ( sch?.$ref ) {
			return resolve(
				sch.$ref
					.replace( /^#\//, '' )
					.split( '/' )
					.reduce( ( o, k ) => o?.[ k ], spec )
			);
		}
		return [ sch, ...( sch?.anyOf || [] ).flatMap( resolve ) ].filter(
			Boolean
		);
	};
	return {
		root: [
			op?.requestBody?.content?.[ 'application/x-www-form-urlencoded' ]
				?.schema,
		],
		resolve,
	};
}

/**
 * When stripe-mock refuses "additional properties" without naming them: the
 * parameters of the request (at the level the message points to) that the
 * spec it loaded does not define, e.g. `allowed_payment_method_types`, which
 * Stripe added after 2023 for the `payment_method_types` it dropped in
 * 2026-09-30. The caller counts the refusal as "newer" only when the
 * contract's current part (the npm types) accepted the request.
 *
 * @param {Object} spec   The OpenAPI definition stripe-mock loaded.
 * @param {Object} e      The logged request.
 * @param {string} reason stripe-mock's message.
 * @return {string} The parameters unknown to the spec (comma-separated), or ''.
 */
function newerProperties( spec, e, reason ) {
	if ( ! /additional properties are not allowed/.test( reason ) ) {
		return '';
	}
	const names = [ ...reason.matchAll( /object property '([^']+)'/g ) ].map(
		( m ) => m[ 1 ]
	);
	const { root, resolve } = requestSchemas( spec, e );
	let schemas = root;
	let params = parseStripeForm( e.method === 'GET' ? e.query : e.body );
	for ( const name of names ) {
		schemas = schemas
			.flatMap( resolve )
			.map( ( sch ) => sch.properties?.[ name ] )
			.filter( Boolean );
		params = params?.[ name ];
	}
	const known = new Set(
		schemas
			.flatMap( resolve )
			.flatMap( ( sch ) => Object.keys( sch.properties || {} ) )
	);
	if ( ! known.size || ! params || typeof params !== 'object' ) {
		return '';
	}
	return Object.keys( params )
		.filter( ( k ) => ! known.has( k ) )
		.join( ',' );
}

/**
 * Sends one logged request (or its body altered) to stripe-mock.
 *
 * @param {string}           url  stripe-mock's URL of the request.
 * @param {Object}           e    The logged request.
 * @param {string|undefined} body The form body.
 * @return {Promise<{ ok: boolean, status: number, body: any }>} The reply.
 */
async function send( url, e, body ) {
	const res = await fetch( url, {
		method: e.method,
		headers: {
			Authorization: 'Bearer sk_test_123',
			'Content-Type': 'application/x-www-form-urlencoded',
			...( e.headers[ 'stripe-version' ]
				? { 'Stripe-Version': e.headers[ 'stripe-version' ] }
				: {} ),
		},
		body,
	} );
	return {
		ok: res.ok,
		status: res.status,
		body: await res.json().catch( () => ( {} ) ),
	};
}
