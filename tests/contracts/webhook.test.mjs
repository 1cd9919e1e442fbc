/**
 * The Stripe plugin's webhook signature check (PHP, Webhook::verify) agrees
 * with Stripe's own library: headers made by the npm `stripe` package's
 * `webhooks.generateTestHeaderString` are accepted, and every altered one
 * (payload, secret, signature, scheme, an expired timestamp) is refused,
 * exactly where `stripe.webhooks.constructEvent` refuses it too.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';

const HERE = path.dirname( fileURLToPath( import.meta.url ) );
const SECRET = 'whsec_tresenContractSecret';
const NOW = 1795812000;
const PAYLOAD = JSON.stringify( {
	id: 'evt_1',
	object: 'event',
	type: 'payment_intent.succeeded',
	data: {
		object: {
			id: 'pi_1',
			object: 'payment_intent',
			metadata: { order_id: '42' },
		},
	},
} );

const header = ( over = {} ) =>
	Stripe.webhooks.generateTestHeaderString( {
		payload: PAYLOAD,
		secret: SECRET,
		timestamp: NOW,
		...over,
	} );

/**
 * What Stripe's library says of a delivery at time NOW.
 * @param c
 */
function stripeAccepts( c ) {
	try {
		// constructEvent checks against the clock: shift the tolerance to NOW.
		const tolerance = Math.floor( Date.now() / 1000 ) - NOW + 300;
		Stripe.webhooks.constructEvent(
			c.payload,
			c.header,
			c.secret,
			tolerance
		);
		return true;
	} catch {
		return false;
	}
}

test( 'the PHP check accepts exactly the headers Stripe’s library accepts', () => {
	const good = header();
	const v1 = good.split( 'v1=' )[ 1 ];
	const flipped = v1.slice( 0, -1 ) + ( v1.endsWith( '0' ) ? '1' : '0' );
	const cases = {
		'as generated': { header: good, accept: true },
		'a second (rotated) secret’s signature first': {
			header: `t=${ NOW },v1=${ 'f'.repeat( 64 ) },v1=${ v1 }`,
			accept: true,
		},
		'the payload altered': {
			header: good,
			payload: PAYLOAD.replace( '42', '43' ),
			accept: false,
		},
		'another secret': {
			header: good,
			secret: 'whsec_other',
			accept: false,
		},
		'one hex digit of the signature changed': {
			header: `t=${ NOW },v1=${ flipped }`,
			accept: false,
		},
		'the timestamp changed': {
			header: `t=${ NOW + 1 },v1=${ v1 }`,
			accept: false,
		},
		'only the old v0 scheme': {
			header: `t=${ NOW },v0=${ v1 }`,
			accept: false,
		},
		'older than five minutes': {
			header: header( { timestamp: NOW - 301 } ),
			accept: false,
		},
		'no timestamp': { header: `v1=${ v1 }`, accept: false },
		empty: { header: '', accept: false },
	};
	const list = Object.entries( cases ).map( ( [ name, c ] ) => ( {
		name,
		payload: c.payload ?? PAYLOAD,
		header: c.header,
		secret: c.secret ?? SECRET,
		now: NOW,
		accept: c.accept,
	} ) );
	const res = spawnSync( 'php', [ path.join( HERE, 'verify-webhook.php' ) ], {
		input: JSON.stringify( list ),
		encoding: 'utf8',
	} );
	assert.equal( res.status, 0, res.stderr );
	const php = JSON.parse( res.stdout );
	list.forEach( ( c, i ) => {
		assert.equal( php[ i ], c.accept, `PHP on "${ c.name }"` );
		assert.equal( stripeAccepts( c ), c.accept, `stripe on "${ c.name }"` );
	} );
} );
