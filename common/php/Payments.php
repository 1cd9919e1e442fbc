<?php
/**
 * What the suite's payment plugins (Stripe, PayPal) share: reading the
 * gateway's saved settings, the secret fields of its settings screen, and
 * the webhook endpoint's frame (the REST route, error replies, acting on
 * each event once, failing an unpaid order). The words stay with each
 * plugin (its text domain); they come in as arguments.
 *
 * @package Tresen
 */

namespace Tresen\Common\V4;

defined( 'ABSPATH' ) || exit;

/**
 * Payment gateway helpers.
 */
final class Payments {

	/** How many processed webhook event ids are remembered. */
	public const KEEP_EVENTS = 1000;

	/**
	 * A gateway's saved settings (`woocommerce_<id>_settings`).
	 *
	 * @param string $gateway_id Gateway id.
	 * @return array<string, mixed>
	 */
	public static function settings( string $gateway_id ): array {
		$settings = get_option( 'woocommerce_' . $gateway_id . '_settings', array() );
		return is_array( $settings ) ? $settings : array();
	}

	/**
	 * One saved setting of a gateway as a trimmed string ('' when unset).
	 *
	 * @param string $gateway_id Gateway id.
	 * @param string $key        Setting.
	 */
	public static function setting( string $gateway_id, string $key ): string {
		$all = self::settings( $gateway_id );
		return isset( $all[ $key ] ) && is_scalar( $all[ $key ] ) ? trim( (string) $all[ $key ] ) : '';
	}

	/**
	 * A secret field of a gateway's settings screen (for its
	 * generate_secret_html): an empty password input that says whether a
	 * value is saved, never the value, and a checkbox that removes it.
	 *
	 * @param \WC_Settings_API     $gateway Gateway.
	 * @param string               $key     Field key.
	 * @param array<string, mixed> $data    Field definition (title, description).
	 * @param array{saved: string, unset: string, remove: string} $words The plugin's words: placeholder when saved, when not, the checkbox's label.
	 */
	public static function secret_field_html( \WC_Settings_API $gateway, string $key, array $data, array $words ): string {
		$field_key = $gateway->get_field_key( $key );
		$saved     = '' !== (string) $gateway->get_option( $key );
		$title     = isset( $data['title'] ) && is_scalar( $data['title'] ) ? (string) $data['title'] : '';
		$help      = isset( $data['description'] ) && is_scalar( $data['description'] ) ? (string) $data['description'] : '';
		ob_start();
		?>
		<tr valign="top">
			<th scope="row" class="titledesc"><label for="<?php echo esc_attr( $field_key ); ?>"><?php echo esc_html( $title ); ?></label></th>
			<td class="forminp">
				<input class="input-text regular-input" type="password" autocomplete="new-password" name="<?php echo esc_attr( $field_key ); ?>" id="<?php echo esc_attr( $field_key ); ?>" value="" placeholder="<?php echo esc_attr( $saved ? $words['saved'] : $words['unset'] ); ?>" />
				<label><input type="checkbox" name="<?php echo esc_attr( $field_key ); ?>_clear" value="1" /> <?php echo esc_html( $words['remove'] ); ?></label>
				<p class="description"><?php echo esc_html( $help ); ?></p>
			</td>
		</tr>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * The value to save of a secret field (for its validate_secret_field):
	 * an empty input keeps the saved value, the checkbox removes it.
	 *
	 * @param \WC_Settings_API $gateway Gateway.
	 * @param string           $key     Field key.
	 * @param string|null      $value   Posted value.
	 */
	public static function secret_field_value( \WC_Settings_API $gateway, string $key, $value ): string {
		$field_key = $gateway->get_field_key( $key );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- WooCommerce's settings screen checked its nonce.
		if ( ! empty( $_POST[ $field_key . '_clear' ] ) ) {
			return '';
		}
		$value = trim( sanitize_text_field( (string) $value ) );
		return '' === $value ? (string) $gateway->get_option( $key ) : $value;
	}

	/**
	 * Registers `POST /wp-json/<namespace>/webhook`, open to everyone: the
	 * payment provider has no WordPress account; the callback checks its
	 * signature.
	 *
	 * @param string   $route_namespace REST namespace, e.g. "tresen-stripe/v1".
	 * @param callable $callback        Handler of a delivery.
	 */
	public static function webhook_route( string $route_namespace, callable $callback ): void {
		register_rest_route(
			$route_namespace,
			'/webhook',
			array(
				'methods'             => 'POST',
				'callback'            => $callback,
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * A webhook's JSON error reply.
	 *
	 * @param string $code    Code.
	 * @param string $message Message.
	 * @param int    $status  HTTP status.
	 */
	public static function webhook_error( string $code, string $message, int $status ): \WP_REST_Response {
		return new \WP_REST_Response(
			array(
				'code'    => $code,
				'message' => $message,
			),
			$status
		);
	}

	/**
	 * Acts on a verified webhook event once: an event id already processed
	 * (kept in an option, the newest KEEP_EVENTS) is answered as a duplicate
	 * without acting again.
	 *
	 * @param string   $option   Option holding the processed event ids.
	 * @param string   $event_id The event's id.
	 * @param callable $act      Acts on the event; returns what happened (for the provider's delivery log).
	 */
	public static function webhook_once( string $option, string $event_id, callable $act ): \WP_REST_Response {
		$processed = get_option( $option, array() );
		$processed = is_array( $processed ) ? $processed : array();
		if ( in_array( $event_id, $processed, true ) ) {
			return new \WP_REST_Response(
				array(
					'received'  => true,
					'duplicate' => true,
				),
				200
			);
		}
		$result      = (string) $act();
		$processed[] = $event_id;
		update_option( $option, array_slice( $processed, -self::KEEP_EVENTS ), false );
		return new \WP_REST_Response(
			array(
				'received' => true,
				'result'   => $result,
			),
			200
		);
	}

	/**
	 * Marks an order failed after the provider reported a failed payment,
	 * unless it is paid or no longer waits for payment.
	 *
	 * @param \WC_Order $order Order.
	 * @param string    $note  Order note (the plugin's words).
	 * @return string 'failed' or 'unchanged'.
	 */
	public static function fail_order( \WC_Order $order, string $note ): string {
		if ( $order->is_paid() || ! $order->has_status( array( 'pending', 'on-hold' ) ) ) {
			return 'unchanged';
		}
		$order->update_status( 'failed', $note );
		return 'failed';
	}
}
