<?php
/**
 * An offering's receipt settings on the product's Temple (寺務) tab: its
 * receipt type and personal receipts (感謝狀).
 *
 * @package TempleOfferings
 *
 * @var string                $type_field     The type select's name.
 * @var string                $personal_field The checkbox's name.
 * @var string                $marker         The hidden marker's name (the fields were on the form).
 * @var string                $type           The saved type (donation or fee).
 * @var bool                  $personal       Whether each believer gets a receipt.
 * @var array<string, string> $types          Type => label.
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="options_group temple-offerings-receipt-fields">
	<p class="form-field"><strong><?php esc_html_e( 'Receipts', 'temple-offerings' ); ?></strong><br>
		<?php esc_html_e( 'A paid order\'s receipt lists donations and fees in separate sections with their own totals: only donations can be deducted from income tax.', 'temple-offerings' ); ?>
	</p>
	<?php
	woocommerce_wp_select(
		array(
			'id'      => $type_field,
			'label'   => __( 'Receipt type', 'temple-offerings' ),
			'value'   => $type,
			'options' => $types,
		)
	);
	woocommerce_wp_checkbox(
		array(
			'id'          => $personal_field,
			'label'       => __( 'Personal receipts', 'temple-offerings' ),
			'description' => __( 'Each believer gets a receipt (and thank-you certificate) in their own name for their share, instead of one receipt for the order.', 'temple-offerings' ),
			'value'       => $personal ? 'yes' : 'no',
			'cbvalue'     => 'yes',
		)
	);
	?>
	<input type="hidden" name="<?php echo esc_attr( $marker ); ?>" value="1">
</div>
