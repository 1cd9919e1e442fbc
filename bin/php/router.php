<?php
/**
 * Router for PHP's built-in web server: static files are served as they
 * are, everything else goes through WordPress's index.php (pretty permalinks).
 *
 * Under wp-content/ only public assets are served: files with an asset's
 * extension (styles, scripts, images, fonts, media, JSON, PDF) in plugins/,
 * themes/, mu-plugins/ and uploads/, and PHP files of plugins and themes
 * (as a web server would run them). Everything else there — the server's
 * request log, debug.log, the mail outbox, the database, the site's own
 * files — is not found, and a folder whose .htaccess denies all (private
 * uploads, WooCommerce's logs) is refused as Apache would.
 *
 * @package Tresen
 */

$tresen_root = $_SERVER['DOCUMENT_ROOT'];
$tresen_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$tresen_file = $tresen_root . $tresen_path;

// Never serve dot files (the SQLite database lives in wp-content/database/.ht.sqlite) nor climb out of a folder.
if ( preg_match( '#/\.#', $tresen_path ) || str_contains( $tresen_path, "\0" ) || str_contains( $tresen_path, '\\' ) ) {
	http_response_code( 403 );
	return true;
}

/**
 * Answers with a status and a short text, and ends the request.
 *
 * @param int $status HTTP status.
 */
function tresen_router_refuse( int $status ): bool {
	http_response_code( $status );
	header( 'Content-Type: text/plain; charset=UTF-8' );
	echo 403 === $status ? "Forbidden\n" : "Not Found\n";
	return true;
}

/**
 * Whether a folder on the way from wp-content to the file has an .htaccess that denies every request.
 *
 * @param string $content wp-content folder.
 * @param string $file    Requested file.
 */
function tresen_router_denied( string $content, string $file ): bool {
	$dir = dirname( $file );
	while ( strlen( $dir ) > strlen( $content ) ) {
		$htaccess = $dir . '/.htaccess';
		if ( is_file( $htaccess ) && preg_match( '/^\s*(Require\s+all\s+denied|Deny\s+from\s+all)\b/mi', (string) file_get_contents( $htaccess ) ) ) {
			return true;
		}
		$dir = dirname( $dir );
	}
	return false;
}

/**
 * With TRESEN_ROUTER_GZIP=1 WordPress's pages are compressed by PHP (only for
 * what runs here: a global zlib.output_compression breaks the server's own
 * answers for static files such as images).
 */
function tresen_router_compress_pages(): void {
	if ( '1' === getenv( 'TRESEN_ROUTER_GZIP' ) ) {
		ini_set( 'zlib.output_compression', '1' ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- the local server only.
	}
}

/**
 * With TRESEN_ROUTER_GZIP=1 (`npm start`: as a real host compresses text),
 * sends a text asset gzip-compressed when the browser accepts it; PHP's
 * server would send it as it is. Returns whether it answered.
 *
 * @param string $file Requested file.
 */
function tresen_router_gzip( string $file ): bool {
	$types = array(
		'css'  => 'text/css; charset=UTF-8',
		'js'   => 'text/javascript; charset=UTF-8',
		'mjs'  => 'text/javascript; charset=UTF-8',
		'json' => 'application/json',
		'map'  => 'application/json',
		'svg'  => 'image/svg+xml',
	);
	$ext   = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	if ( '1' !== getenv( 'TRESEN_ROUTER_GZIP' ) || ! isset( $types[ $ext ] ) || ! is_file( $file )
		|| ! str_contains( (string) ( $_SERVER['HTTP_ACCEPT_ENCODING'] ?? '' ), 'gzip' ) ) {
		return false;
	}
	$mtime = (int) filemtime( $file );
	$etag  = '"' . dechex( $mtime ) . '-' . dechex( (int) filesize( $file ) ) . '-gz"';
	header( 'Vary: Accept-Encoding' );
	header( 'ETag: ' . $etag );
	header( 'Last-Modified: ' . gmdate( 'D, d M Y H:i:s', $mtime ) . ' GMT' );
	if ( trim( (string) ( $_SERVER['HTTP_IF_NONE_MATCH'] ?? '' ) ) === $etag ) {
		http_response_code( 304 );
		return true;
	}
	$body = (string) gzencode( (string) file_get_contents( $file ), 6 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	header( 'Content-Type: ' . $types[ $ext ] );
	header( 'Content-Encoding: gzip' );
	header( 'Content-Length: ' . strlen( $body ) );
	if ( 'HEAD' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ) {
		echo $body; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a file's bytes.
	}
	return true;
}

if ( 1 === preg_match( '#^/wp-content(/|$)#', $tresen_path ) && file_exists( $tresen_file ) ) {
	$tresen_parts  = explode( '/', trim( $tresen_path, '/' ) );
	$tresen_area   = $tresen_parts[1] ?? '';
	$tresen_ext    = strtolower( pathinfo( $tresen_path, PATHINFO_EXTENSION ) );
	$tresen_assets = array( 'css', 'js', 'mjs', 'map', 'json', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico', 'bmp', 'woff', 'woff2', 'ttf', 'otf', 'eot', 'mp4', 'webm', 'mp3', 'ogg', 'wav', 'pdf' );
	$tresen_public = is_file( $tresen_file ) && (
		( in_array( $tresen_area, array( 'plugins', 'themes', 'mu-plugins', 'uploads' ), true ) && in_array( $tresen_ext, $tresen_assets, true ) )
		|| ( in_array( $tresen_area, array( 'plugins', 'themes' ), true ) && 'php' === $tresen_ext )
	);
	if ( in_array( '..', $tresen_parts, true ) || ! $tresen_public ) {
		return tresen_router_refuse( 404 );
	}
	if ( tresen_router_denied( $tresen_root . '/wp-content', $tresen_file ) ) {
		return tresen_router_refuse( 403 );
	}
	return tresen_router_gzip( $tresen_file );
}

if ( '/' !== $tresen_path && file_exists( $tresen_file ) ) {
	if ( is_dir( $tresen_file ) ) {
		$tresen_index = rtrim( $tresen_file, '/' ) . '/index.php';
		if ( file_exists( $tresen_index ) ) {
			$_SERVER['SCRIPT_NAME']     = rtrim( $tresen_path, '/' ) . '/index.php';
			$_SERVER['SCRIPT_FILENAME'] = $tresen_index;
			chdir( dirname( $tresen_index ) );
			tresen_router_compress_pages();
			require $tresen_index;
			return true;
		}
	} else {
		return tresen_router_gzip( $tresen_file );
	}
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $tresen_root . '/index.php';
chdir( $tresen_root );
tresen_router_compress_pages();
require $tresen_root . '/index.php';
return true;
