<?php
/**
 * WooCommerce → Draws → one offering: its entries and the run, or the drawn
 * order with each entry's rank and result, the seed and the log.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/draw.php.
 *
 * @package TempleOfferings
 *
 * @var string                                  $name    The offering.
 * @var string                                  $back    The list's address.
 * @var string                                  $closes  When registration closes.
 * @var string                                  $places  Its places free now (its stock).
 * @var array{type: string, text: string}|null  $notice  The outcome of a run.
 * @var array<int, array<string, string>>       $entries Before the draw: order, url, name, email, places, status.
 * @var array<string, mixed>|null               $record  After it: seed, ran_at, ran_by, places, rows (as entries, with rank, result, won), log ([time, text]).
 * @var bool                                    $can_run Whether the draw can run now.
 * @var string                                  $why_not Why not, or ''.
 * @var array<string, mixed>                    $form    action, hook, nonce, offering, seed (a random one offered).
 */

defined( 'ABSPATH' ) || exit;

$temple_order_cells = static function ( array $row ): void {
	?>
	<td>
		<?php if ( '' !== $row['url'] ) : ?>
			<a href="<?php echo esc_url( $row['url'] ); ?>"><?php echo esc_html( $row['order'] ); ?></a>
		<?php else : ?>
			<?php echo esc_html( $row['order'] ); ?>
		<?php endif; ?>
	</td>
	<td><?php echo esc_html( $row['name'] ); ?></td>
	<td><?php echo esc_html( $row['email'] ); ?></td>
	<td class="temple-draw-places"><?php echo esc_html( $row['places'] ); ?></td>
	<td><?php echo esc_html( $row['status'] ); ?></td>
	<?php
};
?>
<div class="wrap temple-staff temple-staff-draw">
	<?php /* translators: %s: offering (product) name. */ ?>
	<h1><?php echo esc_html( sprintf( __( 'Draw: %s', 'temple-offerings' ), $name ) ); ?></h1>
	<p><a href="<?php echo esc_url( $back ); ?>"><?php esc_html_e( 'All draws', 'temple-offerings' ); ?></a></p>
	<?php if ( null !== $notice ) : ?>
		<div class="notice notice-<?php echo esc_attr( $notice['type'] ); ?> temple-draw-notice"><p><?php echo esc_html( $notice['text'] ); ?></p></div>
	<?php endif; ?>
	<p>
		<?php /* translators: %s: date and time. */ ?>
		<?php echo esc_html( sprintf( __( 'Registration closes: %s', 'temple-offerings' ), $closes ) ); ?><br>
		<?php /* translators: %s: number of places. */ ?>
		<?php echo esc_html( sprintf( __( 'Places free now: %s', 'temple-offerings' ), $places ) ); ?>
	</p>

	<?php if ( null === $record ) : ?>
		<?php /* translators: %d: number of entries. */ ?>
		<h2><?php echo esc_html( sprintf( __( 'Entries (%d)', 'temple-offerings' ), count( $entries ) ) ); ?></h2>
		<table class="widefat striped temple-draw-entries">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Order', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Name', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'E-mail', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Places', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Status', 'temple-offerings' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $entries as $temple_row ) : ?>
					<tr><?php $temple_order_cells( $temple_row ); ?></tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<?php if ( $can_run ) : ?>
			<form method="post" action="<?php echo esc_url( $form['action'] ); ?>" class="temple-draw-run">
				<input type="hidden" name="action" value="<?php echo esc_attr( $form['hook'] ); ?>">
				<input type="hidden" name="offering" value="<?php echo esc_attr( (string) $form['offering'] ); ?>">
				<?php wp_nonce_field( $form['nonce'] ); ?>
				<p>
					<label for="temple-draw-seed"><?php esc_html_e( 'Seed', 'temple-offerings' ); ?></label><br>
					<input type="text" id="temple-draw-seed" name="seed" class="regular-text" maxlength="200" required value="<?php echo esc_attr( $form['seed'] ); ?>">
				</p>
				<p class="description"><?php esc_html_e( 'The drawn order follows from this seed and the entries\' order numbers by the rule in the plugin\'s documentation (docs/orders.md), so anyone can redo it: keep the random seed offered, or type one announced beforehand, and publish it with the list. A draw runs once.', 'temple-offerings' ); ?></p>
				<p><button type="submit" class="button button-primary"><?php esc_html_e( 'Run the draw', 'temple-offerings' ); ?></button></p>
			</form>
		<?php elseif ( '' !== $why_not ) : ?>
			<p class="temple-draw-why-not"><?php echo esc_html( $why_not ); ?></p>
		<?php endif; ?>
	<?php else : ?>
		<h2><?php esc_html_e( 'The draw', 'temple-offerings' ); ?></h2>
		<p class="temple-draw-facts">
			<?php /* translators: %s: the seed. */ ?>
			<?php echo esc_html( sprintf( __( 'Seed: %s', 'temple-offerings' ), $record['seed'] ) ); ?><br>
			<?php /* translators: 1: date and time, 2: who. */ ?>
			<?php echo esc_html( sprintf( __( 'Run on %1$s by %2$s', 'temple-offerings' ), $record['ran_at'], $record['ran_by'] ) ); ?><br>
			<?php /* translators: %s: number of places. */ ?>
			<?php echo esc_html( sprintf( __( 'Places drawn for: %s', 'temple-offerings' ), $record['places'] ) ); ?>
		</p>
		<table class="widefat striped temple-draw-result">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Rank', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Order', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Name', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'E-mail', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Places', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Status', 'temple-offerings' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Result', 'temple-offerings' ); ?></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $record['rows'] as $temple_row ) : ?>
					<tr class="<?php echo esc_attr( '' !== $temple_row['won'] ? 'temple-draw-won' : 'temple-draw-not-drawn' ); ?>">
						<td class="temple-draw-rank"><?php echo esc_html( $temple_row['rank'] ); ?></td>
						<?php $temple_order_cells( $temple_row ); ?>
						<td class="temple-draw-outcome"><?php echo esc_html( $temple_row['result'] ); ?></td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
		<h2><?php esc_html_e( 'Log', 'temple-offerings' ); ?></h2>
		<ul class="temple-draw-log">
			<?php foreach ( $record['log'] as [ $temple_time, $temple_text ] ) : ?>
				<li><?php echo esc_html( $temple_time . ' ' . $temple_text ); ?></li>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
</div>
