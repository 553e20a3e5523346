<?php
/**
 * A thank-you certificate (感謝狀) on A4: the believer's or payer's name,
 * what they gave (the receipt's donations; everything on it when it has
 * none) and its amount in 大寫, the temple's name and seal, the
 * date and the receipt's number; stamped 作廢 when the receipt is voided.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/receipt/certificate.php.
 *
 * @package TempleOfferings
 *
 * @var array<string, mixed>            $receipt   The receipt (Receipt\ReceiptRecord).
 * @var array<string, mixed>            $gift      What it thanks for: names, total, words (Receipt\ReceiptPlan::certificate(): the donations, or everything when there are none).
 * @var string                          $date      Its date, in the temple's year style.
 * @var string                          $void_date When it was voided, '' when it is not.
 * @var string                          $title     感謝狀 (Certificate of appreciation).
 * @var string                          $seal      The seal or logo's address, '' for none.
 * @var \TempleOfferings\Support\Templates $templates Renders the shared parts.
 */

defined( 'ABSPATH' ) || exit;

$temple_certificate_items = implode( _x( ', ', 'between the offerings named on a thank-you certificate', 'temple-offerings' ), array_map( 'strval', (array) $gift['names'] ) );
?>
<article class="temple-certificate<?php echo null !== $receipt['void'] ? ' is-void' : ''; ?>">
	<h1 class="temple-certificate-title"><?php echo esc_html( $title ); ?></h1>
	<p class="temple-certificate-name">
		<?php
		/* translators: %s: the believer's or payer's name, addressed with respect (大德). */
		echo esc_html( sprintf( __( 'To %s', 'temple-offerings' ), (string) $receipt['payer'] ) );
		?>
	</p>
	<p class="temple-certificate-text">
		<?php
		/* translators: 1: the temple's name, 2: what was given (offering names), 3: the amount in Chinese capital numerals (大寫), e.g. 壹仟元整. */
		echo esc_html( sprintf( __( 'Thank you for your generous support of %1$s with %2$s, NT$ %3$s. May your kindness return to you as blessings; we present this certificate with our gratitude.', 'temple-offerings' ), (string) $receipt['issuer']['name'], $temple_certificate_items, (string) $gift['words'] ) );
		?>
	</p>
	<div class="temple-certificate-sign">
		<?php if ( '' !== $seal ) : ?>
			<img class="temple-receipt-seal" src="<?php echo esc_url( $seal ); ?>" alt="">
		<?php endif; ?>
		<p class="temple-certificate-temple">
			<?php
			/* translators: %s: the temple's name. */
			echo esc_html( sprintf( __( 'Presented by %s', 'temple-offerings' ), (string) $receipt['issuer']['name'] ) );
			?>
		</p>
		<p class="temple-certificate-date"><?php echo esc_html( $date ); ?></p>
	</div>
	<p class="temple-certificate-number">
		<?php
		/* translators: %s: receipt number. */
		echo esc_html( sprintf( __( 'Receipt no. %s', 'temple-offerings' ), (string) $receipt['number'] ) );
		?>
	</p>
	<?php $templates->render( 'receipt/void-stamp', array( 'receipt' => $receipt, 'void_date' => $void_date ) ); ?>
</article>
