<?php
/**
 * WooCommerce → Receipts: the filter form, the sums of the filter's live
 * receipts, the export buttons, the table of receipts and its page links.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/receipts-list.php.
 *
 * @package TempleOfferings
 *
 * @var array<string, mixed>                                                            $form       The form: action, page, nonce, years ([year, label]), channels (value => name), handlers.
 * @var \TempleOfferings\Receipt\ReceiptFilter                                          $filter     What staff asked for.
 * @var array<int, array{label: string, url: string, current: bool}>                  $tabs       The screen's tabs.
 * @var \TempleOfferings\Support\Templates                                             $templates  Renders the tabs.
 * @var array<string, string>                                                           $headings   Column key => heading.
 * @var array<int, array{cells: array<string, string>, void: bool, print: string, order: string}> $rows The page's receipts.
 * @var array{receipts: int, void: int, donations: int, fees: int, total: int}          $summary    Count and sums over the whole filter.
 * @var string                                                                          $caption    The table's caption.
 * @var string                                                                          $xlsx       Excel export address.
 * @var string                                                                          $csv        CSV export address.
 * @var string                                                                          $pagination Page links, or ''.
 */

defined( 'ABSPATH' ) || exit;

$temple_any = __( 'All', 'temple-offerings' );
?>
<div class="wrap temple-staff temple-staff-receipts">
	<h1><?php esc_html_e( 'Receipts', 'temple-offerings' ); ?></h1>
	<?php $templates->render( 'admin/receipts-tabs', array( 'tabs' => $tabs ) ); ?>
	<p><?php esc_html_e( 'Every receipt issued in a year, voided ones too, for the temple’s accounts.', 'temple-offerings' ); ?></p>
	<form method="get" action="<?php echo esc_url( $form['action'] ); ?>" class="temple-staff-filter">
		<input type="hidden" name="page" value="<?php echo esc_attr( $form['page'] ); ?>">
		<input type="hidden" name="filter" value="1">
		<?php wp_nonce_field( $form['nonce'], '_wpnonce', false ); ?>
		<p>
			<label for="temple-receipts-year"><?php esc_html_e( 'Year', 'temple-offerings' ); ?></label><br>
			<select id="temple-receipts-year" name="year">
				<?php foreach ( $form['years'] as [ $temple_year, $temple_label ] ) : ?>
					<option value="<?php echo esc_attr( (string) $temple_year ); ?>"<?php selected( $filter->year, $temple_year ); ?>><?php echo esc_html( $temple_label ); ?></option>
				<?php endforeach; ?>
			</select>
		</p>
		<p>
			<label for="temple-receipts-type"><?php esc_html_e( 'Type', 'temple-offerings' ); ?></label><br>
			<select id="temple-receipts-type" name="type">
				<option value=""><?php echo esc_html( $temple_any ); ?></option>
				<option value="donation"<?php selected( $filter->type, 'donation' ); ?>><?php esc_html_e( 'With donations', 'temple-offerings' ); ?></option>
				<option value="fee"<?php selected( $filter->type, 'fee' ); ?>><?php esc_html_e( 'With fees', 'temple-offerings' ); ?></option>
			</select>
		</p>
		<p>
			<label for="temple-receipts-channel"><?php esc_html_e( 'Channel', 'temple-offerings' ); ?></label><br>
			<select id="temple-receipts-channel" name="channel">
				<option value=""><?php echo esc_html( $temple_any ); ?></option>
				<?php foreach ( $form['channels'] as $temple_value => $temple_label ) : ?>
					<option value="<?php echo esc_attr( (string) $temple_value ); ?>"<?php selected( $filter->channel, (string) $temple_value ); ?>><?php echo esc_html( $temple_label ); ?></option>
				<?php endforeach; ?>
			</select>
		</p>
		<p>
			<label for="temple-receipts-handler"><?php esc_html_e( 'Handled by', 'temple-offerings' ); ?></label><br>
			<select id="temple-receipts-handler" name="handler">
				<option value=""><?php echo esc_html( $temple_any ); ?></option>
				<?php foreach ( $form['handlers'] as $temple_handler ) : ?>
					<option value="<?php echo esc_attr( $temple_handler ); ?>"<?php selected( $filter->handler, $temple_handler ); ?>><?php echo esc_html( $temple_handler ); ?></option>
				<?php endforeach; ?>
			</select>
		</p>
		<p>
			<label for="temple-receipts-status"><?php esc_html_e( 'Status', 'temple-offerings' ); ?></label><br>
			<select id="temple-receipts-status" name="status">
				<option value=""><?php echo esc_html( $temple_any ); ?></option>
				<option value="issued"<?php selected( $filter->status, 'issued' ); ?>><?php esc_html_e( 'Not voided', 'temple-offerings' ); ?></option>
				<option value="void"<?php selected( $filter->status, 'void' ); ?>><?php esc_html_e( 'Voided', 'temple-offerings' ); ?></option>
			</select>
		</p>
		<p><button type="submit" class="button"><?php esc_html_e( 'Show receipts', 'temple-offerings' ); ?></button></p>
	</form>
	<?php if ( 0 === $summary['receipts'] ) : ?>
		<p class="temple-staff-empty"><?php esc_html_e( 'No receipts match this filter.', 'temple-offerings' ); ?></p>
	<?php else : ?>
		<p class="temple-staff-receipts-sums">
			<?php
			/* translators: sums of the receipts the filter lists, voided ones left out; 1: donations, 2: fees, 3: total, each in NT$ figures. */
			echo esc_html( sprintf( __( 'Not voided: donations NT$%1$s, fees NT$%2$s, total NT$%3$s.', 'temple-offerings' ), number_format_i18n( $summary['donations'] ), number_format_i18n( $summary['fees'] ), number_format_i18n( $summary['total'] ) ) );
			?>
		</p>
		<p class="temple-staff-actions">
			<a class="button button-primary" href="<?php echo esc_url( $xlsx ); ?>"><?php esc_html_e( 'Export Excel (.xlsx)', 'temple-offerings' ); ?></a>
			<a class="button" href="<?php echo esc_url( $csv ); ?>"><?php esc_html_e( 'Export CSV', 'temple-offerings' ); ?></a>
		</p>
		<div class="temple-staff-scroll">
			<table class="temple-staff-table widefat striped">
				<caption><?php echo esc_html( $caption ); ?></caption>
				<thead>
					<tr>
						<?php foreach ( $headings as $temple_key => $temple_heading ) : ?>
							<th scope="col" class="column-<?php echo esc_attr( $temple_key ); ?>"><?php echo esc_html( $temple_heading ); ?></th>
						<?php endforeach; ?>
					</tr>
				</thead>
				<tbody>
					<?php foreach ( $rows as $temple_row ) : ?>
						<tr class="<?php echo $temple_row['void'] ? 'is-void' : ''; ?>" data-receipt="<?php echo esc_attr( $temple_row['cells']['number'] ); ?>">
							<?php foreach ( array_keys( $headings ) as $temple_key ) : ?>
								<?php $temple_cell = $temple_row['cells'][ $temple_key ] ?? ''; ?>
								<?php if ( 'number' === $temple_key ) : ?>
									<th scope="row" class="column-number"><a target="_blank" rel="noopener" href="<?php echo esc_url( $temple_row['print'] ); ?>"><?php echo esc_html( $temple_cell ); ?></a></th>
								<?php elseif ( 'order' === $temple_key && '' !== $temple_row['order'] ) : ?>
									<td class="column-order"><a href="<?php echo esc_url( $temple_row['order'] ); ?>"><?php echo esc_html( $temple_cell ); ?></a></td>
								<?php elseif ( in_array( $temple_key, array( 'donations', 'fees', 'total' ), true ) ) : ?>
									<td class="column-<?php echo esc_attr( $temple_key ); ?> num"><?php echo esc_html( number_format_i18n( (int) $temple_cell ) ); ?></td>
								<?php else : ?>
									<td class="column-<?php echo esc_attr( $temple_key ); ?>"><?php echo esc_html( $temple_cell ); ?></td>
								<?php endif; ?>
							<?php endforeach; ?>
						</tr>
					<?php endforeach; ?>
				</tbody>
			</table>
		</div>
		<?php if ( '' !== $pagination ) : ?>
			<nav class="temple-staff-pages" aria-label="<?php esc_attr_e( 'Receipts pages', 'temple-offerings' ); ?>"><?php echo wp_kses_post( $pagination ); ?></nav>
		<?php endif; ?>
	<?php endif; ?>
</div>
