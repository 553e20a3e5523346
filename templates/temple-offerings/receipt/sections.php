<?php
/**
 * A receipt's lines: donations and fees in separate sections, each with its
 * own total, then the total in figures and in 大寫. Shared by the A5 and the
 * 80 mm receipt.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/receipt/sections.php.
 *
 * @package TempleOfferings
 *
 * @var array<string, mixed> $sections donations and fees ({lines, total}), total, words (Receipt\ReceiptPlan::sections()).
 */

defined( 'ABSPATH' ) || exit;

$temple_receipt_sections = array(
	'donations' => array( __( 'Donations', 'temple-offerings' ), __( 'Donations total', 'temple-offerings' ) ),
	'fees'      => array( __( 'Fees', 'temple-offerings' ), __( 'Fees total', 'temple-offerings' ) ),
);
?>
<?php foreach ( $temple_receipt_sections as $temple_receipt_key => $temple_receipt_words ) : ?>
	<?php if ( array() !== $sections[ $temple_receipt_key ]['lines'] ) : ?>
		<table class="temple-receipt-lines temple-receipt-<?php echo esc_attr( $temple_receipt_key ); ?>">
			<caption><?php echo esc_html( $temple_receipt_words[0] ); ?></caption>
			<thead>
				<tr>
					<th scope="col" class="temple-receipt-item"><?php esc_html_e( 'Item', 'temple-offerings' ); ?></th>
					<th scope="col" class="temple-receipt-quantity"><?php esc_html_e( 'Qty', 'temple-offerings' ); ?></th>
					<th scope="col" class="temple-receipt-amount"><?php esc_html_e( 'Amount (NT$)', 'temple-offerings' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $sections[ $temple_receipt_key ]['lines'] as $temple_receipt_line ) : ?>
					<tr>
						<td class="temple-receipt-item"><?php echo esc_html( (string) $temple_receipt_line['name'] ); ?></td>
						<td class="temple-receipt-quantity"><?php echo esc_html( number_format_i18n( (int) $temple_receipt_line['quantity'] ) ); ?></td>
						<td class="temple-receipt-amount"><?php echo esc_html( number_format_i18n( (int) $temple_receipt_line['amount'] ) ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
			<tfoot>
				<tr>
					<th scope="row" colspan="2"><?php echo esc_html( $temple_receipt_words[1] ); ?></th>
					<td class="temple-receipt-amount"><?php echo esc_html( number_format_i18n( (int) $sections[ $temple_receipt_key ]['total'] ) ); ?></td>
				</tr>
			</tfoot>
		</table>
	<?php endif; ?>
<?php endforeach; ?>
<p class="temple-receipt-total">
	<span class="temple-receipt-total-label"><?php esc_html_e( 'Total', 'temple-offerings' ); ?></span>
	<span class="temple-receipt-total-figures">
		<?php
		/* translators: %s: an amount in figures, e.g. 2,200. */
		echo esc_html( sprintf( __( 'NT$%s', 'temple-offerings' ), number_format_i18n( (int) $sections['total'] ) ) );
		?>
	</span>
</p>
<p class="temple-receipt-words">
	<span class="temple-receipt-total-label"><?php esc_html_e( 'In words', 'temple-offerings' ); ?></span>
	<span class="temple-receipt-words-text"><?php echo esc_html( (string) $sections['words'] ); ?></span>
</p>
