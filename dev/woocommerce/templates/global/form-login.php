<?php
/**
 * Inline login form (`woocommerce_login_form()`), e.g. on the order-pay page
 * for a customer's order. The double's login is WordPress's own: the form
 * posts to wp-login.php and returns to `$redirect`.
 *
 * @package WooCommerceDouble
 * @version 9.2.0
 *
 * @var string $message  Text above the fields.
 * @var string $redirect Where to go after logging in.
 * @var bool   $hidden   Whether the form starts hidden.
 */

defined( 'ABSPATH' ) || exit;

if ( is_user_logged_in() ) {
	return;
}
$tresen_redirect = $redirect ? $redirect : wc_get_page_permalink( 'myaccount' );
?>
<form class="woocommerce-form woocommerce-form-login login" method="post" action="<?php echo esc_url( wp_login_url( $tresen_redirect ) ); ?>"<?php echo $hidden ? ' style="display:none;"' : ''; ?>>
	<?php do_action( 'woocommerce_login_form_start' ); ?>
	<?php echo $message ? wp_kses_post( wpautop( wptexturize( $message ) ) ) : ''; ?>
	<p class="form-row form-row-first">
		<label for="username"><?php esc_html_e( 'Username or email address', 'woocommerce' ); ?>&nbsp;<span class="required" aria-hidden="true">*</span></label>
		<input type="text" class="input-text" name="log" id="username" autocomplete="username" required aria-required="true" />
	</p>
	<p class="form-row form-row-last">
		<label for="password"><?php esc_html_e( 'Password', 'woocommerce' ); ?>&nbsp;<span class="required" aria-hidden="true">*</span></label>
		<input class="input-text woocommerce-Input" type="password" name="pwd" id="password" autocomplete="current-password" required aria-required="true" />
	</p>
	<div class="clear"></div>
	<?php do_action( 'woocommerce_login_form' ); ?>
	<p class="form-row">
		<label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme">
			<input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever" /> <span><?php esc_html_e( 'Remember me', 'woocommerce' ); ?></span>
		</label>
		<input type="hidden" name="redirect_to" value="<?php echo esc_url( $tresen_redirect ); ?>" />
		<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="<?php esc_attr_e( 'Log in', 'woocommerce' ); ?>"><?php esc_html_e( 'Log in', 'woocommerce' ); ?></button>
	</p>
	<p class="lost_password">
		<a href="<?php echo esc_url( wp_lostpassword_url() ); ?>"><?php esc_html_e( 'Lost your password?', 'woocommerce' ); ?></a>
	</p>
	<div class="clear"></div>
	<?php do_action( 'woocommerce_login_form_end' ); ?>
</form>
