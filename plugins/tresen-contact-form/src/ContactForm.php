<?php
/**
 * A contact form: template, mail template, messages and spam settings,
 * stored as a tresen_contact_form post with meta.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Contact form entity.
 */
final class ContactForm {

	public const POST_TYPE = 'tresen_contact_form';

	/**
	 * Post id (0 when not saved).
	 *
	 * @var int
	 */
	public $id = 0;

	/**
	 * Title shown in wp-admin and as the form's accessible name.
	 *
	 * @var string
	 */
	public $title = '';

	/**
	 * Form template with field tags.
	 *
	 * @var string
	 */
	public $form = '';

	/**
	 * Mail template: recipient, sender, subject, body, additional_headers, attachments.
	 *
	 * @var array<string, string>
	 */
	public $mail = array();

	/**
	 * Messages by key.
	 *
	 * @var array<string, string>
	 */
	public $messages = array();

	/**
	 * Whether [quiz] tags are active.
	 *
	 * @var bool
	 */
	public $quiz_enabled = false;

	/**
	 * Locale the form was written in.
	 *
	 * @var string
	 */
	public $locale = 'de_DE';

	/**
	 * Tags of the template last parsed (see tags()), and that template.
	 *
	 * @var array{0: string, 1: FormTag[]}|null
	 */
	private $parsed = null;

	/**
	 * Loads a form by id; null when it does not exist or is not published.
	 *
	 * @param int $id Post id.
	 */
	public static function find( int $id ): ?self {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post || self::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			return null;
		}
		$form               = new self();
		$form->id           = (int) $post->ID;
		$form->title        = (string) $post->post_title;
		$form->form         = (string) get_post_meta( $post->ID, '_tresen_form', true );
		$form->mail         = array_merge( self::default_mail(), (array) get_post_meta( $post->ID, '_tresen_mail', true ) );
		$form->messages     = array_merge( Messages::defaults(), array_filter( (array) get_post_meta( $post->ID, '_tresen_messages', true ), 'is_string' ) );
		$form->quiz_enabled = (bool) get_post_meta( $post->ID, '_tresen_quiz_enabled', true );
		$locale             = (string) get_post_meta( $post->ID, '_tresen_locale', true );
		$form->locale       = '' !== $locale ? $locale : determine_locale();
		return $form;
	}

	/**
	 * Saves the form (creates the post when new). Returns the id.
	 */
	public function save(): int {
		$postarr = array(
			'post_type'   => self::POST_TYPE,
			'post_status' => 'publish',
			'post_title'  => wp_slash( $this->title ),
		);
		if ( $this->id > 0 ) {
			$postarr['ID'] = $this->id;
			$id            = wp_update_post( $postarr, true );
		} else {
			$id = wp_insert_post( $postarr, true );
		}
		if ( is_wp_error( $id ) ) {
			return 0;
		}
		$this->id = (int) $id;
		update_post_meta( $this->id, '_tresen_form', wp_slash( $this->form ) );
		update_post_meta( $this->id, '_tresen_mail', wp_slash( $this->mail ) );
		update_post_meta( $this->id, '_tresen_messages', wp_slash( $this->messages ) );
		update_post_meta( $this->id, '_tresen_quiz_enabled', $this->quiz_enabled ? '1' : '' );
		update_post_meta( $this->id, '_tresen_locale', $this->locale );
		return $this->id;
	}

	/**
	 * Field tags of the template (quiz tags only when the quiz is on).
	 *
	 * @return FormTag[]
	 */
	public function tags(): array {
		// A submission or a render asks several times: parse each template once.
		if ( null === $this->parsed || $this->parsed[0] !== $this->form ) {
			$this->parsed = array( $this->form, TagParser::parse( $this->form ) );
		}
		return array_values(
			array_filter(
				$this->parsed[1],
				fn( FormTag $t ) => 'quiz' !== $t->basetype || $this->quiz_enabled
			)
		);
	}

	/**
	 * Tags of a base type.
	 *
	 * @param string $basetype Base type.
	 * @return FormTag[]
	 */
	public function tags_of( string $basetype ): array {
		return array_values( array_filter( $this->tags(), static fn( FormTag $t ) => $basetype === $t->basetype ) );
	}

	/**
	 * A message by key.
	 *
	 * @param string $key Key.
	 */
	public function message( string $key ): string {
		return $this->messages[ $key ] ?? ( Messages::defaults()[ $key ] ?? '' );
	}

	/**
	 * The shortcode that embeds this form.
	 */
	public function shortcode(): string {
		return sprintf( '[tresen_contact_form id="%d" title="%s"]', $this->id, str_replace( array( '"', '[', ']' ), '', $this->title ) );
	}

	/**
	 * Mail template defaults.
	 *
	 * @return array<string, string>
	 */
	public static function default_mail(): array {
		$host = wp_parse_url( home_url(), PHP_URL_HOST );
		$host = is_string( $host ) ? preg_replace( '/^www\./', '', $host ) : 'localhost';
		if ( ! str_contains( (string) $host, '.' ) ) {
			$host .= '.test';
		}
		return array(
			'recipient'          => '[_site_admin_email]',
			'sender'             => '[_site_title] <wordpress@' . $host . '>',
			/* translators: Mail subject template; [_site_title] and [your-subject] are placeholders, keep them. */
			'subject'            => __( '[_site_title] "[your-subject]"', 'tresen-contact-form' ),
			'body'               => __( "From: [your-name] <[your-email]>\nSubject: [your-subject]\n\nMessage:\n[your-message]\n\n-- \nThis email was sent from the contact form on [_site_title] ([_site_url]).", 'tresen-contact-form' ),
			'additional_headers' => 'Reply-To: [your-email]',
			'attachments'        => '',
		);
	}

	/**
	 * The default German contact form (Name, E-Mail, Betreff, Nachricht,
	 * privacy consent; the spam quiz is prepared but switched off).
	 */
	public static function make_default(): self {
		$form        = new self();
		$form->title = __( 'Contact form', 'tresen-contact-form' );
		$privacy     = get_privacy_policy_url();
		$consent     = '' !== $privacy
			/* translators: %s: URL of the privacy policy page. */
			? sprintf( __( 'I agree that my details are stored and used to answer my request. More in the <a href="%s">privacy policy</a>.', 'tresen-contact-form' ), esc_url( $privacy ) )
			: __( 'I agree that my details are stored and used to answer my request.', 'tresen-contact-form' );
		$lines              = array(
			'<p><label>' . __( 'Your name', 'tresen-contact-form' ) . '<br />[text* your-name autocomplete:name]</label></p>',
			'<p><label>' . __( 'Your email address', 'tresen-contact-form' ) . '<br />[email* your-email autocomplete:email]</label></p>',
			'<p><label>' . __( 'Subject', 'tresen-contact-form' ) . '<br />[text* your-subject]</label></p>',
			'<p><label>' . __( 'Your message', 'tresen-contact-form' ) . '<br />[textarea* your-message maxlength:2000]</label><br />[count your-message down]</p>',
			'<p><label>' . __( 'Spam protection:', 'tresen-contact-form' ) . ' [quiz spam-quiz "' . __( 'How much is 3 plus 4?|7', 'tresen-contact-form' ) . '" "' . __( 'What is the capital of Germany?|Berlin', 'tresen-contact-form' ) . '"]</label></p>',
			'<p>[acceptance privacy-consent]' . $consent . '[/acceptance]</p>',
			'<p>[submit "' . __( 'Send', 'tresen-contact-form' ) . '"]</p>',
		);
		$form->form         = implode( "\n", $lines );
		$form->mail         = self::default_mail();
		$form->messages     = Messages::defaults();
		$form->quiz_enabled = false;
		$form->locale       = determine_locale();
		return $form;
	}
}
