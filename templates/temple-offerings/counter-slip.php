<?php
/**
 * The slip a worshipper takes home from the counter, on 80 mm receipt paper.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/counter-slip.php.
 *
 * @package TempleOfferings
 *
 * @var string                                                    $temple  The temple's name.
 * @var string                                                    $title   The slip's title.
 * @var array<string, string>                                     $facts   Label => value (order number, date, who…).
 * @var array<int, array{offering: string, people: string[]}>    $lines   Each offering with its believers (lamp number first when given).
 * @var string                                                    $total   The amount, as the shop writes it.
 * @var string                                                    $payment How it is paid.
 * @var string                                                    $status  Paid, or waiting for payment.
 */

defined( 'ABSPATH' ) || exit;
?>
<article class="temple-receipt temple-receipt-roll temple-counter-slip">
	<p class="temple-receipt-temple"><?php echo esc_html( $temple ); ?></p>
	<h1 class="temple-receipt-title"><?php echo esc_html( $title ); ?></h1>
	<?php foreach ( $facts as $temple_slip_label => $temple_slip_value ) : ?>
		<?php if ( '' !== $temple_slip_value ) : ?>
			<p class="temple-receipt-fact"><span><?php echo esc_html( $temple_slip_label ); ?></span> <strong><?php echo esc_html( $temple_slip_value ); ?></strong></p>
		<?php endif; ?>
	<?php endforeach; ?>
	<table class="temple-receipt-lines">
		<thead>
			<tr>
				<th scope="col"><?php esc_html_e( 'Offering', 'temple-offerings' ); ?></th>
				<th scope="col"><?php esc_html_e( 'Believers', 'temple-offerings' ); ?></th>
			</tr>
		</thead>
		<tbody>
			<?php foreach ( $lines as $temple_slip_line ) : ?>
				<tr>
					<th scope="row"><?php echo esc_html( $temple_slip_line['offering'] ); ?></th>
					<td>
						<?php foreach ( $temple_slip_line['people'] as $temple_slip_person ) : ?>
							<?php echo esc_html( $temple_slip_person ); ?><br>
						<?php endforeach; ?>
					</td>
				</tr>
			<?php endforeach; ?>
		</tbody>
	</table>
	<p class="temple-receipt-fact temple-receipt-total"><span><?php esc_html_e( 'Total', 'temple-offerings' ); ?></span> <strong><?php echo esc_html( $total ); ?></strong></p>
	<p class="temple-receipt-fact"><span><?php esc_html_e( 'Payment method', 'temple-offerings' ); ?></span> <?php echo esc_html( $payment ); ?></p>
	<p class="temple-receipt-fact"><span><?php esc_html_e( 'Payment', 'temple-offerings' ); ?></span> <strong><?php echo esc_html( $status ); ?></strong></p>
</article>
