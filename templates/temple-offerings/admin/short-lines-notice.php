<?php
/**
 * The warning that offering lines hold fewer (or more) believers than their
 * quantity: on an order's screen, its lines; on the ritual list, the orders
 * matching the filter, each linking to its screen.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/short-lines-notice.php.
 *
 * @package TempleOfferings
 *
 * @var string                                                $class    The notice's classes.
 * @var string                                                $sentence What is wrong and what to do.
 * @var array<int, array{url: string, link: string, text: string}> $lines  One item each: a link ('' for none) and what is wrong.
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="<?php echo esc_attr( $class ); ?>">
	<p><strong><?php esc_html_e( 'Believers incomplete', 'temple-offerings' ); ?></strong> <?php echo esc_html( $sentence ); ?></p>
	<ul>
		<?php foreach ( $lines as $temple_line ) : ?>
			<?php if ( '' !== $temple_line['url'] ) : ?>
				<li><a href="<?php echo esc_url( $temple_line['url'] ); ?>"><?php echo esc_html( $temple_line['link'] ); ?></a> <?php echo esc_html( $temple_line['text'] ); ?></li>
			<?php else : ?>
				<li><?php echo esc_html( $temple_line['text'] ); ?></li>
			<?php endif; ?>
		<?php endforeach; ?>
	</ul>
</div>
