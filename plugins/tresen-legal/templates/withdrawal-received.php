<?php
/**
 * Withdrawal button, done: the confirmation of receipt with date and time.
 * It reads the same whether or not an order matched.
 *
 * A theme can replace this file with `tresen-legal/withdrawal-received.php`.
 *
 * @package Tresen\Legal
 *
 * @var array<string, mixed> $args declaration (Declaration), received (Unix time), mailed (bool).
 */

use Tresen\Legal\Withdrawal\Mailer;

defined( 'ABSPATH' ) || exit;

$tresen_declaration = $args['declaration'];
$tresen_time        = Mailer::format_time( (int) $args['received'] );
?>
<div class="tresen-withdrawal tresen-withdrawal--received">
	<h2 class="tresen-withdrawal__title" tabindex="-1" autofocus><?php esc_html_e( 'Your withdrawal has been received', 'tresen-legal' ); ?></h2>
	<p class="tresen-withdrawal__time"><?php /* translators: %s: date and time of receipt. */ echo esc_html( sprintf( __( 'Received on %s.', 'tresen-legal' ), $tresen_time ) ); ?></p>
	<?php if ( $args['mailed'] ) : ?>
		<p>
			<?php
			/* translators: %s: the customer's email address. */
			echo esc_html( sprintf( __( 'We have sent a confirmation of receipt to %s.', 'tresen-legal' ), $tresen_declaration->email ) );
			?>
		</p>
	<?php else : ?>
		<p class="woocommerce-info">
			<?php esc_html_e( 'We could not send you the confirmation by email. Please print or save this page as your confirmation of receipt.', 'tresen-legal' ); ?>
		</p>
	<?php endif; ?>
	<dl class="tresen-withdrawal__details">
		<dt><?php esc_html_e( 'Declaration', 'tresen-legal' ); ?></dt>
		<dd><?php echo esc_html( $tresen_declaration->statement() ); ?></dd>
		<dt><?php esc_html_e( 'Order number', 'tresen-legal' ); ?></dt>
		<dd><?php echo esc_html( $tresen_declaration->order ); ?></dd>
		<dt><?php esc_html_e( 'Name', 'tresen-legal' ); ?></dt>
		<dd><?php echo esc_html( $tresen_declaration->name ); ?></dd>
		<dt><?php esc_html_e( 'Email address', 'tresen-legal' ); ?></dt>
		<dd><?php echo esc_html( $tresen_declaration->email ); ?></dd>
		<dt><?php esc_html_e( 'Items', 'tresen-legal' ); ?></dt>
		<dd><?php echo nl2br( esc_html( $tresen_declaration->items_label() ) ); ?></dd>
		<dt><?php esc_html_e( 'Received on', 'tresen-legal' ); ?></dt>
		<dd><?php echo esc_html( $tresen_time ); ?></dd>
	</dl>
	<p><?php esc_html_e( 'We will get in touch with you about returning the goods and the refund.', 'tresen-legal' ); ?></p>
</div>
