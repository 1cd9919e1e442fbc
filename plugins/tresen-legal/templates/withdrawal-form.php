<?php
/**
 * Withdrawal button, step 1: the form (order number, e-mail address, name,
 * optional items). Errors stand next to their field and in a summary at the
 * top that takes the focus.
 *
 * A theme can replace this file with `tresen-legal/withdrawal-form.php`.
 *
 * @package Tresen\Legal
 *
 * @var array<string, mixed> $args declaration (Declaration), errors (field => message),
 *                                 notice, fields (key => POST name), max (key => length),
 *                                 step_field, nonce (hidden field HTML).
 */

defined( 'ABSPATH' ) || exit;

$tresen_declaration = $args['declaration'];
$tresen_errors      = (array) $args['errors'];
$tresen_rows        = array(
	'order' => array(
		'label'        => __( 'Order number', 'tresen-legal' ),
		'type'         => 'text',
		'required'     => true,
		'autocomplete' => 'off',
		'hint'         => __( 'You find it in your order confirmation.', 'tresen-legal' ),
	),
	'email' => array(
		'label'        => __( 'Email address', 'tresen-legal' ),
		'type'         => 'email',
		'required'     => true,
		'autocomplete' => 'email',
		'hint'         => __( 'The address you ordered with. We send the confirmation of receipt to it.', 'tresen-legal' ),
	),
	'name'  => array(
		'label'        => __( 'Your name', 'tresen-legal' ),
		'type'         => 'text',
		'required'     => true,
		'autocomplete' => 'name',
		'hint'         => '',
	),
	'items' => array(
		'label'        => __( 'Which items? (optional)', 'tresen-legal' ),
		'type'         => 'textarea',
		'required'     => false,
		'autocomplete' => '',
		'hint'         => __( 'Leave empty to withdraw from the whole order.', 'tresen-legal' ),
	),
);
?>
<div class="tresen-withdrawal tresen-withdrawal--form">
	<?php if ( $tresen_errors || '' !== $args['notice'] ) : ?>
		<div class="woocommerce-error tresen-withdrawal__summary" id="tresen-withdrawal-summary" role="alert" tabindex="-1" autofocus>
			<?php if ( '' !== $args['notice'] ) : ?>
				<p><?php echo esc_html( $args['notice'] ); ?></p>
			<?php endif; ?>
			<?php if ( $tresen_errors ) : ?>
				<p class="tresen-withdrawal__summary-title"><?php esc_html_e( 'Please check your details:', 'tresen-legal' ); ?></p>
				<ul>
					<?php foreach ( $tresen_errors as $tresen_key => $tresen_message ) : ?>
						<li><a href="#tresen-withdrawal-<?php echo esc_attr( $tresen_key ); ?>"><?php echo esc_html( $tresen_message ); ?></a></li>
					<?php endforeach; ?>
				</ul>
			<?php endif; ?>
		</div>
	<?php endif; ?>

	<p><?php esc_html_e( 'Here you can withdraw from your contract with us. Enter your order number, your email address and your name. In the next step you check your details and confirm the withdrawal.', 'tresen-legal' ); ?></p>
	<p class="tresen-withdrawal__required-note"><?php esc_html_e( 'Fields marked with * are required.', 'tresen-legal' ); ?></p>

	<form method="post" class="tresen-withdrawal__form" novalidate>
		<?php foreach ( $tresen_rows as $tresen_key => $tresen_row ) : ?>
			<?php
			$tresen_id        = 'tresen-withdrawal-' . $tresen_key;
			$tresen_error     = $tresen_errors[ $tresen_key ] ?? '';
			$tresen_described = trim( ( '' !== $tresen_row['hint'] ? $tresen_id . '-hint ' : '' ) . ( '' !== $tresen_error ? $tresen_id . '-error' : '' ) );
			$tresen_attrs     = sprintf(
				'id="%1$s" name="%2$s" maxlength="%3$d"%4$s%5$s%6$s%7$s',
				esc_attr( $tresen_id ),
				esc_attr( $args['fields'][ $tresen_key ] ),
				(int) $args['max'][ $tresen_key ],
				$tresen_row['required'] ? ' required' : '',
				'' !== $tresen_row['autocomplete'] ? ' autocomplete="' . esc_attr( $tresen_row['autocomplete'] ) . '"' : '',
				'' !== $tresen_described ? ' aria-describedby="' . esc_attr( $tresen_described ) . '"' : '',
				'' !== $tresen_error ? ' aria-invalid="true"' : ''
			);
			?>
			<p class="form-row tresen-withdrawal__row<?php echo '' !== $tresen_error ? ' woocommerce-invalid' : ''; ?>">
				<label for="<?php echo esc_attr( $tresen_id ); ?>">
					<?php echo esc_html( $tresen_row['label'] ); ?>
					<?php if ( $tresen_row['required'] ) : ?>
						<span class="required" aria-hidden="true">*</span>
					<?php endif; ?>
				</label>
				<?php if ( 'textarea' === $tresen_row['type'] ) : ?>
					<textarea class="input-text" rows="4" <?php echo $tresen_attrs; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?>><?php echo esc_textarea( $tresen_declaration->{$tresen_key} ); ?></textarea>
				<?php else : ?>
					<input type="<?php echo esc_attr( $tresen_row['type'] ); ?>" class="input-text" value="<?php echo esc_attr( $tresen_declaration->{$tresen_key} ); ?>" <?php echo $tresen_attrs; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above. ?>>
				<?php endif; ?>
				<?php if ( '' !== $tresen_row['hint'] ) : ?>
					<span class="tresen-withdrawal__hint" id="<?php echo esc_attr( $tresen_id . '-hint' ); ?>"><?php echo esc_html( $tresen_row['hint'] ); ?></span>
				<?php endif; ?>
				<?php if ( '' !== $tresen_error ) : ?>
					<span class="tresen-withdrawal__error" id="<?php echo esc_attr( $tresen_id . '-error' ); ?>"><?php echo esc_html( $tresen_error ); ?></span>
				<?php endif; ?>
			</p>
		<?php endforeach; ?>
		<input type="hidden" name="<?php echo esc_attr( $args['step_field'] ); ?>" value="review">
		<?php echo $args['nonce']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- wp_nonce_field() output. ?>
		<p class="tresen-withdrawal__actions">
			<button type="submit" class="button alt"><?php esc_html_e( 'Continue', 'tresen-legal' ); ?></button>
		</p>
	</form>
</div>
