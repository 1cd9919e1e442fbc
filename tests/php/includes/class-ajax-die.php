<?php
/**
 * Thrown instead of dying when an ajax handler ends (wp_die / wp_send_json).
 *
 * @package Tresen\Tests
 */

namespace Tresen\Tests;

/**
 * Carries the output the handler printed before it would have exited.
 */
class AjaxDie extends \Exception {

	/**
	 * What the handler printed.
	 *
	 * @var string
	 */
	public $output = '';
}
