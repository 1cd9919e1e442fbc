/**
 * The contract check itself: it refuses what Stripe and PayPal refuse
 * (seeded mistakes), accepts what they accept, knows which Stripe API
 * version a request pins, and its committed contract is not stale against
 * the installed npm `stripe` package. The stand-ins write the request log it
 * reads when TRESEN_CONTRACT_LOG is set.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { checkEntry, parseStripeForm, readLogs, report } from './check.mjs';
import { staleness } from './extract.mjs';

const GATEWAY = {
	'user-agent': 'TresenStripe/1.0 WordPress',
	'stripe-version': '2024-06-20',
};

/**
 * A logged Stripe request as the gateway sends it.
 * @param method
 * @param p
 * @param form
 * @param headers
 */
function stripe( method, p, form, headers = {} ) {
	return {
		provider: 'stripe',
		method,
		path: p,
		query: method === 'GET' ? form : '',
		body: method === 'GET' ? '' : form,
		headers: { ...GATEWAY, ...headers },
		key: 'secret',
		status: 200,
	};
}

/**
 * A logged PayPal request as the gateway sends it.
 * @param method
 * @param p
 * @param body
 * @param headers
 */
function paypal( method, p, body, headers = {} ) {
	return {
		provider: 'paypal',
		method,
		path: p,
		query: '',
		body: body === null ? '' : JSON.stringify( body ),
		headers: {
			'content-type': 'application/json',
			'user-agent': 'WordPress/7.1',
			...headers,
		},
		key: 'bearer',
		status: 201,
	};
}

const codes = ( entry ) =>
	checkEntry( entry ).errors.map( ( e ) => `${ e.code } ${ e.param }` );

const VALID_INTENT =
	'amount=1990&currency=eur&payment_method_types[0]=card&capture_method=automatic&metadata[order_id]=42&description=Bestellung%2042';

test( 'Stripe form encoding nests brackets and turns indexed keys into lists', () => {
	assert.deepEqual( parseStripeForm( 'a[b][0]=x&a[b][1]=y&a[c]=1&d=' ), {
		a: { b: [ 'x', 'y' ], c: '1' },
		d: '',
	} );
} );

test( 'a PaymentIntent as the gateway creates it is valid', () => {
	assert.deepEqual(
		codes( stripe( 'POST', '/v1/payment_intents', VALID_INTENT ) ),
		[]
	);
} );

test( 'seeded mistake: an unknown parameter fails as Stripe answers it (parameter_unknown)', () => {
	assert.deepEqual(
		codes(
			stripe(
				'POST',
				'/v1/payment_intents',
				VALID_INTENT + '&payment_method_typez[0]=card'
			)
		),
		[ 'parameter_unknown payment_method_typez' ]
	);
	// Nested, too.
	assert.deepEqual(
		codes(
			stripe(
				'POST',
				'/v1/payment_intents/pi_1/confirm',
				'payment_method_options[card][request_three_d_secur]=any'
			)
		),
		[
			'parameter_unknown payment_method_options[card][request_three_d_secur]',
		]
	);
} );

test( 'seeded mistake: a value outside the enum fails', () => {
	assert.deepEqual(
		codes(
			stripe(
				'POST',
				'/v1/payment_intents',
				VALID_INTENT.replace( 'automatic', 'sometimes' )
			)
		),
		[ 'parameter_invalid_enum capture_method' ]
	);
	assert.deepEqual(
		codes(
			stripe(
				'POST',
				'/v1/refunds',
				'payment_intent=pi_1&reason=changed_mind'
			)
		),
		[ 'parameter_invalid_enum reason' ]
	);
} );

test( 'seeded mistake: a missing required field fails', () => {
	assert.deepEqual(
		codes( stripe( 'POST', '/v1/payment_intents', 'amount=1990' ) ),
		[ 'parameter_missing currency' ]
	);
	assert.deepEqual(
		codes(
			stripe(
				'POST',
				'/v1/payment_intents/pi_1/confirm',
				'mandate_data[customer_acceptance][online][ip_address]=1.2.3.4'
			)
		),
		[ 'parameter_missing mandate_data[customer_acceptance][type]' ]
	);
	assert.deepEqual(
		codes(
			paypal( 'POST', '/v2/payments/captures/3C1/refund', {
				amount: { value: '1.00' },
			} )
		),
		[ 'parameter_missing amount[currency_code]' ]
	);
} );

test( 'seeded mistake: a value of the wrong type fails', () => {
	assert.deepEqual(
		codes(
			stripe(
				'POST',
				'/v1/payment_intents',
				VALID_INTENT.replace( '1990', '19.90' )
			)
		),
		[ 'parameter_invalid_integer amount' ]
	);
	assert.deepEqual(
		codes(
			stripe(
				'POST',
				'/v1/payment_intents',
				VALID_INTENT + '&confirm=yes'
			)
		),
		[ 'parameter_invalid_boolean confirm' ]
	);
} );

test( 'an endpoint the contract does not hold fails', () => {
	assert.deepEqual( codes( stripe( 'POST', '/v1/charges', 'amount=1' ) ), [
		'endpoint_unknown ',
	] );
} );

test( 'payment_method_types passes on the pinned 2024 version and fails on the npm package’s current one', () => {
	assert.deepEqual(
		codes( stripe( 'POST', '/v1/payment_intents', VALID_INTENT ) ),
		[]
	);
	const current = JSON.parse(
		fs
			.readFileSync(
				new URL( './stripe.contract.json', import.meta.url ),
				'utf8'
			)
			.split( '\n\t"endpoints"' )[ 0 ]
			.replace( /,$/, '}' )
	).sources.current.api_version;
	assert.deepEqual(
		codes(
			stripe( 'POST', '/v1/payment_intents', VALID_INTENT, {
				'stripe-version': current,
			} )
		),
		[ 'parameter_unknown payment_method_types' ]
	);
	// Its successor is known to the current types only; older pinned versions take it too.
	assert.deepEqual(
		codes(
			stripe(
				'POST',
				'/v1/payment_intents',
				'amount=1990&currency=eur&automatic_payment_methods[enabled]=true',
				{ 'stripe-version': current }
			)
		),
		[]
	);
} );

test( 'an emptied metadata key is what Stripe accepts (it removes the key); an emptied amount is not', () => {
	assert.deepEqual(
		codes(
			stripe(
				'POST',
				'/v1/refunds',
				'payment_intent=pi_1&metadata[reason]='
			)
		),
		[]
	);
	assert.deepEqual(
		codes( stripe( 'POST', '/v1/refunds', 'payment_intent=pi_1&amount=' ) ),
		[ 'parameter_invalid_empty amount' ]
	);
} );

const ORDER = {
	intent: 'CAPTURE',
	purchase_units: [
		{
			reference_id: 'default',
			custom_id: '42',
			invoice_id: 'WC-42',
			amount: {
				currency_code: 'EUR',
				value: '19.90',
				breakdown: {
					item_total: { currency_code: 'EUR', value: '19.90' },
				},
			},
		},
	],
};

test( 'a PayPal order as the gateway creates it is valid', () => {
	assert.deepEqual(
		codes(
			paypal( 'POST', '/v2/checkout/orders', ORDER, {
				'paypal-request-id': 'tresen-1',
			} )
		),
		[]
	);
} );

test( 'seeded mistakes in a PayPal order: unknown field, wrong enum, missing required, wrong type', () => {
	const bad = structuredClone( ORDER );
	bad.intent = 'SALE';
	bad.purchase_units[ 0 ].customer_id = '42';
	delete bad.purchase_units[ 0 ].amount.currency_code;
	bad.purchase_units[ 0 ].amount.value = 19.9;
	assert.deepEqual(
		codes( paypal( 'POST', '/v2/checkout/orders', bad ) ).sort(),
		[
			'parameter_invalid_enum intent',
			'parameter_invalid_string purchase_units[0][amount][value]',
			'parameter_missing purchase_units[0][amount][currency_code]',
			'parameter_unknown purchase_units[0][customer_id]',
		]
	);
	assert.deepEqual(
		codes(
			paypal( 'POST', '/v2/checkout/orders', ORDER, {
				'paypal-request-id': 'x'.repeat( 109 ),
			} )
		),
		[ 'parameter_invalid_string paypal-request-id' ]
	);
} );

test( 'a refusal the test provoked on purpose passes when the stand-in refused it too; one it accepted fails', () => {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'tresen-contract-' ) );
	const file = path.join( dir, 'log.jsonl' );
	const bad = stripe(
		'POST',
		'/v1/payment_intents',
		'amount=19.90&currency=eur'
	);
	fs.writeFileSync( file, JSON.stringify( { ...bad, status: 400 } ) + '\n' );
	const sink = {
		text: '',
		write( s ) {
			this.text += s;
		},
	};
	assert.equal( report( [ file ], sink ).failed, 0 );
	fs.writeFileSync( file, JSON.stringify( bad ) + '\n' );
	assert.equal( report( [ file ], sink ).failed, 1 );
	fs.rmSync( dir, { recursive: true } );
} );

test( 'the stand-ins log every API request when TRESEN_CONTRACT_LOG names a file', async () => {
	const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'tresen-contract-' ) );
	const file = path.join( dir, 'log.jsonl' );
	process.env.TRESEN_CONTRACT_LOG = file;
	try {
		const { startStandin } = await import( '../stripe/standin.mjs' );
		const standin = await startStandin( { port: 0 } );
		await fetch( `${ standin.url }/v1/customers`, {
			method: 'POST',
			headers: {
				Authorization: 'Bearer sk_test_contractLog0001',
				'Content-Type': 'application/x-www-form-urlencoded',
				'Idempotency-Key': 'k1',
				'Stripe-Version': '2024-06-20',
			},
			body: 'email=erika%40example.test&name=Erika',
		} ).then( ( r ) => r.text() );
		await standin.stop();
		const [ line ] = readLogs( [ file ] );
		assert.equal( line.path, '/v1/customers' );
		assert.equal( line.body, 'email=erika%40example.test&name=Erika' );
		assert.equal( line.headers[ 'idempotency-key' ], 'k1' );
		assert.equal( line.key, 'secret' );
		assert.ok(
			! JSON.stringify( line ).includes( 'sk_test_contractLog0001' ),
			'the key is never logged'
		);
		assert.equal( line.status, 200 );
	} finally {
		delete process.env.TRESEN_CONTRACT_LOG;
		fs.rmSync( dir, { recursive: true } );
	}
} );

test( 'the committed contract matches the installed npm stripe package (CI re-derives it)', () => {
	assert.deepEqual( staleness(), [] );
} );

test( 'seeded staleness: a contract missing a parameter of the current types is reported', () => {
	const committed = JSON.parse(
		fs.readFileSync(
			new URL( './stripe.contract.json', import.meta.url ),
			'utf8'
		)
	);
	delete committed.endpoints[ 'POST /v1/refunds' ].current.properties.reason;
	assert.ok(
		staleness( committed ).some( ( d ) =>
			d.startsWith( 'POST /v1/refunds' )
		)
	);
} );

test( 'the plugin pins the API version the npm stripe package declares, which the contract’s current part is of', async () => {
	const { default: Stripe } = await import( 'stripe' );
	const php = fs.readFileSync(
		new URL( '../../plugins/tresen-stripe/src/Api.php', import.meta.url ),
		'utf8'
	);
	const pinned = php.match( /const VERSION = '([^']+)'/ )?.[ 1 ];
	assert.equal( pinned, Stripe.API_VERSION );
	const contract = JSON.parse(
		fs.readFileSync(
			new URL( './stripe.contract.json', import.meta.url ),
			'utf8'
		)
	);
	assert.equal( contract.sources.current.api_version, pinned );
} );

test( 'the stand-in refuses payment_method_types under the current version, as Stripe does, and takes its successors', async () => {
	const { startStandin, API_VERSION } =
		await import( '../stripe/standin.mjs' );
	const standin = await startStandin( { port: 0 } );
	const post = ( body, version ) =>
		fetch( `${ standin.url }/v1/payment_intents`, {
			method: 'POST',
			headers: {
				Authorization: 'Bearer sk_test_contractLog0002',
				'Content-Type': 'application/x-www-form-urlencoded',
				...( version ? { 'Stripe-Version': version } : {} ),
			},
			body,
		} ).then( async ( r ) => [ r.status, await r.json() ] );
	try {
		const [ refused, error ] = await post(
			'amount=1990&currency=eur&payment_method_types[0]=card',
			API_VERSION
		);
		assert.equal( refused, 400 );
		assert.equal( error.error.code, 'parameter_unknown' );
		assert.equal( error.error.param, 'payment_method_types' );
		// The account's default version is the current one too.
		assert.equal(
			(
				await post(
					'amount=1990&currency=eur&payment_method_types[0]=card'
				)
			)[ 0 ],
			400
		);
		// An older pinned version still takes it.
		assert.equal(
			(
				await post(
					'amount=1990&currency=eur&payment_method_types[0]=card',
					'2024-06-20'
				)
			)[ 0 ],
			200
		);
		const [ allowed, intent ] = await post(
			'amount=1990&currency=eur&allowed_payment_method_types[0]=ideal',
			API_VERSION
		);
		assert.equal( allowed, 200 );
		assert.deepEqual( intent.payment_method_types, [ 'ideal' ] );
		assert.deepEqual( intent.allowed_payment_method_types, [ 'ideal' ] );
		const [ automatic, auto ] = await post(
			'amount=1990&currency=eur&automatic_payment_methods[enabled]=true&automatic_payment_methods[allow_redirects]=never',
			API_VERSION
		);
		assert.equal( automatic, 200 );
		assert.deepEqual( auto.payment_method_types, [ 'card', 'sepa_debit' ] );
		assert.equal( auto.automatic_payment_methods.allow_redirects, 'never' );
	} finally {
		await standin.stop();
	}
} );

test( 'under the current version a whole-number amount is still held to the spec (the npm types write number)', async () => {
	const { default: Stripe } = await import( 'stripe' );
	assert.deepEqual(
		codes(
			stripe(
				'POST',
				'/v1/payment_intents',
				'amount=19.90&currency=eur',
				{
					'stripe-version': Stripe.API_VERSION,
				}
			)
		),
		[ 'parameter_invalid_integer amount' ]
	);
	assert.deepEqual(
		codes(
			stripe(
				'POST',
				'/v1/payment_intents',
				'amount=1990&currency=eur&allowed_payment_method_types[0]=card',
				{ 'stripe-version': Stripe.API_VERSION }
			)
		),
		[]
	);
} );

test( "payment_method_configuration: the contract and the stand-in take it where Stripe defines it (create and update), refuse it on confirm, and know only the account's configurations (retrieve and list)", async () => {
	const current = JSON.parse(
		fs.readFileSync(
			new URL( './stripe.contract.json', import.meta.url ),
			'utf8'
		)
	).sources.current.api_version;
	const headers = { 'stripe-version': current };
	assert.deepEqual(
		codes(
			stripe(
				'POST',
				'/v1/payment_intents',
				'amount=1990&currency=eur&payment_method_configuration=pmc_1Tresen',
				headers
			)
		),
		[]
	);
	assert.deepEqual(
		codes(
			stripe(
				'POST',
				'/v1/payment_intents/pi_123/confirm',
				'payment_method=pm_123&payment_method_configuration=pmc_1Tresen',
				headers
			)
		),
		[ 'parameter_unknown payment_method_configuration' ]
	);
	const { startStandin } = await import( '../stripe/standin.mjs' );
	const standin = await startStandin( { port: 0 } );
	const post = ( p, body ) =>
		fetch( `${ standin.url }${ p }`, {
			method: 'POST',
			headers: {
				Authorization: 'Bearer sk_test_contractLog0003',
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body,
		} ).then( async ( r ) => [ r.status, await r.json() ] );
	const get = ( p ) =>
		fetch( `${ standin.url }${ p }`, {
			headers: { Authorization: 'Bearer sk_test_contractLog0003' },
		} ).then( async ( r ) => [ r.status, await r.json() ] );
	try {
		// Only the account's own configurations (made in the dashboard) are known.
		const [ unknown, missing ] = await post(
			'/v1/payment_intents',
			'amount=1990&currency=eur&payment_method_configuration=pmc_1Tresen'
		);
		assert.equal( unknown, 404 );
		assert.equal( missing.error.code, 'resource_missing' );
		assert.equal( missing.error.param, 'payment_method_configuration' );
		const [ notThere, absent ] = await get(
			'/v1/payment_method_configurations/pmc_1Tresen'
		);
		assert.equal( notThere, 404 );
		assert.equal( absent.error.code, 'resource_missing' );
		for ( const id of [ 'pmc_1Tresen', 'pmc_2Tresen' ] ) {
			await fetch(
				`${ standin.url }/_standin/payment_method_configurations`,
				{
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify( { id, name: 'Tresen' } ),
				}
			);
		}
		const [ read, configuration ] = await get(
			'/v1/payment_method_configurations/pmc_1Tresen'
		);
		assert.equal( read, 200 );
		assert.equal( configuration.object, 'payment_method_configuration' );
		assert.equal( configuration.active, true );
		assert.equal( configuration.card.available, true );
		assert.equal( configuration.ideal.display_preference.value, 'on' );
		const [ listed, list ] = await get(
			'/v1/payment_method_configurations'
		);
		assert.equal( listed, 200 );
		assert.deepEqual(
			list.data.map( ( c ) => c.id ),
			[ 'pmc_1Tresen', 'pmc_2Tresen' ]
		);
		const [ created, intent ] = await post(
			'/v1/payment_intents',
			'amount=1990&currency=eur&payment_method_configuration=pmc_1Tresen'
		);
		assert.equal( created, 200 );
		assert.equal(
			intent.payment_method_configuration_details.id,
			'pmc_1Tresen'
		);
		assert.ok( intent.payment_method_types.includes( 'ideal' ) );
		assert.ok( intent.payment_method_types.includes( 'card' ) );
		const [ updated ] = await post(
			`/v1/payment_intents/${ intent.id }`,
			'payment_method_configuration=pmc_2Tresen'
		);
		assert.equal( updated, 200 );
		const [ refused, error ] = await post(
			`/v1/payment_intents/${ intent.id }/confirm`,
			'payment_method_configuration=pmc_1Tresen'
		);
		assert.equal( refused, 400 );
		assert.equal( error.error.code, 'parameter_unknown' );
		assert.equal( error.error.param, 'payment_method_configuration' );
		const [ malformed ] = await post(
			'/v1/payment_intents',
			'amount=1990&currency=eur&payment_method_configuration=config_1'
		);
		assert.equal( malformed, 404 );
	} finally {
		await standin.stop();
	}
} );
