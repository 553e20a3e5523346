<?php
/**
 * The reading list (疏文名冊) the priest reads: registrants grouped by
 * offering, then by household address, in lamp-number order.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/reading-list.php.
 *
 * @package TempleOfferings
 *
 * @var string                           $title   Sheet title (plain text).
 * @var string                           $printed When it was printed.
 * @var bool                             $more    Whether believers were left out past the print limit.
 * @var array<int, array<string, mixed>> $groups  product, count, addresses: [ address, people: [ number, name, birthday ] ].
 */

defined( 'ABSPATH' ) || exit;
?>
<h1><?php echo esc_html( $title ); ?></h1>
<p class="temple-print-meta">
	<?php
	/* translators: 1: number of registrants, 2: time printed. */
	echo esc_html( sprintf( __( '%1$d registrants; printed %2$s', 'temple-offerings' ), array_sum( array_column( $groups, 'count' ) ), $printed ) );
	?>
</p>
<?php if ( $more ) : ?>
	<p class="temple-print-warning"><?php esc_html_e( 'Only the first 5,000 believers are shown. Narrow the filter for the rest.', 'temple-offerings' ); ?></p>
<?php endif; ?>
<?php if ( array() === $groups ) : ?>
	<p><?php esc_html_e( 'No believers match this filter.', 'temple-offerings' ); ?></p>
<?php endif; ?>
<?php foreach ( $groups as $temple_group ) : ?>
	<section class="temple-reading-offering">
		<h2>
			<?php echo esc_html( (string) $temple_group['product'] ); ?>
			<span class="temple-reading-count">
				<?php
				/* translators: %d: number of registrants of one offering. */
				echo esc_html( sprintf( __( '(%d registrants)', 'temple-offerings' ), (int) $temple_group['count'] ) );
				?>
			</span>
		</h2>
		<?php foreach ( $temple_group['addresses'] as $temple_household ) : ?>
			<table class="temple-reading-household">
				<caption><?php echo '' === $temple_household['address'] ? esc_html__( 'No address given', 'temple-offerings' ) : esc_html( (string) $temple_household['address'] ); ?></caption>
				<thead>
					<tr>
						<th scope="col" class="temple-nowrap"><?php echo esc_html_x( 'Lamp number', 'reading list column heading', 'temple-offerings' ); ?></th>
						<th scope="col" class="temple-nowrap"><?php esc_html_e( 'Name', 'temple-offerings' ); ?></th>
						<th scope="col"><?php esc_html_e( 'Lunar birthday', 'temple-offerings' ); ?></th>
					</tr>
				</thead>
				<tbody>
					<?php foreach ( $temple_household['people'] as $temple_person ) : ?>
						<tr>
							<td class="temple-nowrap temple-reading-number"><?php echo esc_html( (string) $temple_person['number'] ); ?></td>
							<th scope="row" class="temple-nowrap temple-reading-name"><?php echo esc_html( (string) $temple_person['name'] ); ?></th>
							<td class="temple-keep-words"><?php echo esc_html( (string) $temple_person['birthday'] ); ?></td>
						</tr>
					<?php endforeach; ?>
				</tbody>
			</table>
		<?php endforeach; ?>
	</section>
<?php endforeach; ?>
