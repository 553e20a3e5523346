<?php
/**
 * A donor's annual statement on A4 (年度收據彙總表): the temple's details,
 * the year and the donor, every receipt of the year that is not voided
 * with its items, donations, fees and total, the year's totals, the
 * donations' total in 大寫, and the day it was printed.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/receipt/statement.php.
 *
 * @package TempleOfferings
 *
 * @var string                                                                                                  $title     The statement's title.
 * @var string                                                                                                  $year      The year, as the temple writes it.
 * @var string                                                                                                  $donor     The name on the receipts.
 * @var string                                                                                                  $donor_id  The donor's ID number on their receipts, '' for none.
 * @var array<int, array{number: string, date: string, items: string, donations: int, fees: int, total: int}> $receipts  The year's receipts, oldest first.
 * @var array{donations: int, fees: int, total: int, words: string}                                            $sums      The year's totals, the donations' in 大寫.
 * @var array<string, string>                                                                                   $issuer    The temple's details today.
 * @var string                                                                                                  $seal      The seal or logo's address, '' for none.
 * @var string                                                                                                  $printed   Today's date, in the temple's year style.
 * @var \TempleOfferings\Support\Templates                                                                      $templates Renders the shared parts.
 */

defined( 'ABSPATH' ) || exit;

$temple_statement_money = static fn( int $amount ): string => number_format_i18n( $amount );
?>
<article class="temple-receipt temple-statement">
	<header class="temple-receipt-head">
		<?php $templates->render( 'receipt/issuer', array( 'issuer' => $issuer, 'seal' => $seal ) ); ?>
		<h1 class="temple-receipt-title temple-statement-title"><?php echo esc_html( $title ); ?></h1>
	</header>
	<dl class="temple-receipt-facts">
		<div><dt><?php esc_html_e( 'Year', 'temple-offerings' ); ?></dt><dd class="temple-statement-year"><?php echo esc_html( $year ); ?></dd></div>
		<div><dt><?php esc_html_e( 'Printed on', 'temple-offerings' ); ?></dt><dd><?php echo esc_html( $printed ); ?></dd></div>
		<div class="temple-receipt-payer-row"><dt><?php esc_html_e( 'Name on the receipts', 'temple-offerings' ); ?></dt><dd class="temple-receipt-payer"><?php echo esc_html( $donor ); ?></dd></div>
		<?php if ( '' !== $donor_id ) : ?>
			<div class="temple-receipt-payer-row"><dt><?php esc_html_e( 'ID number', 'temple-offerings' ); ?></dt><dd class="temple-receipt-payer-id"><?php echo esc_html( $donor_id ); ?></dd></div>
		<?php endif; ?>
	</dl>
	<table class="temple-receipt-lines temple-statement-receipts">
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Receipt no.', 'temple-offerings' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Date', 'temple-offerings' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Items', 'temple-offerings' ); ?></th>
				<th scope="col" class="temple-receipt-amount"><?php esc_html_e( 'Donations', 'temple-offerings' ); ?></th>
				<th scope="col" class="temple-receipt-amount"><?php esc_html_e( 'Fees', 'temple-offerings' ); ?></th>
				<th scope="col" class="temple-receipt-amount"><?php esc_html_e( 'Total', 'temple-offerings' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $receipts as $temple_statement_receipt ) : ?>
				<tr>
					<td class="temple-receipt-number"><?php echo esc_html( $temple_statement_receipt['number'] ); ?></td>
					<td><?php echo esc_html( $temple_statement_receipt['date'] ); ?></td>
					<td><?php echo esc_html( $temple_statement_receipt['items'] ); ?></td>
					<td class="temple-receipt-amount"><?php echo esc_html( $temple_statement_money( $temple_statement_receipt['donations'] ) ); ?></td>
					<td class="temple-receipt-amount"><?php echo esc_html( $temple_statement_money( $temple_statement_receipt['fees'] ) ); ?></td>
					<td class="temple-receipt-amount"><?php echo esc_html( $temple_statement_money( $temple_statement_receipt['total'] ) ); ?></td>
				</tr>
			<?php endforeach; ?>
		</tbody>
		<tfoot>
			<tr>
				<th scope="row" colspan="3">
					<?php
					/* translators: %d: how many receipts the annual statement lists. */
					echo esc_html( sprintf( _n( 'Year’s total (%d receipt)', 'Year’s total (%d receipts)', count( $receipts ), 'temple-offerings' ), count( $receipts ) ) );
					?>
				</th>
				<td class="temple-receipt-amount temple-statement-donations"><?php echo esc_html( $temple_statement_money( $sums['donations'] ) ); ?></td>
				<td class="temple-receipt-amount temple-statement-fees"><?php echo esc_html( $temple_statement_money( $sums['fees'] ) ); ?></td>
				<td class="temple-receipt-amount temple-statement-total"><?php echo esc_html( $temple_statement_money( $sums['total'] ) ); ?></td>
			</tr>
		</tfoot>
	</table>
	<p class="temple-receipt-total">
		<span class="temple-receipt-total-label"><?php esc_html_e( 'Donations this year', 'temple-offerings' ); ?></span>
		<span class="temple-receipt-total-figures">
			<?php
			/* translators: %s: an amount in figures, e.g. 2,200. */
			echo esc_html( sprintf( __( 'NT$%s', 'temple-offerings' ), $temple_statement_money( $sums['donations'] ) ) );
			?>
		</span>
	</p>
	<p class="temple-receipt-words">
		<span class="temple-receipt-total-label"><?php esc_html_e( 'In words', 'temple-offerings' ); ?></span>
		<span class="temple-receipt-words-text temple-statement-words"><?php echo esc_html( $sums['words'] ); ?></span>
	</p>
	<p class="temple-receipt-note"><?php esc_html_e( 'Voided receipts are not listed. Only the donations may be deducted from income tax; fees are paid for something in return. Each receipt listed is the proof of its payment.', 'temple-offerings' ); ?></p>
</article>
