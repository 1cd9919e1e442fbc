<?php
/**
 * Loaded by the local cluster's cron loop before WordPress (`wp --require`,
 * bin/lib/cluster.mjs). The WP-CLI here is the framework alone (Packagist's
 * mirror has no wp-cli/extension-command or bundle), and real WooCommerce
 * 10.5 ends the whole process with `exit` while it loads its CLI commands
 * when WP-CLI's `Plugin_Command` class is missing
 * (includes/cli/class-wc-cli-com-extension-command.php), before any command
 * runs. A host's WP-CLI (the bundle) has the class; here an empty one stands
 * in for it, so `wp tresen-cron run` gets as far as on a host.
 *
 * @package Tresen
 */

// phpcs:disable Generic.Files.OneObjectStructurePerFile, PEAR.NamingConventions.ValidClassName, Squiz.Classes.ClassFileName -- WP-CLI's own class name.

if ( class_exists( 'WP_CLI_Command' ) && ! class_exists( 'Plugin_Command' ) ) {
	/**
	 * The name WooCommerce's `wc com extension` command extends (no subcommands here).
	 */
	class Plugin_Command extends WP_CLI_Command { // phpcs:ignore
	}
}
