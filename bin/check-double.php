<?php
/**
 * The WooCommerce double's API against real WooCommerce's (and WordPress's):
 * every function, class, interface and non-private method the double in
 * dev/woocommerce defines must exist in php-stubs/woocommerce-stubs or
 * php-stubs/wordpress-stubs under the same name, with compatible parameters:
 * the same names at the same positions, the same by-reference flags, the
 * same static-ness, and no parameter the double requires that real
 * WooCommerce leaves optional or lacks. The double may declare fewer
 * trailing optional parameters.
 *
 * Deliberate double-only names are listed, each with its reason, in
 * dev/woocommerce/double-only.txt ("name # reason"; methods as Class::method).
 *
 * Usage: php bin/check-double.php   (exit 1 and a list when anything differs)
 *
 * @package Tresen
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- a command-line tool, not WordPress code.

$tresen_root  = dirname( __DIR__ );
$tresen_stubs = array(
	$tresen_root . '/vendor/php-stubs/woocommerce-stubs/woocommerce-stubs.php',
	$tresen_root . '/vendor/php-stubs/woocommerce-stubs/woocommerce-packages-stubs.php',
	$tresen_root . '/vendor/php-stubs/wordpress-stubs/wordpress-stubs.php',
);
foreach ( $tresen_stubs as $tresen_stub ) {
	if ( ! is_readable( $tresen_stub ) ) {
		fwrite( STDERR, "missing {$tresen_stub}: run composer install\n" );
		exit( 2 );
	}
}

/**
 * Functions and classes declared in PHP source, from its tokens.
 *
 * @param string $code PHP source.
 * @return array{functions: array<string, array<int, array{name: string, ref: bool, optional: bool, variadic: bool}>>, classes: array<string, array{parents: string[], methods: array<string, array{static: bool, private: bool, params: array<int, array{name: string, ref: bool, optional: bool, variadic: bool}>}>}>}
 */
function tresen_declarations( string $code ): array {
	$tokens    = token_get_all( $code );
	$count     = count( $tokens );
	$out       = array(
		'functions' => array(),
		'classes'   => array(),
	);
	$namespace = '';
	$depth     = 0;
	$class     = null;
	$class_at  = -1;
	for ( $i = 0; $i < $count; $i++ ) {
		$t = $tokens[ $i ];
		if ( is_string( $t ) ) {
			if ( '{' === $t ) {
				++$depth;
			} elseif ( '}' === $t ) {
				--$depth;
				if ( null !== $class && $depth === $class_at ) {
					$class = null;
				}
			}
			continue;
		}
		if ( in_array( $t[0], array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ), true ) ) {
			++$depth;
			continue;
		}
		if ( T_NAMESPACE === $t[0] ) {
			$name = '';
			for ( $j = $i + 1; $j < $count && ';' !== $tokens[ $j ] && '{' !== $tokens[ $j ]; $j++ ) {
				if ( is_array( $tokens[ $j ] ) && in_array( $tokens[ $j ][0], array( T_STRING, T_NAME_QUALIFIED ), true ) ) {
					$name .= $tokens[ $j ][1];
				}
			}
			$namespace = '' === $name ? '' : $name . '\\';
			continue;
		}
		if ( in_array( $t[0], array( T_CLASS, T_INTERFACE, T_TRAIT ), true ) ) {
			// Not `Foo::class`, not `new class`.
			$prev = tresen_prev( $tokens, $i );
			if ( is_array( $prev ) && in_array( $prev[0], array( T_DOUBLE_COLON, T_NEW ), true ) ) {
				continue;
			}
			$name_token = tresen_next( $tokens, $i );
			if ( ! is_array( $name_token ) || T_STRING !== $name_token[0] ) {
				continue;
			}
			$class   = strtolower( $namespace . $name_token[1] );
			$parents = array();
			for ( $j = $i + 1; $j < $count && '{' !== $tokens[ $j ]; $j++ ) {
				if ( is_array( $tokens[ $j ] ) && in_array( $tokens[ $j ][0], array( T_STRING, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ), true ) && $tokens[ $j ] !== $name_token ) {
					$parents[] = strtolower( ltrim( $tokens[ $j ][1], '\\' ) );
				}
			}
			$out['classes'][ $class ] = array(
				'parents' => $parents,
				'methods' => $out['classes'][ $class ]['methods'] ?? array(),
			);
			$class_at                 = $depth;
			continue;
		}
		if ( T_FUNCTION !== $t[0] ) {
			continue;
		}
		$name_token = null;
		for ( $j = $i + 1; $j < $count; $j++ ) {
			$n = $tokens[ $j ];
			if ( is_array( $n ) && in_array( $n[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT, T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG, T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG ), true ) ) {
				continue;
			}
			if ( '&' === $n ) {
				continue;
			}
			$name_token = $n;
			break;
		}
		if ( ! is_array( $name_token ) || T_STRING !== $name_token[0] ) {
			continue; // A closure.
		}
		// Modifiers before the keyword.
		$static  = false;
		$private = false;
		for ( $j = $i - 1; $j >= 0; $j-- ) {
			if ( ! is_array( $tokens[ $j ] ) ) {
				break;
			}
			if ( T_STATIC === $tokens[ $j ][0] ) {
				$static = true;
			} elseif ( T_PRIVATE === $tokens[ $j ][0] ) {
				$private = true;
			} elseif ( ! in_array( $tokens[ $j ][0], array( T_WHITESPACE, T_PUBLIC, T_PROTECTED, T_ABSTRACT, T_FINAL, T_COMMENT, T_DOC_COMMENT ), true ) ) {
				break;
			}
		}
		$params = tresen_params( $tokens, $i );
		if ( null !== $class && $depth === $class_at + 1 ) {
			$out['classes'][ $class ]['methods'][ strtolower( $name_token[1] ) ] = array(
				'static'  => $static,
				'private' => $private,
				'params'  => $params,
			);
		} elseif ( null === $class ) {
			$out['functions'][ strtolower( $namespace . $name_token[1] ) ] = $params;
		}
	}
	return $out;
}

/**
 * The previous significant token.
 *
 * @param array<int, mixed> $tokens Tokens.
 * @param int               $i      Position.
 * @return mixed
 */
function tresen_prev( array $tokens, int $i ) {
	for ( $j = $i - 1; $j >= 0; $j-- ) {
		if ( ! is_array( $tokens[ $j ] ) || ! in_array( $tokens[ $j ][0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
			return $tokens[ $j ];
		}
	}
	return null;
}

/**
 * The next significant token.
 *
 * @param array<int, mixed> $tokens Tokens.
 * @param int|false         $i      Position.
 * @return mixed
 */
function tresen_next( array $tokens, $i ) {
	if ( false === $i ) {
		return null;
	}
	$count = count( $tokens );
	for ( $j = $i + 1; $j < $count; $j++ ) {
		if ( ! is_array( $tokens[ $j ] ) || ! in_array( $tokens[ $j ][0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
			return $tokens[ $j ];
		}
	}
	return null;
}

/**
 * The parameters of the function whose keyword is at $i.
 *
 * @param array<int, mixed> $tokens Tokens.
 * @param int               $i      Position of `function`.
 * @return array<int, array{name: string, ref: bool, optional: bool, variadic: bool}>
 */
function tresen_params( array $tokens, int $i ): array {
	$count = count( $tokens );
	for ( $j = $i; $j < $count && '(' !== $tokens[ $j ]; $j++ ) {
		// Find the opening parenthesis.
	}
	$params  = array();
	$nesting = 0;
	$current = null;
	for ( ++$j; $j < $count; $j++ ) {
		$t = $tokens[ $j ];
		if ( '(' === $t || '[' === $t ) {
			++$nesting;
		} elseif ( ')' === $t || ']' === $t ) {
			if ( 0 === $nesting ) {
				break;
			}
			--$nesting;
		} elseif ( 0 === $nesting && ',' === $t ) {
			if ( null !== $current ) {
				$params[] = $current;
			}
			$current = null;
		} elseif ( 0 === $nesting && '=' === $t && null !== $current ) {
			$current['optional'] = true;
		} elseif ( 0 === $nesting && ( '&' === $t || ( is_array( $t ) && in_array( $t[0], array( T_AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG, T_AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG ), true ) ) ) ) {
			$pending_ref = true;
		} elseif ( 0 === $nesting && is_array( $t ) && T_ELLIPSIS === $t[0] ) {
			$pending_variadic = true;
		} elseif ( 0 === $nesting && is_array( $t ) && T_VARIABLE === $t[0] && null === $current ) {
			$current          = array(
				'name'     => substr( $t[1], 1 ),
				'ref'      => ! empty( $pending_ref ),
				'optional' => ! empty( $pending_variadic ),
				'variadic' => ! empty( $pending_variadic ),
			);
			$pending_ref      = false;
			$pending_variadic = false;
		}
	}
	if ( null !== $current ) {
		$params[] = $current;
	}
	return $params;
}

// The double's declarations.
$tresen_double = array(
	'functions' => array(),
	'classes'   => array(),
);
$tresen_files  = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $tresen_root . '/dev/woocommerce', FilesystemIterator::SKIP_DOTS ) );
foreach ( $tresen_files as $tresen_file ) {
	$tresen_path = (string) $tresen_file;
	if ( ! str_ends_with( $tresen_path, '.php' ) || preg_match( '#/dev/woocommerce/(tests|i18n|templates|languages)/#', $tresen_path ) ) {
		continue;
	}
	$tresen_found = tresen_declarations( (string) file_get_contents( $tresen_path ) );
	foreach ( $tresen_found['functions'] as $tresen_name => $tresen_params ) {
		$tresen_double['functions'][ $tresen_name ] = array( $tresen_params, $tresen_path );
	}
	foreach ( $tresen_found['classes'] as $tresen_name => $tresen_class ) {
		$tresen_class['file']                   = $tresen_path;
		$tresen_double['classes'][ $tresen_name ] = $tresen_class;
	}
}

// Real WooCommerce's and WordPress's.
$tresen_real = array(
	'functions' => array(),
	'classes'   => array(),
);
foreach ( $tresen_stubs as $tresen_stub ) {
	$tresen_found                = tresen_declarations( (string) file_get_contents( $tresen_stub ) );
	$tresen_real['functions']   += $tresen_found['functions'];
	$tresen_real['classes']     += $tresen_found['classes'];
}

// The deliberate differences.
$tresen_allowed = array();
$tresen_list    = $tresen_root . '/dev/woocommerce/double-only.txt';
if ( is_readable( $tresen_list ) ) {
	foreach ( (array) file( $tresen_list, FILE_IGNORE_NEW_LINES ) as $tresen_line ) {
		$tresen_line = trim( (string) $tresen_line );
		if ( '' === $tresen_line || '#' === $tresen_line[0] ) {
			continue;
		}
		$tresen_allowed[ strtolower( trim( explode( '#', $tresen_line, 2 )[0] ) ) ] = true;
	}
}

/**
 * A method of a real class or of one of its ancestors.
 *
 * @param array<string, mixed> $classes Real classes.
 * @param string               $class   Class name (lower case).
 * @param string               $method  Method name (lower case).
 * @return array{static: bool, private: bool, params: array<int, array{name: string, ref: bool, optional: bool, variadic: bool}>}|null
 */
function tresen_real_method( array $classes, string $class, string $method ): ?array {
	$seen = array();
	$todo = array( $class );
	while ( $todo ) {
		$c = array_shift( $todo );
		if ( isset( $seen[ $c ] ) || ! isset( $classes[ $c ] ) ) {
			continue;
		}
		$seen[ $c ] = true;
		if ( isset( $classes[ $c ]['methods'][ $method ] ) ) {
			return $classes[ $c ]['methods'][ $method ];
		}
		foreach ( $classes[ $c ]['parents'] as $parent ) {
			$todo[] = $parent;
		}
	}
	return null;
}

/**
 * Differences between the double's and the real parameter lists.
 *
 * @param array<int, array{name: string, ref: bool, optional: bool, variadic: bool}> $double Double's.
 * @param array<int, array{name: string, ref: bool, optional: bool, variadic: bool}> $real   Real.
 * @return string[]
 */
function tresen_param_problems( array $double, array $real ): array {
	$problems = array();
	foreach ( $double as $n => $p ) {
		$r = $real[ $n ] ?? null;
		if ( null === $r ) {
			$last = $real ? $real[ count( $real ) - 1 ] : null;
			if ( null === $last || ! $last['variadic'] ) {
				$problems[] = "has \${$p['name']} (parameter " . ( $n + 1 ) . '), which real WooCommerce lacks';
			}
			continue;
		}
		if ( $p['name'] !== $r['name'] ) {
			$problems[] = 'parameter ' . ( $n + 1 ) . " is \${$p['name']}, real WooCommerce's is \${$r['name']}";
		}
		if ( $p['ref'] !== $r['ref'] ) {
			$problems[] = "\${$p['name']} is " . ( $p['ref'] ? '' : 'not ' ) . 'by reference, unlike real WooCommerce';
		}
		if ( ! $p['optional'] && $r['optional'] ) {
			$problems[] = "requires \${$p['name']}, which real WooCommerce makes optional";
		}
	}
	return $problems;
}

$tresen_problems = array();
foreach ( $tresen_double['functions'] as $tresen_name => list( $tresen_params, $tresen_path ) ) {
	if ( isset( $tresen_allowed[ $tresen_name ] ) ) {
		continue;
	}
	if ( ! isset( $tresen_real['functions'][ $tresen_name ] ) ) {
		$tresen_problems[] = "function {$tresen_name}() is not in real WooCommerce or WordPress";
		continue;
	}
	foreach ( tresen_param_problems( $tresen_params, $tresen_real['functions'][ $tresen_name ] ) as $tresen_p ) {
		$tresen_problems[] = "function {$tresen_name}(): {$tresen_p}";
	}
}
foreach ( $tresen_double['classes'] as $tresen_name => $tresen_class ) {
	if ( isset( $tresen_allowed[ $tresen_name ] ) ) {
		continue;
	}
	if ( ! isset( $tresen_real['classes'][ $tresen_name ] ) ) {
		$tresen_problems[] = "class {$tresen_name} is not in real WooCommerce or WordPress";
		continue;
	}
	foreach ( $tresen_class['methods'] as $tresen_method => $tresen_m ) {
		$tresen_label = "{$tresen_name}::{$tresen_method}()";
		if ( $tresen_m['private'] || isset( $tresen_allowed[ "{$tresen_name}::{$tresen_method}" ] ) ) {
			continue;
		}
		$tresen_r = tresen_real_method( $tresen_real['classes'], $tresen_name, $tresen_method );
		if ( null === $tresen_r ) {
			$tresen_problems[] = "{$tresen_label} is not in real WooCommerce";
			continue;
		}
		if ( $tresen_m['static'] !== $tresen_r['static'] ) {
			$tresen_problems[] = "{$tresen_label} is " . ( $tresen_m['static'] ? '' : 'not ' ) . 'static, unlike real WooCommerce';
		}
		foreach ( tresen_param_problems( $tresen_m['params'], $tresen_r['params'] ) as $tresen_p ) {
			$tresen_problems[] = "{$tresen_label}: {$tresen_p}";
		}
	}
}

$tresen_checked = count( $tresen_double['functions'] ) + count( $tresen_double['classes'] ) + array_sum( array_map( static fn( $c ) => count( $c['methods'] ), $tresen_double['classes'] ) );
if ( $tresen_problems ) {
	sort( $tresen_problems );
	fwrite( STDOUT, "The WooCommerce double differs from real WooCommerce 10.5's API (php-stubs):\n  " . implode( "\n  ", $tresen_problems ) . "\n" );
	fwrite( STDOUT, count( $tresen_problems ) . " difference(s) in {$tresen_checked} declarations. Fix the double, or list a deliberate double-only name with its reason in dev/woocommerce/double-only.txt.\n" );
	exit( 1 );
}
fwrite( STDOUT, "The double's {$tresen_checked} functions, classes and methods match real WooCommerce's API.\n" );
exit( 0 );
