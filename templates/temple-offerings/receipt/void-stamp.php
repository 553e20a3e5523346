<?php
/**
 * The 作廢 stamp across a voided receipt, with when, by whom and why.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/receipt/void-stamp.php.
 *
 * @package TempleOfferings
 *
 * @var array<string, mixed> $receipt   The receipt (Receipt\ReceiptRecord); `void` holds at, by, reason.
 * @var string               $void_date When it was voided, as the receipt writes dates.
 */

defined( 'ABSPATH' ) || exit;

if ( null === $receipt['void'] ) {
	return;
}
?>
<p class="temple-receipt-void-stamp" aria-hidden="true"><?php echo esc_html_x( 'VOID', 'stamped across a voided receipt', 'temple-offerings' ); ?></p>
<p class="temple-receipt-void-note" role="note">
	<?php
	/* translators: 1: date voided, 2: staff member, 3: reason. */
	echo esc_html( sprintf( __( 'Voided on %1$s by %2$s: %3$s', 'temple-offerings' ), $void_date, (string) $receipt['void']['by'], (string) $receipt['void']['reason'] ) );
	if ( '' !== $receipt['replaced_by'] ) {
		echo ' ';
		/* translators: %s: the number of the receipt issued in its place. */
		echo esc_html( sprintf( __( 'Replaced by receipt %s.', 'temple-offerings' ), (string) $receipt['replaced_by'] ) );
	}
	?>
</p>
