<?php
/**
 * End of the product list.
 *
 * @package WooCommerceDouble
 * @version 2.0.0
 */

defined( 'ABSPATH' ) || exit;
?>
</ul>
