<?php
/**
 * Withdrawal button, step 2: the entered data and the button
 * "Widerruf bestätigen". The data travel on in hidden fields and are
 * checked again when confirmed.
 *
 * A theme can replace this file with `tresen-legal/withdrawal-review.php`.
 *
 * @package Tresen\Legal
 *
 * @var array<string, mixed> $args declaration (Declaration), fields (key => POST name),
 *                                 step_field, edit_field, nonce (hidden field HTML).
 */

defined( 'ABSPATH' ) || exit;

$tresen_declaration = $args['declaration'];
?>
<div class="tresen-withdrawal tresen-withdrawal--review">
	<h2 class="tresen-withdrawal__title" tabindex="-1" autofocus><?php esc_html_e( 'Check and confirm your withdrawal', 'tresen-legal' ); ?></h2>
	<p><?php esc_html_e( 'Your withdrawal is sent only when you select "Confirm withdrawal".', 'tresen-legal' ); ?></p>
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
	</dl>
	<form method="post" class="tresen-withdrawal__form">
		<?php foreach ( $args['fields'] as $tresen_key => $tresen_name ) : ?>
			<input type="hidden" name="<?php echo esc_attr( $tresen_name ); ?>" value="<?php echo esc_attr( $tresen_declaration->{$tresen_key} ); ?>">
		<?php endforeach; ?>
		<input type="hidden" name="<?php echo esc_attr( $args['step_field'] ); ?>" value="confirm">
		<?php echo $args['nonce']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_nonce_field() output. ?>
		<p class="tresen-withdrawal__actions">
			<button type="submit" class="button alt"><?php esc_html_e( 'Confirm withdrawal', 'tresen-legal' ); ?></button>
			<button type="submit" class="button tresen-withdrawal__edit" name="<?php echo esc_attr( $args['edit_field'] ); ?>" value="1"><?php esc_html_e( 'Change details', 'tresen-legal' ); ?></button>
		</p>
	</form>
</div>
