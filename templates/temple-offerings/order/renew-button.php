<?php
/**
 * The 再次登記 (register again) button under an order's details, on the
 * view-order and order-received pages: it opens the offering page with this
 * order's offerings selected and its believers filled in.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/order/renew-button.php.
 *
 * @package TempleOfferings
 *
 * @var \WC_Order $order        The order.
 * @var string    $url          The renew address (Order\RenewLink).
 * @var string    $button_class The theme's button class, with a leading space, or ''.
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="temple-offerings-renew">
	<p>
		<a href="<?php echo esc_url( $url ); ?>" class="button<?php echo esc_attr( $button_class ); ?>"><?php esc_html_e( 'Register again', 'temple-offerings' ); ?></a>
	</p>
	<p class="temple-offerings-renew__hint"><small><?php esc_html_e( 'Opens the offering page with the same offerings and people filled in, for you to check and add to the prayer bag.', 'temple-offerings' ); ?></small></p>
</div>
