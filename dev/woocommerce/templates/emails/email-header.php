<?php
/**
 * E-mail header.
 *
 * @package WooCommerceDouble
 * @version 10.4.0
 */

defined( 'ABSPATH' ) || exit;
?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head><meta http-equiv="Content-Type" content="text/html; charset=<?php bloginfo( 'charset' ); ?>" /><title><?php echo esc_html( get_bloginfo( 'name', 'display' ) ); ?></title></head>
<body>
<div id="wrapper">
<h1><?php echo esc_html( $email_heading ); ?></h1>
<div id="body_content">
