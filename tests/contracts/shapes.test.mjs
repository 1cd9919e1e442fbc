/**
 * The stand-ins' replies are typed with the providers' SDK types
 * (tests/stripe/shapes.mjs, tests/paypal/shapes.mjs): `tsc` passes on the
 * builders and fails on each seeded mistake of fixtures/shapes-seeded.mjs
 * (a field Stripe's or PayPal's object lacks, an event type or status the
 * provider does not know); at run time a builder refuses a field outside
 * the SDK type.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { nextActionProblems, paymentIntent } from '../stripe/shapes.mjs';
import { order } from '../paypal/shapes.mjs';

const HERE = path.dirname( fileURLToPath( import.meta.url ) );
const ROOT = path.resolve( HERE, '../..' );

test( 'tsc: the typed builders pass, each seeded mistake fails', () => {
	const res = spawnSync(
		'node',
		[
			path.join( ROOT, 'node_modules', 'typescript', 'bin', 'tsc' ),
			'-p',
			path.join( HERE, 'tsconfig.json' ),
			'--pretty',
			'false',
		],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	const errors = res.stdout
		.split( '\n' )
		.map( ( l ) => l.match( /^(.+?)\((\d+),\d+\): error (TS\d+)/ ) )
		.filter( Boolean )
		.map( ( m ) => ( {
			file: path.resolve( ROOT, m[ 1 ] ),
			line: Number( m[ 2 ] ),
			code: m[ 3 ],
		} ) );
	const fixture = path.join( HERE, 'fixtures', 'shapes-seeded.mjs' );
	const lines = fs.readFileSync( fixture, 'utf8' ).split( '\n' );
	// Each `export const seeded…` statement runs to the next export or the end.
	const starts = lines.flatMap( ( l, i ) =>
		/^export const /.test( l ) ? [ i + 1 ] : []
	);
	const seeded = starts
		.map( ( start, k ) => ( {
			name: lines[ start - 1 ].match( /^export const (\w+)/ )[ 1 ],
			from: start,
			to: ( starts[ k + 1 ] || lines.length + 1 ) - 1,
		} ) )
		.filter( ( s ) => s.name.startsWith( 'seeded' ) );
	assert.ok( seeded.length >= 5, 'the fixture seeds its mistakes' );
	const inSeeded = ( e ) =>
		e.file === fixture &&
		seeded.some( ( s ) => e.line >= s.from && e.line <= s.to );
	assert.deepEqual(
		errors.filter( ( e ) => ! inSeeded( e ) ),
		[],
		'no error outside the seeded mistakes:\n' + res.stdout
	);
	for ( const s of seeded ) {
		assert.ok(
			errors.some(
				( e ) =>
					e.file === fixture && e.line >= s.from && e.line <= s.to
			),
			`tsc let the seeded mistake ${ s.name } pass`
		);
	}
} );

test( 'at run time a reply with a field the SDK type lacks is refused; the stand-in’s own _fields stay out', () => {
	const pi = paymentIntent( {
		id: 'pi_1',
		object: 'payment_intent',
		amount: 1,
		currency: 'eur',
		status: 'succeeded',
		// @ts-ignore -- the stand-in's own field.
		_card: '4242',
	} );
	assert.equal( '_card' in pi, false );
	assert.throws(
		() =>
			order(
				// @ts-ignore -- the mistake under test.
				{ id: '5O1', status: 'COMPLETED', refunded: 0 }
			),
		/fields PayPal's Order does not: refunded/
	);
	// Nested, as the stand-in's replies carry them.
	const nestedMistake = ( where, unit ) =>
		assert.throws(
			() =>
				order( {
					id: '5O1',
					status: 'COMPLETED',
					// @ts-ignore -- the mistake under test.
					purchase_units: [ unit ],
				} ),
			new RegExp( `Order\\.purchase_units\\[0\\]${ where }` )
		);
	nestedMistake(
		'\\.payments\\.captures\\[0\\] has fields PayPal.s model does not: refunded',
		{
			payments: { captures: [ { id: 'C1', refunded: 0 } ] },
		}
	);
	nestedMistake(
		'\\.payments\\.captures\\[0\\]\\.links\\[0\\] has fields PayPal.s model does not: title',
		{
			payments: {
				captures: [
					{
						id: 'C1',
						links: [ { href: 'h', rel: 'up', title: 't' } ],
					},
				],
			},
		}
	);
	nestedMistake(
		'\\.amount\\.breakdown has fields PayPal.s model does not: deposit_total',
		{
			amount: {
				currency_code: 'EUR',
				value: '1.00',
				breakdown: {
					deposit_total: { currency_code: 'EUR', value: '1.00' },
				},
			},
		}
	);
	assert.throws(
		// @ts-ignore -- the mistake under test.
		() => order( { id: '5O1', payer: { email: 'k@example.test' } } ),
		/Order\.payer has fields PayPal's model does not: email/
	);
	// The stand-in's own shapes pass.
	assert.doesNotThrow( () =>
		order( {
			id: '5O1',
			status: 'COMPLETED',
			payer: { payer_id: 'P1', email_address: 'k@example.test' },
			purchase_units: [
				{
					reference_id: 'default',
					amount: {
						currency_code: 'EUR',
						value: '1.00',
						breakdown: {
							item_total: { currency_code: 'EUR', value: '1.00' },
						},
					},
					payments: {
						captures: [
							{
								id: 'C1',
								status: 'COMPLETED',
								amount: { currency_code: 'EUR', value: '1.00' },
								links: [
									{ href: 'h', rel: 'up', method: 'GET' },
								],
							},
						],
					},
				},
			],
		} )
	);
} );

test( 'tsc: the PayPal stand-in builds its orders, captures, refunds and payer with the SDK models; a capture field PayPal lacks fails', () => {
	const tsc = ( project ) =>
		spawnSync(
			'node',
			[
				path.join( ROOT, 'node_modules', 'typescript', 'bin', 'tsc' ),
				'-p',
				project,
				'--pretty',
				'false',
			],
			{ cwd: ROOT, encoding: 'utf8' }
		);
	const clean = tsc( path.join( HERE, 'tsconfig.standin.json' ) );
	assert.equal( clean.status, 0, clean.stdout );

	// The same stand-in with one seeded mistake in its capture: a field PayPal's capture does not have.
	const source = fs.readFileSync(
		path.join( ROOT, 'tests', 'paypal', 'standin.mjs' ),
		'utf8'
	);
	const anchor = '\t\t\t\t\tfinal_capture: true,\n';
	assert.ok(
		source.includes( anchor ),
		'the capture literal is where the seed goes'
	);
	const seededFile = path.join(
		ROOT,
		'tests',
		'paypal',
		'.standin-seeded.mjs'
	);
	const seededProject = path.join( HERE, '.tsconfig.standin-seeded.json' );
	fs.writeFileSync(
		seededFile,
		source.replace( anchor, anchor + '\t\t\t\t\tcaptured_at: now,\n' )
	);
	fs.writeFileSync(
		seededProject,
		JSON.stringify( {
			extends: './tsconfig.standin.json',
			include: [ '../paypal/.standin-seeded.mjs', '../paypal/wire.d.ts' ],
		} )
	);
	try {
		const seeded = tsc( seededProject );
		assert.notEqual(
			seeded.status,
			0,
			'tsc let the seeded capture field pass'
		);
		assert.match(
			seeded.stdout,
			/\.standin-seeded\.mjs\(\d+,\d+\): error TS\d+: .*'captured_at'/
		);
	} finally {
		fs.rmSync( seededFile, { force: true } );
		fs.rmSync( seededProject, { force: true } );
	}
} );

test( 'voucher next actions are held to Stripe’s per-method shapes (Multibanco entity and reference, OXXO expires_after, Boleto pdf)', () => {
	// One shape for every voucher, as a stand-in might answer them all.
	const generic = ( type ) => ( {
		type: `${ type }_display_details`,
		[ `${ type }_display_details` ]: {
			number: '10000001',
			expires_at: 1,
			hosted_voucher_url: 'https://example.test/v',
		},
	} );
	assert.deepEqual( nextActionProblems( generic( 'oxxo' ) ), [
		"oxxo_display_details.expires_at is not a field of Stripe's oxxo_display_details",
		'oxxo_display_details.expires_after is missing',
	] );
	assert.deepEqual( nextActionProblems( generic( 'multibanco' ) ).sort(), [
		'multibanco_display_details.entity is missing',
		"multibanco_display_details.number is not a field of Stripe's multibanco_display_details",
		'multibanco_display_details.reference is missing',
	] );
	assert.deepEqual( nextActionProblems( generic( 'boleto' ) ), [
		'boleto_display_details.pdf is missing',
	] );
	// Stripe's own shapes pass.
	assert.deepEqual(
		nextActionProblems( {
			type: 'multibanco_display_details',
			multibanco_display_details: {
				entity: '12345',
				reference: '123456789',
				expires_at: 1,
				hosted_voucher_url: 'https://example.test/v',
			},
		} ),
		[]
	);
	assert.deepEqual(
		nextActionProblems( {
			type: 'oxxo_display_details',
			oxxo_display_details: {
				expires_after: 1,
				number: '1',
				hosted_voucher_url: 'https://example.test/v',
			},
		} ),
		[]
	);
} );
