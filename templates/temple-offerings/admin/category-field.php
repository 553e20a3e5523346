<?php
/**
 * A setting of a product category, on Products → Categories' add form and on
 * a category's edit screen: the registration cutoff (a date) and the yearly
 * (每年續點) checkbox, each with its explanation. A checkbox posts a hidden
 * marker with it, so "unticked" can be told from "not on this form".
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/category-field.php.
 *
 * @package TempleOfferings
 *
 * @var string $form    'add' (the add form's block) or 'edit' (a row of the edit screen's table).
 * @var string $wrap    The wrapper's class naming the setting.
 * @var string $field   The control's name and id.
 * @var string $type    'date' or 'checkbox'.
 * @var string $label   The label.
 * @var string $value   A date's value (Y-m-d or ''), or the checkbox's.
 * @var bool   $checked Whether the checkbox is ticked.
 * @var string $marker  The hidden marker's name, or ''.
 * @var string $help    The explanation.
 */

defined( 'ABSPATH' ) || exit;

$temple_help_id = $field . '-description';
?>
<?php if ( 'add' === $form ) : ?>
	<div class="form-field <?php echo esc_attr( $wrap ); ?>">
		<?php if ( 'checkbox' === $type ) : ?>
			<label for="<?php echo esc_attr( $field ); ?>"><input type="checkbox" id="<?php echo esc_attr( $field ); ?>" name="<?php echo esc_attr( $field ); ?>" value="<?php echo esc_attr( $value ); ?>" aria-describedby="<?php echo esc_attr( $temple_help_id ); ?>"<?php checked( $checked ); ?>> <?php echo esc_html( $label ); ?></label>
		<?php else : ?>
			<label for="<?php echo esc_attr( $field ); ?>"><?php echo esc_html( $label ); ?></label><input type="date" id="<?php echo esc_attr( $field ); ?>" name="<?php echo esc_attr( $field ); ?>" value="<?php echo esc_attr( $value ); ?>" aria-describedby="<?php echo esc_attr( $temple_help_id ); ?>">
		<?php endif; ?>
		<?php if ( '' !== $marker ) : ?>
			<input type="hidden" name="<?php echo esc_attr( $marker ); ?>" value="1">
		<?php endif; ?>
		<p id="<?php echo esc_attr( $temple_help_id ); ?>"><?php echo esc_html( $help ); ?></p>
	</div>
<?php else : ?>
	<tr class="form-field <?php echo esc_attr( $wrap ); ?>">
		<th scope="row"><label for="<?php echo esc_attr( $field ); ?>"><?php echo esc_html( $label ); ?></label></th>
		<td>
			<?php if ( 'checkbox' === $type ) : ?>
				<input type="checkbox" id="<?php echo esc_attr( $field ); ?>" name="<?php echo esc_attr( $field ); ?>" value="<?php echo esc_attr( $value ); ?>" aria-describedby="<?php echo esc_attr( $temple_help_id ); ?>"<?php checked( $checked ); ?>>
			<?php else : ?>
				<input type="date" id="<?php echo esc_attr( $field ); ?>" name="<?php echo esc_attr( $field ); ?>" value="<?php echo esc_attr( $value ); ?>" aria-describedby="<?php echo esc_attr( $temple_help_id ); ?>">
			<?php endif; ?>
			<?php if ( '' !== $marker ) : ?>
				<input type="hidden" name="<?php echo esc_attr( $marker ); ?>" value="1">
			<?php endif; ?>
			<p class="description" id="<?php echo esc_attr( $temple_help_id ); ?>"><?php echo esc_html( $help ); ?></p>
		</td>
	</tr>
<?php endif; ?>
