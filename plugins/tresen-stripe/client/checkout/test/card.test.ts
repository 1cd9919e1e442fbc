/**
 * Internal dependencies
 */
import {
	cardBrand,
	luhn,
	validateCardCvc,
	validateCardExpiry,
	validateCardNumber,
	expiryYear,
} from '../card';
import { checkCard } from '../messages';

describe( 'card brands and number lengths', () => {
	it.each( [
		[ '4242 4242 4242 4242', 'visa' ],
		[ '4222222222222', 'visa' ],
		[ '5555-5555-5555-4444', 'mastercard' ],
		[ '2223003122003222', 'mastercard' ],
		[ '378282246310005', 'amex' ],
		[ '30569309025904', 'diners' ],
		[ '6011111111111117', 'discover' ],
		[ '3530111333300000', 'jcb' ],
		[ '6759649826438453', 'maestro' ],
		[ '6200000000000005', 'unionpay' ],
	] )( 'accepts %s as %s', ( number, brand ) => {
		expect( cardBrand( number ) ).toBe( brand );
		expect( validateCardNumber( number ) ).toBe( true );
	} );

	it( 'rejects lengths the brand does not issue', () => {
		expect( validateCardNumber( '4242424242424242424' ) ).toBe( false ); // visa 19
		expect( validateCardNumber( '3056930009020004' ) ).toBe( false ); // diners 16
		expect( validateCardNumber( '37828224631000' ) ).toBe( false ); // amex 14
		expect( validateCardNumber( '675964982648' ) ).toBe( true ); // maestro issues 12 to 19 digits
		expect( validateCardNumber( '6759649826438459000' ) ).toBe( true );
		expect( validateCardNumber( '67596498264' ) ).toBe( false );
	} );

	it( 'checks the Luhn sum except for UnionPay', () => {
		expect( validateCardNumber( '4242424242424241' ) ).toBe( false );
		expect( luhn( '79927398713' ) ).toBe( true );
		expect( luhn( '79927398710' ) ).toBe( false );
		expect( validateCardNumber( '6200000000000006' ) ).toBe( true );
		expect( validateCardNumber( '62000000000000061' ) ).toBe( true ); // unionpay 17
	} );

	it( 'rejects letters and unknown brands', () => {
		expect( validateCardNumber( '4242a42424242424' ) ).toBe( false );
		expect( validateCardNumber( '9999999999999995' ) ).toBe( false );
		expect( cardBrand( '' ) ).toBeNull();
	} );
} );

describe( 'security code', () => {
	it( 'wants 3 digits, 3 or 4 for amex, never more than 4', () => {
		expect( validateCardCvc( '123', 'visa' ) ).toBe( true );
		expect( validateCardCvc( '1234', 'visa' ) ).toBe( false );
		expect( validateCardCvc( '1234', 'amex' ) ).toBe( true );
		expect( validateCardCvc( '123', 'amex' ) ).toBe( true );
		expect( validateCardCvc( '1234' ) ).toBe( true );
		expect( validateCardCvc( '12345' ) ).toBe( false );
		expect( validateCardCvc( '12' ) ).toBe( false );
		expect( validateCardCvc( '12a' ) ).toBe( false );
	} );
} );

describe( 'expiry', () => {
	const now = new Date( 2025, 5, 15 ); // 15 June 2025, local time

	it( 'reads two-digit years below 70 as 20xx', () => {
		expect( expiryYear( '27' ) ).toBe( 2027 );
		expect( expiryYear( '69' ) ).toBe( 2069 );
		expect( expiryYear( '70' ) ).toBe( 1970 );
		expect( expiryYear( '2031' ) ).toBe( 2031 );
		expect( expiryYear( '202' ) ).toBeNull();
	} );

	it( 'is valid up to the end of the expiry month', () => {
		expect( validateCardExpiry( '06', '25', now ) ).toBe( true );
		expect(
			validateCardExpiry( '6', '2025', new Date( 2025, 5, 30, 23, 59 ) )
		).toBe( true );
		expect( validateCardExpiry( '06', '25', new Date( 2025, 6, 1 ) ) ).toBe(
			false
		);
		expect( validateCardExpiry( '05', '25', now ) ).toBe( false );
		expect( validateCardExpiry( '12', '75', now ) ).toBe( false );
	} );

	it( 'rejects months outside 1 to 12', () => {
		expect( validateCardExpiry( '0', '30', now ) ).toBe( false );
		expect( validateCardExpiry( '13', '30', now ) ).toBe( false );
	} );

	it( 'names one error per field', () => {
		expect(
			checkCard(
				{
					number: '4242424242424242',
					month: '12',
					year: '30',
					cvc: '123',
				},
				now
			)
		).toEqual( [] );
		expect(
			checkCard(
				{ number: '4242 4242', month: '13', year: '30', cvc: '12' },
				now
			)
		).toEqual( [
			'incomplete_number',
			'invalid_expiry_month',
			'incomplete_cvc',
		] );
		expect(
			checkCard(
				{
					number: '4242424242424241',
					month: '01',
					year: '24',
					cvc: 'abc',
				},
				now
			)
		).toEqual( [
			'invalid_number',
			'invalid_expiry_year_past',
			'invalid_cvc',
		] );
		expect(
			checkCard(
				{
					number: '4242424242424242',
					month: '05',
					year: '2025',
					cvc: '123',
				},
				now
			)
		).toEqual( [ 'expired_card' ] );
	} );
} );
