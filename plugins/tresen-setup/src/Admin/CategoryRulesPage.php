<?php
/**
 * WooCommerce → Getränke nach Kategorie: minimum age, deposit and unit price
 * base per product category, with a preview count, apply and undo (plain
 * forms, works without JavaScript).
 *
 * @package Tresen\Setup
 */

namespace Tresen\Setup\Admin;

use Tresen\Setup\Rules\CategoryRules;

defined( 'ABSPATH' ) || exit;

/**
 * The category rules page.
 */
final class CategoryRulesPage {

	public const SLUG   = 'tresen-drink-rules';
	public const ACTION = 'tresen_setup_category_rule';

	/**
	 * Adds the hooks.
	 */
	public static function register(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ), 61 );
		add_action( 'admin_post_' . self::ACTION, array( self::class, 'handle' ) );
	}

	/**
	 * The menu entry under WooCommerce.
	 */
	public static function menu(): void {
		add_submenu_page( 'woocommerce', __( 'Drinks by category', 'tresen-setup' ), __( 'Drinks by category', 'tresen-setup' ), 'manage_woocommerce', self::SLUG, array( self::class, 'render' ) );
	}

	/**
	 * Handles preview, apply and undo (admin-post, nonce per category).
	 */
	public static function handle(): void {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			wp_die( esc_html__( 'You may not change drink data.', 'tresen-setup' ), '', array( 'response' => 403 ) );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- verified right below, per category.
		$term_id = isset( $_POST['term_id'] ) ? absint( $_POST['term_id'] ) : 0;
		check_admin_referer( self::ACTION . '_' . $term_id );
		$raw = array();
		foreach ( array( 'min_age', 'deposit_type', 'deposit_amount', 'deposit_units', 'unit' ) as $key ) {
			$raw[ $key ] = isset( $_POST[ $key ] ) ? sanitize_text_field( wp_unslash( $_POST[ $key ] ) ) : '';
		}
		$do = isset( $_POST['do'] ) ? sanitize_key( wp_unslash( $_POST['do'] ) ) : 'preview';
		// phpcs:enable
		$term = get_term( $term_id, 'product_cat' );
		$name = $term instanceof \WP_Term ? $term->name : '';
		if ( 'undo' === $do ) {
			$result  = CategoryRules::undo( $term_id );
			$message = is_wp_error( $result ) ? $result->get_error_message() : sprintf(
				/* translators: 1: number of products, 2: category. */
				_n( '%2$s: %1$d product restored as it was before.', '%2$s: %1$d products restored as they were before.', $result, 'tresen-setup' ),
				$result,
				$name
			);
		} elseif ( 'apply' === $do ) {
			$result  = CategoryRules::apply( $term_id, $raw );
			$message = is_wp_error( $result ) ? $result->get_error_message() : sprintf(
				/* translators: 1: number of products, 2: category. */
				_n( '%2$s: %1$d product changed. New products of this category get these data too.', '%2$s: %1$d products changed. New products of this category get these data too.', $result, 'tresen-setup' ),
				$result,
				$name
			);
		} else {
			$errors  = CategoryRules::validate( $raw );
			$result  = $errors ? new \WP_Error( 'invalid', implode( ' ', $errors ) ) : count( CategoryRules::preview( $term_id, $raw ) );
			$message = is_wp_error( $result ) ? $result->get_error_message() : sprintf(
				/* translators: 1: number of products, 2: category. */
				_n( '%2$s: applying would change %1$d product.', '%2$s: applying would change %1$d products.', $result, 'tresen-setup' ),
				$result,
				$name
			);
			if ( ! is_wp_error( $result ) ) {
				set_transient( 'tresen_setup_rule_draft_' . get_current_user_id(), array( $term_id => $raw ), 300 );
			}
		}
		set_transient(
			'tresen_setup_rule_notice_' . get_current_user_id(),
			array(
				'error'   => is_wp_error( $result ),
				'message' => $message,
			),
			60
		);
		wp_safe_redirect( admin_url( 'admin.php?page=' . self::SLUG ) . '#tresen-rule-' . $term_id );
		exit;
	}

	/**
	 * Prints the page.
	 */
	public static function render(): void {
		$user   = get_current_user_id();
		$notice = get_transient( 'tresen_setup_rule_notice_' . $user );
		$drafts = get_transient( 'tresen_setup_rule_draft_' . $user );
		delete_transient( 'tresen_setup_rule_notice_' . $user );
		delete_transient( 'tresen_setup_rule_draft_' . $user );
		echo '<div class="wrap"><h1>' . esc_html__( 'Drinks by category', 'tresen-setup' ) . '</h1>';
		echo '<p>' . esc_html__( 'Set minimum age, deposit and unit price once per category. “Preview” counts the products that would change, “Apply” writes the data to every product of the category (and its subcategories) and to new products added to it later, “Undo” restores what the last apply replaced. Data you entered on a product is overwritten by “Apply” and comes back with “Undo”.', 'tresen-setup' ) . '</p>';
		if ( is_array( $notice ) ) {
			echo '<div class="notice ' . ( $notice['error'] ? 'notice-error' : 'notice-success' ) . '" role="alert"><p>' . esc_html( (string) $notice['message'] ) . '</p></div>';
		}
		$terms = get_terms(
			array(
				'taxonomy'   => 'product_cat',
				'hide_empty' => false,
			)
		);
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			if ( $term instanceof \WP_Term ) {
				$draft = is_array( $drafts ) && isset( $drafts[ $term->term_id ] ) ? CategoryRules::normalize( $drafts[ $term->term_id ] ) : null;
				self::print_form( $term, $draft ?? CategoryRules::get( $term->term_id ) );
			}
		}
		echo '</div>';
	}

	/**
	 * One category's form.
	 *
	 * @param \WP_Term                                                                                          $term Category.
	 * @param array{min_age: string, deposit_type: string, deposit_amount: string, deposit_units: int, unit: string} $rule Rule shown.
	 */
	private static function print_form( \WP_Term $term, array $rule ): void {
		$id    = 'tresen-rule-' . $term->term_id;
		$count = count( CategoryRules::product_ids( $term->term_id ) );
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" id="' . esc_attr( $id ) . '" class="tresen-rule" aria-labelledby="' . esc_attr( $id ) . '-title">';
		echo '<h2 id="' . esc_attr( $id ) . '-title">' . esc_html( $term->name ) . ' <span class="count">(' . esc_html(
			sprintf(
				/* translators: %d: number of products. */
				_n( '%d product', '%d products', $count, 'tresen-setup' ),
				$count
			)
		) . ')</span></h2>';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '"><input type="hidden" name="term_id" value="' . esc_attr( (string) $term->term_id ) . '">';
		wp_nonce_field( self::ACTION . '_' . $term->term_id );
		echo '<p class="tresen-rule-fields">';
		self::select(
			$id . '-age',
			'min_age',
			__( 'Minimum age', 'tresen-setup' ),
			$rule['min_age'],
			array(
				''   => __( 'unchanged', 'tresen-setup' ),
				'0'  => __( 'none (alcohol-free)', 'tresen-setup' ),
				'16' => __( '16 years (beer, wine, sparkling wine)', 'tresen-setup' ),
				'18' => __( '18 years (spirits)', 'tresen-setup' ),
			)
		);
		self::select(
			$id . '-deposit',
			'deposit_type',
			__( 'Deposit', 'tresen-setup' ),
			$rule['deposit_type'],
			array(
				''        => __( 'unchanged', 'tresen-setup' ),
				'none'    => __( 'no deposit', 'tresen-setup' ),
				'einweg'  => __( 'EINWEG (0,25 € by law)', 'tresen-setup' ),
				'mehrweg' => __( 'MEHRWEG (amount below)', 'tresen-setup' ),
			)
		);
		echo ' <label for="' . esc_attr( $id ) . '-amount">' . esc_html__( 'Deposit per container (€)', 'tresen-setup' ) . '</label> ';
		echo '<input type="text" inputmode="decimal" size="5" id="' . esc_attr( $id ) . '-amount" name="deposit_amount" value="' . esc_attr( '' === $rule['deposit_amount'] ? '' : str_replace( '.', ',', $rule['deposit_amount'] ) ) . '" aria-describedby="' . esc_attr( $id ) . '-amount-help">';
		echo ' <span id="' . esc_attr( $id ) . '-amount-help" class="description">' . esc_html__( 'MEHRWEG usually 0,08 € (beer) or 0,15 €.', 'tresen-setup' ) . '</span>';
		echo ' <label for="' . esc_attr( $id ) . '-units">' . esc_html__( 'Containers per product', 'tresen-setup' ) . '</label> ';
		echo '<input type="number" min="1" max="48" id="' . esc_attr( $id ) . '-units" name="deposit_units" value="' . esc_attr( (string) $rule['deposit_units'] ) . '">';
		self::select(
			$id . '-unit',
			'unit',
			__( 'Unit price', 'tresen-setup' ),
			$rule['unit'],
			array(
				''   => __( 'unchanged', 'tresen-setup' ),
				'l'  => __( 'per 1 l', 'tresen-setup' ),
				'kg' => __( 'per 1 kg', 'tresen-setup' ),
			)
		);
		echo '</p><p>';
		echo '<button type="submit" class="button" name="do" value="preview">' . esc_html__( 'Preview', 'tresen-setup' ) . '</button> ';
		echo '<button type="submit" class="button button-primary" name="do" value="apply">' . esc_html__( 'Apply', 'tresen-setup' ) . '</button> ';
		if ( CategoryRules::can_undo( $term->term_id ) ) {
			echo '<button type="submit" class="button" name="do" value="undo">' . esc_html__( 'Undo', 'tresen-setup' ) . '</button>';
		}
		echo '</p></form><hr>';
	}

	/**
	 * A labelled select.
	 *
	 * @param string                $id      Element id.
	 * @param string                $name    Field name.
	 * @param string                $label   Label.
	 * @param string                $current Selected value.
	 * @param array<int|string, string> $options Value => text.
	 */
	private static function select( string $id, string $name, string $label, string $current, array $options ): void {
		echo ' <label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label> <select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">';
		foreach ( $options as $value => $text ) {
			echo '<option value="' . esc_attr( (string) $value ) . '"' . selected( (string) $value, $current, false ) . '>' . esc_html( $text ) . '</option>';
		}
		echo '</select>';
	}
}
