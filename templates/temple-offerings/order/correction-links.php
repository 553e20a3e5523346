<?php
/**
 * Under an offering line of the customer's own paid order, on My Account's
 * view-order page: the line's registration cutoff and, until it has passed,
 * a link per believer to correct their details (a believer the temple
 * corrected says so instead).
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/order/correction-links.php.
 *
 * @package TempleOfferings
 *
 * @var string                                         $cutoff The line's registration cutoff, or '' for none.
 * @var bool                                           $past   Whether the cutoff has passed.
 * @var array<int, array{url: string, text: string}> $links  One per believer: the form's address ('' when the temple's correction is final) and the words.
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="temple-offerings-correct">
	<?php if ( '' !== $cutoff ) : ?>
		<p class="temple-offerings-correct__cutoff"><?php echo esc_html( $cutoff ); ?></p>
	<?php endif; ?>
	<?php if ( $past ) : ?>
		<p><?php esc_html_e( 'The registration cutoff has passed: these details can no longer be corrected.', 'temple-offerings' ); ?></p>
	<?php else : ?>
		<ul class="temple-offerings-correct__links">
			<?php foreach ( $links as $temple_link ) : ?>
				<?php if ( '' === $temple_link['url'] ) : ?>
					<li><?php echo esc_html( $temple_link['text'] ); ?></li>
				<?php else : ?>
					<li><a href="<?php echo esc_url( $temple_link['url'] ); ?>"><?php echo esc_html( $temple_link['text'] ); ?></a></li>
				<?php endif; ?>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
</div>
