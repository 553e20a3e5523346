<?php
/**
 * The lamp label sheet's settings on the ritual list screen, collapsed
 * until staff open it (open after a save, with what became of it): labels
 * across and down, and the sheet's margins.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/label-sheet.php.
 *
 * @package TempleOfferings
 *
 * @var string                                                                      $saved  What became of the last save, or '' when nothing was just saved.
 * @var string                                                                      $action Where the form posts (admin-post.php).
 * @var string                                                                      $nonce  The form's nonce action (also its admin-post action).
 * @var array<int, array{key: string, label: string, min: int, max: int, value: int}> $fields The grid's numbers.
 */

defined( 'ABSPATH' ) || exit;
?>
<details class="temple-staff-grid temple-staff-no-print"<?php echo '' !== $saved ? ' open' : ''; ?>>
	<summary><?php esc_html_e( 'Lamp label sheet', 'temple-offerings' ); ?></summary>
	<?php if ( '' !== $saved ) : ?>
		<p class="temple-staff-saved" role="status"><?php echo esc_html( $saved ); ?></p>
	<?php endif; ?>
	<form method="post" action="<?php echo esc_url( $action ); ?>">
		<input type="hidden" name="action" value="<?php echo esc_attr( $nonce ); ?>">
		<?php wp_nonce_field( $nonce ); ?>
		<?php foreach ( $fields as $temple_field ) : ?>
			<p>
				<label for="temple-grid-<?php echo esc_attr( $temple_field['key'] ); ?>"><?php echo esc_html( $temple_field['label'] ); ?></label><br>
				<input type="number" id="temple-grid-<?php echo esc_attr( $temple_field['key'] ); ?>" name="grid[<?php echo esc_attr( $temple_field['key'] ); ?>]" min="<?php echo esc_attr( (string) $temple_field['min'] ); ?>" max="<?php echo esc_attr( (string) $temple_field['max'] ); ?>" step="1" value="<?php echo esc_attr( (string) $temple_field['value'] ); ?>">
			</p>
		<?php endforeach; ?>
		<p><button type="submit" class="button"><?php esc_html_e( 'Save label sheet', 'temple-offerings' ); ?></button></p>
	</form>
</details>
