<?php
/**
 * Memorial tablets (牌位) for 普渡, 超薦 and 往生祈福: written top to bottom,
 * right to left, the departed in the middle and the living registrant (陽上)
 * beside them; several tablets a page.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/tablets.php.
 *
 * @package TempleOfferings
 *
 * @var string                            $title   Sheet title (plain text).
 * @var string                            $printed When it was printed.
 * @var bool                              $more    Whether believers were left out past the print limit.
 * @var array<int, array<string, mixed>>  $tablets kind, number, departed, kin (a 往生祈福 tablet: the registrant's departed family and friends), address, living, product.
 */

defined( 'ABSPATH' ) || exit;

$temple_kinds = array(
	'pudu'          => __( 'Universal salvation', 'temple-offerings' ),
	'super'         => __( 'Merit transfer', 'temple-offerings' ),
	'dead-blessing' => __( 'Deceased blessing', 'temple-offerings' ),
);
?>
<header class="temple-print-screen-only">
	<h1><?php echo esc_html( $title ); ?></h1>
	<p class="temple-print-meta">
		<?php
		/* translators: 1: number of tablets, 2: time printed. */
		echo esc_html( sprintf( __( '%1$d tablets; printed %2$s', 'temple-offerings' ), count( $tablets ), $printed ) );
		?>
	</p>
	<?php if ( $more ) : ?>
		<p class="temple-print-warning"><?php esc_html_e( 'Only the first 5,000 believers are shown. Narrow the filter for the rest.', 'temple-offerings' ); ?></p>
	<?php endif; ?>
</header>
<?php if ( array() === $tablets ) : ?>
	<p><?php esc_html_e( 'No tablets: the filter holds no Universal salvation, Merit transfer or Deceased blessing registrants.', 'temple-offerings' ); ?></p>
<?php endif; ?>
<div class="temple-tablets">
	<?php foreach ( $tablets as $temple_tablet ) : ?>
		<article class="temple-tablet temple-tablet-<?php echo esc_attr( (string) $temple_tablet['kind'] ); ?>">
			<p class="temple-tablet-kind"><?php echo esc_html( $temple_kinds[ $temple_tablet['kind'] ] ?? '' ); ?></p>
			<div class="temple-tablet-body">
				<p class="temple-tablet-address"><?php echo esc_html( (string) $temple_tablet['address'] ); ?></p>
				<p class="temple-tablet-departed">
					<?php echo $temple_tablet['kin'] ? esc_html__( 'Departed family and friends', 'temple-offerings' ) : esc_html( (string) $temple_tablet['departed'] ); ?>
				</p>
				<p class="temple-tablet-living">
					<span class="temple-tablet-living-label"><?php echo esc_html_x( 'Living', 'the living registrant written on a memorial tablet', 'temple-offerings' ); ?></span>
					<span class="temple-tablet-living-name"><?php echo esc_html( (string) $temple_tablet['living'] ); ?></span>
				</p>
			</div>
			<?php if ( '' !== $temple_tablet['number'] ) : ?>
				<p class="temple-tablet-number"><?php echo esc_html( (string) $temple_tablet['number'] ); ?></p>
			<?php endif; ?>
		</article>
	<?php endforeach; ?>
</div>
