<?php
/**
 * The temple's details at the head of a receipt, as kept on the day it was
 * issued: name, registration (立案字號), tax number (統一編號), address, phone.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/receipt/issuer.php.
 *
 * @package TempleOfferings
 *
 * @var array<string, string> $issuer name, registration, tax_id, address, phone, title.
 * @var string                $seal   The seal or logo's address, '' for none.
 */

defined( 'ABSPATH' ) || exit;

$temple_receipt_details = array_filter(
	array(
		/* translators: %s: the temple's registration as a religious organisation (立案字號). */
		'' !== $issuer['registration'] ? sprintf( __( 'Registration: %s', 'temple-offerings' ), $issuer['registration'] ) : '',
		/* translators: %s: the temple's tax ID number (統一編號). */
		'' !== $issuer['tax_id'] ? sprintf( __( 'Tax ID: %s', 'temple-offerings' ), $issuer['tax_id'] ) : '',
		/* translators: %s: the temple's address. */
		'' !== $issuer['address'] ? sprintf( __( 'Address: %s', 'temple-offerings' ), $issuer['address'] ) : '',
		/* translators: %s: the temple's phone number. */
		'' !== $issuer['phone'] ? sprintf( __( 'Phone: %s', 'temple-offerings' ), $issuer['phone'] ) : '',
	)
);
?>
<div class="temple-receipt-issuer">
	<?php if ( '' !== $seal ) : ?>
		<img class="temple-receipt-seal" src="<?php echo esc_url( $seal ); ?>" alt="">
	<?php endif; ?>
	<p class="temple-receipt-temple"><?php echo esc_html( $issuer['name'] ); ?></p>
	<?php foreach ( $temple_receipt_details as $temple_receipt_detail ) : ?>
		<p class="temple-receipt-detail"><?php echo esc_html( $temple_receipt_detail ); ?></p>
	<?php endforeach; ?>
</div>
