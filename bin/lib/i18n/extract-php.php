<?php
/**
 * Extracts WordPress gettext calls from PHP files with PHP's own tokenizer.
 *
 * Usage: php extract-php.php <package-dir> <domain>
 * Prints a JSON list of {msgid, msgctxt, msgid_plural, domain, file, line, comment}
 * for calls whose text domain is <domain>, or of every domain for "*" (file
 * relative to the package).
 * Calls whose strings are not literals are reported on stderr and skipped.
 *
 * @package Tresen
 */

if ( PHP_SAPI !== 'cli' || $argc < 3 ) {
	fwrite( STDERR, "usage: php extract-php.php <package-dir> <domain>\n" );
	exit( 2 );
}

/**
 * Argument layout per function: which argument holds what.
 * s = singular, p = plural, c = context, d = domain, n = number (ignored).
 */
const TRESEN_KEYWORDS = array(
	'__'         => 'sd',
	'_e'         => 'sd',
	'esc_html__' => 'sd',
	'esc_html_e' => 'sd',
	'esc_attr__' => 'sd',
	'esc_attr_e' => 'sd',
	'_x'         => 'scd',
	'_ex'        => 'scd',
	'esc_html_x' => 'scd',
	'esc_attr_x' => 'scd',
	'_n'         => 'spnd',
	'_nx'        => 'spncd',
	'_n_noop'    => 'spd',
	'_nx_noop'   => 'spcd',
);

const TRESEN_SKIP_DIRS = array( 'node_modules', 'vendor', 'build', 'tests', 'test', 'client', 'languages', 'dist', '.git' );

/**
 * Decodes a PHP string literal token.
 *
 * @param string $token Literal including quotes.
 */
function tresen_decode_literal( string $token ): string {
	$quote = $token[0];
	$body  = substr( $token, 1, -1 );
	if ( "'" === $quote ) {
		return preg_replace( '/\\\\([\\\\\'])/', '$1', $body );
	}
	return preg_replace_callback(
		'/\\\\(u\{[0-9A-Fa-f]+\}|x[0-9A-Fa-f]{1,2}|[0-7]{1,3}|[nrtvef\\\\$"])/',
		static function ( array $m ): string {
			$e = $m[1];
			switch ( $e[0] ) {
				case 'n':
					return "\n";
				case 'r':
					return "\r";
				case 't':
					return "\t";
				case 'v':
					return "\v";
				case 'e':
					return "\e";
				case 'f':
					return "\f";
				case 'u':
					return mb_chr( hexdec( substr( $e, 2, -1 ) ), 'UTF-8' );
				case 'x':
					return chr( hexdec( substr( $e, 1 ) ) );
				default:
					return ctype_digit( $e ) ? chr( octdec( $e ) & 255 ) : $e;
			}
		},
		$body
	);
}

/**
 * Extracts the calls of one file.
 *
 * @param string $code   Source.
 * @param string $file   Relative file name.
 * @param string $domain Wanted domain.
 * @return array<int, array<string, mixed>>
 */
function tresen_extract( string $code, string $file, string $domain ): array {
	$tokens = array_values(
		array_filter(
			token_get_all( $code ),
			static function ( $t ) {
				return ! is_array( $t ) || T_WHITESPACE !== $t[0];
			}
		)
	);
	$found   = array();
	$comment = null;
	$count   = count( $tokens );
	for ( $i = 0; $i < $count; $i++ ) {
		$t = $tokens[ $i ];
		if ( is_array( $t ) && in_array( $t[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
			if ( preg_match( '/translators:/i', $t[1] ) ) {
				$text    = preg_replace( array( '#^/\*+|\*+/$#', '#^\s*(//|\*)\s?#m' ), '', $t[1] );
				$comment = array(
					'text' => trim( preg_replace( '/\s+/', ' ', $text ) ),
					'line' => $t[2] + substr_count( $t[1], "\n" ),
				);
			}
			continue;
		}
		if ( ! is_array( $t ) || ! in_array( $t[0], array( T_STRING, T_NAME_FULLY_QUALIFIED ), true ) ) {
			continue;
		}
		$name = ltrim( $t[1], '\\' );
		if ( ! isset( TRESEN_KEYWORDS[ $name ] ) || ( $tokens[ $i + 1 ] ?? null ) !== '(' ) {
			continue;
		}
		$prev = $tokens[ $i - 1 ] ?? null;
		if ( is_array( $prev ) && in_array( $prev[0], array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW, T_CONST ), true ) ) {
			continue;
		}
		// Collect the top-level arguments: a literal (or literals joined with ".") or null.
		$args  = array();
		$cur   = '';
		$lit   = true;
		$empty = true;
		$depth = 0;
		for ( $j = $i + 2; $j < $count; $j++ ) {
			$a = $tokens[ $j ];
			if ( in_array( $a, array( '(', '[', '{' ), true ) || ( is_array( $a ) && in_array( $a[0], array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ), true ) ) ) {
				++$depth;
				$lit = false;
				continue;
			}
			if ( in_array( $a, array( ')', ']', '}' ), true ) ) {
				if ( 0 === $depth ) {
					if ( ! $empty ) {
						$args[] = $lit ? $cur : null;
					}
					break;
				}
				--$depth;
				continue;
			}
			if ( 0 === $depth && ',' === $a ) {
				$args[] = ( $lit && ! $empty ) ? $cur : null;
				$cur    = '';
				$lit    = true;
				$empty  = true;
				continue;
			}
			if ( 0 === $depth && is_array( $a ) && T_CONSTANT_ENCAPSED_STRING === $a[0] ) {
				$cur  .= tresen_decode_literal( $a[1] );
				$empty = false;
				continue;
			}
			if ( 0 === $depth && '.' === $a ) {
				continue;
			}
			if ( is_array( $a ) && in_array( $a[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
				continue;
			}
			$lit   = false;
			$empty = false;
		}
		$layout = TRESEN_KEYWORDS[ $name ];
		$entry  = array(
			'msgid'        => null,
			'msgctxt'      => null,
			'msgid_plural' => null,
			'domain'       => null,
			'file'         => $file,
			'line'         => $t[2],
			'comment'      => null,
		);
		$ok     = true;
		foreach ( str_split( $layout ) as $pos => $role ) {
			$value = $args[ $pos ] ?? null;
			if ( 'n' === $role ) {
				continue;
			}
			if ( null === $value ) {
				$ok = 'd' === $role ? $ok : false;
				continue;
			}
			$key           = array(
				's' => 'msgid',
				'p' => 'msgid_plural',
				'c' => 'msgctxt',
				'd' => 'domain',
			)[ $role ];
			$entry[ $key ] = $value;
		}
		// "*" lists the calls of every domain (the text-domain check uses it).
		if ( '*' !== $domain && $entry['domain'] !== $domain ) {
			continue;
		}
		if ( ! $ok || '' === $entry['msgid'] ) {
			fwrite( STDERR, "{$file}:{$t[2]}: {$name}() with a non-literal string is not extracted\n" );
			continue;
		}
		if ( $comment && $t[2] - $comment['line'] <= 2 ) {
			$entry['comment'] = $comment['text'];
		}
		$comment = null;
		$found[] = $entry;
	}
	return $found;
}

$tresen_root   = rtrim( realpath( $argv[1] ), '/' );
$tresen_domain = $argv[2];
$tresen_files  = array();
$tresen_iter   = new RecursiveIteratorIterator(
	new RecursiveCallbackFilterIterator(
		new RecursiveDirectoryIterator( $tresen_root, FilesystemIterator::SKIP_DOTS ),
		static function ( SplFileInfo $f ): bool {
			return $f->isDir() ? ! in_array( $f->getFilename(), TRESEN_SKIP_DIRS, true ) : str_ends_with( $f->getFilename(), '.php' );
		}
	)
);
foreach ( $tresen_iter as $tresen_file ) {
	$tresen_files[] = substr( $tresen_file->getPathname(), strlen( $tresen_root ) + 1 );
}
sort( $tresen_files, SORT_STRING );
$tresen_out = array();
foreach ( $tresen_files as $tresen_rel ) {
	array_push( $tresen_out, ...tresen_extract( (string) file_get_contents( $tresen_root . '/' . $tresen_rel ), $tresen_rel, $tresen_domain ) );
}
echo json_encode( $tresen_out, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_PRETTY_PRINT ), "\n";
