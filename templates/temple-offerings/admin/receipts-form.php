<?php
/**
 * The Receipts box's own form, printed at the end of the order screen,
 * outside the order's form: the box's buttons and reason fields name it.
 *
 * @package TempleOfferings
 *
 * @var string $form     Its id.
 * @var string $url      admin-post.php.
 * @var string $action   The admin-post action.
 * @var int    $order_id The order.
 * @var string $nonce    The nonce action of the order's box.
 */

defined( 'ABSPATH' ) || exit;
?>
<form id="<?php echo esc_attr( $form ); ?>" method="post" action="<?php echo esc_url( $url ); ?>" hidden>
	<input type="hidden" name="action" value="<?php echo esc_attr( $action ); ?>">
	<input type="hidden" name="order_id" value="<?php echo esc_attr( (string) $order_id ); ?>">
	<?php wp_nonce_field( $nonce ); ?>
</form>
