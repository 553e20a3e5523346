<?php
/**
 * On a reissued receipt: the voided receipt it replaces.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/receipt/replaces.php.
 *
 * @package TempleOfferings
 *
 * @var array<string, mixed> $receipt The receipt (Receipt\ReceiptRecord); `replaces` is '' for none.
 */

defined( 'ABSPATH' ) || exit;

if ( '' === $receipt['replaces'] ) {
	return;
}
?>
<p class="temple-receipt-replaces">
	<?php
	/* translators: %s: the voided receipt's number. */
	echo esc_html( sprintf( __( 'Issued in place of voided receipt %s.', 'temple-offerings' ), (string) $receipt['replaces'] ) );
	?>
</p>
