<?php
/**
 * Uploaded files: checked by extension, detected MIME type and size, kept
 * under random names in a private directory, deleted once mailed or after
 * the retention period.
 *
 * A web server may serve the uploads folder whatever `.htaccess` says
 * (nginx ignores it), so each file is kept "behind PHP": stored as
 * `<random>.<ext>.php` that starts with a guard which answers 404 and exits
 * when the file is requested. For the mail a plain copy is written to the
 * system's temporary folder and deleted right after sending.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm;

defined( 'ABSPATH' ) || exit;

/**
 * Upload checks and the private upload directory.
 */
final class Uploads {

	/** The first bytes of every stored file: requested over HTTP it answers 404 and stops. */
	public const GUARD = "<?php http_response_code( 404 ); exit; ?>\n";

	/** Days a stored file is kept while its mail has not gone out (filter: tresen_contact_form_upload_retention_days). */
	public const RETENTION_DAYS = 30;

	/** The daily clean-up event. */
	public const PURGE_EVENT = 'tresen_contact_form_purge_uploads';

	/** Extensions that could run as code on some server; never accepted. */
	private const SCRIPT_EXTENSIONS = '/^(?:php[0-9]*|phtml|phar|pht|phps|pl|py|rb|cgi|asp|aspx|jsp|sh|shtml|htaccess|htm|html|js|svg|exe)$/D';

	/**
	 * Whether an extension is a script type.
	 *
	 * @param string $ext Extension without dot.
	 */
	public static function is_script_extension( string $ext ): bool {
		return 1 === preg_match( self::SCRIPT_EXTENSIONS, strtolower( $ext ) );
	}

	/**
	 * The private base directory (created with deny-all files when missing).
	 */
	public static function base_dir(): string {
		$uploads = wp_upload_dir( null, false );
		$dir     = trailingslashit( $uploads['basedir'] ) . 'tresen-contact-form';
		if ( ! is_dir( $dir ) ) {
			wp_mkdir_p( $dir );
		}
		$htaccess = $dir . '/.htaccess';
		if ( ! is_file( $htaccess ) ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- tiny static guard files.
			file_put_contents( $htaccess, "# Private uploads of the contact form: never served.\nRequire all denied\n<IfModule !mod_authz_core.c>\n\tDeny from all\n</IfModule>\n" );
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- tiny static guard files.
			file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" );
		}
		return $dir;
	}

	/**
	 * The name a visitor gave, cleaned: control, format and separator
	 * characters removed (they hide extensions), then sanitize_file_name().
	 *
	 * @param string $name Original name.
	 */
	public static function clean_name( string $name ): string {
		return sanitize_file_name( self::visible_basename( $name ) );
	}

	/**
	 * The base name with invalid UTF-8 and every control, format and
	 * separator character removed.
	 *
	 * @param string $name Original name.
	 */
	private static function visible_basename( string $name ): string {
		return (string) preg_replace( '/[\p{C}\p{Z}]+/u', '', wp_basename( wp_check_invalid_utf8( $name, true ) ) );
	}

	/**
	 * Checks one uploaded file of a [file] tag.
	 *
	 * @param array<string, mixed> $file   One $_FILES entry (name, type, tmp_name, error, size).
	 * @param FormTag              $tag    The tag.
	 * @return array{ok: bool, error?: string, name?: string, ext?: string, type?: string, size?: int, tmp?: string}
	 *         error is a message key.
	 */
	public static function check( array $file, FormTag $tag ): array {
		$error = isset( $file['error'] ) ? (int) $file['error'] : UPLOAD_ERR_NO_FILE;
		if ( UPLOAD_ERR_NO_FILE === $error ) {
			return array( 'ok' => false );
		}
		if ( in_array( $error, array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) ) {
			return array(
				'ok'    => false,
				'error' => 'upload_file_too_large',
			);
		}
		$tmp = isset( $file['tmp_name'] ) && is_string( $file['tmp_name'] ) ? $file['tmp_name'] : '';
		/**
		 * Whether the file really came with this request (is_uploaded_file()).
		 * Tests that build requests by hand filter it.
		 *
		 * @param bool   $uploaded Result.
		 * @param string $tmp      Temporary path.
		 */
		$uploaded = (bool) apply_filters( 'tresen_contact_form_is_uploaded_file', '' !== $tmp && is_uploaded_file( $tmp ), $tmp );
		if ( UPLOAD_ERR_OK !== $error || ! $uploaded || ! is_file( $tmp ) ) {
			return array(
				'ok'    => false,
				'error' => 'upload_failed_php_error',
			);
		}
		$size = (int) filesize( $tmp );
		if ( $size <= 0 ) {
			return array(
				'ok'    => false,
				'error' => 'upload_failed',
			);
		}
		if ( $size > Schema::file_limit( $tag ) ) {
			return array(
				'ok'    => false,
				'error' => 'upload_file_too_large',
			);
		}
		$raw   = isset( $file['name'] ) && is_string( $file['name'] ) ? $file['name'] : '';
		$name  = self::clean_name( $raw );
		$parts = explode( '.', strtolower( $name ) );
		$ext   = count( $parts ) > 1 ? (string) array_pop( $parts ) : '';
		// Inner extensions as sent (before sanitize_file_name() renames "php" to "php_").
		$inner = explode( '.', strtolower( self::visible_basename( $raw ) ) );
		array_shift( $inner );
		array_pop( $inner );
		foreach ( array_merge( $parts, $inner ) as $segment ) {
			if ( self::is_script_extension( rtrim( $segment, '_' ) ) ) {
				$ext = '';
			}
		}
		if ( '' === $ext || ! in_array( $ext, Schema::file_types( $tag ), true ) ) {
			return array(
				'ok'    => false,
				'error' => 'upload_file_type_invalid',
			);
		}
		$type = self::detect_type( $tmp );
		if ( ! self::type_fits( $ext, $type ) ) {
			return array(
				'ok'    => false,
				'error' => 'upload_file_type_invalid',
			);
		}
		return array(
			'ok'   => true,
			'name' => $name,
			'ext'  => $ext,
			'type' => $type,
			'size' => $size,
			'tmp'  => $tmp,
		);
	}

	/**
	 * MIME type from the file's bytes (never from the browser).
	 *
	 * @param string $path Path.
	 */
	public static function detect_type( string $path ): string {
		if ( function_exists( 'finfo_open' ) ) {
			$finfo = finfo_open( FILEINFO_MIME_TYPE );
			if ( $finfo ) {
				$type = finfo_file( $finfo, $path );
				finfo_close( $finfo );
				return is_string( $type ) ? strtolower( $type ) : '';
			}
		}
		return '';
	}

	/**
	 * Whether the detected type belongs to the extension.
	 *
	 * @param string $ext  Extension.
	 * @param string $type Detected MIME type.
	 */
	public static function type_fits( string $ext, string $type ): bool {
		if ( '' === $type ) {
			return false;
		}
		$expected = '';
		foreach ( wp_get_mime_types() as $exts => $mime ) {
			if ( in_array( $ext, explode( '|', $exts ), true ) ) {
				$expected = strtolower( $mime );
				break;
			}
		}
		if ( $expected === $type ) {
			return true;
		}
		$office = array( 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp' );
		$equal  = array(
			'txt'  => array( 'text/plain' ),
			'csv'  => array( 'text/plain', 'text/csv', 'application/csv' ),
			'doc'  => array( 'application/msword', 'application/cdfv2', 'application/x-ole-storage' ),
			'xls'  => array( 'application/vnd.ms-excel', 'application/cdfv2', 'application/x-ole-storage' ),
			'jpeg' => array( 'image/jpeg' ),
		);
		if ( in_array( $ext, $office, true ) ) {
			return in_array( $type, array( 'application/zip', 'application/octet-stream' ), true ) || str_starts_with( $type, 'application/vnd.' );
		}
		return in_array( $type, $equal[ $ext ] ?? array(), true );
	}

	/**
	 * Keeps checked files in a fresh random directory under random names,
	 * each behind the PHP guard.
	 *
	 * @param array<int, array<string, mixed>> $files Checked files (from check()).
	 * @return array<string, string> Display name => stored path.
	 */
	public static function store( array $files ): array {
		if ( ! $files ) {
			return array();
		}
		$dir = self::base_dir() . '/' . bin2hex( random_bytes( 16 ) );
		wp_mkdir_p( $dir );
		$stored = array();
		foreach ( $files as $file ) {
			$path  = $dir . '/' . bin2hex( random_bytes( 12 ) ) . '.' . $file['ext'] . '.php';
			$bytes = is_readable( $file['tmp'] ) ? file_get_contents( $file['tmp'] ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local upload.
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- our own private file.
			if ( false === $bytes || false === file_put_contents( $path, self::GUARD . $bytes ) ) {
				continue;
			}
			wp_delete_file( $file['tmp'] );
			chmod( $path, 0600 );
			$display = $file['name'];
			while ( isset( $stored[ $display ] ) ) {
				$display = '1-' . $display;
			}
			$stored[ $display ] = $path;
		}
		return $stored;
	}

	/**
	 * Plain copies of stored files for a mail, in a fresh folder of the
	 * system's temporary directory (delete them with release()). Files that
	 * are gone are left out.
	 *
	 * @param array<string, string> $stored Display name => stored path.
	 * @return array<string, string> Display name => temporary path.
	 */
	public static function materialize( array $stored ): array {
		$out = array();
		$dir = '';
		foreach ( $stored as $display => $path ) {
			if ( ! is_readable( $path ) ) {
				continue;
			}
			$bytes = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- our own private file.
			if ( str_starts_with( $bytes, self::GUARD ) ) {
				$bytes = substr( $bytes, strlen( self::GUARD ) );
			}
			if ( '' === $dir ) {
				$dir = trailingslashit( get_temp_dir() ) . 'tresen-cf-' . bin2hex( random_bytes( 12 ) );
				wp_mkdir_p( $dir );
				chmod( $dir, 0700 );
			}
			$copy = $dir . '/' . bin2hex( random_bytes( 8 ) ) . '.' . pathinfo( preg_replace( '/\.php$/', '', $path ), PATHINFO_EXTENSION );
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a temporary copy for the mail.
			if ( false !== file_put_contents( $copy, $bytes ) ) {
				$out[ (string) $display ] = $copy;
			}
		}
		return $out;
	}

	/**
	 * Deletes the temporary copies of materialize() and their folder.
	 *
	 * @param array<string, string> $copies Display name => temporary path.
	 */
	public static function release( array $copies ): void {
		$temp = trailingslashit( (string) realpath( get_temp_dir() ) );
		foreach ( $copies as $copy ) {
			$real = realpath( $copy );
			if ( false === $real || ! str_starts_with( $real, $temp . 'tresen-cf-' ) ) {
				continue;
			}
			wp_delete_file( $real );
			self::remove_if_empty( dirname( $real ) );
		}
	}

	/**
	 * Deletes stored files older than the retention period (the daily event).
	 * A submission whose mail still fails then goes out without them.
	 *
	 * @param int|null $now Current time (tests).
	 * @return int Files deleted.
	 */
	public static function purge( ?int $now = null ): int {
		$now     = $now ?? time();
		$days    = max( 1, (int) apply_filters( 'tresen_contact_form_upload_retention_days', self::RETENTION_DAYS ) );
		$base    = self::base_dir();
		$deleted = 0;
		foreach ( (array) glob( $base . '/*', GLOB_ONLYDIR ) as $dir ) {
			foreach ( (array) glob( $dir . '/*' ) as $file ) {
				if ( is_file( $file ) && filemtime( $file ) < $now - $days * DAY_IN_SECONDS ) {
					wp_delete_file( $file );
					++$deleted;
				}
			}
			self::remove_if_empty( $dir );
		}
		return $deleted;
	}

	/**
	 * Schedules the daily clean-up once.
	 */
	public static function schedule_purge(): void {
		if ( ! wp_next_scheduled( self::PURGE_EVENT ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::PURGE_EVENT );
		}
	}

	/**
	 * Deletes stored files and their directory.
	 *
	 * @param array<string, string> $paths Display name => path.
	 */
	public static function delete( array $paths ): void {
		$base = realpath( self::base_dir() );
		foreach ( $paths as $path ) {
			$real = realpath( $path );
			if ( false === $real || false === $base || ! str_starts_with( $real, $base . DIRECTORY_SEPARATOR ) ) {
				continue;
			}
			wp_delete_file( $real );
			if ( dirname( $real ) !== $base ) {
				self::remove_if_empty( dirname( $real ) );
			}
		}
	}

	/**
	 * Removes one of our folders once nothing is left in it.
	 *
	 * @param string $dir Folder.
	 */
	private static function remove_if_empty( string $dir ): void {
		if ( is_dir( $dir ) && count( (array) scandir( $dir ) ) <= 2 ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- our own empty folder.
			rmdir( $dir );
		}
	}
}
