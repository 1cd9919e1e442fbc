<?php
/**
 * Prepended to every PHP request of a local cluster node (php-fpm's
 * auto_prepend_file, bin/lib/cluster.mjs): names the node that answered in
 * `X-Tresen-Node`, so tests and the bench see requests land on both nodes.
 * Only in the local cluster; never part of a shop's code.
 *
 * @package Tresen
 */

if ( PHP_SAPI !== 'cli' && ! headers_sent() && false !== getenv( 'TRESEN_NODE' ) ) {
	header( 'X-Tresen-Node: ' . preg_replace( '/[^a-z0-9-]/i', '', (string) getenv( 'TRESEN_NODE' ) ) );
}
