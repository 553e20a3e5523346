<?php
/**
 * In WooCommerce's refund form on the order screen: what the refund does to
 * each live receipt of the order, kept, voided, or voided and reissued from
 * the order as it is after the refund. An inert template:
 * assets/staff/refund-receipts.js puts it into the form when staff open it
 * and adds the choices to the refund the form posts; the selects have no
 * name (the order's own save never posts them).
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/refund-receipts.php.
 *
 * @package TempleOfferings
 *
 * @var array<int, array<string, mixed>> $receipts The order's live receipts (Receipt\ReceiptRecord).
 * @var bool                             $can_void The staff member may void and reissue.
 */

defined( 'ABSPATH' ) || exit;
?>
<template id="temple-offerings-refund-receipts">
	<fieldset class="temple-offerings-refund-receipts">
		<legend><?php esc_html_e( 'Receipts after this refund', 'temple-offerings' ); ?></legend>
		<?php foreach ( $receipts as $temple_receipt ) : ?>
			<?php $temple_id = 'temple-offerings-refund-receipt-' . sanitize_html_class( (string) $temple_receipt['number'] ); ?>
			<p>
				<label for="<?php echo esc_attr( $temple_id ); ?>">
					<?php
					/* translators: 1: receipt number, 2: the name on it, 3: its total in NT$ figures. */
					echo esc_html( sprintf( __( 'Receipt %1$s (%2$s, NT$%3$s)', 'temple-offerings' ), (string) $temple_receipt['number'], (string) $temple_receipt['payer'], number_format_i18n( (int) $temple_receipt['total'] ) ) );
					?>
				</label>
				<select id="<?php echo esc_attr( $temple_id ); ?>" data-receipt="<?php echo esc_attr( (string) $temple_receipt['number'] ); ?>">
					<option value=""><?php esc_html_e( 'Choose…', 'temple-offerings' ); ?></option>
					<option value="keep"><?php esc_html_e( 'Keep it as it is', 'temple-offerings' ); ?></option>
					<?php if ( $can_void ) : ?>
						<option value="void"><?php esc_html_e( 'Void it', 'temple-offerings' ); ?></option>
						<option value="void_reissue"><?php esc_html_e( 'Void it and reissue it for what is kept', 'temple-offerings' ); ?></option>
					<?php endif; ?>
				</select>
			</p>
		<?php endforeach; ?>
		<span class="description"><?php esc_html_e( 'The refund is the reason given for voiding; a reissue is made from the order as it is after the refund and names the receipt it replaces.', 'temple-offerings' ); ?></span>
	</fieldset>
</template>
