<?php
/**
 * File uploads: checks by extension, detected type and size; private
 * directory with random names; attached to the mail and deleted afterwards.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Tests;

use Tresen\ContactForm\Store;
use Tresen\ContactForm\Uploads;

require_once __DIR__ . '/ContactFormTestCase.php';

/**
 * Upload behaviour.
 */
final class ContactFormUploadTest extends ContactFormTestCase {

	/**
	 * Temporary files of the test.
	 *
	 * @var string[]
	 */
	private $temp = array();

	protected function setUp(): void {
		parent::setUp();
		$this->form->form = '[text* your-name][email* your-email][text your-subject][textarea your-message][file* beleg filetypes:pdf|png limit:20kb][submit]';
		$this->form->save();
		add_filter( 'tresen_contact_form_is_uploaded_file', fn( $ok, $tmp ) => in_array( $tmp, $this->temp, true ), 10, 2 );
	}

	protected function tearDown(): void {
		foreach ( $this->temp as $file ) {
			if ( is_file( $file ) ) {
				unlink( $file );
			}
		}
		// Files of mails that failed on purpose: the file system is not rolled back.
		Uploads::purge( time() + 400 * DAY_IN_SECONDS );
		parent::tearDown();
	}

	/**
	 * A fake upload entry.
	 *
	 * @param string $name  Client file name.
	 * @param string $bytes Content.
	 */
	private function upload( string $name, string $bytes ): array {
		$tmp = (string) tempnam( sys_get_temp_dir(), 'tcf' );
		file_put_contents( $tmp, $bytes );
		$this->temp[] = $tmp;
		return array(
			'beleg' => array(
				'name'     => $name,
				'type'     => 'application/pdf',
				'tmp_name' => $tmp,
				'error'    => UPLOAD_ERR_OK,
				'size'     => strlen( $bytes ),
			),
		);
	}

	private function pdf(): string {
		return "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
	}

	public function test_valid_file_is_attached_then_deleted(): void {
		$attached = array();
		$kept     = array();
		$record   = static function ( $short, $atts ) use ( &$attached, &$kept ) {
			foreach ( (array) $atts['attachments'] as $name => $path ) {
				$attached[ $name ] = array( $path, is_file( $path ), file_get_contents( $path ) );
			}
			foreach ( glob( Uploads::base_dir() . '/*/*' ) ?: array() as $file ) {
				$kept[ $file ] = file_get_contents( $file );
			}
			return $short;
		};
		add_filter( 'pre_wp_mail', $record, 1, 2 );
		$data = $this->feedback( $this->valid(), $this->upload( 'Rechnung März.pdf', $this->pdf() ) )->get_data();
		remove_filter( 'pre_wp_mail', $record, 1 );
		$this->assertSame( 'mail_sent', $data['status'] );
		$this->assertCount( 1, $attached );
		$name = array_key_first( $attached );
		list( $path, $existed, $bytes ) = $attached[ $name ];
		$this->assertStringEndsWith( '.pdf', $name );
		$this->assertTrue( $existed );
		$this->assertSame( $this->pdf(), $bytes, 'the mail gets the file as sent' );
		$this->assertStringEndsWith( '.pdf', $path );
		$this->assertDoesNotMatchRegularExpression( '/Rechnung/', basename( $path ), 'under a random name' );
		$this->assertFileDoesNotExist( $path, 'the mail copy is deleted after sending' );

		// While the mail was sent the file was kept behind the PHP guard, never as plain bytes.
		$this->assertCount( 1, $kept );
		$this->assertStringEndsWith( '.pdf.php', (string) array_key_first( $kept ) );
		$this->assertSame( Uploads::GUARD . $this->pdf(), current( $kept ) );
		$this->assertFileDoesNotExist( (string) array_key_first( $kept ), 'deleted after the mail' );
		$this->assertSame( array(), glob( Uploads::base_dir() . '/*/*' ) ?: array() );
	}

	public function test_a_stored_file_requested_over_http_answers_404_and_shows_nothing(): void {
		$fail = static fn() => false;
		add_filter( 'pre_wp_mail', $fail, 1 );
		$this->feedback( $this->valid(), $this->upload( 'beleg.pdf', $this->pdf() ) );
		remove_filter( 'pre_wp_mail', $fail, 1 );
		$files = glob( Uploads::base_dir() . '/*/*' ) ?: array();
		$this->assertCount( 1, $files );
		// What a web server does with a .php file: run it.
		$out = shell_exec( 'php -d display_errors=0 ' . escapeshellarg( $files[0] ) . ' 2>&1; echo " exit=$?"' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec
		$this->assertSame( ' exit=0', rtrim( (string) $out, "\n" ), 'nothing of the file is printed' );
	}

	public function test_files_of_mails_that_never_went_out_are_deleted_after_the_retention_period(): void {
		$fail = static fn() => false;
		add_filter( 'pre_wp_mail', $fail, 1 );
		$this->feedback( $this->valid(), $this->upload( 'beleg.pdf', $this->pdf() ) );
		remove_filter( 'pre_wp_mail', $fail, 1 );
		$this->assertCount( 1, glob( Uploads::base_dir() . '/*/*' ) ?: array() );
		$this->assertSame( 0, Uploads::purge( time() + ( Uploads::RETENTION_DAYS - 1 ) * DAY_IN_SECONDS ), 'kept within the period' );
		$this->assertCount( 1, glob( Uploads::base_dir() . '/*/*' ) ?: array() );
		$this->assertSame( 1, Uploads::purge( time() + ( Uploads::RETENTION_DAYS + 1 ) * DAY_IN_SECONDS ) );
		$this->assertSame( array(), glob( Uploads::base_dir() . '/*', GLOB_ONLYDIR ) ?: array(), 'folders removed too' );
		$this->assertNotFalse( wp_next_scheduled( Uploads::PURGE_EVENT ), 'the daily clean-up is scheduled' );

		// The stored message still goes out, without the file, and says so.
		$id = $this->stored()[0]->ID;
		$this->assertTrue( Store::deliver( $id ) );
		$this->assertSame( array(), (array) $this->mails[0]['attachments'] );
	}

	/**
	 * Refused uploads.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public function refused(): array {
		$pdf = "%PDF-1.4\n%%EOF\n";
		return array(
			'script extension'              => array( 'shell.php', '<?php echo 1;', 'upload_file_type_invalid' ),
			'double extension'              => array( 'rechnung.php.pdf', $pdf, 'upload_file_type_invalid' ),
			'php hidden by a tab'           => array( "rechnung.php\t.pdf", $pdf, 'upload_file_type_invalid' ),
			'php hidden by a zero width sp' => array( "rechnung.php\u{200B}.pdf", $pdf, 'upload_file_type_invalid' ),
			'extension not allowed'         => array( 'tabelle.xlsx', 'PK', 'upload_file_type_invalid' ),
			'svg with script'               => array( 'bild.svg', '<svg onload="alert(1)"/>', 'upload_file_type_invalid' ),
			'pdf name, php content'         => array( 'rechnung.pdf', '<?php system($_GET["c"]); ?>', 'upload_file_type_invalid' ),
			'empty file'                    => array( 'leer.pdf', '', 'upload_failed' ),
			'too large'                     => array( 'gross.pdf', "%PDF-1.4\n" . str_repeat( 'x', 21 * 1024 ), 'upload_file_too_large' ),
		);
	}

	/**
	 * @dataProvider refused
	 *
	 * @param string $name    File name.
	 * @param string $bytes   Content.
	 * @param string $message Expected message key.
	 */
	public function test_refused_upload( string $name, string $bytes, string $message ): void {
		$data = $this->feedback( $this->valid(), $this->upload( $name, $bytes ) )->get_data();
		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( 'beleg', $data['invalid_fields'][0]['field'] );
		$this->assertSame( $this->form->message( $message ), $data['invalid_fields'][0]['message'] );
		$this->assertSame( array(), $this->mails );
		$this->assertSame( array(), glob( Uploads::base_dir() . '/*/*' ) ?: array(), 'nothing kept' );
	}

	public function test_missing_required_file(): void {
		$data = $this->feedback( $this->valid() )->get_data();
		$this->assertSame( 'validation_failed', $data['status'] );
		$this->assertSame( $this->form->message( 'invalid_required' ), $data['invalid_fields'][0]['message'] );
	}

	public function test_file_of_failed_mail_is_kept_for_resend(): void {
		$fail = static fn() => false;
		add_filter( 'pre_wp_mail', $fail, 1 );
		$data = $this->feedback( $this->valid(), $this->upload( 'beleg.pdf', $this->pdf() ) )->get_data();
		remove_filter( 'pre_wp_mail', $fail, 1 );
		$this->assertSame( 'mail_failed', $data['status'] );
		$id    = $this->stored()[0]->ID;
		$files = (array) get_post_meta( $id, '_tresen_attachments', true );
		$this->assertCount( 1, $files );
		$path = (string) reset( $files );
		$this->assertFileExists( $path );
		$this->assertTrue( Store::deliver( $id ) );
		$this->assertFileDoesNotExist( $path );
		$this->assertSame( array( 'beleg.pdf' ), array_keys( (array) $this->mails[0]['attachments'] ) );
	}
}
