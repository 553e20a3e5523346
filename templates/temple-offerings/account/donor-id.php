<?php
/**
 * My Account → 收據: the donor's ID number for their receipts (optional):
 * the number kept, masked; a field to give or change it; a box to remove it.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/account/donor-id.php.
 *
 * @package TempleOfferings
 *
 * @var string $masked The number kept, masked (A1*****789); '' for none.
 * @var string $typed  What was typed and refused, shown again to correct.
 * @var string $field  The form's marker field.
 * @var string $nonce  The nonce action.
 * @var string $action Where the form posts.
 */

defined( 'ABSPATH' ) || exit;
?>
<form method="post" action="<?php echo esc_url( $action ); ?>" class="temple-donor-id">
	<h3><?php esc_html_e( 'ID number on your receipts', 'temple-offerings' ); ?></h3>
	<p class="temple-donor-id-help" id="temple-donor-id-help"><?php esc_html_e( 'Optional. Give it only if you want it printed on your receipts, so the temple can report your donations to the tax office. It is shown on screens masked, and written out in full only on your receipts, your annual statements and the temple’s record of donations for the tax office.', 'temple-offerings' ); ?></p>
	<?php if ( '' !== $masked ) : ?>
		<p class="temple-donor-id-kept">
			<?php
			/* translators: %s: the donor's ID number, masked (A1*****789). */
			echo esc_html( sprintf( __( 'Kept: %s', 'temple-offerings' ), $masked ) );
			?>
		</p>
	<?php endif; ?>
	<p class="form-row">
		<label for="temple-donor-id"><?php echo '' !== $masked ? esc_html__( 'New ID number', 'temple-offerings' ) : esc_html__( 'ID number', 'temple-offerings' ); ?></label>
		<input type="text" id="temple-donor-id" name="donor_id" value="<?php echo esc_attr( $typed ); ?>" maxlength="20" autocomplete="off" spellcheck="false" aria-describedby="temple-donor-id-help" class="input-text">
	</p>
	<?php if ( '' !== $masked ) : ?>
		<p class="form-row"><label><input type="checkbox" name="donor_id_remove" value="1"> <?php esc_html_e( 'Remove my ID number', 'temple-offerings' ); ?></label></p>
	<?php endif; ?>
	<input type="hidden" name="<?php echo esc_attr( $field ); ?>" value="1">
	<?php wp_nonce_field( $nonce ); ?>
	<p><button type="submit" class="button"><?php esc_html_e( 'Save', 'temple-offerings' ); ?></button></p>
</form>
