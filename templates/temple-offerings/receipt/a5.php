<?php
/**
 * A receipt on A5 paper: the temple's details, the number and date, the
 * payer, donations and fees with their totals, the total in figures and in
 * 大寫, the payment method and the 經手人; stamped 作廢 when voided.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/receipt/a5.php.
 *
 * @package TempleOfferings
 *
 * @var array<string, mixed>            $receipt   The receipt (Receipt\ReceiptRecord).
 * @var array<string, mixed>            $sections  Its lines by section, totals and 大寫 (Receipt\ReceiptPlan::sections()).
 * @var string                          $date      Its date, in the temple's year style.
 * @var string                          $void_date When it was voided, '' when it is not.
 * @var string                          $title     Its title (收據 by default).
 * @var string                          $seal      The seal or logo's address, '' for none.
 * @var \TempleOfferings\Support\Templates $templates Renders the shared parts.
 */

defined( 'ABSPATH' ) || exit;
?>
<article class="temple-receipt temple-receipt-a5<?php echo null !== $receipt['void'] ? ' is-void' : ''; ?>">
	<header class="temple-receipt-head">
		<?php $templates->render( 'receipt/issuer', array( 'issuer' => $receipt['issuer'], 'seal' => $seal ) ); ?>
		<h1 class="temple-receipt-title"><?php echo esc_html( $title ); ?></h1>
	</header>
	<dl class="temple-receipt-facts">
		<div><dt><?php esc_html_e( 'Receipt no.', 'temple-offerings' ); ?></dt><dd class="temple-receipt-number"><?php echo esc_html( (string) $receipt['number'] ); ?></dd></div>
		<div><dt><?php esc_html_e( 'Date', 'temple-offerings' ); ?></dt><dd><?php echo esc_html( $date ); ?></dd></div>
		<div class="temple-receipt-payer-row"><dt><?php echo $receipt['personal'] ? esc_html__( 'Believer', 'temple-offerings' ) : esc_html__( 'Received from', 'temple-offerings' ); ?></dt><dd class="temple-receipt-payer"><?php echo esc_html( (string) $receipt['payer'] ); ?></dd></div>
		<?php if ( '' !== $receipt['payer_id'] ) : ?>
			<div class="temple-receipt-payer-row"><dt><?php esc_html_e( 'ID number', 'temple-offerings' ); ?></dt><dd class="temple-receipt-payer-id"><?php echo esc_html( (string) $receipt['payer_id'] ); ?></dd></div>
		<?php endif; ?>
	</dl>
	<?php $templates->render( 'receipt/sections', array( 'sections' => $sections ) ); ?>
	<dl class="temple-receipt-facts temple-receipt-foot">
		<div><dt><?php esc_html_e( 'Payment method', 'temple-offerings' ); ?></dt><dd><?php echo esc_html( (string) $receipt['payment'] ); ?></dd></div>
		<div><dt><?php esc_html_e( 'Handled by', 'temple-offerings' ); ?></dt><dd class="temple-receipt-handler"><?php echo esc_html( (string) $receipt['handler'] ); ?></dd></div>
	</dl>
	<?php $templates->render( 'receipt/replaces', array( 'receipt' => $receipt ) ); ?>
	<?php if ( $sections['donations']['total'] > 0 ) : ?>
		<p class="temple-receipt-note"><?php esc_html_e( 'Only the donations above may be deducted from income tax; fees are paid for something in return.', 'temple-offerings' ); ?></p>
	<?php endif; ?>
	<?php $templates->render( 'receipt/void-stamp', array( 'receipt' => $receipt, 'void_date' => $void_date ) ); ?>
</article>
