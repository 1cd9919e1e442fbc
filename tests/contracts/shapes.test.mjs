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
