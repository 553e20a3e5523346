<?php
/**
 * WooCommerce → 收據 → 年度捐款人: the year's donors, each with the count and
 * sums of their receipts that are not voided and their annual statement;
 * the year's totals; the export buttons.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/receipt-donors.php.
 *
 * @package TempleOfferings
 *
 * @var array<int, array{label: string, url: string, current: bool}>             $tabs     The screen's tabs.
 * @var array<string, mixed>                                                     $form     The year form: action, page, view, years ([year, label]).
 * @var int                                                                      $year     The year shown.
 * @var array<string, string>                                                    $headings Column key => heading.
 * @var array<int, array{cells: array<string, string>, statement: string}>       $rows     The donors.
 * @var array{receipts: int, donations: int, fees: int, total: int}              $sums     The year's totals.
 * @var string                                                                   $csv      CSV export address.
 * @var string                                                                   $xlsx     Excel export address.
 * @var \TempleOfferings\Support\Templates                                       $templates Renders the tabs.
 */

defined( 'ABSPATH' ) || exit;

$temple_amounts = array( 'receipts', 'donations', 'fees', 'total' );
?>
<div class="wrap temple-staff temple-staff-receipts">
	<h1><?php esc_html_e( 'Receipts', 'temple-offerings' ); ?></h1>
	<?php $templates->render( 'admin/receipts-tabs', array( 'tabs' => $tabs ) ); ?>
	<p><?php esc_html_e( 'Each donor of the year: a name on the receipts of one account, or of one guest’s e-mail address (else phone, else order). A receipt counts in the year its money was received, a reissue too. Voided receipts are not counted.', 'temple-offerings' ); ?></p>
	<form method="get" action="<?php echo esc_url( $form['action'] ); ?>" class="temple-staff-filter">
		<input type="hidden" name="page" value="<?php echo esc_attr( $form['page'] ); ?>">
		<input type="hidden" name="view" value="<?php echo esc_attr( $form['view'] ); ?>">
		<p>
			<label for="temple-donors-year"><?php esc_html_e( 'Year', 'temple-offerings' ); ?></label><br>
			<select id="temple-donors-year" name="year">
				<?php foreach ( $form['years'] as [ $temple_year, $temple_label ] ) : ?>
					<option value="<?php echo esc_attr( (string) $temple_year ); ?>"<?php selected( $year, $temple_year ); ?>><?php echo esc_html( $temple_label ); ?></option>
				<?php endforeach; ?>
			</select>
		</p>
		<p><button type="submit" class="button"><?php esc_html_e( 'Show donors', 'temple-offerings' ); ?></button></p>
	</form>
	<?php if ( array() === $rows ) : ?>
		<p class="temple-staff-empty"><?php esc_html_e( 'No receipts in this year.', 'temple-offerings' ); ?></p>
	<?php else : ?>
		<p class="temple-staff-actions">
			<a class="button button-primary" href="<?php echo esc_url( $xlsx ); ?>"><?php esc_html_e( 'Export Excel (.xlsx)', 'temple-offerings' ); ?></a>
			<a class="button" href="<?php echo esc_url( $csv ); ?>"><?php esc_html_e( 'Export CSV', 'temple-offerings' ); ?></a>
		</p>
		<div class="temple-staff-scroll">
			<table class="temple-staff-table widefat striped temple-staff-donors">
				<thead>
					<tr>
						<?php foreach ( $headings as $temple_key => $temple_heading ) : ?>
							<th scope="col" class="column-<?php echo esc_attr( $temple_key ); ?>"><?php echo esc_html( $temple_heading ); ?></th>
						<?php endforeach; ?>
						<th scope="col"><span class="screen-reader-text"><?php esc_html_e( 'Annual statement', 'temple-offerings' ); ?></span></th>
					</tr>
				</thead>
				<tbody>
					<?php foreach ( $rows as $temple_row ) : ?>
						<tr>
							<?php foreach ( array_keys( $headings ) as $temple_key ) : ?>
								<?php $temple_cell = $temple_row['cells'][ $temple_key ] ?? ''; ?>
								<?php if ( 'payer' === $temple_key ) : ?>
									<th scope="row" class="column-payer"><?php echo esc_html( $temple_cell ); ?></th>
								<?php elseif ( in_array( $temple_key, $temple_amounts, true ) ) : ?>
									<td class="column-<?php echo esc_attr( $temple_key ); ?> num"><?php echo esc_html( number_format_i18n( (int) $temple_cell ) ); ?></td>
								<?php else : ?>
									<td class="column-<?php echo esc_attr( $temple_key ); ?>"><?php echo esc_html( $temple_cell ); ?></td>
								<?php endif; ?>
							<?php endforeach; ?>
							<td><a target="_blank" rel="noopener" href="<?php echo esc_url( $temple_row['statement'] ); ?>"><?php esc_html_e( 'Annual statement', 'temple-offerings' ); ?></a></td>
						</tr>
					<?php endforeach; ?>
				</tbody>
				<tfoot>
					<tr>
						<?php foreach ( array_keys( $headings ) as $temple_key ) : ?>
							<?php if ( 'payer' === $temple_key ) : ?>
								<th scope="row"><?php esc_html_e( 'Year’s total', 'temple-offerings' ); ?></th>
							<?php elseif ( in_array( $temple_key, $temple_amounts, true ) ) : ?>
								<td class="column-<?php echo esc_attr( $temple_key ); ?> num"><?php echo esc_html( number_format_i18n( (int) ( $sums[ $temple_key ] ?? 0 ) ) ); ?></td>
							<?php else : ?>
								<td></td>
							<?php endif; ?>
						<?php endforeach; ?>
						<td></td>
					</tr>
				</tfoot>
			</table>
		</div>
	<?php endif; ?>
</div>
