<?php
/**
 * Age control at checkout (§ 9 JuSchG): the cart's minimum age is the highest
 * of its items; when above 0 the checkout asks for the date of birth and
 * refuses under-age shoppers, offers only shipping methods the owner marked
 * as age-checked, refuses Packstation/parcel-locker addresses, and stores
 * the minimum and the verified age on the order (never the date of birth).
 *
 * @package Tresen\Legal
 */

namespace Tresen\Legal;

defined( 'ABSPATH' ) || exit;

/**
 * Checkout field, validation, shipping filter and order meta.
 */
final class AgeCheck {

	/** Checkout field key of the date of birth. */
	public const FIELD = 'tresen_birth_date';

	/** Shipping method instance setting: "yes" when the carrier checks the age. */
	public const METHOD_SETTING = 'tresen_age_check';

	/** Order meta: the cart's minimum age, and the shopper's age on the order date. */
	public const ORDER_MIN_AGE  = '_tresen_min_age';
	public const ORDER_VERIFIED = '_tresen_verified_age';

	/** Shipping methods that get the "age check" setting. */
	private const METHODS = array( 'flat_rate', 'free_shipping', 'local_pickup' );

	/**
	 * Words of parcel lockers and post offices, where no one checks an age,
	 * as they read after normalize() (letters only, lower case, umlauts
	 * spelled out): "Pack-Station 123", "DHL Packstation", "Post fach" …
	 */
	private const LOCKER_WORDS = array(
		'packstation',
		'paketstation',
		'poststation',
		'abholstation',
		'postfiliale',
		'postfach',
		'postlagernd',
		'paketshop',
		'parcelshop',
		'paketbox',
		'paketkasten',
		'parcellocker',
		'amazonlocker',
		'hublocker',
		'pickuppoint',
		'pobox',
		'postnummer',
		'postnr',
	);

	/**
	 * The words of parcel lockers and post offices (as normalize() reads them).
	 *
	 * @return string[]
	 */
	public static function locker_words(): array {
		return self::LOCKER_WORDS;
	}

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_filter( 'woocommerce_checkout_fields', array( self::class, 'checkout_fields' ) );
		add_action( 'woocommerce_after_checkout_validation', array( self::class, 'validate' ), 10, 2 );
		add_filter( 'woocommerce_package_rates', array( self::class, 'filter_rates' ), 20, 2 );
		add_action( 'woocommerce_checkout_create_order', array( self::class, 'store_on_order' ), 10, 2 );
		add_action( 'woocommerce_before_checkout_form', array( self::class, 'print_notice' ), 5 );
		add_action( 'woocommerce_before_cart_totals', array( self::class, 'print_notice' ) );
		add_action( 'woocommerce_admin_order_data_after_shipping_address', array( self::class, 'admin_order_info' ) );
		/**
		 * Filters the shipping method ids whose instance settings get the "age check" box.
		 *
		 * @param string[] $ids Method ids.
		 */
		foreach ( (array) apply_filters( 'tresen_legal_age_check_method_ids', self::METHODS ) as $method_id ) {
			add_filter( 'woocommerce_shipping_instance_form_fields_' . sanitize_key( (string) $method_id ), array( self::class, 'method_setting' ) );
		}
	}

	/**
	 * Highest minimum age of the given cart items (0 when none is restricted).
	 *
	 * @param array<string|int, array<string, mixed>> $items Cart items or package contents.
	 */
	public static function min_age_of( array $items ): int {
		$age = 0;
		foreach ( $items as $item ) {
			$product = $item['data'] ?? null;
			if ( $product instanceof \WC_Product ) {
				$age = max( $age, AgeNotice::min_age( $product ) );
			}
		}
		return $age;
	}

	/**
	 * The current cart's minimum age.
	 */
	public static function cart_min_age(): int {
		return function_exists( 'WC' ) && WC()->cart ? self::min_age_of( WC()->cart->get_cart() ) : 0;
	}

	/**
	 * Adds the "age check" box to a shipping method's settings.
	 *
	 * @param array<string, array<string, mixed>> $fields Instance form fields.
	 * @return array<string, array<string, mixed>>
	 */
	public static function method_setting( $fields ) {
		$fields                         = is_array( $fields ) ? $fields : array();
		$fields[ self::METHOD_SETTING ] = array(
			'title'    => __( 'Age check', 'tresen-legal' ),
			'type'     => 'checkbox',
			'label'    => __( 'The carrier checks the recipient’s age on delivery (e.g. DHL Alterssichtprüfung or Ident-Check). Carts with drinks from 16 or 18 can only use such methods.', 'tresen-legal' ),
			'default'  => 'no',
			'desc_tip' => false,
		);
		return $fields;
	}

	/**
	 * Whether a shipping rate's method checks the age.
	 *
	 * @param \WC_Shipping_Rate $rate Rate.
	 */
	public static function rate_checks_age( $rate ): bool {
		$instance = (int) $rate->get_instance_id();
		if ( $instance <= 0 ) {
			$checks = false;
		} else {
			$method = \WC_Shipping_Zones::get_shipping_method( $instance );
			$checks = $method instanceof \WC_Shipping_Method && 'yes' === $method->get_option( self::METHOD_SETTING, 'no' );
		}
		/**
		 * Filters whether a shipping rate delivers with an age check.
		 *
		 * @param bool              $checks Whether the carrier checks the age.
		 * @param \WC_Shipping_Rate $rate   Rate.
		 */
		return (bool) apply_filters( 'tresen_legal_rate_checks_age', $checks, $rate );
	}

	/**
	 * Offers only age-checked shipping for packages with restricted drinks.
	 *
	 * @param array<string, \WC_Shipping_Rate> $rates   Rates.
	 * @param array<string, mixed>             $package Package.
	 * @return array<string, \WC_Shipping_Rate>
	 */
	public static function filter_rates( $rates, $package ) {
		if ( ! is_array( $rates ) || self::min_age_of( (array) ( $package['contents'] ?? array() ) ) <= 0 ) {
			return $rates;
		}
		return array_filter( $rates, array( self::class, 'rate_checks_age' ) );
	}

	/**
	 * Adds the date of birth to the billing fields when the cart needs it.
	 *
	 * @param array<string, array<string, array<string, mixed>>> $fields Checkout fields.
	 * @return array<string, array<string, array<string, mixed>>>
	 */
	public static function checkout_fields( $fields ) {
		$age = self::cart_min_age();
		if ( $age <= 0 || ! is_array( $fields ) ) {
			return $fields;
		}
		$fields['billing'][ self::FIELD ] = array(
			'type'              => 'date',
			'label'             => __( 'Date of birth', 'tresen-legal' ),
			'required'          => true,
			'class'             => array( 'form-row-wide' ),
			'priority'          => 115,
			'autocomplete'      => 'bday',
			'description'       => sprintf(
				/* translators: %d: minimum age in years. */
				__( 'Your cart holds drinks we may only sell to persons aged %d or over. We don’t store your date of birth, only that you are old enough.', 'tresen-legal' ),
				$age
			),
			'custom_attributes' => array(
				'max' => wp_date( 'Y-m-d' ),
				'min' => '1900-01-01',
			),
		);
		return $fields;
	}

	/**
	 * Parses a date of birth as a date input sends it (2001-04-30) or as
	 * typed in German (30.04.2001). Null when it is no valid past date.
	 *
	 * @param string $value Posted value.
	 */
	public static function parse_birth_date( string $value ): ?\DateTimeImmutable {
		$value = trim( $value );
		$zone  = wp_timezone();
		foreach ( array( '!Y-m-d', '!d.m.Y', '!j.n.Y' ) as $format ) {
			$date = \DateTimeImmutable::createFromFormat( $format, $value, $zone );
			if ( $date && $date->format( substr( $format, 1 ) ) === $value ) {
				$today = new \DateTimeImmutable( 'today', $zone );
				if ( $date > $today || (int) $date->format( 'Y' ) < 1900 ) {
					return null;
				}
				return $date;
			}
		}
		return null;
	}

	/**
	 * Age in full years on a day (default: today in the shop's time zone).
	 *
	 * @param \DateTimeImmutable      $birth Date of birth.
	 * @param \DateTimeImmutable|null $on    Day to count to.
	 */
	public static function age_on( \DateTimeImmutable $birth, ?\DateTimeImmutable $on = null ): int {
		$on = $on ? $on : new \DateTimeImmutable( 'today', wp_timezone() );
		return (int) $birth->diff( $on )->y;
	}

	/**
	 * An address line as the locker check reads it: umlauts and ß spelled
	 * out, accents dropped, lower case, and everything that is not a letter
	 * (spaces, hyphens, dots, digits, invisible characters) removed, so
	 * "Pack-Station 123", "PACKSTATION123" and "Pack Station" read alike.
	 *
	 * @param string $text Address line.
	 */
	public static function normalize( string $text ): string {
		if ( class_exists( \Normalizer::class ) ) {
			$text = (string) \Normalizer::normalize( $text, \Normalizer::FORM_KC );
		}
		$text = mb_strtolower( $text, 'UTF-8' );
		$text = strtr(
			$text,
			array(
				'ä' => 'ae',
				'ö' => 'oe',
				'ü' => 'ue',
				'ß' => 'ss',
				'ẞ' => 'ss',
			)
		);
		$text = remove_accents( $text );
		return (string) preg_replace( '/[^a-z]+/', '', strtolower( $text ) );
	}

	/**
	 * Whether an address line names a parcel locker or post office.
	 *
	 * @param string $text Address text.
	 */
	public static function is_locker_address( string $text ): bool {
		$letters = self::normalize( $text );
		foreach ( self::LOCKER_WORDS as $word ) {
			if ( str_contains( $letters, $word ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether a line of the address refuses an age-checked delivery: a
	 * locker or post office word in any line, or a bare DHL Postnummer
	 * (6 to 10 digits, nothing else) in the company or second line, where
	 * Packstation addresses carry it.
	 *
	 * @param string $part address_1, address_2 or company.
	 * @param string $text The line.
	 */
	public static function refuses_line( string $part, string $text ): bool {
		if ( self::is_locker_address( $text ) ) {
			return true;
		}
		if ( in_array( $part, array( 'address_2', 'company' ), true ) ) {
			$digits = (string) preg_replace( '/[\s.\-\/#:]+/u', '', $text );
			return 1 === preg_match( '/^(nr|no)?[0-9]{6,10}$/i', $digits );
		}
		return false;
	}

	/**
	 * The posted date of birth: from WooCommerce's posted data, or from the
	 * form post itself when the field list was built before the cart held a
	 * restricted drink (WooCommerce keeps the fields for the request).
	 *
	 * @param mixed $data Posted checkout data.
	 */
	private static function posted_birth_date( $data ): string {
		if ( is_array( $data ) && isset( $data[ self::FIELD ] ) && is_scalar( $data[ self::FIELD ] ) && '' !== $data[ self::FIELD ] ) {
			return trim( (string) $data[ self::FIELD ] );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce verified the checkout nonce before validation.
		$posted = isset( $_POST[ self::FIELD ] ) && is_scalar( $_POST[ self::FIELD ] ) ? sanitize_text_field( wp_unslash( (string) $_POST[ self::FIELD ] ) ) : '';
		return trim( $posted );
	}

	/**
	 * Refuses under-age shoppers and parcel-locker addresses for restricted carts.
	 *
	 * @param array<string, mixed> $data   Posted checkout data.
	 * @param \WP_Error            $errors Errors.
	 */
	public static function validate( $data, $errors ): void {
		$age = self::cart_min_age();
		if ( $age <= 0 || ! $errors instanceof \WP_Error || ! is_array( $data ) ) {
			return;
		}
		$raw = self::posted_birth_date( $data );
		if ( '' === $raw ) {
			if ( ! $errors->get_error_data( self::FIELD . '_required' ) ) {
				$errors->add( self::FIELD . '_required', __( 'Please enter your date of birth.', 'tresen-legal' ), array( 'id' => self::FIELD ) );
			}
		} else {
			$birth = self::parse_birth_date( $raw );
			if ( null === $birth ) {
				$errors->add( self::FIELD . '_invalid', __( 'Please enter your date of birth as DD.MM.YYYY.', 'tresen-legal' ), array( 'id' => self::FIELD ) );
			} elseif ( self::age_on( $birth ) < $age ) {
				$errors->add(
					self::FIELD . '_under_age',
					sprintf(
						/* translators: %d: minimum age in years. */
						__( 'We can’t send you this order: your cart holds drinks we may only sell to persons aged %d or over. Remove them from the cart to order the rest.', 'tresen-legal' ),
						$age
					),
					array( 'id' => self::FIELD )
				);
			}
		}
		$prefix = ! empty( $data['ship_to_different_address'] ) && WC()->cart && WC()->cart->needs_shipping_address() ? 'shipping_' : 'billing_';
		foreach ( array( 'address_1', 'address_2', 'company' ) as $part ) {
			$line = isset( $data[ $prefix . $part ] ) && is_scalar( $data[ $prefix . $part ] ) ? (string) $data[ $prefix . $part ] : '';
			if ( self::refuses_line( $part, $line ) ) {
				$errors->add(
					$prefix . 'locker',
					__( 'We can’t deliver drinks with an age limit to a Packstation, post office or parcel shop: the carrier has to check the recipient’s age in person. Please enter a home or work address.', 'tresen-legal' ),
					array( 'id' => $prefix . $part )
				);
				break;
			}
		}
	}

	/**
	 * Stores the cart's minimum age and the shopper's verified age on the order.
	 *
	 * @param \WC_Order            $order Order.
	 * @param array<string, mixed> $data  Posted checkout data.
	 */
	public static function store_on_order( $order, $data ): void {
		$age = self::cart_min_age();
		if ( $age <= 0 || ! $order instanceof \WC_Order ) {
			return;
		}
		$order->update_meta_data( self::ORDER_MIN_AGE, (string) $age );
		$birth = self::parse_birth_date( self::posted_birth_date( $data ) );
		if ( $birth ) {
			$order->update_meta_data( self::ORDER_VERIFIED, (string) self::age_on( $birth ) );
		}
	}

	/**
	 * Tells the shopper before checkout what the age limit means for delivery.
	 */
	public static function print_notice(): void {
		$age = self::cart_min_age();
		if ( $age <= 0 ) {
			return;
		}
		printf(
			'<p class="tresen-age-delivery" role="note">%s</p>',
			esc_html(
				sprintf(
					/* translators: %d: minimum age in years. */
					__( 'Your cart holds drinks from %d. We deliver them only with an age check on delivery and not to a Packstation, post office or parcel shop.', 'tresen-legal' ),
					$age
				)
			)
		);
	}

	/**
	 * The age check on the order screen in wp-admin, for packing and the label.
	 *
	 * @param \WC_Order $order Order.
	 */
	public static function admin_order_info( $order ): void {
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		$min = (int) $order->get_meta( self::ORDER_MIN_AGE );
		if ( $min <= 0 ) {
			return;
		}
		$verified = (int) $order->get_meta( self::ORDER_VERIFIED );
		printf(
			'<p class="tresen-order-age"><strong>%1$s</strong> %2$s</p>',
			esc_html__( 'Age check:', 'tresen-legal' ),
			esc_html(
				sprintf(
					/* translators: 1: minimum age, 2: customer's age by the date of birth given. */
					__( 'deliver only to persons aged %1$d or over (customer’s age by the date of birth given: %2$d).', 'tresen-legal' ),
					$min,
					$verified
				)
			)
		);
	}
}
