<?php
/**
 * German law on WooCommerce's Cart and Checkout blocks, through WooCommerce's
 * public extension points only (docs/block-checkout.md):
 *
 * - the script `client/blocks-legal` (IntegrationInterface): the order button
 *   "Zahlungspflichtig bestellen" (`placeOrderButtonLabel`), EINWEG/MEHRWEG
 *   and the deposit beside each line, the 30-day price reference where a
 *   sale price shows (`cartItemPrice`, `subtotalPriceFormat`), the
 *   Packstation refusal at the address field (`wc/store/validation`);
 * - Store API extension data (ExtendSchema, namespace "tresen-legal") on the
 *   cart (its minimum age) and on each cart item (marker, deposit, reference);
 * - the date of birth as an additional checkout field, required and shown
 *   only while the cart holds drinks with an age limit, checked on the
 *   server and never stored: the order keeps only the minimum age and the
 *   age it proves (as on the classic checkout);
 * - the Packstation refusal on the server (Store API address validation);
 * - delivery countries, payment methods and the age rule above both blocks.
 *
 * Deposit lines are the cart's fees (Deposit), which the blocks show in the
 * summary; age-checked shipping is WooCommerce's rate filter (AgeCheck); the
 * e-mails are the same (OrderEmails). Real WooCommerce only: the double has
 * no blocks, so none of these hooks ever fires there.
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal\Blocks;

use Tresen\Common\V5\Assets;
use Tresen\Legal\AgeCheck;
use Tresen\Legal\AgeNotice;
use Tresen\Legal\CheckoutSummary;
use Tresen\Legal\DrinkData;
use Tresen\Legal\PriceHistory\Display;
use Tresen\Legal\PriceNotes;

defined( 'ABSPATH' ) || exit;

/**
 * Hooks of the block cart and checkout.
 */
final class BlockCheckout {

	/** Integration name, Store API namespace and script data key prefix. */
	public const NAMESPACE = 'tresen-legal';

	/** Id of the additional checkout field (namespace/name, as WooCommerce asks). */
	public const BIRTH_FIELD = 'tresen-legal/birth-date';

	/** Where WooCommerce would keep the field's value on an order or customer. */
	public const BIRTH_META = '_wc_other/tresen-legal/birth-date';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		Registration::add(
			self::NAMESPACE,
			Assets::for_plugin( TRESEN_LEGAL_FILE, 'tresen-legal' ),
			'blocks-legal',
			array( self::class, 'script_data' )
		);
		add_action( 'woocommerce_blocks_loaded', array( self::class, 'extend_store_api' ) );
		add_action( 'woocommerce_init', array( self::class, 'register_birth_field' ) );
		add_action( 'woocommerce_validate_additional_field', array( self::class, 'validate_birth_field' ), 10, 3 );
		add_action( 'woocommerce_blocks_validate_location_address_fields', array( self::class, 'validate_address' ), 10, 3 );
		add_action( 'woocommerce_store_api_checkout_update_order_from_request', array( self::class, 'store_on_order' ), 10, 2 );
		add_action( 'woocommerce_store_api_checkout_update_customer_from_request', array( self::class, 'forget_on_customer' ) );
		add_filter( 'render_block_woocommerce/checkout', array( self::class, 'prepend_information' ) );
		add_filter( 'render_block_woocommerce/cart', array( self::class, 'prepend_information' ) );
	}

	/**
	 * Delivery countries, payment methods and the age rule before the block
	 * cart and checkout start, as on the classic pages (the same output).
	 *
	 * @param string $html The block's markup.
	 */
	public static function prepend_information( $html ): string {
		ob_start();
		CheckoutSummary::print_delivery_info();
		AgeCheck::print_notice();
		return (string) ob_get_clean() . (string) $html;
	}

	/**
	 * Settings of the block script (`client/blocks-legal/settings.d.ts`).
	 *
	 * @return array<string, mixed>
	 */
	public static function script_data(): array {
		return array(
			'placeOrderLabel' => CheckoutSummary::button_text( '' ),
			'lockerMessage'   => self::locker_message(),
			'lockerWords'     => AgeCheck::locker_words(),
			'birthInvalid'    => __( 'Please enter your date of birth as DD.MM.YYYY.', 'tresen-legal' ),
			/* translators: %d: minimum age in years. */
			'birthUnderAge'   => __( 'We can’t send you this order: your cart holds drinks we may only sell to persons aged %d or over. Remove them from the cart to order the rest.', 'tresen-legal' ),
			'timeZone'        => self::time_zone(),
		);
	}

	/**
	 * The shop's time zone as an IANA name for the browser's date check; ''
	 * for a fixed offset such as "+02:00", which `Intl` cannot name (the
	 * browser's day is used then, and the server decides anyway).
	 */
	public static function time_zone(): string {
		$zone = wp_timezone_string();
		return str_contains( $zone, '/' ) || 'UTC' === $zone ? $zone : '';
	}

	/**
	 * The refusal of a parcel-locker address (the classic checkout's words).
	 */
	public static function locker_message(): string {
		return __( 'We can’t deliver drinks with an age limit to a Packstation, post office or parcel shop: the carrier has to check the recipient’s age in person. Please enter a home or work address.', 'tresen-legal' );
	}

	/**
	 * Registers the Store API extension data (on woocommerce_blocks_loaded).
	 */
	public static function extend_store_api(): void {
		if ( ! function_exists( 'woocommerce_store_api_register_endpoint_data' ) ) {
			return;
		}
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => 'cart',
				'namespace'       => self::NAMESPACE,
				'data_callback'   => array( self::class, 'cart_data' ),
				'schema_callback' => array( self::class, 'cart_schema' ),
				'schema_type'     => 'ARRAY_A', // WordPress's ARRAY_A: the data is an associative array.
			)
		);
		woocommerce_store_api_register_endpoint_data(
			array(
				'endpoint'        => 'cart-item',
				'namespace'       => self::NAMESPACE,
				'data_callback'   => array( self::class, 'item_data' ),
				'schema_callback' => array( self::class, 'item_schema' ),
				'schema_type'     => 'ARRAY_A', // WordPress's ARRAY_A: the data is an associative array.
			)
		);
	}

	/**
	 * The cart's extension data.
	 *
	 * @return array{min_age: int}
	 */
	public static function cart_data(): array {
		return array( 'min_age' => AgeCheck::cart_min_age() );
	}

	/**
	 * Schema of the cart's extension data.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function cart_schema(): array {
		return array(
			'min_age' => array(
				'description' => __( 'Minimum age for the drinks in the cart (0: none).', 'tresen-legal' ),
				'type'        => 'integer',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
		);
	}

	/**
	 * A cart item's extension data: its packaging marker and deposit (per
	 * unit and for the line, as text in the shop's currency format), its
	 * minimum age and, while on sale, the 30-day price reference.
	 *
	 * @param array<string, mixed> $cart_item Cart item.
	 * @return array{marker: string, deposit: string, deposit_line: string, min_age: int, reference: string}
	 */
	public static function item_data( $cart_item ): array {
		$out     = array(
			'marker'       => '',
			'deposit'      => '',
			'deposit_line' => '',
			'min_age'      => 0,
			'reference'    => '',
		);
		$product = is_array( $cart_item ) ? ( $cart_item['data'] ?? null ) : null;
		if ( ! $product instanceof \WC_Product ) {
			return $out;
		}
		$drink          = DrinkData::of( $product );
		$out['min_age'] = AgeNotice::min_age( $product );
		if ( $drink->deposit() > 0 && '' !== $drink->deposit_type ) {
			$out['marker']       = PriceNotes::marker_text( $drink );
			$out['deposit']      = PriceNotes::deposit_text( $drink->deposit() );
			$out['deposit_line'] = PriceNotes::deposit_text( $drink->deposit() * (float) ( $cart_item['quantity'] ?? 1 ) );
		}
		if ( $product->is_on_sale() ) {
			$reference = Display::display_reference( $product );
			if ( null !== $reference ) {
				$out['reference'] = wp_strip_all_tags( Display::reference_html( $reference ) );
				$out['reference'] = trim( html_entity_decode( $out['reference'], ENT_QUOTES, 'UTF-8' ) );
			}
		}
		return $out;
	}

	/**
	 * Schema of a cart item's extension data.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function item_schema(): array {
		$text = static function ( string $description ): array {
			return array(
				'description' => $description,
				'type'        => 'string',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			);
		};
		return array(
			'marker'       => $text( __( 'Packaging marker (EINWEG, MEHRWEG) or empty.', 'tresen-legal' ) ),
			'deposit'      => $text( __( 'Deposit per unit as shown, or empty.', 'tresen-legal' ) ),
			'deposit_line' => $text( __( 'Deposit of the line as shown, or empty.', 'tresen-legal' ) ),
			'min_age'      => array(
				'description' => __( 'Minimum age of the product (0: none).', 'tresen-legal' ),
				'type'        => 'integer',
				'context'     => array( 'view', 'edit' ),
				'readonly'    => true,
			),
			'reference'    => $text( __( 'The lowest price of the last 30 days while on sale, or empty.', 'tresen-legal' ) ),
		);
	}

	/**
	 * The date of birth as an additional checkout field in the contact
	 * section: required, and shown, only while the cart's minimum age
	 * (extension data above) is above 0. Never on the order confirmation.
	 */
	public static function register_birth_field(): void {
		if ( ! function_exists( 'woocommerce_register_additional_checkout_field' ) ) {
			return;
		}
		$min_age = array(
			'cart' => array(
				'properties' => array(
					'extensions' => array(
						'properties' => array(
							self::NAMESPACE => array(
								'properties' => array( 'min_age' => array( 'minimum' => 1 ) ),
							),
						),
					),
				),
			),
		);
		$no_age  = $min_age;
		$no_age['cart']['properties']['extensions']['properties'][ self::NAMESPACE ]['properties']['min_age'] = array( 'maximum' => 0 );
		woocommerce_register_additional_checkout_field(
			array(
				'id'                         => self::BIRTH_FIELD,
				'label'                      => __( 'Date of birth (DD.MM.YYYY)', 'tresen-legal' ),
				'location'                   => 'contact',
				'type'                       => 'text',
				'required'                   => $min_age,
				'hidden'                     => $no_age,
				'show_in_order_confirmation' => false,
				'attributes'                 => array(
					'autocomplete' => 'bday',
					'title'        => __( 'Your cart holds drinks with an age limit. We don’t store your date of birth, only that you are old enough.', 'tresen-legal' ),
				),
			)
		);
	}

	/**
	 * Refuses a date of birth that is no date, or of a shopper too young for the cart.
	 *
	 * @param \WP_Error $errors Errors of the field.
	 * @param string    $key    Field id.
	 * @param mixed     $value  Posted value.
	 */
	public static function validate_birth_field( $errors, $key, $value ): void {
		if ( self::BIRTH_FIELD !== $key || ! $errors instanceof \WP_Error ) {
			return;
		}
		$age = AgeCheck::cart_min_age();
		if ( $age <= 0 ) {
			return;
		}
		$message = self::birth_error( is_scalar( $value ) ? (string) $value : '', $age );
		if ( '' !== $message ) {
			$errors->add( 'tresen_birth_date', $message );
		}
	}

	/**
	 * What is wrong with a date of birth for a cart's minimum age ('' when nothing).
	 *
	 * @param string $value   The date as typed.
	 * @param int    $min_age Minimum age.
	 */
	public static function birth_error( string $value, int $min_age ): string {
		if ( '' === trim( $value ) ) {
			return __( 'Please enter your date of birth.', 'tresen-legal' );
		}
		$birth = AgeCheck::parse_birth_date( $value );
		if ( null === $birth ) {
			return __( 'Please enter your date of birth as DD.MM.YYYY.', 'tresen-legal' );
		}
		if ( AgeCheck::age_on( $birth ) < $min_age ) {
			return sprintf(
				/* translators: %d: minimum age in years. */
				__( 'We can’t send you this order: your cart holds drinks we may only sell to persons aged %d or over. Remove them from the cart to order the rest.', 'tresen-legal' ),
				$min_age
			);
		}
		return '';
	}

	/**
	 * Refuses a Packstation, post office or parcel shop as the delivery
	 * address of a cart with an age limit (Store API validation of the
	 * shipping address; the blocks show it at the address).
	 *
	 * @param \WP_Error            $errors Errors.
	 * @param array<string, mixed> $fields Posted address fields.
	 * @param string               $group  'shipping', 'billing' or 'other'.
	 */
	public static function validate_address( $errors, $fields, $group ): void {
		if ( 'shipping' !== $group || ! $errors instanceof \WP_Error || ! is_array( $fields ) || AgeCheck::cart_min_age() <= 0 ) {
			return;
		}
		foreach ( array( 'address_1', 'address_2', 'company' ) as $part ) {
			$line = isset( $fields[ $part ] ) && is_scalar( $fields[ $part ] ) ? (string) $fields[ $part ] : '';
			if ( AgeCheck::refuses_line( $part, $line ) ) {
				$errors->add( 'tresen_locker_address', self::locker_message() );
				return;
			}
		}
	}

	/**
	 * Keeps the cart's minimum age and the proven age on the order, and
	 * removes the date of birth WooCommerce stored with the order (and the
	 * customer account) as an additional field.
	 *
	 * @param \WC_Order        $order   Order.
	 * @param \WP_REST_Request $request Checkout request.
	 */
	public static function store_on_order( $order, $request ): void {
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$order->delete_meta_data( self::BIRTH_META );
		$customer_id = $order->get_customer_id();
		if ( $customer_id > 0 ) {
			$customer = new \WC_Customer( $customer_id );
			if ( '' !== (string) $customer->get_meta( self::BIRTH_META ) ) {
				$customer->delete_meta_data( self::BIRTH_META );
				$customer->save_meta_data();
			}
		}
		$age = AgeCheck::cart_min_age();
		if ( $age <= 0 ) {
			$order->delete_meta_data( AgeCheck::ORDER_MIN_AGE );
			$order->delete_meta_data( AgeCheck::ORDER_VERIFIED );
			return;
		}
		$order->update_meta_data( AgeCheck::ORDER_MIN_AGE, (string) $age );
		$fields = $request instanceof \WP_REST_Request ? $request->get_param( 'additional_fields' ) : null;
		$raw    = is_array( $fields ) && isset( $fields[ self::BIRTH_FIELD ] ) && is_scalar( $fields[ self::BIRTH_FIELD ] ) ? (string) $fields[ self::BIRTH_FIELD ] : '';
		$birth  = AgeCheck::parse_birth_date( $raw );
		if ( $birth ) {
			$order->update_meta_data( AgeCheck::ORDER_VERIFIED, (string) AgeCheck::age_on( $birth ) );
		}
	}

	/**
	 * The customer keeps no date of birth either.
	 *
	 * @param \WC_Customer $customer Customer.
	 */
	public static function forget_on_customer( $customer ): void {
		if ( $customer instanceof \WC_Customer ) {
			$customer->delete_meta_data( self::BIRTH_META );
		}
	}
}
