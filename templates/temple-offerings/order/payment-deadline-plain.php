<?php
/**
 * An order's payment deadline in its plain-text customer e-mails.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/order/payment-deadline-plain.php.
 *
 * @package TempleOfferings
 *
 * @var string $kind `waiting` or `expired`.
 * @var string $text The sentence, with the date and time.
 */

defined( 'ABSPATH' ) || exit;

// Plain text: nothing is markup, so the sentence is written as it is.
echo $text . "\n\n";
