<?php
/**
 * [captcha] image challenges drawn locally with GD. A challenge is used
 * once; the answer is stored only as a salted hash.
 *
 * @package Tresen\ContactForm
 */

namespace Tresen\ContactForm\Spam;

use Tresen\ContactForm\Uploads;

defined( 'ABSPATH' ) || exit;

/**
 * Creates and checks captcha challenges.
 */
final class Captcha {

	/** Letters that cannot be mixed up (no 0/O, 1/l/I). */
	private const CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ23456789';

	/** Lifetime of a challenge in seconds. */
	private const TTL = 3600;

	/**
	 * Public folder of the images (random names, swept after an hour).
	 *
	 * @return array{0: string, 1: string} Path and URL.
	 */
	private static function dir(): array {
		$uploads = wp_upload_dir( null, false );
		return array( trailingslashit( $uploads['basedir'] ) . 'tresen-captcha', trailingslashit( $uploads['baseurl'] ) . 'tresen-captcha' );
	}

	/**
	 * Whether images can be drawn here.
	 */
	public static function available(): bool {
		return function_exists( 'imagecreatetruecolor' ) && function_exists( 'imagepng' );
	}

	/**
	 * Creates a challenge: [prefix, image URL]. The URL ends with "<prefix>.png".
	 *
	 * @return array{0: string, 1: string}|null
	 */
	public static function create(): ?array {
		if ( ! self::available() ) {
			return null;
		}
		list( $dir, $url ) = self::dir();
		wp_mkdir_p( $dir );
		self::sweep( $dir );
		$prefix = (string) wp_rand( 100000000, 999999999 ) . (string) wp_rand( 100, 999 );
		$word   = '';
		for ( $i = 0; $i < 5; $i++ ) {
			$word .= self::CHARS[ wp_rand( 0, strlen( self::CHARS ) - 1 ) ];
		}
		$small = imagecreatetruecolor( 60, 20 );
		$image = imagecreatetruecolor( 144, 48 );
		if ( ! $small || ! $image ) {
			return null;
		}
		imagefill( $small, 0, 0, (int) imagecolorallocate( $small, 255, 255, 255 ) );
		$ink = (int) imagecolorallocate( $small, 34, 34, 34 );
		for ( $i = 0; $i < 5; $i++ ) {
			imagechar( $small, 5, 4 + $i * 11, wp_rand( 0, 4 ), $word[ $i ], $ink );
		}
		imagecopyresampled( $image, $small, 0, 0, 0, 0, 144, 48, 60, 20 );
		$noise = (int) imagecolorallocate( $image, 120, 120, 120 );
		for ( $i = 0; $i < 4; $i++ ) {
			imageline( $image, 0, wp_rand( 0, 47 ), 143, wp_rand( 0, 47 ), $noise );
		}
		imagepng( $image, $dir . '/' . $prefix . '.png' );
		imagedestroy( $small );
		imagedestroy( $image );
		set_transient( 'tresen_cf_captcha_' . $prefix, wp_hash( $word, 'tresen_contact_form_captcha' ), self::TTL );
		if ( ! is_file( $dir . '/index.php' ) ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- static guard file.
			file_put_contents( $dir . '/index.php', "<?php\n// Silence is golden.\n" );
		}
		return array( $prefix, $url . '/' . $prefix . '.png' );
	}

	/**
	 * Checks an answer; the challenge is used up either way.
	 *
	 * @param string $prefix Challenge id from the form.
	 * @param string $answer Visitor's answer.
	 */
	public static function verify( string $prefix, string $answer ): bool {
		if ( ! preg_match( '/^[0-9]{12}$/D', $prefix ) ) {
			return false;
		}
		$hash = get_transient( 'tresen_cf_captcha_' . $prefix );
		delete_transient( 'tresen_cf_captcha_' . $prefix );
		list( $dir ) = self::dir();
		wp_delete_file( $dir . '/' . $prefix . '.png' );
		$answer = strtoupper( (string) preg_replace( '/\s+/', '', $answer ) );
		return is_string( $hash ) && '' !== $answer && hash_equals( $hash, wp_hash( $answer, 'tresen_contact_form_captcha' ) );
	}

	/**
	 * Deletes images older than the challenge lifetime (at most 100 a call).
	 *
	 * @param string $dir Folder.
	 */
	private static function sweep( string $dir ): void {
		$files = glob( $dir . '/*.png' );
		$count = 0;
		foreach ( is_array( $files ) ? $files : array() as $file ) {
			if ( filemtime( $file ) < time() - self::TTL ) {
				wp_delete_file( $file );
				if ( ++$count >= 100 ) {
					break;
				}
			}
		}
	}
}
