<?php
/**
 * The worshipper's receipts, under the order's details (My Account, the
 * order-received page) and in the order e-mails: each receipt's number and
 * name, linked to its print and, when it has one, to its thank-you
 * certificate (感謝狀).
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/order/receipt-links.php.
 *
 * @package TempleOfferings
 *
 * @var array<int, array{number: string, payer: string, receipt: string, certificate: string}> $links The receipts ('' certificate: none).
 */

defined( 'ABSPATH' ) || exit;
?>
<section class="temple-offerings-receipts">
	<h2><?php esc_html_e( 'Receipts', 'temple-offerings' ); ?></h2>
	<ul>
		<?php foreach ( $links as $temple_link ) : ?>
			<li>
				<a href="<?php echo esc_url( $temple_link['receipt'] ); ?>">
					<?php
					/* translators: 1: receipt number, 2: the payer's or believer's name. */
					echo esc_html( sprintf( __( 'Receipt %1$s (%2$s)', 'temple-offerings' ), $temple_link['number'], $temple_link['payer'] ) );
					?>
				</a>
				<?php if ( '' !== $temple_link['certificate'] ) : ?>
					· <a href="<?php echo esc_url( $temple_link['certificate'] ); ?>"><?php esc_html_e( 'Thank-you certificate', 'temple-offerings' ); ?></a>
				<?php endif; ?>
			</li>
		<?php endforeach; ?>
	</ul>
</section>
