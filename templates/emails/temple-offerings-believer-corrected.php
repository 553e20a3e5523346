<?php
/**
 * Staff e-mail: a customer corrected a believer (HTML).
 *
 * A theme overrides this template by copying it to
 * yourtheme/woocommerce/emails/temple-offerings-believer-corrected.php.
 *
 * @package TempleOfferings
 *
 * @var \WC_Order                                          $order              The order.
 * @var string                                             $order_url          Its edit screen.
 * @var string                                             $email_heading      Heading.
 * @var string                                             $additional_content Text set under WooCommerce → Settings → Emails.
 * @var string                                             $offering           The line's offering (product) name.
 * @var int                                                $number             The believer's place on the line, from 1.
 * @var string                                             $believer           The believer's name and gender.
 * @var array<int, array{0: string, 1: string, 2: string}> $changes            Label, old and new value (plain text).
 * @var \WC_Email                                          $email              The e-mail object.
 */

defined( 'ABSPATH' ) || exit;

do_action( 'woocommerce_email_header', $email_heading, $email );
?>
<p>
	<?php
	/* translators: 1: customer's name, 2: order number, 3: offering (product) name, 4: the believer's place on the line, 5: the believer's name and gender. */
	echo esc_html( sprintf( __( '%1$s corrected believer %4$d (%5$s) of %3$s on order #%2$s:', 'temple-offerings' ), $order->get_formatted_billing_full_name(), $order->get_order_number(), $offering, $number, $believer ) );
	?>
</p>
<table class="td" cellspacing="0" cellpadding="6" border="1" style="width:100%;border-collapse:collapse;margin-bottom:1em">
	<thead>
		<tr>
			<th class="td" scope="col" style="text-align:left"><?php esc_html_e( 'Field', 'temple-offerings' ); ?></th>
			<th class="td" scope="col" style="text-align:left"><?php esc_html_e( 'Before', 'temple-offerings' ); ?></th>
			<th class="td" scope="col" style="text-align:left"><?php esc_html_e( 'After', 'temple-offerings' ); ?></th>
		</tr>
	</thead>
	<tbody>
		<?php foreach ( $changes as $change ) : ?>
			<tr>
				<th class="td" scope="row" style="text-align:left"><?php echo esc_html( $change[0] ); ?></th>
				<td class="td" style="text-align:left"><?php echo esc_html( $change[1] ); ?></td>
				<td class="td" style="text-align:left"><?php echo esc_html( $change[2] ); ?></td>
			</tr>
		<?php endforeach; ?>
	</tbody>
</table>
<p>
	<a href="<?php echo esc_url( $order_url ); ?>">
		<?php
		/* translators: %s: order number. */
		echo esc_html( sprintf( __( 'Open order #%s', 'temple-offerings' ), $order->get_order_number() ) );
		?>
	</a>
</p>
<?php
if ( $additional_content ) {
	echo wp_kses_post( wpautop( wptexturize( $additional_content ) ) );
}

do_action( 'woocommerce_email_footer', $email );
