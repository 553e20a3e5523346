<?php
/**
 * In WooCommerce's refund form on the order screen, beside an offering
 * line's refund quantity: a checkbox per believer not yet refunded, by its
 * number in the Believers box. WooCommerce shows and hides every `div.refund`
 * of the items table with the form; the boxes have no name (the order's own
 * save never posts them): assets/staff/refund-believers.js adds the ticked
 * ones to the refund the form posts.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/refund-believers.php.
 *
 * @package TempleOfferings
 *
 * @var int                                                     $item_id The order line's id.
 * @var array<int, array{id: string, index: int, label: string}> $choices Each believer not yet refunded: the checkbox's id, the believer's index on the line and its label (Believer 1…).
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="refund temple-offerings-refund-believers" style="display:none" data-item-id="<?php echo esc_attr( (string) $item_id ); ?>">
	<fieldset>
		<legend><?php esc_html_e( 'Whose places are refunded?', 'temple-offerings' ); ?></legend>
		<?php foreach ( $choices as $temple_choice ) : ?>
			<?php // The index is data, not the box's value: WooCommerce sums the value of every input of a line's refund fields into the refund amount. ?>
			<label for="<?php echo esc_attr( $temple_choice['id'] ); ?>"><input type="checkbox" id="<?php echo esc_attr( $temple_choice['id'] ); ?>" value="" data-index="<?php echo esc_attr( (string) $temple_choice['index'] ); ?>"> <?php echo esc_html( $temple_choice['label'] ); ?></label><br>
		<?php endforeach; ?>
		<span class="description"><?php esc_html_e( 'Each believer is listed under the same number in the Believers box below. Refunded believers leave the ritual list, the paperwork and the numbering; their records stay on the order.', 'temple-offerings' ); ?></span>
	</fieldset>
</div>
