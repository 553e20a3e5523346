<?php
/**
 * The order screen's Receipts box: each receipt with its print links and,
 * for staff who may, the void and reissue buttons; then the audit log.
 *
 * The buttons and reason fields belong to the box's own form (their `form`
 * attribute), printed outside the order's form by admin/receipts-form.php.
 *
 * @package TempleOfferings
 *
 * @var array<int, array{receipt: array<string, mixed>, reissuable: bool, prints: array<string, string>}> $rows The receipts, each with its print addresses and whether a reissue would state anything (not when it was refunded).
 * @var array<int, array<string, mixed>>                                                $log        The audit log (Receipt\ReceiptLog).
 * @var bool                                                                            $can_change The staff member may void and reissue.
 * @var bool                                                                            $can_issue  The order is paid, for more than nothing, and has no live receipt.
 * @var bool                                                                            $paid       The order is paid.
 * @var string                                                                          $form       The id of the box's own form.
 * @var string                                                                          $donor_id   The ID number new receipts in the payer's name take (the order's, else the account's), masked; '' for none.
 * @var array{receipts: int, kept: int}|null                                            $overstated After a refund: the live receipts' total and what the order kept, when the receipts hold more.
 * @var string                                                                          $notice     What became of the last change, '' for nothing.
 * @var bool                                                                            $failed     The last change was refused.
 */

defined( 'ABSPATH' ) || exit;

$temple_receipt_papers  = array(
	'a5'          => __( 'Print A5', 'temple-offerings' ),
	'80mm'        => __( 'Print 80 mm', 'temple-offerings' ),
	'certificate' => __( 'Print certificate', 'temple-offerings' ),
);
$temple_receipt_actions = array(
	'issued'   => __( 'Issued', 'temple-offerings' ),
	'voided'   => __( 'Voided', 'temple-offerings' ),
	'reissued' => __( 'Reissued', 'temple-offerings' ),
);
?>
<?php if ( '' !== $notice ) : ?>
	<div class="notice inline <?php echo $failed ? 'notice-error' : 'notice-success'; ?>"><p><?php echo esc_html( $notice ); ?></p></div>
<?php endif; ?>
<?php if ( null !== $overstated ) : ?>
	<div class="notice notice-warning inline temple-staff-receipts-overstated">
		<p>
			<?php
			/* translators: 1: the live receipts' total, 2: what the order kept after its refunds (NT$ figures). */
			echo esc_html( sprintf( __( 'The receipts state NT$%1$s, but the order kept NT$%2$s after its refunds: void the receipt, or void and reissue it for what was kept.', 'temple-offerings' ), number_format_i18n( $overstated['receipts'] ), number_format_i18n( $overstated['kept'] ) ) );
			?>
		</p>
	</div>
<?php endif; ?>
<?php if ( array() === $rows ) : ?>
	<p><?php echo $paid ? esc_html__( 'This order has no receipt.', 'temple-offerings' ) : esc_html__( 'The receipt is issued when the order is paid.', 'temple-offerings' ); ?></p>
<?php endif; ?>
<?php foreach ( $rows as $temple_receipt_row ) : ?>
	<?php
	$temple_receipt = $temple_receipt_row['receipt'];
	$temple_void    = null !== $temple_receipt['void'];
	?>
	<div class="temple-staff-receipt<?php echo $temple_void ? ' is-void' : ''; ?>" data-receipt="<?php echo esc_attr( (string) $temple_receipt['number'] ); ?>">
		<h4>
			<span class="temple-staff-receipt-number"><?php echo esc_html( (string) $temple_receipt['number'] ); ?></span>
			<?php if ( $temple_void ) : ?>
				<span class="temple-staff-receipt-void"><?php echo esc_html_x( 'VOID', 'stamped across a voided receipt', 'temple-offerings' ); ?></span>
			<?php endif; ?>
		</h4>
		<p>
			<?php
			/* translators: 1: payer or believer, 2: total in figures, 3: the total in Chinese capital numerals (大寫). */
			echo esc_html( sprintf( __( '%1$s · NT$%2$s · %3$s', 'temple-offerings' ), (string) $temple_receipt['payer'], number_format_i18n( (int) $temple_receipt['total'] ), (string) $temple_receipt['words'] ) );
			?>
			<?php if ( '' !== $temple_receipt['payer_id'] ) : ?>
				<br>
				<?php
				/* translators: %s: the payer's ID number, masked (A1*****789). */
				echo esc_html( sprintf( __( 'ID number %s', 'temple-offerings' ), (string) $temple_receipt['payer_id'] ) );
				?>
			<?php endif; ?>
			<?php if ( '' !== $temple_receipt['replaces'] ) : ?>
				<br>
				<?php
				/* translators: %s: the voided receipt's number. */
				echo esc_html( sprintf( __( 'Issued in place of voided receipt %s.', 'temple-offerings' ), (string) $temple_receipt['replaces'] ) );
				?>
			<?php endif; ?>
			<?php if ( $temple_void ) : ?>
				<br>
				<?php
				/* translators: 1: date and time voided, 2: staff member, 3: reason. */
				echo esc_html( sprintf( __( 'Voided on %1$s by %2$s: %3$s', 'temple-offerings' ), (string) $temple_receipt['void']['at'], (string) $temple_receipt['void']['by'], (string) $temple_receipt['void']['reason'] ) );
				if ( '' !== $temple_receipt['replaced_by'] ) {
					echo ' ';
					/* translators: %s: the number of the receipt issued in its place. */
					echo esc_html( sprintf( __( 'Replaced by receipt %s.', 'temple-offerings' ), (string) $temple_receipt['replaced_by'] ) );
				}
				?>
			<?php endif; ?>
		</p>
		<p class="temple-staff-receipt-prints">
			<?php foreach ( $temple_receipt_papers as $temple_paper => $temple_label ) : ?>
				<a class="button" target="_blank" rel="noopener" href="<?php echo esc_url( $temple_receipt_row['prints'][ $temple_paper ] ); ?>"><?php echo esc_html( $temple_label ); ?></a>
			<?php endforeach; ?>
		</p>
		<?php if ( $can_change && ! $temple_void ) : ?>
			<p class="temple-staff-receipt-change">
				<label>
					<?php esc_html_e( 'Reason for voiding', 'temple-offerings' ); ?>
					<input type="text" form="<?php echo esc_attr( $form ); ?>" name="reason[<?php echo esc_attr( (string) $temple_receipt['number'] ); ?>]" maxlength="200" class="regular-text">
				</label>
				<button type="submit" class="button" form="<?php echo esc_attr( $form ); ?>" name="void" value="<?php echo esc_attr( (string) $temple_receipt['number'] ); ?>"><?php esc_html_e( 'Void', 'temple-offerings' ); ?></button>
				<?php if ( $temple_receipt_row['reissuable'] ) : ?>
					<button type="submit" class="button" form="<?php echo esc_attr( $form ); ?>" name="void_reissue" value="<?php echo esc_attr( (string) $temple_receipt['number'] ); ?>"><?php esc_html_e( 'Void and reissue', 'temple-offerings' ); ?></button>
				<?php endif; ?>
			</p>
		<?php elseif ( $can_change && '' === $temple_receipt['replaced_by'] && $temple_receipt_row['reissuable'] ) : ?>
			<p class="temple-staff-receipt-change">
				<button type="submit" class="button" form="<?php echo esc_attr( $form ); ?>" name="reissue" value="<?php echo esc_attr( (string) $temple_receipt['number'] ); ?>"><?php esc_html_e( 'Reissue', 'temple-offerings' ); ?></button>
			</p>
		<?php elseif ( $can_change && '' === $temple_receipt['replaced_by'] ) : ?>
			<p class="temple-staff-receipt-change"><?php esc_html_e( 'Not reissued: what it was for has been refunded.', 'temple-offerings' ); ?></p>
		<?php endif; ?>
	</div>
<?php endforeach; ?>
<?php if ( $can_issue ) : ?>
	<p><button type="submit" class="button" form="<?php echo esc_attr( $form ); ?>" name="issue" value="1"><?php esc_html_e( 'Issue receipts', 'temple-offerings' ); ?></button></p>
<?php endif; ?>
<?php if ( $can_change ) : ?>
	<fieldset class="temple-staff-donor-id">
		<legend><?php esc_html_e( 'Payer’s ID number', 'temple-offerings' ); ?></legend>
		<p class="description" id="temple-staff-donor-id-help"><?php esc_html_e( 'Only for a donor who asks for it on their receipts. Receipts in the payer’s name issued from now on (a reissue too) carry it; it is shown here masked.', 'temple-offerings' ); ?></p>
		<?php if ( '' !== $donor_id ) : ?>
			<p>
				<?php
				/* translators: %s: the ID number, masked (A1*****789). */
				echo esc_html( sprintf( __( 'New receipts carry: %s', 'temple-offerings' ), $donor_id ) );
				?>
			</p>
		<?php endif; ?>
		<p>
			<label><?php esc_html_e( 'ID number', 'temple-offerings' ); ?> <input type="text" form="<?php echo esc_attr( $form ); ?>" name="donor_id" maxlength="20" autocomplete="off" spellcheck="false" aria-describedby="temple-staff-donor-id-help"></label>
			<?php if ( '' !== $donor_id ) : ?>
				<label><input type="checkbox" form="<?php echo esc_attr( $form ); ?>" name="donor_id_remove" value="1"> <?php esc_html_e( 'Remove it from this order', 'temple-offerings' ); ?></label>
			<?php endif; ?>
			<button type="submit" class="button" form="<?php echo esc_attr( $form ); ?>" name="donor_id_save" value="1"><?php esc_html_e( 'Save ID number', 'temple-offerings' ); ?></button>
		</p>
	</fieldset>
<?php endif; ?>
<?php if ( array() !== $log ) : ?>
	<details class="temple-staff-receipt-log">
		<summary><?php esc_html_e( 'Receipt log', 'temple-offerings' ); ?></summary>
		<table class="widefat striped">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'When', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'What', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Receipt', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'By', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Details', 'temple-offerings' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $log as $temple_entry ) : ?>
					<tr>
						<td><?php echo esc_html( (string) $temple_entry['at'] ); ?></td>
						<td><?php echo esc_html( $temple_receipt_actions[ $temple_entry['action'] ] ?? '' ); ?></td>
						<td><?php echo esc_html( (string) $temple_entry['number'] ); ?></td>
						<td><?php echo esc_html( '' !== $temple_entry['by'] ? (string) $temple_entry['by'] : __( 'The shop', 'temple-offerings' ) ); ?></td>
						<td><?php echo esc_html( (string) $temple_entry['detail'] ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
	</details>
<?php endif; ?>
