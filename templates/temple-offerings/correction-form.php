<?php
/**
 * The correction form of one believer of a paid order line: staff's (an
 * admin page) and the worshipper's (My Account, in the order's place) alike.
 * Which believer of which order and offering, the line's cutoff, what became
 * of the last save (one alert, with a link to each field's message), then
 * the fields, each message next to its field. When the believer can no
 * longer be changed here, the believer read-only and why.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/correction-form.php.
 *
 * @package TempleOfferings
 *
 * @var bool                             $staff     Whether staff correct (the admin's frame and notices) or the worshipper (the shop theme's).
 * @var string                           $title     Heading.
 * @var string                           $what      Order, offering and the believer's place on the line.
 * @var string                           $cutoff    The line's registration cutoff, or ''.
 * @var array<string, mixed>|null        $read_only When the believer cannot be changed: refused (what became of a save, or ''), why, heading (or null) and parts.
 * @var string                           $intro     What may be changed, and what follows a change.
 * @var array<string, mixed>|null        $alert     What became of the last save: class, message and errors (each a control id and its message).
 * @var string                           $action    Where the form posts (its own address).
 * @var string                           $nonce     The nonce action naming the corrector, the order, the line and the believer.
 * @var string                           $was       The fingerprint of the believer as stored.
 * @var array<int, array<string, mixed>> $rows      The fields' rows (CorrectionFields::rows()).
 * @var string                           $back      The order's address.
 */

defined( 'ABSPATH' ) || exit;

$temple_title_id = 'temple-offerings-correction-title';
?>
<?php if ( $staff ) : ?>
<div class="wrap temple-correction">
	<h1 id="<?php echo esc_attr( $temple_title_id ); ?>"><?php echo esc_html( $title ); ?></h1>
<?php else : ?>
<section class="temple-offerings-correction" aria-labelledby="<?php echo esc_attr( $temple_title_id ); ?>">
	<h2 id="<?php echo esc_attr( $temple_title_id ); ?>"><?php echo esc_html( $title ); ?></h2>
<?php endif; ?>
	<p class="temple-correction-what"><?php echo esc_html( $what ); ?></p>
	<?php if ( '' !== $cutoff ) : ?>
		<p class="temple-offerings-correct__cutoff"><?php echo esc_html( $cutoff ); ?></p>
	<?php endif; ?>
	<?php if ( null !== $read_only ) : ?>
		<?php if ( '' !== $read_only['refused'] ) : ?>
			<div class="woocommerce-error" role="alert"><?php echo esc_html( $read_only['refused'] ); ?></div>
		<?php endif; ?>
		<p><?php echo esc_html( $read_only['why'] ); ?></p>
		<?php if ( null !== $read_only['heading'] ) : ?>
			<div class="temple-offerings-correction__read-only">
				<p><strong><?php echo esc_html( $read_only['heading'] ); ?></strong><?php foreach ( $read_only['parts'] as $temple_part ) :
					?><br><?php echo esc_html( $temple_part ); ?><?php endforeach; ?></p>
			</div>
		<?php endif; ?>
		<p><a class="button" href="<?php echo esc_url( $back ); ?>"><?php esc_html_e( 'Back to the order', 'temple-offerings' ); ?></a></p>
	<?php else : ?>
		<p><?php echo esc_html( $intro ); ?></p>
		<?php if ( null !== $alert ) : ?>
			<div class="<?php echo esc_attr( $alert['class'] ); ?>" role="alert">
				<p><?php echo esc_html( $alert['message'] ); ?></p>
				<?php if ( array() !== $alert['errors'] ) : ?>
					<ul>
						<?php foreach ( $alert['errors'] as $temple_error ) : ?>
							<li><a href="#<?php echo esc_attr( $temple_error['id'] ); ?>"><?php echo esc_html( $temple_error['text'] ); ?></a></li>
						<?php endforeach; ?>
					</ul>
				<?php endif; ?>
			</div>
		<?php endif; ?>
		<form method="post" action="<?php echo esc_url( $action ); ?>" novalidate>
			<?php wp_nonce_field( $nonce ); ?>
			<input type="hidden" name="was" value="<?php echo esc_attr( $was ); ?>">
			<table class="form-table temple-correction-fields" role="presentation">
				<tbody>
					<?php foreach ( $rows as $temple_row ) : ?>
						<?php if ( 'heading' === $temple_row['type'] ) : ?>
							<tr><th colspan="2" scope="rowgroup"><h2><?php echo esc_html( $temple_row['label'] ); ?></h2></th></tr>
						<?php else : ?>
						<tr>
							<th scope="row">
								<?php if ( 'date' === $temple_row['type'] ) : ?>
									<span id="<?php echo esc_attr( $temple_row['id'] . '-label' ); ?>"><?php echo esc_html( $temple_row['label'] ); ?></span>
								<?php else : ?>
									<label for="<?php echo esc_attr( $temple_row['id'] ); ?>"><?php echo esc_html( $temple_row['label'] ); ?></label>
								<?php endif; ?>
							</th>
							<td>
								<?php if ( 'date' === $temple_row['type'] ) : ?>
									<div class="temple-correction-date" role="group" aria-labelledby="<?php echo esc_attr( $temple_row['id'] . '-label' ); ?>" data-leap-months="<?php echo esc_attr( (string) wp_json_encode( $temple_row['leap_months'], JSON_UNESCAPED_UNICODE | JSON_FORCE_OBJECT ) ); ?>">
								<?php endif; ?>
								<?php foreach ( $temple_row['controls'] as $temple_control ) : ?>
									<?php if ( isset( $temple_control['title'] ) ) : ?>
										<label for="<?php echo esc_attr( $temple_control['id'] ); ?>"><?php echo esc_html( $temple_control['title'] ); ?></label>
									<?php endif; ?>
									<?php if ( 'multiline' === $temple_control['type'] ) : ?>
										<textarea class="large-text" rows="3" id="<?php echo esc_attr( $temple_control['id'] ); ?>" name="<?php echo esc_attr( $temple_control['name'] ); ?>"<?php foreach ( $temple_control['aria'] as $temple_attribute => $temple_value ) :
											?> <?php echo esc_attr( $temple_attribute ); ?>="<?php echo esc_attr( $temple_value ); ?>"<?php endforeach; ?>><?php echo esc_textarea( $temple_control['value'] ); ?></textarea>
									<?php elseif ( 'boolean' === $temple_control['type'] ) : ?>
										<input type="hidden" name="<?php echo esc_attr( $temple_control['name'] ); ?>" value="0">
										<input type="checkbox" id="<?php echo esc_attr( $temple_control['id'] ); ?>" name="<?php echo esc_attr( $temple_control['name'] ); ?>" value="1"<?php checked( $temple_control['checked'] ); ?>>
									<?php elseif ( 'select' === $temple_control['type'] ) : ?>
										<select id="<?php echo esc_attr( $temple_control['id'] ); ?>" name="<?php echo esc_attr( $temple_control['name'] ); ?>"<?php foreach ( $temple_control['aria'] as $temple_attribute => $temple_value ) :
											?> <?php echo esc_attr( $temple_attribute ); ?>="<?php echo esc_attr( $temple_value ); ?>"<?php endforeach; ?>>
											<?php if ( $temple_control['choose'] ) : ?>
												<option value="" selected><?php esc_html_e( 'Please choose', 'temple-offerings' ); ?></option>
											<?php endif; ?>
											<?php foreach ( $temple_control['options'] as $temple_option ) : ?>
												<option value="<?php echo esc_attr( $temple_option['value'] ); ?>"<?php selected( $temple_option['value'], $temple_control['value'] ); ?>><?php echo esc_html( $temple_option['label'] ); ?></option>
											<?php endforeach; ?>
										</select>
									<?php else : ?>
										<input type="text" class="regular-text" id="<?php echo esc_attr( $temple_control['id'] ); ?>" name="<?php echo esc_attr( $temple_control['name'] ); ?>" value="<?php echo esc_attr( $temple_control['value'] ); ?>"<?php foreach ( $temple_control['aria'] as $temple_attribute => $temple_value ) :
											?> <?php echo esc_attr( $temple_attribute ); ?>="<?php echo esc_attr( $temple_value ); ?>"<?php endforeach; ?>>
									<?php endif; ?>
								<?php endforeach; ?>
								<?php if ( 'date' === $temple_row['type'] ) : ?>
									</div>
								<?php endif; ?>
								<?php if ( '' !== $temple_row['message'] ) : ?>
									<p class="temple-field-error" id="<?php echo esc_attr( $temple_row['id'] . '-error' ); ?>"><?php echo esc_html( $temple_row['message'] ); ?></p>
								<?php endif; ?>
							</td>
						</tr>
						<?php endif; ?>
					<?php endforeach; ?>
				</tbody>
			</table>
			<p class="submit">
				<button type="submit" class="<?php echo esc_attr( $staff ? 'button button-primary' : 'button wp-element-button' ); ?>"><?php esc_html_e( 'Save corrections', 'temple-offerings' ); ?></button>
				<a class="button" href="<?php echo esc_url( $back ); ?>"><?php esc_html_e( 'Back to the order', 'temple-offerings' ); ?></a>
			</p>
		</form>
	<?php endif; ?>
<?php if ( $staff ) : ?>
</div>
<?php else : ?>
</section>
<?php endif; ?>
