<?php
/**
 * Under each offering line of a plain-text order e-mail: every believer's
 * heading on a line of its own, its labelled lines indented under it.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/order/believers-plain.php.
 *
 * @package TempleOfferings
 *
 * @var array<int, array{heading: string, parts: string[]}> $believers Each believer's heading and labelled lines.
 */

defined( 'ABSPATH' ) || exit;

foreach ( $believers as $temple_believer ) {
	// Plain text: no markup to escape into.
	echo "\n" . $temple_believer['heading'];
	foreach ( $temple_believer['parts'] as $temple_part ) {
		echo "\n  " . $temple_part;
	}
}
