<?php
/**
 * Router for PHP's built-in web server: static files are served as they
 * are, everything else goes through WordPress's index.php (pretty permalinks).
 *
 * @package Tresen
 */

$tresen_root = $_SERVER['DOCUMENT_ROOT'];
$tresen_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$tresen_file = $tresen_root . $tresen_path;

// Never serve dot files (the SQLite database lives in wp-content/database/.ht.sqlite).
if ( preg_match( '#/\.#', $tresen_path ) ) {
	http_response_code( 403 );
	return true;
}

if ( '/' !== $tresen_path && file_exists( $tresen_file ) ) {
	if ( is_dir( $tresen_file ) ) {
		$tresen_index = rtrim( $tresen_file, '/' ) . '/index.php';
		if ( file_exists( $tresen_index ) ) {
			$_SERVER['SCRIPT_NAME']     = rtrim( $tresen_path, '/' ) . '/index.php';
			$_SERVER['SCRIPT_FILENAME'] = $tresen_index;
			chdir( dirname( $tresen_index ) );
			require $tresen_index;
			return true;
		}
	} elseif ( str_ends_with( $tresen_file, '.php' ) ) {
		return false;
	} else {
		return false;
	}
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $tresen_root . '/index.php';
chdir( $tresen_root );
require $tresen_root . '/index.php';
return true;
