<?php
/**
 * WooCommerce → Draws (抽籤): every offering whose places are given by draw.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/draws.php.
 *
 * @package TempleOfferings
 *
 * @var array<int, array{name: string, url: string, closes: string, places: string, entries: string, state: string}> $rows The draw offerings.
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="wrap temple-staff temple-staff-draws">
	<h1><?php esc_html_e( 'Draws', 'temple-offerings' ); ?></h1>
	<p><?php esc_html_e( 'Offerings whose places are given by draw (set on the product\'s Temple tab). Once registration has closed, open one to run its draw.', 'temple-offerings' ); ?></p>
	<?php if ( array() === $rows ) : ?>
		<p><?php esc_html_e( 'No offering gives its places by draw.', 'temple-offerings' ); ?></p>
	<?php else : ?>
		<table class="widefat striped temple-draws">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Offering', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Registration closes', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Places', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Entries', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Draw', 'temple-offerings' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $rows as $temple_row ) : ?>
					<tr>
						<td><a href="<?php echo esc_url( $temple_row['url'] ); ?>"><?php echo esc_html( $temple_row['name'] ); ?></a></td>
						<td><?php echo esc_html( $temple_row['closes'] ); ?></td>
						<td><?php echo esc_html( $temple_row['places'] ); ?></td>
						<td><?php echo esc_html( $temple_row['entries'] ); ?></td>
						<td><?php echo esc_html( $temple_row['state'] ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
	<?php endif; ?>
</div>
