<?php
/**
 * A product's Temple (寺務) tab: the lamp numbers, then the groups other
 * per-offering settings add through the action below.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/product-temple-tab.php.
 *
 * @package TempleOfferings
 *
 * @var \TempleOfferings\Support\Templates $templates Renders the lamp numbers' group (admin/product-fields.php).
 * @var string                             $panel     The panel's id, which the tab names.
 * @var \WC_Product|null                   $product   The product being edited.
 * @var array<string, mixed>               $numbers   The lamp numbers' group.
 */

defined( 'ABSPATH' ) || exit;
?>
<div id="<?php echo esc_attr( $panel ); ?>" class="panel woocommerce_options_panel hidden">
	<?php
	$templates->render( 'admin/product-fields', $numbers );
	/**
	 * Fires inside the product's Temple tab, after the lamp numbers: other
	 * per-offering settings add their own `options_group` here, and save
	 * themselves on `woocommerce_admin_process_product_object`.
	 *
	 * @param \WC_Product|null $product The product being edited.
	 */
	do_action( 'temple_offerings_temple_tab', $product );
	?>
</div>
