<?php
/**
 * An order's payment deadline, above its table on the thank-you page and My
 * Account's order page, and in its customer e-mails (HTML).
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/order/payment-deadline.php.
 *
 * @package TempleOfferings
 *
 * @var string $kind `waiting` (the order must be paid by its deadline) or `expired` (it was cancelled at it).
 * @var string $text The sentence, with the date and time.
 */

defined( 'ABSPATH' ) || exit;
?>
<p class="temple-offerings-pay-by temple-offerings-pay-by--<?php echo esc_attr( $kind ); ?>" style="margin:0 0 1em;padding:.75em 1em;border-left:4px solid <?php echo 'expired' === $kind ? '#b32d2e' : '#996800'; ?>;background:#fcf9e8"><?php echo esc_html( $text ); ?></p>
