<?php
/**
 * The order screen's Believers box, and its print view: each offering line
 * with its believers, one table per believer (the believer's number first,
 * then every field). On the screen, a button that opens the print view, and
 * what other parts of the plugin add through the actions below (what became
 * of a correction, a line's reissue button, each believer's correction link).
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/order-believers.php.
 *
 * @package TempleOfferings
 *
 * @var \WC_Order|null                   $order     The order on the screen; null on the print view.
 * @var string                           $print_url The print view's address (on the screen).
 * @var string                           $title     The print view's heading.
 * @var string                           $meta      The print view's line under it: date, customer, status.
 * @var array<int, array<string, mixed>> $lines     Each line: item_id, anchor (the id the count under the line's item links to), heading, numbers, and its believers (index, caption, class, number, rows of label and value).
 */

defined( 'ABSPATH' ) || exit;
?>
<?php if ( null === $order ) : ?>
	<h1><?php echo esc_html( $title ); ?></h1>
	<p class="temple-print-meta"><?php echo esc_html( $meta ); ?></p>
<?php elseif ( array() === $lines ) : ?>
	<p><?php esc_html_e( 'This order has no registered believers.', 'temple-offerings' ); ?></p>
<?php else : ?>
	<p><a class="button" target="_blank" rel="noopener" href="<?php echo esc_url( $print_url ); ?>"><?php esc_html_e( 'Print believers', 'temple-offerings' ); ?></a></p>
	<?php
	/**
	 * Fires at the top of the Believers box on the order screen (not its
	 * print view): the corrections say there what became of a save.
	 *
	 * @param \WC_Order $order The order.
	 */
	do_action( 'temple_offerings_believers_box_notice', $order );
	?>
<?php endif; ?>
<?php foreach ( $lines as $temple_line ) : ?>
	<section class="temple-staff-line" id="<?php echo esc_attr( $temple_line['anchor'] ); ?>">
		<h3><?php echo esc_html( $temple_line['heading'] ); ?></h3>
		<?php
		if ( null !== $order ) {
			/**
			 * Fires under each line's heading in the Believers box on the
			 * order screen (not its print view): the lamp numbers add the
			 * reissue button of a numbered line there.
			 *
			 * @param \WC_Order $order   The order.
			 * @param int       $item_id The line's id.
			 * @param string[]  $numbers The line's believers' numbers ('' for none).
			 */
			do_action( 'temple_offerings_believers_box_line', $order, $temple_line['item_id'], $temple_line['numbers'] );
		}
		?>
		<?php foreach ( $temple_line['believers'] as $temple_believer ) : ?>
			<table class="<?php echo esc_attr( $temple_believer['class'] ); ?>">
				<caption><?php echo esc_html( $temple_believer['caption'] ); ?></caption>
				<tbody>
					<?php if ( '' !== $temple_believer['number'] ) : ?>
						<tr class="temple-staff-number"><th scope="row"><?php esc_html_e( 'Lamp number', 'temple-offerings' ); ?></th><td><?php echo esc_html( $temple_believer['number'] ); ?></td></tr>
					<?php endif; ?>
					<?php foreach ( $temple_believer['rows'] as $temple_row ) : ?>
						<tr><th scope="row"><?php echo esc_html( $temple_row['label'] ); ?></th><td><?php echo nl2br( esc_html( $temple_row['value'] ), false ); ?></td></tr>
					<?php endforeach; ?>
				</tbody>
			</table>
			<?php
			if ( null !== $order ) {
				/**
				 * Fires under each believer of the Believers box on the order
				 * screen (not its print view): the corrections add the link to
				 * the believer's correction form there.
				 *
				 * @param \WC_Order $order   The order.
				 * @param int       $item_id The line's id.
				 * @param int       $index   The believer's index on the line.
				 */
				do_action( 'temple_offerings_believers_box_believer', $order, $temple_line['item_id'], $temple_believer['index'] );
			}
			?>
		<?php endforeach; ?>
	</section>
<?php endforeach; ?>
