<?php
/**
 * The printed ritual list: the columns staff chose, one row per believer;
 * names, numbers and phones on one line, dates wrapping only between their
 * parts, addresses as lines of a readable width, headings wrapping only
 * between words, landscape when the columns are many.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/ritual-list.php.
 *
 * @package TempleOfferings
 *
 * @var string                            $title     Sheet title (plain text).
 * @var string                            $summary   What the sheet holds (plain text).
 * @var bool                              $more      Whether believers were left out past the print limit.
 * @var array<string, string>             $columns   Column key => heading.
 * @var array<int, array<string, string>> $rows      Rows keyed like the columns.
 * @var bool                              $landscape Whether the sheet prints landscape.
 */

defined( 'ABSPATH' ) || exit;

use TempleOfferings\RitualList\ListColumns;
?>
<h1><?php echo esc_html( $title ); ?></h1>
<p class="temple-print-meta"><?php echo esc_html( $summary ); ?></p>
<?php if ( $more ) : ?>
	<p class="temple-print-warning"><?php esc_html_e( 'Only the first 5,000 believers are shown. Narrow the filter or export CSV for the rest.', 'temple-offerings' ); ?></p>
<?php endif; ?>
<?php if ( array() === $rows ) : ?>
	<p><?php esc_html_e( 'No believers match this filter.', 'temple-offerings' ); ?></p>
<?php else : ?>
	<table class="temple-print-list<?php echo $landscape ? ' is-landscape' : ''; ?><?php echo ListColumns::dense( count( $columns ) ) ? ' is-dense' : ''; ?><?php echo ListColumns::denser( count( $columns ) ) ? ' is-denser' : ''; ?>">
		<caption><?php echo esc_html( $title ); ?></caption>
		<thead>
			<tr>
				<?php foreach ( $columns as $temple_key => $temple_heading ) : ?>
					<th scope="col" class="column-<?php echo esc_attr( $temple_key ); ?> <?php echo esc_attr( ListColumns::cell_class( $temple_key ) ); ?>"><?php echo ListColumns::heading_html( $temple_heading ); // phpcs:ignore TempleOfferings.Security.EscapeOutput.OutputNotEscaped -- escaped there, only <wbr> added. ?></th>
				<?php endforeach; ?>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $rows as $temple_row ) : ?>
				<tr>
					<?php
					foreach ( array_keys( $columns ) as $temple_key ) {
						$temple_tag = 'name' === $temple_key ? 'th scope="row"' : 'td';
						echo '<' . $temple_tag . ' class="column-' . esc_attr( $temple_key ) . ' ' . esc_attr( ListColumns::cell_class( $temple_key ) ) . '">'; // phpcs:ignore TempleOfferings.Security.EscapeOutput.OutputNotEscaped -- one of two fixed tags.
						echo ListColumns::cell_html( $temple_key, $temple_row[ $temple_key ] ?? '' ); // phpcs:ignore TempleOfferings.Security.EscapeOutput.OutputNotEscaped -- escaped there, only <wbr> and <br> added.
						echo 'name' === $temple_key ? '</th>' : '</td>';
					}
					?>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
<?php endif; ?>
