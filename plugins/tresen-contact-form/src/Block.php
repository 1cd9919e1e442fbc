<?php
/**
 * The "Kontaktformular" block: a dynamic block that renders a chosen form.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

use Tresen\Common\V4\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * Block registration.
 */
final class Block {

	public const NAME = 'tresen/contact-form';

	/**
	 * Registers the block with its editor script.
	 *
	 * @param Assets|null $assets Asset helper.
	 */
	public static function register( ?Assets $assets ): void {
		$args = array(
			'api_version'     => '3',
			'title'           => __( 'Contact form', 'tresen-contact-form' ),
			'description'     => __( 'Shows one of your contact forms.', 'tresen-contact-form' ),
			'category'        => 'widgets',
			'icon'            => 'email',
			'attributes'      => array(
				'id' => array(
					'type'    => 'integer',
					'default' => 0,
				),
			),
			'supports'        => array(
				'html'      => false,
				'className' => true,
			),
			'render_callback' => array( self::class, 'render' ),
		);
		if ( null !== $assets && $assets->exists( 'block' ) ) {
			$handle                = $assets->register( 'block', array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor' ) );
			$args['editor_script'] = $handle;
			add_action(
				'enqueue_block_editor_assets',
				static function () use ( $assets, $handle ) {
					$assets->settings(
						$handle,
						'tresenContactFormBlock',
						array(
							'forms'  => self::forms(),
							'labels' => array(
								'title'  => __( 'Contact form', 'tresen-contact-form' ),
								'choose' => __( 'Form', 'tresen-contact-form' ),
								'none'   => __( 'Default form', 'tresen-contact-form' ),
								'hint'   => __( 'Choose which contact form to show. The form is shown as visitors see it on the page.', 'tresen-contact-form' ),
							),
						)
					);
				}
			);
		}
		register_block_type( self::NAME, $args );
	}

	/**
	 * Forms the editor can choose from.
	 *
	 * @return array<int, array{id: int, title: string}>
	 */
	public static function forms(): array {
		$posts = get_posts(
			array(
				'post_type'   => ContactForm::POST_TYPE,
				'post_status' => 'publish',
				'numberposts' => 100,
				'orderby'     => 'title',
				'order'       => 'ASC',
			)
		);
		return array_map(
			static fn( \WP_Post $p ) => array(
				'id'    => (int) $p->ID,
				'title' => '' !== $p->post_title ? $p->post_title : '#' . $p->ID,
			),
			$posts
		);
	}

	/**
	 * Server rendering.
	 *
	 * @param array<string, mixed> $attributes Attributes.
	 */
	public static function render( $attributes ): string {
		$id = isset( $attributes['id'] ) ? (int) $attributes['id'] : 0;
		if ( $id <= 0 ) {
			$id = (int) get_option( Plugin::SETUP_OPTION, 0 );
		}
		$class = isset( $attributes['className'] ) ? (string) $attributes['className'] : '';
		return Plugin::render( ContactForm::find( $id ), array( 'html_class' => $class ) );
	}
}
