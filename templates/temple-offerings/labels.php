<?php
/**
 * Lamp labels (燈牌): one sheet per page, each label with its lamp number,
 * name, 民國 lunar birthday with 時辰, and address.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/labels.php.
 *
 * @package TempleOfferings
 *
 * @var string                                   $title   Sheet title (plain text).
 * @var string                                   $printed When it was printed.
 * @var bool                                     $more    Whether believers were left out past the print limit.
 * @var \TempleOfferings\Paperwork\LabelGrid     $grid    Columns, rows and margins.
 * @var array<int, array<int, array<string, string>>> $pages Labels per sheet: number, name, birthday, address, product.
 */

defined( 'ABSPATH' ) || exit;

$temple_count = array_sum( array_map( 'count', $pages ) );
?>
<header class="temple-print-screen-only">
	<h1><?php echo esc_html( $title ); ?></h1>
	<p class="temple-print-meta">
		<?php
		/* translators: 1: number of labels, 2: labels across, 3: labels down, 4: time printed. */
		echo esc_html( sprintf( __( '%1$d labels, %2$d × %3$d a sheet; printed %4$s', 'temple-offerings' ), $temple_count, $grid->columns, $grid->rows, $printed ) );
		?>
	</p>
	<?php if ( $more ) : ?>
		<p class="temple-print-warning"><?php esc_html_e( 'Only the first 5,000 believers are shown. Narrow the filter for the rest.', 'temple-offerings' ); ?></p>
	<?php endif; ?>
</header>
<?php if ( array() === $pages ) : ?>
	<p><?php esc_html_e( 'No believers match this filter.', 'temple-offerings' ); ?></p>
<?php endif; ?>
<?php foreach ( $pages as $temple_page ) : ?>
	<section class="temple-label-sheet">
		<?php foreach ( $temple_page as $temple_label ) : ?>
			<article class="temple-label">
				<?php if ( '' !== $temple_label['number'] ) : ?>
					<p class="temple-label-number"><?php echo esc_html( $temple_label['number'] ); ?></p>
				<?php endif; ?>
				<p class="temple-label-name"><?php echo esc_html( $temple_label['name'] ); ?></p>
				<?php if ( '' !== $temple_label['birthday'] ) : ?>
					<p class="temple-label-birthday"><?php echo esc_html( $temple_label['birthday'] ); ?></p>
				<?php endif; ?>
				<p class="temple-label-address"><?php echo esc_html( $temple_label['address'] ); ?></p>
			</article>
		<?php endforeach; ?>
	</section>
<?php endforeach; ?>
