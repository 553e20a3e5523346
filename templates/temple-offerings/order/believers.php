<?php
/**
 * Under each offering line of an order, wherever the customer sees it (the
 * thank-you page, My Account's order view, the order e-mails): every
 * believer as a heading (`信眾 1：王小明（信士）`), then one short labelled
 * line per field, the believer's number first once the order is paid.
 * Styled inline: e-mail clients drop stylesheets, and the same markup serves
 * the pages.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/order/believers.php (plain-text e-mails:
 * order/believers-plain.php).
 *
 * @package TempleOfferings
 *
 * @var array<int, array{heading: string, parts: string[]}> $believers Each believer's heading and labelled lines.
 */

defined( 'ABSPATH' ) || exit;
?>
<ul class="temple-offerings-believers" style="margin:.5em 0 0;padding:0;list-style:none">
	<?php foreach ( $believers as $temple_believer ) : ?>
		<li style="margin:0 0 .5em"><strong><?php echo esc_html( $temple_believer['heading'] ); ?></strong>
			<?php
			// Each line right after the one before (no whitespace between them in the e-mail).
			foreach ( $temple_believer['parts'] as $temple_part ) {
				echo '<br><span class="temple-offerings-believers__part">' . esc_html( $temple_part ) . '</span>';
			}
			?>
		</li>
	<?php endforeach; ?>
</ul>
