<?php
/**
 * Renders a form as Contact Form 7 does (classes, hidden fields, wraps), so
 * theme CSS and tracking snippets written for CF7 keep working. The HTML is
 * the same for every visitor: pages stay cacheable.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

use Tresen\ContactForm\Spam\Captcha;
use Tresen\ContactForm\Spam\Guard;
use Tresen\ContactForm\Spam\Quiz;

defined( 'ABSPATH' ) || exit;

/**
 * HTML of a form.
 */
final class Renderer {

	/** Version number printed in _wpcf7_version (the CF7 API level we follow). */
	public const API_VERSION = '6.0.6';

	/**
	 * Forms rendered in this request (for unit tags).
	 *
	 * @var int
	 */
	private static $count = 0;

	/**
	 * Result of a non-JavaScript submission, by unit tag.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	public static $results = array();

	/**
	 * Form being rendered.
	 *
	 * @var ContactForm
	 */
	private $form;

	/**
	 * Unit tag.
	 *
	 * @var string
	 */
	private $unit_tag;

	/**
	 * Non-JS result for this unit, if any.
	 *
	 * @var array<string, mixed>|null
	 */
	private $result;

	/**
	 * Constructor.
	 *
	 * @param ContactForm $form Form.
	 */
	private function __construct( ContactForm $form ) {
		$this->form = $form;
	}

	/**
	 * Unit tag of a form on a page: wpcf7-f<form>-p<post>-o<n>.
	 *
	 * @param int $form_id   Form id.
	 * @param int $container Post id.
	 * @param int $n         Counter.
	 */
	public static function unit_tag( int $form_id, int $container, int $n ): string {
		return sprintf( 'wpcf7-f%d-%so%d', $form_id, $container > 0 ? 'p' . $container . '-' : '', $n );
	}

	/**
	 * Renders a form.
	 *
	 * @param ContactForm          $form Form.
	 * @param array<string, mixed> $atts html_id, html_class, title.
	 */
	public static function render( ContactForm $form, array $atts = array() ): string {
		$self           = new self( $form );
		$container      = in_the_loop() || is_singular() ? (int) get_the_ID() : 0;
		$self->unit_tag = self::unit_tag( $form->id, $container, ++self::$count );
		$self->result   = self::$results[ $self->unit_tag ] ?? null;
		return $self->html( $container, $atts );
	}

	/**
	 * Markup.
	 *
	 * @param int                  $container Container post.
	 * @param array<string, mixed> $atts      Attributes.
	 */
	private function html( int $container, array $atts ): string {
		$status  = $this->result ? Status::dom( (string) $this->result['status'] ) : 'init';
		$action  = $this->action_url( $container );
		$classes = trim( 'wpcf7-form ' . $status . ' ' . sanitize_html_class( (string) ( $atts['html_class'] ?? '' ) ) );
		$hidden  = array(
			'_wpcf7'                  => (string) $this->form->id,
			'_wpcf7_version'          => self::API_VERSION,
			'_wpcf7_locale'           => $this->form->locale,
			'_wpcf7_unit_tag'         => $this->unit_tag,
			'_wpcf7_container_post'   => (string) $container,
			'_wpcf7_posted_data_hash' => '',
			Guard::FILL_TIME          => '',
			Guard::TOKEN              => Guard::token( $this->form->id ),
		);
		$out     = '<div class="wpcf7 no-js" id="' . esc_attr( $this->unit_tag ) . '" lang="' . esc_attr( str_replace( '_', '-', $this->form->locale ) ) . '" dir="' . ( is_rtl() ? 'rtl' : 'ltr' ) . '" data-wpcf7-id="' . esc_attr( (string) $this->form->id ) . '">';
		$out    .= '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true">' . esc_html( $this->result ? (string) $this->result['message'] : '' ) . '</p><ul>' . $this->sr_list() . '</ul></div>';
		$out    .= '<form action="' . esc_url( $action ) . '" method="post" class="' . esc_attr( $classes ) . '" aria-label="' . esc_attr( '' !== $this->form->title ? $this->form->title : __( 'Contact form', 'tresen-contact-form' ) ) . '" novalidate="novalidate" data-status="' . esc_attr( $status ) . '"' . ( $this->has_files() ? ' enctype="multipart/form-data"' : '' ) . ( ! empty( $atts['html_id'] ) ? ' id="' . esc_attr( (string) $atts['html_id'] ) . '"' : '' ) . '>';
		$out    .= '<fieldset class="hidden-fields-container">';
		foreach ( $hidden as $name => $value ) {
			$out .= '<input type="hidden" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '" />';
		}
		$out .= '</fieldset>';
		// The template's own HTML went through wp_kses_post() on save unless the editor may post unfiltered HTML.
		$out .= TagParser::replace( $this->form->form, array( $this, 'tag' ) );
		$out .= '<p class="tresen-cf-hp" aria-hidden="true"><label>' . esc_html__( 'Leave this field empty', 'tresen-contact-form' ) . ' <input type="text" name="' . esc_attr( Guard::HONEYPOT ) . '" value="" tabindex="-1" autocomplete="off" /></label></p>';
		$out .= '<div class="wpcf7-response-output" aria-hidden="true">' . esc_html( $this->result ? (string) $this->result['message'] : '' ) . '</div>';
		$out .= '</form></div>';
		return $out;
	}

	/**
	 * Where the plain (no-JavaScript) form posts: the page itself, site-relative only.
	 *
	 * @param int $container Container post.
	 */
	private function action_url( int $container ): string {
		$url = $container > 0 ? (string) get_permalink( $container ) : home_url( '/' );
		if ( ! str_starts_with( $url, home_url() ) ) {
			$url = home_url( '/' );
		}
		return $url . '#' . $this->unit_tag;
	}

	/**
	 * Screen-reader error list of a non-JS result.
	 */
	private function sr_list(): string {
		$out = '';
		foreach ( (array) ( $this->result['invalid_fields'] ?? array() ) as $field => $message ) {
			$out .= '<li id="' . esc_attr( $this->unit_tag . '-ve-' . $field ) . '">' . esc_html( (string) $message ) . '</li>';
		}
		return $out;
	}

	/**
	 * Whether the form has [file] fields.
	 */
	private function has_files(): bool {
		return (bool) $this->form->tags_of( 'file' );
	}

	/**
	 * HTML of one tag (callback of TagParser::replace()).
	 *
	 * @param FormTag $tag Tag.
	 */
	public function tag( FormTag $tag ): string {
		switch ( $tag->basetype ) {
			case 'submit':
				$label = $tag->values[0] ?? __( 'Send', 'tresen-contact-form' );
				return '<input class="' . esc_attr( $this->classes( $tag, 'wpcf7-form-control wpcf7-submit has-spinner' ) ) . '" type="submit" value="' . esc_attr( $label ) . '" />';
			case 'count':
				return $this->counter( $tag );
			case 'quiz':
				if ( ! $this->form->quiz_enabled ) {
					return '';
				}
				break;
		}
		if ( '' === $tag->name ) {
			return '';
		}
		$error   = $this->result['invalid_fields'][ $tag->name ] ?? null;
		$control = $this->control( $tag, null !== $error );
		$tip     = null !== $error ? '<span class="wpcf7-not-valid-tip" aria-hidden="true">' . esc_html( (string) $error ) . '</span>' : '';
		return '<span class="wpcf7-form-control-wrap" data-name="' . esc_attr( $tag->name ) . '">' . $control . $tip . '</span>';
	}

	/**
	 * Class list of a control.
	 *
	 * @param FormTag $tag  Tag.
	 * @param string  $base Base classes.
	 */
	private function classes( FormTag $tag, string $base ): string {
		$classes = explode( ' ', $base );
		foreach ( $tag->options as $opt ) {
			if ( str_starts_with( $opt, 'class:' ) ) {
				$classes[] = sanitize_html_class( substr( $opt, 6 ) );
			}
		}
		return implode( ' ', array_filter( $classes ) );
	}

	/**
	 * Common attributes: id, aria-required, aria-invalid, aria-describedby.
	 *
	 * @param FormTag $tag     Tag.
	 * @param bool    $invalid Whether the field has an error.
	 */
	private function aria( FormTag $tag, bool $invalid ): string {
		$attrs = '';
		$id    = $tag->get_option( 'id' );
		if ( null !== $id && preg_match( '/^[A-Za-z][-A-Za-z0-9_:.]*$/D', $id ) ) {
			$attrs .= ' id="' . esc_attr( $id ) . '"';
		}
		if ( $tag->is_required() ) {
			$attrs .= ' aria-required="true"';
		}
		$attrs .= ' aria-invalid="' . ( $invalid ? 'true' : 'false' ) . '"';
		if ( $invalid ) {
			$attrs .= ' aria-describedby="' . esc_attr( $this->unit_tag . '-ve-' . $tag->name ) . '"';
		}
		return $attrs;
	}

	/**
	 * The posted value of a field after a non-JS submission that failed.
	 *
	 * @param FormTag $tag Tag.
	 * @return string|string[]
	 */
	private function kept( FormTag $tag ) {
		if ( ! $this->result || 'mail_sent' === $this->result['status'] ) {
			return '';
		}
		$value = $this->result['posted'][ $tag->name ] ?? '';
		// Shown again within the field's own length limit: a huge post never
		// comes back as a huge page (the shopper sees the "too long" tip).
		$max = $tag->int_option( 'maxlength' ) ?? ( 'textarea' === $tag->basetype ? 2000 : 400 );
		if ( is_string( $value ) ) {
			return mb_substr( $value, 0, max( 0, $max ) );
		}
		return is_array( $value ) ? array_map( static fn( $v ) => is_string( $v ) ? mb_substr( $v, 0, 400 ) : '', $value ) : '';
	}

	/**
	 * The control of a field tag.
	 *
	 * @param FormTag $tag     Tag.
	 * @param bool    $invalid Whether it has an error.
	 */
	private function control( FormTag $tag, bool $invalid ): string {
		$type  = $tag->basetype;
		$name  = $tag->name;
		$aria  = $this->aria( $tag, $invalid );
		$kept  = $this->kept( $tag );
		$value = is_string( $kept ) && '' !== $kept ? $kept : ( $tag->values[0] ?? '' );
		$ph    = '';
		if ( $tag->has_option( 'placeholder' ) || $tag->has_option( 'watermark' ) ) {
			$ph    = ' placeholder="' . esc_attr( $tag->values[0] ?? '' ) . '"';
			$value = is_string( $kept ) ? $kept : '';
		}
		$auto = $tag->get_option( 'autocomplete' );
		$auto = null !== $auto && preg_match( '/^[a-z0-9 -]+$/iD', $auto ) ? ' autocomplete="' . esc_attr( $auto ) . '"' : '';
		$req  = $tag->is_required() ? ' wpcf7-validates-as-required' : '';
		switch ( $type ) {
			case 'text':
			case 'email':
			case 'tel':
			case 'url':
				$max   = $tag->int_option( 'maxlength' ) ?? 400;
				$min   = $tag->int_option( 'minlength' );
				$extra = 'text' === $type ? '' : ' wpcf7-validates-as-' . $type;
				return '<input size="40" maxlength="' . esc_attr( (string) $max ) . '"' . ( null !== $min ? ' minlength="' . esc_attr( (string) $min ) . '"' : '' ) . ' class="' . esc_attr( $this->classes( $tag, 'wpcf7-form-control wpcf7-' . $type . $req . $extra ) ) . '"' . $auto . $aria . $ph . ' value="' . esc_attr( $value ) . '" type="' . $type . '" name="' . esc_attr( $name ) . '" />';
			case 'number':
			case 'range':
			case 'date':
				$attrs = '';
				foreach ( array( 'min', 'max', 'step' ) as $opt ) {
					$v = $tag->get_option( $opt );
					if ( null !== $v && preg_match( '/^[-0-9.a-z]+$/iD', $v ) ) {
						$attrs .= ' ' . $opt . '="' . esc_attr( 'today' === $v ? wp_date( 'Y-m-d' ) : $v ) . '"';
					}
				}
				$kind = 'date' === $type ? 'date' : 'number';
				return '<input class="' . esc_attr( $this->classes( $tag, 'wpcf7-form-control wpcf7-' . $type . $req . ' wpcf7-validates-as-' . $kind ) ) . '"' . $attrs . $aria . $ph . ' value="' . esc_attr( $value ) . '" type="' . $type . '" name="' . esc_attr( $name ) . '" />';
			case 'textarea':
				$max  = $tag->int_option( 'maxlength' ) ?? 2000;
				$min  = $tag->int_option( 'minlength' );
				$text = is_string( $kept ) && '' !== $kept ? $kept : ( $tag->has_option( 'placeholder' ) ? '' : $tag->content . ( $tag->values[0] ?? '' ) );
				return '<textarea cols="40" rows="10" maxlength="' . esc_attr( (string) $max ) . '"' . ( null !== $min ? ' minlength="' . esc_attr( (string) $min ) . '"' : '' ) . ' class="' . esc_attr( $this->classes( $tag, 'wpcf7-form-control wpcf7-textarea' . $req ) ) . '"' . $auto . $aria . $ph . ' name="' . esc_attr( $name ) . '">' . esc_textarea( $text ) . '</textarea>';
			case 'select':
				$multiple = $tag->has_option( 'multiple' );
				$options  = '';
				$labels   = $tag->labels();
				if ( $tag->has_option( 'include_blank' ) || ( $tag->has_option( 'first_as_label' ) && $labels ) ) {
					$blank    = $tag->has_option( 'first_as_label' ) ? array_shift( $labels ) : '—' . __( 'Please choose an option', 'tresen-contact-form' ) . '—';
					$options .= '<option value="">' . esc_html( (string) $blank ) . '</option>';
				}
				foreach ( $labels as $label ) {
					$selected = in_array( $label, (array) $kept, true ) ? ' selected="selected"' : '';
					$options .= '<option value="' . esc_attr( $label ) . '"' . $selected . '>' . esc_html( $label ) . '</option>';
				}
				return '<select class="' . esc_attr( $this->classes( $tag, 'wpcf7-form-control wpcf7-select' . $req ) ) . '"' . $aria . ' name="' . esc_attr( $name . ( $multiple ? '[]' : '' ) ) . '"' . ( $multiple ? ' multiple="multiple"' : '' ) . '>' . $options . '</select>';
			case 'checkbox':
			case 'radio':
				return $this->choices( $tag, $aria, $kept );
			case 'acceptance':
				$mods = ( $tag->has_option( 'optional' ) ? ' optional' : '' ) . ( $tag->has_option( 'invert' ) ? ' invert' : '' );
				return '<span class="' . esc_attr( $this->classes( $tag, 'wpcf7-form-control wpcf7-acceptance' . $mods ) ) . '"><span class="wpcf7-list-item"><label><input type="checkbox" name="' . esc_attr( $name ) . '" value="1"' . $aria . ' /><span class="wpcf7-list-item-label">' . wp_kses_post( '' !== $tag->content ? $tag->content : (string) ( $tag->values[0] ?? '' ) ) . '</span></label></span></span>';
			case 'file':
				$accept = implode( ',', array_map( static fn( $e ) => '.' . $e, Schema::file_types( $tag ) ) );
				return '<input size="40" class="' . esc_attr( $this->classes( $tag, 'wpcf7-form-control wpcf7-file' . $req ) ) . '" accept="' . esc_attr( $accept ) . '"' . $aria . ' type="file" name="' . esc_attr( $name ) . '" />';
			case 'quiz':
				$pick = Quiz::pick( $tag );
				if ( null === $pick ) {
					return '';
				}
				return '<span class="wpcf7-quiz-label">' . esc_html( $pick[0] ) . '</span> <input size="40" class="' . esc_attr( $this->classes( $tag, 'wpcf7-form-control wpcf7-quiz' ) ) . '" autocomplete="off" aria-required="true"' . substr( $aria, strpos( $aria, ' aria-invalid' ) ) . ' type="text" name="' . esc_attr( $name ) . '" /><input type="hidden" name="_wpcf7_quiz_answer_' . esc_attr( $name ) . '" value="' . esc_attr( $pick[1] ) . '" />';
			case 'captcha':
				$challenge = Captcha::create();
				if ( null === $challenge ) {
					return '';
				}
				return '<img class="wpcf7-captchac wpcf7-captcha-' . esc_attr( $name ) . '" width="144" height="48" alt="' . esc_attr__( 'Code to type in (the image shows 5 letters and digits)', 'tresen-contact-form' ) . '" src="' . esc_url( $challenge[1] ) . '" /><input type="hidden" name="_wpcf7_captcha_challenge_' . esc_attr( $name ) . '" value="' . esc_attr( $challenge[0] ) . '" /> <input size="10" maxlength="10" class="' . esc_attr( $this->classes( $tag, 'wpcf7-form-control wpcf7-captchar' ) ) . '" autocomplete="off" aria-required="true"' . substr( $aria, strpos( $aria, ' aria-invalid' ) ) . ' type="text" name="' . esc_attr( $name ) . '" />';
		}
		return '';
	}

	/**
	 * Checkbox and radio groups.
	 *
	 * @param FormTag         $tag  Tag.
	 * @param string          $aria Aria attributes.
	 * @param string|string[] $kept Posted values.
	 */
	private function choices( FormTag $tag, string $aria, $kept ): string {
		$radio    = 'radio' === $tag->basetype;
		$labels   = $tag->labels();
		$default  = array_map( 'intval', explode( '_', (string) $tag->get_option( 'default' ) ) );
		$first    = $tag->has_option( 'label_first' );
		$classes  = 'wpcf7-form-control wpcf7-' . $tag->basetype . ( $tag->has_option( 'exclusive' ) ? ' wpcf7-exclusive-checkbox' : '' );
		$items    = '';
		$count    = count( $labels );
		$describe = str_contains( $aria, 'aria-describedby' ) ? substr( $aria, strpos( $aria, ' aria-describedby' ) ) : '';
		foreach ( $labels as $i => $label ) {
			$checked = $kept ? in_array( $label, (array) $kept, true ) : ( in_array( $i + 1, $default, true ) || ( $radio && 0 === $i && ! $tag->get_option( 'default' ) && $tag->is_required() ) );
			$input   = '<input type="' . ( $radio ? 'radio' : 'checkbox' ) . '" name="' . esc_attr( $tag->name . ( $radio || $tag->has_option( 'exclusive' ) ? '' : '[]' ) ) . '" value="' . esc_attr( $label ) . '"' . ( $checked ? ' checked="checked"' : '' ) . $describe . ' />';
			$text    = '<span class="wpcf7-list-item-label">' . esc_html( $label ) . '</span>';
			$inner   = $first ? $text . $input : $input . $text;
			$free    = '';
			if ( $i === $count - 1 && $tag->has_option( 'free_text' ) ) {
				$free = ' <input type="text" name="' . esc_attr( '_wpcf7_free_text_' . $tag->name ) . '" class="wpcf7-free-text" aria-label="' . esc_attr( $label ) . '" />';
			}
			$pos    = 0 === $i ? ' first' : ( $i === $count - 1 ? ' last' : '' );
			$items .= '<span class="wpcf7-list-item' . $pos . '"><label>' . $inner . '</label>' . $free . '</span>';
		}
		$group_aria = str_replace( $describe, '', $aria );
		return '<span class="' . esc_attr( $this->classes( $tag, $classes ) ) . '" role="group"' . $group_aria . '>' . $items . '</span>';
	}

	/**
	 * Character counter: [count your-message] (counts up) or [count your-message down].
	 *
	 * @param FormTag $tag Tag.
	 */
	private function counter( FormTag $tag ): string {
		$target = null;
		foreach ( $this->form->tags() as $candidate ) {
			if ( $candidate->name === $tag->name && 'count' !== $candidate->basetype ) {
				$target = $candidate;
			}
		}
		if ( null === $target ) {
			return '';
		}
		$max   = $target->int_option( 'maxlength' ) ?? ( 'textarea' === $target->basetype ? 2000 : 400 );
		$min   = $target->int_option( 'minlength' );
		$down  = $tag->has_option( 'down' );
		$start = $down ? $max : 0;
		return '<span class="wpcf7-character-count' . ( $down ? ' down' : ' up' ) . '" data-target-name="' . esc_attr( $tag->name ) . '" data-starting-value="' . esc_attr( (string) $start ) . '" data-current-value="' . esc_attr( (string) $start ) . '" data-maximum-value="' . esc_attr( (string) $max ) . '" data-minimum-value="' . esc_attr( null !== $min ? (string) $min : '' ) . '" aria-hidden="true">' . esc_html( (string) $start ) . '</span>';
	}
}
