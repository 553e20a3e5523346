<?php
/**
 * A receipt on 80 mm receipt paper (a counter's printer): the same facts as
 * the A5 receipt, one under another in a narrow column.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/receipt/roll.php.
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

$temple_roll_facts = array(
	__( 'Receipt no.', 'temple-offerings' )    => (string) $receipt['number'],
	__( 'Date', 'temple-offerings' )           => $date,
	( $receipt['personal'] ? __( 'Believer', 'temple-offerings' ) : __( 'Received from', 'temple-offerings' ) ) => (string) $receipt['payer'],
);
if ( '' !== $receipt['payer_id'] ) {
	$temple_roll_facts[ __( 'ID number', 'temple-offerings' ) ] = (string) $receipt['payer_id'];
}
?>
<article class="temple-receipt temple-receipt-roll<?php echo null !== $receipt['void'] ? ' is-void' : ''; ?>">
	<?php $templates->render( 'receipt/issuer', array( 'issuer' => $receipt['issuer'], 'seal' => '' ) ); ?>
	<h1 class="temple-receipt-title"><?php echo esc_html( $title ); ?></h1>
	<?php foreach ( $temple_roll_facts as $temple_roll_label => $temple_roll_value ) : ?>
		<p class="temple-receipt-fact"><span><?php echo esc_html( $temple_roll_label ); ?></span> <strong><?php echo esc_html( $temple_roll_value ); ?></strong></p>
	<?php endforeach; ?>
	<?php $templates->render( 'receipt/sections', array( 'sections' => $sections ) ); ?>
	<p class="temple-receipt-fact"><span><?php esc_html_e( 'Payment method', 'temple-offerings' ); ?></span> <?php echo esc_html( (string) $receipt['payment'] ); ?></p>
	<p class="temple-receipt-fact"><span><?php esc_html_e( 'Handled by', 'temple-offerings' ); ?></span> <?php echo esc_html( (string) $receipt['handler'] ); ?></p>
	<?php $templates->render( 'receipt/replaces', array( 'receipt' => $receipt ) ); ?>
	<?php $templates->render( 'receipt/void-stamp', array( 'receipt' => $receipt, 'void_date' => $void_date ) ); ?>
</article>
