<?php
/**
 * Content wrapper end.
 *
 * @package WooCommerceDouble
 * @version 3.3.0
 */

defined( 'ABSPATH' ) || exit;
?>
</main></div>
