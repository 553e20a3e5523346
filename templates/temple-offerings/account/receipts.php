<?php
/**
 * My Account → 收據: each year, each name on the account's receipts with
 * the count and the sums of those not voided, and its annual statement.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/account/receipts.php.
 *
 * @package TempleOfferings
 *
 * @var array<int, array{label: string, donors: array<int, array{payer: string, receipts: int, donations: int, fees: int, total: int, statement: string}>}> $years     Year => its label and donors, newest first.
 * @var array<string, string>                                                                                                                               $id_form   The ID number form's fields (Receipt\DonorIdForm::fields()).
 * @var \TempleOfferings\Support\Templates                                                                                                                  $templates Renders the form.
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="temple-account-receipts">
	<?php $templates->render( 'account/donor-id', $id_form ); ?>
	<?php if ( array() === $years ) : ?>
		<p class="temple-receipts-none"><?php esc_html_e( 'You have no receipts yet: a receipt is issued when an order is paid.', 'temple-offerings' ); ?></p>
	<?php endif; ?>
	<?php foreach ( $years as $temple_year ) : ?>
		<section class="temple-receipts-year">
			<h3><?php echo esc_html( $temple_year['label'] ); ?></h3>
			<table class="shop_table shop_table_responsive temple-receipts-donors">
				<thead>
					<tr>
						<th scope="col"><?php esc_html_e( 'Name', 'temple-offerings' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Number of receipts', 'temple-offerings' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Donations', 'temple-offerings' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Fees', 'temple-offerings' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Total', 'temple-offerings' ); ?></th>
						<th scope="col"><span class="screen-reader-text"><?php esc_html_e( 'Annual statement', 'temple-offerings' ); ?></span></th>
					</tr>
				</thead>
				<tbody>
					<?php foreach ( $temple_year['donors'] as $temple_donor ) : ?>
						<tr>
							<th scope="row" data-title="<?php esc_attr_e( 'Name', 'temple-offerings' ); ?>"><?php echo esc_html( $temple_donor['payer'] ); ?></th>
							<td data-title="<?php esc_attr_e( 'Number of receipts', 'temple-offerings' ); ?>"><?php echo esc_html( number_format_i18n( $temple_donor['receipts'] ) ); ?></td>
							<td data-title="<?php esc_attr_e( 'Donations', 'temple-offerings' ); ?>" class="temple-receipts-donations"><?php echo esc_html( number_format_i18n( $temple_donor['donations'] ) ); ?></td>
							<td data-title="<?php esc_attr_e( 'Fees', 'temple-offerings' ); ?>"><?php echo esc_html( number_format_i18n( $temple_donor['fees'] ) ); ?></td>
							<td data-title="<?php esc_attr_e( 'Total', 'temple-offerings' ); ?>"><?php echo esc_html( number_format_i18n( $temple_donor['total'] ) ); ?></td>
							<td><a class="button" target="_blank" rel="noopener" href="<?php echo esc_url( $temple_donor['statement'] ); ?>"><?php esc_html_e( 'Annual statement', 'temple-offerings' ); ?></a></td>
						</tr>
					<?php endforeach; ?>
				</tbody>
			</table>
		</section>
	<?php endforeach; ?>
	<p class="temple-receipts-note"><?php esc_html_e( 'Each order’s receipts open from the order’s page under Orders. A statement lists the receipts in one name that are not voided; only donations may be deducted from income tax.', 'temple-offerings' ); ?></p>
</div>
