<?php
/**
 * The head of every print view (the order's believers, the ritual list and
 * the paperwork): a bare A4 document with the print stylesheet, the sheet's
 * own page rules and a Print button that does not print.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/print-header.php.
 *
 * @package TempleOfferings
 *
 * @var string $title      Document title.
 * @var string $stylesheet Address of the print stylesheet.
 * @var string $page_rules CSS of this sheet only (made of numbers, tags stripped), or ''.
 * @var string $body_class The body's classes.
 */

defined( 'ABSPATH' ) || exit;
?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="utf-8">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<meta name="robots" content="noindex">
	<title><?php echo esc_html( $title ); ?></title>
	<link rel="stylesheet" href="<?php echo esc_url( $stylesheet ); ?>">
	<?php if ( '' !== $page_rules ) : ?>
		<style><?php echo $page_rules; // phpcs:ignore TempleOfferings.Security.EscapeOutput.OutputNotEscaped -- CSS made of numbers, tags stripped (PrintDocument::open()). ?></style>
	<?php endif; ?>
</head>
<body class="<?php echo esc_attr( $body_class ); ?>">
	<p class="temple-print-actions"><button type="button" onclick="window.print()"><?php esc_html_e( 'Print this page', 'temple-offerings' ); ?></button></p>
