/**
 * Every endpoint the shop serves, fed hostile values field by field: a list
 * where one value belongs, 200 000 characters, a negative and a non-finite
 * number, text that is not UTF-8, and markup. None may answer 5xx, log a PHP
 * warning, notice or fatal error, or echo the markup unescaped; a refusal
 * (4xx) carries a message in German. Both lanes.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { sitePhp } from './lib/site';

const MARKUP = '<script>alert(1)</script>';
// Hostile replacements of one field, as form-encoded `name=value` parts (''
// skips the case). The long value goes into bodies only: web servers limit
// request lines before PHP sees them (PHP's test server drops them).
const HOSTILE: Array< ( name: string, get: boolean ) => string > = [
	( n ) => `${ n }[]=x&${ n }[]=y`,
	( n ) => `${ n }[a][b]=x`,
	( n, get ) => ( get ? '' : `${ n }=${ 'x'.repeat( 200000 ) }` ),
	( n ) => `${ n }=-1`,
	( n ) => `${ n }=1e309`,
	( n ) => `${ n }=NaN`,
	( n ) => `${ n }=%C3%28%FF`,
	( n ) => `${ n }=${ encodeURIComponent( MARKUP ) }`,
];

interface Endpoint {
	label: string;
	method: 'POST' | 'GET';
	path: string;
	/** Valid fields (name => value). */
	fields: Record< string, string >;
	headers?: Record< string, string >;
}

/** PHP warnings, notices and fatal errors the shop logged so far. */
function phpProblems(): string[] {
	return sitePhp< string[] >( `
		$file = WP_CONTENT_DIR . '/debug.log';
		if ( ! is_readable( $file ) ) { return array(); }
		$lines = preg_split( '/\\R/', (string) file_get_contents( $file ) );
		return array_values( array_filter( $lines, static fn( $l ) => preg_match( '/PHP (Fatal error|Warning|Notice|Parse error)|Uncaught/', $l ) ) );
	` );
}

function encode( fields: Record< string, string >, skip?: string ): string {
	return Object.entries( fields )
		.filter( ( [ name ] ) => name !== skip )
		.map(
			( [ name, value ] ) =>
				`${ encodeURIComponent( name ) }=${ encodeURIComponent( value ) }`
		)
		.join( '&' );
}

async function send(
	request: APIRequestContext,
	endpoint: Endpoint,
	body: string
) {
	if ( endpoint.method === 'GET' ) {
		return request.get(
			`${ endpoint.path }${ endpoint.path.includes( '?' ) ? '&' : '?' }${ body }`,
			{
				maxRedirects: 0,
			}
		);
	}
	return request.post( endpoint.path, {
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			...( endpoint.headers ?? {} ),
		},
		data: body,
		maxRedirects: 0,
	} );
}

type Data = {
	product: number;
	variable: number;
	form: number;
	withdraw: string;
	nonce: string;
	qtyNonce: string;
	shipNonce: string;
};

let prepared: Promise< { data: Data; key: string } > | null = null;

/**
 * The shop's ids and a shopper with something in the cart (once per worker).
 *
 * @param request The worker's request context.
 */
function prepare( request: APIRequestContext ) {
	if ( ! prepared ) {
		prepared = ( async () => {
			const data = sitePhp< Data >( `
				$simple = wc_get_products( array( 'type' => 'simple', 'limit' => 1, 'return' => 'ids', 'stock_status' => 'instock' ) );
				$variable = wc_get_products( array( 'type' => 'variable', 'limit' => 1, 'return' => 'ids' ) );
				return array(
					'product'   => (int) ( $simple[0] ?? 0 ),
					'variable'  => (int) ( $variable[0] ?? 0 ),
					'form'      => (int) get_option( 'tresen_contact_form_default_id' ),
					'withdraw'  => (string) wp_parse_url( (string) get_permalink( (int) get_option( 'tresen_withdrawal_form_page_id' ) ), PHP_URL_PATH ),
					'nonce'     => '',
					'qtyNonce'  => '',
					'shipNonce' => '',
				);
			` );
			// A shopper with something in the cart.
			await request.get( `/?add-to-cart=${ data.product }` );
			const page = await ( await request.get( '/warenkorb/' ) ).text();
			const key =
				page.match( /name="cart\[([a-f0-9]{32})\]\[qty\]"/ )?.[ 1 ] ??
				'x';
			return { data, key };
		} )();
	}
	return prepared;
}

/**
 * Every endpoint with valid fields.
 *
 * @param data Ids.
 * @param key  A cart item key of the shopper.
 */
function endpointsOf( data: Data, key: string ): Endpoint[] {
	return [
		{
			label: 'search',
			method: 'GET',
			path: '/',
			fields: { s: 'gin', post_type: 'product' },
		},
		{
			label: 'shop order',
			method: 'GET',
			path: '/shop/',
			fields: { orderby: 'price', paged: '1' },
		},
		{
			label: 'add_to_cart',
			method: 'POST',
			path: '/?wc-ajax=add_to_cart',
			fields: { product_id: String( data.product ), quantity: '1' },
		},
		{
			label: 'remove_from_cart',
			method: 'POST',
			path: '/?wc-ajax=remove_from_cart',
			fields: { cart_item_key: key },
		},
		{
			label: 'quantity',
			method: 'POST',
			path: '/?wc-ajax=flatsome_ajax_cart_item_alter_quantity',
			fields: { cart_item_key: key, quantity: '2', security: 'x' },
		},
		{
			label: 'fragments',
			method: 'POST',
			path: '/?wc-ajax=get_refreshed_fragments',
			fields: { time: '1' },
		},
		{
			label: 'get_variation',
			method: 'POST',
			path: '/?wc-ajax=get_variation',
			fields: {
				product_id: String( data.variable ),
				attribute_pa_groesse: '0-7-l',
			},
		},
		{
			label: 'update_shipping_method',
			method: 'POST',
			path: '/?wc-ajax=update_shipping_method',
			fields: { security: 'x', 'shipping_method[0]': 'flat_rate:1' },
		},
		{
			label: 'checkout',
			method: 'POST',
			path: '/?wc-ajax=checkout',
			fields: {
				billing_first_name: 'Erika',
				billing_last_name: 'Muster',
				billing_country: 'DE',
				billing_address_1: 'Hauptstraße 1',
				billing_postcode: '10115',
				billing_city: 'Berlin',
				billing_email: 'erika@example.test',
				tresen_birth_date: '1990-05-17',
				payment_method: 'bacs',
				'woocommerce-process-checkout-nonce': 'x',
			},
		},
		{
			label: 'update_order_review',
			method: 'POST',
			path: '/?wc-ajax=update_order_review',
			fields: {
				security: 'x',
				payment_method: 'bacs',
				country: 'DE',
				postcode: '10115',
				city: 'Berlin',
				s_country: 'AT',
				has_full_address: 'true',
				'shipping_method[0]': 'flat_rate:1',
				post_data: 'billing_first_name=Erika',
			},
		},
		{
			label: 'apply_coupon',
			method: 'POST',
			path: '/?wc-ajax=apply_coupon',
			fields: {
				security: 'x',
				coupon_code: 'sommer',
				billing_email: 'erika@example.test',
			},
		},
		{
			label: 'remove_coupon',
			method: 'POST',
			path: '/?wc-ajax=remove_coupon',
			fields: { security: 'x', coupon: 'sommer' },
		},
		{
			label: 'live search',
			method: 'GET',
			path: '/wp-admin/admin-ajax.php',
			fields: {
				action: 'flatsome_ajax_search_products',
				query: 'gin',
				product_cat: 'gin',
			},
		},
		{
			label: 'unit price refresh',
			method: 'POST',
			path: '/?wc-ajax=gzd_refresh_unit_price',
			fields: {
				security: 'x',
				queue_id: '1',
				'products[0][product_id]': String( data.product ),
				'products[0][price]': '25,90',
				'products[0][price_sale]': '',
				'products[0][quantity]': '1',
				'products[0][key]': 'p0',
			},
		},
		{
			label: 'quick view',
			method: 'POST',
			path: '/wp-admin/admin-ajax.php',
			fields: {
				action: 'flatsome_quickview',
				product: String( data.product ),
			},
		},
		{
			label: 'wishlist add',
			method: 'POST',
			path: '/wp-admin/admin-ajax.php',
			fields: {
				action: 'add_to_wishlist',
				context: 'frontend',
				nonce: 'x',
				add_to_wishlist: String( data.product ),
				wishlist_id: 'new',
				wishlist_name: 'Geburtstag',
				quantity: '1',
			},
		},
		{
			label: 'wishlist estimate',
			method: 'POST',
			path: '/wp-admin/admin-ajax.php',
			fields: {
				action: 'ask_an_estimate',
				context: 'frontend',
				nonce: 'x',
				wishlist_id: '1',
				reply_email: 'erika@example.test',
				reply_name: 'Erika',
				additional_notes: 'Hallo',
			},
		},
		{
			label: 'withdrawal form',
			method: 'POST',
			path: data.withdraw || '/widerruf/',
			fields: {
				withdrawal_order: '12345',
				withdrawal_email: 'erika@example.test',
				withdrawal_name: 'Erika',
				withdrawal_items: '',
				withdrawal_step: 'review',
				_tresen_withdrawal_nonce: 'x',
			},
		},
		{
			label: 'contact form',
			method: 'POST',
			path: `/wp-json/contact-form-7/v1/contact-forms/${ data.form }/feedback`,
			fields: {
				'your-name': 'Jana',
				'your-email': 'jana@example.de',
				'your-subject': 'Frage',
				'your-message': 'Hallo',
				_wpcf7_unit_tag: `wpcf7-f${ data.form }-o1`,
			},
		},
		{
			label: 'cart form',
			method: 'POST',
			path: '/warenkorb/',
			fields: {
				[ `cart[${ key }][qty]` ]: '2',
				update_cart: '1',
				'woocommerce-cart-nonce': 'x',
			},
		},
	];
}

const LABELS = [
	'live search',
	'search',
	'shop order',
	'add_to_cart',
	'remove_from_cart',
	'quantity',
	'fragments',
	'get_variation',
	'update_shipping_method',
	'checkout',
	'update_order_review',
	'apply_coupon',
	'remove_coupon',
	'unit price refresh',
	'quick view',
	'wishlist add',
	'wishlist estimate',
	'withdrawal form',
	'contact form',
	'cart form',
];

for ( const target of LABELS ) {
	test( `hostile input to ${ target }: no 5xx, PHP warning, English refusal or unescaped markup`, async ( {
		request,
	} ) => {
		// Dozens of requests one after another, each a whole WordPress
		// request: on a busy 2-core machine that outlasts the default 30 s.
		test.slow();
		const { data, key } = await prepare( request );
		const endpoint = endpointsOf( data, key ).find(
			( e ) => e.label === target
		) as Endpoint;
		const before = phpProblems().length;
		let requests = 0;
		const failures: string[] = [];
		for ( const name of Object.keys( endpoint.fields ) ) {
			for ( const hostile of HOSTILE ) {
				const get = endpoint.method === 'GET';
				if ( '' === hostile( name, get ) ) {
					continue;
				}
				const body = [
					encode( endpoint.fields, name ),
					hostile( name, get ),
				]
					.filter( Boolean )
					.join( '&' );
				requests++;
				let response;
				try {
					response = await send( request, endpoint, body );
				} catch ( error ) {
					failures.push(
						`${ endpoint.label }: ${ hostile( name, get ).slice( 0, 60 ) } → ${ String( error ).slice( 0, 80 ) }`
					);
					continue;
				}
				const label = `${ endpoint.label }: ${ hostile( name, get ).slice( 0, 60 ) }`;
				const status = response.status();
				const cookies = response
					.headersArray()
					.filter( ( h ) => h.name.toLowerCase() === 'set-cookie' );
				for ( const cookie of cookies ) {
					if ( cookie.value.length > 4096 ) {
						failures.push(
							`${ label } → sets a ${ cookie.value.length }-character cookie ${ cookie.value.slice( 0, 40 ) }`
						);
					}
				}
				const text = await response.text();
				if ( status >= 500 ) {
					failures.push( `${ label } → HTTP ${ status }` );
				}
				if ( text.includes( MARKUP ) ) {
					failures.push( `${ label } → echoed the markup unescaped` );
				}
				if (
					status >= 400 &&
					status < 500 &&
					/json/.test( response.headers()[ 'content-type' ] ?? '' )
				) {
					const message = JSON.stringify( JSON.parse( text ) );
					if (
						/\b(Sorry|Please|invalid|is required|not allowed|Error)\b/.test(
							message
						) &&
						! /[äöüß]|Bitte|Deine|nicht|ungültig/.test( message )
					) {
						failures.push(
							`${ label } → English refusal ${ message.slice( 0, 120 ) }`
						);
					}
				}
			}
		}
		const logged = phpProblems().slice( before );
		test.info().annotations.push( {
			type: 'fuzz',
			description: `${ requests } requests`,
		} );
		expect( failures, failures.join( '\n' ) ).toEqual( [] );
		expect( logged, logged.join( '\n' ) ).toEqual( [] );
	} );
}
