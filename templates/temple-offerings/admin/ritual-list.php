<?php
/**
 * WooCommerce → Ritual lists: the filter form, what the filter leaves out
 * (unpaid orders, incomplete believers), the export and print buttons, the
 * table of registrants (one row per believer, or per family registrant) and
 * its page links.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/ritual-list.php.
 *
 * @package TempleOfferings
 *
 * @var \TempleOfferings\Support\Templates             $templates  Renders the notice of incomplete believers.
 * @var \TempleOfferings\RitualList\RitualListFilter   $filter     What staff asked for (passed to the screen's actions).
 * @var array<string, mixed>                           $form       The filter form's fields (RitualListForm::fields()).
 * @var array{text: string, url: string}|null          $unpaid     Unpaid orders the filter leaves out, and the link that includes them.
 * @var array<string, mixed>|null                      $short      Orders whose believers are incomplete: the sentence and a line per order.
 * @var array<string, string>                          $columns    Column key => heading.
 * @var array<int, array<string, string>>              $rows       Rows keyed like the columns (plain text, line breaks kept).
 * @var string                                         $caption    The table's caption.
 * @var string                                         $xlsx       Excel export address.
 * @var string                                         $csv        CSV export address.
 * @var string                                         $print      Print view address.
 * @var string                                         $pagination Page links as WordPress's paginate_links() writes them, or ''.
 */

defined( 'ABSPATH' ) || exit;

use TempleOfferings\RitualList\ListColumns;
?>
<div class="wrap temple-staff">
	<h1><?php esc_html_e( 'Ritual lists', 'temple-offerings' ); ?></h1>
	<p class="temple-staff-no-print"><?php esc_html_e( 'Every believer registered on the chosen offerings, one row each, to write on lamps, tablets and prayer texts.', 'temple-offerings' ); ?></p>
	<form method="get" action="<?php echo esc_url( $form['action'] ); ?>" class="temple-staff-filter temple-staff-no-print">
		<input type="hidden" name="page" value="<?php echo esc_attr( $form['page'] ); ?>">
		<input type="hidden" name="filter" value="1">
		<?php wp_nonce_field( $form['nonce'], '_wpnonce', false ); ?>
		<p>
			<label for="temple-staff-products"><?php esc_html_e( 'Offerings to list', 'temple-offerings' ); ?></label><br>
			<select id="temple-staff-products" name="products[]" multiple size="6">
				<?php foreach ( $form['products'] as $temple_product ) : ?>
					<option value="<?php echo esc_attr( (string) $temple_product['id'] ); ?>"<?php selected( $temple_product['selected'] ); ?>><?php echo esc_html( $temple_product['name'] ); ?></option>
				<?php endforeach; ?>
			</select>
		</p>
		<p>
			<label for="temple-staff-category"><?php esc_html_e( 'Offering category', 'temple-offerings' ); ?></label><br>
			<select id="temple-staff-category" name="category">
				<option value=""><?php esc_html_e( 'All categories', 'temple-offerings' ); ?></option>
				<?php foreach ( $form['categories'] as $temple_category ) : ?>
					<option value="<?php echo esc_attr( $temple_category['slug'] ); ?>"<?php selected( $form['category'], $temple_category['slug'] ); ?>><?php echo esc_html( $temple_category['name'] ); ?></option>
				<?php endforeach; ?>
			</select>
		</p>
		<p>
			<label for="temple-staff-channel"><?php esc_html_e( 'Channel', 'temple-offerings' ); ?></label><br>
			<select id="temple-staff-channel" name="channel">
				<option value=""><?php esc_html_e( 'All channels', 'temple-offerings' ); ?></option>
				<?php foreach ( $form['channels'] as $temple_channel ) : ?>
					<option value="<?php echo esc_attr( $temple_channel['value'] ); ?>"<?php selected( $form['channel'], $temple_channel['value'] ); ?>><?php echo esc_html( $temple_channel['label'] ); ?></option>
				<?php endforeach; ?>
			</select>
		</p>
		<?php if ( array() !== $form['staff_members'] ) : ?>
		<p>
			<label for="temple-staff-taken-by"><?php esc_html_e( 'Staff member', 'temple-offerings' ); ?></label><br>
			<select id="temple-staff-taken-by" name="staff">
				<option value=""><?php esc_html_e( 'All staff', 'temple-offerings' ); ?></option>
				<?php foreach ( $form['staff_members'] as $temple_staff_id => $temple_staff_name ) : ?>
					<option value="<?php echo esc_attr( (string) $temple_staff_id ); ?>"<?php selected( $form['staff'], $temple_staff_id ); ?>><?php echo esc_html( $temple_staff_name ); ?></option>
				<?php endforeach; ?>
			</select>
		</p>
		<?php endif; ?>
		<p>
			<label for="temple-staff-from"><?php esc_html_e( 'Orders from', 'temple-offerings' ); ?></label><br>
			<input type="date" id="temple-staff-from" name="from" value="<?php echo esc_attr( $form['from'] ); ?>">
		</p>
		<p>
			<label for="temple-staff-to"><?php esc_html_e( 'Orders until', 'temple-offerings' ); ?></label><br>
			<input type="date" id="temple-staff-to" name="to" value="<?php echo esc_attr( $form['to'] ); ?>">
		</p>
		<fieldset>
			<legend><?php esc_html_e( 'Order statuses', 'temple-offerings' ); ?></legend>
			<?php foreach ( $form['statuses'] as $temple_status ) : ?>
				<label><input type="checkbox" name="statuses[]" value="<?php echo esc_attr( $temple_status['value'] ); ?>"<?php checked( $temple_status['checked'] ); ?>> <?php echo esc_html( $temple_status['label'] ); ?></label>
			<?php endforeach; ?>
		</fieldset>
		<?php // Off by default: one row per believer is what the list has always been. ?>
		<p>
			<label><input type="checkbox" name="registrant_rows" value="1" aria-describedby="temple-staff-registrant-rows-help"<?php checked( $form['registrant_rows'] ); ?>> <?php esc_html_e( 'One row per family registrant', 'temple-offerings' ); ?></label><br>
			<span id="temple-staff-registrant-rows-help" class="description"><?php esc_html_e( 'Each family registrant of an offering gets a row of its own in the list and the exports, repeating the believer’s details; otherwise they share one cell, one per line.', 'temple-offerings' ); ?></span>
		</p>
		<?php if ( null !== $form['tai_sui'] ) : ?>
			<p>
				<label><input type="checkbox" name="tai_sui" value="1" aria-describedby="temple-staff-tai-sui-help"<?php checked( $form['tai_sui'] ); ?>> <?php esc_html_e( 'Only believers who offend Tai Sui', 'temple-offerings' ); ?></label><br>
				<span id="temple-staff-tai-sui-help" class="description"><?php esc_html_e( 'In each offering’s Tai Sui year and by the relations of the temple’s Tai Sui settings, from each believer’s lunar birthday; in the list, its print view and the exports.', 'temple-offerings' ); ?></span>
			</p>
		<?php endif; ?>
		<?php if ( array() !== $form['columns'] ) : ?>
			<fieldset class="temple-staff-columns">
				<legend><?php esc_html_e( 'Columns to print', 'temple-offerings' ); ?></legend>
				<?php foreach ( $form['columns'] as $temple_column ) : ?>
					<label><input type="checkbox" name="columns[]" value="<?php echo esc_attr( $temple_column['key'] ); ?>"<?php checked( $temple_column['checked'] ); ?>> <?php echo esc_html( $temple_column['heading'] ); ?></label>
				<?php endforeach; ?>
			</fieldset>
		<?php endif; ?>
		<p><button type="submit" class="button"><?php esc_html_e( 'Show list', 'temple-offerings' ); ?></button></p>
	</form>
	<?php
	/**
	 * Fires under the ritual list's filter form: the paperwork prints its
	 * label sheet settings there.
	 */
	do_action( 'temple_offerings_ritual_list_settings' );
	?>
	<?php if ( null !== $unpaid ) : ?>
		<div class="notice notice-info inline temple-staff-unpaid">
			<p><?php echo esc_html( $unpaid['text'] ); ?> <a href="<?php echo esc_url( $unpaid['url'] ); ?>"><?php esc_html_e( 'Include unpaid orders', 'temple-offerings' ); ?></a></p>
		</div>
	<?php endif; ?>
	<?php
	if ( null !== $short ) {
		$templates->render( 'admin/short-lines-notice', $short + array( 'class' => 'notice notice-warning inline temple-staff-short-lines' ) );
	}
	?>
	<?php if ( array() === $rows ) : ?>
		<p class="temple-staff-empty"><?php esc_html_e( 'No believers match this filter.', 'temple-offerings' ); ?></p>
	<?php else : ?>
		<p class="temple-staff-actions temple-staff-no-print">
			<a class="button button-primary" href="<?php echo esc_url( $xlsx ); ?>"><?php esc_html_e( 'Export Excel (.xlsx)', 'temple-offerings' ); ?></a>
			<a class="button" href="<?php echo esc_url( $csv ); ?>"><?php esc_html_e( 'Export CSV', 'temple-offerings' ); ?></a>
			<a class="button" target="_blank" rel="noopener" href="<?php echo esc_url( $print ); ?>"><?php esc_html_e( 'Print list', 'temple-offerings' ); ?></a><?php
			/**
			 * Fires after the ritual list's export and print buttons, inside their
			 * paragraph: the paperwork adds a button per printed sheet.
			 *
			 * @param \TempleOfferings\RitualList\RitualListFilter $filter What staff asked for.
			 */
			do_action( 'temple_offerings_ritual_list_buttons', $filter );
			?>
		</p>
		<div class="temple-staff-scroll">
			<table class="temple-staff-table widefat striped">
				<caption><?php echo esc_html( $caption ); ?></caption>
				<thead>
					<tr>
						<?php foreach ( $columns as $temple_key => $temple_heading ) : ?>
							<?php // As on paper: a heading wraps between its words, never inside one (訂單編 / 號). ?>
							<th scope="col" class="column-<?php echo esc_attr( $temple_key ); ?>"><?php echo ListColumns::heading_html( $temple_heading ); // phpcs:ignore TempleOfferings.Security.EscapeOutput.OutputNotEscaped -- heading_html() escapes every piece. ?></th>
						<?php endforeach; ?>
					</tr>
				</thead>
				<tbody>
					<?php foreach ( $rows as $temple_row ) : ?>
						<tr>
							<?php foreach ( array_keys( $columns ) as $temple_key ) : ?>
								<?php // Each cell names its column, as its heading does, so a stylesheet can keep e.g. a 燈號 on one line. ?>
								<?php if ( 'name' === $temple_key ) : ?>
									<th scope="row" class="column-name"><?php echo nl2br( esc_html( $temple_row[ $temple_key ] ?? '' ), false ); ?></th>
								<?php else : ?>
									<td class="column-<?php echo esc_attr( $temple_key ); ?>"><?php echo nl2br( esc_html( $temple_row[ $temple_key ] ?? '' ), false ); ?></td>
								<?php endif; ?>
							<?php endforeach; ?>
						</tr>
					<?php endforeach; ?>
				</tbody>
			</table>
		</div>
		<?php if ( '' !== $pagination ) : ?>
			<nav class="temple-staff-pages temple-staff-no-print" aria-label="<?php esc_attr_e( 'Ritual list pages', 'temple-offerings' ); ?>"><?php echo wp_kses_post( $pagination ); ?></nav>
		<?php endif; ?>
	<?php endif; ?>
</div>
