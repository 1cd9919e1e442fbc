<?php
/**
 * Thrown instead of dying when an ajax handler ends (wp_die / wp_send_json).
 *
 * @package Tresen\Tests
 */

namespace Tresen\Tests;

/**
 * Carries the output the handler printed before it would have exited.
 *
 * An Error, not an Exception: the request really ends there, so handlers
 * that catch Exception around their reply (WooCommerce's checkout does)
 * must not catch it.
 */
class AjaxDie extends \Error {

	/**
	 * What the handler printed.
	 *
	 * @var string
	 */
	public $output = '';
}
