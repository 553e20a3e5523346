<?php
/**
 * Renewal reminder e-mail (HTML): the people of last year's yearly
 * offerings and a link to register them again.
 *
 * A theme overrides it by copying it to
 * yourtheme/woocommerce/emails/temple-offerings-renewal-reminder.php.
 *
 * Variables (all plain, unescaped: escape what you print):
 *
 * @var WC_Order                                             $order              The order of a year ago.
 * @var string                                               $email_heading      Heading.
 * @var array<int, array{offering: string, names: string[]}> $lines              Yearly offerings and their people.
 * @var array{year: string, people: array<int, array{name: string, text: string}>} $tai_sui Who of them 犯太歲 in the temple's year (year: 2027 丁未; text: 值太歲).
 * @var string                                               $renew_url          Opens the offering page filled with them.
 * @var string                                               $unsubscribe_url    Turns renewal reminders off.
 * @var string                                               $additional_content Text set in WooCommerce → Settings → Emails.
 * @var WC_Email                                             $email              The e-mail.
 *
 * @package TempleOfferings
 */

defined( 'ABSPATH' ) || exit;

$temple_base  = (string) get_option( 'woocommerce_email_base_color', '#720eec' );
$temple_text  = wc_light_or_dark( $temple_base, '#1e1e1e', '#ffffff' );
$temple_first = $order instanceof WC_Order ? $order->get_billing_first_name() : '';

/** This hook is documented in WooCommerce's e-mail templates. */
do_action( 'woocommerce_email_header', $email_heading, $email );
?>

<p>
	<?php
	if ( '' !== $temple_first ) {
		/* translators: %s: customer's first name. */
		echo esc_html( sprintf( __( 'Hello %s,', 'temple-offerings' ), $temple_first ) );
	} else {
		esc_html_e( 'Hello,', 'temple-offerings' );
	}
	?>
</p>

<p><?php esc_html_e( 'A year ago you registered these offerings with us. The registration for the coming year is open: you can register the same people again without typing their details anew.', 'temple-offerings' ); ?></p>

<?php foreach ( $lines as $temple_line ) : ?>
	<h2><?php echo esc_html( $temple_line['offering'] ); ?></h2>
	<?php if ( array() !== $temple_line['names'] ) : ?>
		<ul>
			<?php foreach ( $temple_line['names'] as $temple_name ) : ?>
				<li><?php echo esc_html( $temple_name ); ?></li>
			<?php endforeach; ?>
		</ul>
	<?php endif; ?>
<?php endforeach; ?>

<?php if ( ! empty( $tai_sui['people'] ) ) : ?>
	<h2>
		<?php
		/* translators: %s: the year and its stem and branch, e.g. 2026 丙午. */
		echo esc_html( sprintf( __( 'Who offends Tai Sui in %s', 'temple-offerings' ), $tai_sui['year'] ) );
		?>
	</h2>
	<ul>
		<?php foreach ( $tai_sui['people'] as $temple_person ) : ?>
			<?php /* translators: 1: a believer's name, 2: how they offend Tai Sui, e.g. 值太歲. */ ?>
			<li><?php echo esc_html( sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $temple_person['name'], $temple_person['text'] ) ); ?></li>
		<?php endforeach; ?>
	</ul>
	<p><?php esc_html_e( 'Those who offend Tai Sui often light a Tai Sui lamp for a peaceful year; you can register one for them when you register again.', 'temple-offerings' ); ?></p>
<?php endif; ?>

<?php if ( '' !== $renew_url ) : ?>
	<p style="margin: 24px 0;">
		<a href="<?php echo esc_url( $renew_url ); ?>" style="display: inline-block; padding: 12px 24px; border-radius: 4px; background-color: <?php echo esc_attr( $temple_base ); ?>; color: <?php echo esc_attr( $temple_text ); ?>; font-weight: bold; text-decoration: none;"><?php esc_html_e( 'Register them again', 'temple-offerings' ); ?></a>
	</p>
	<p><?php esc_html_e( 'The offering page opens with these offerings chosen and these people filled in; check their details, change what has changed, and add them to the cart.', 'temple-offerings' ); ?></p>
<?php endif; ?>

<?php if ( $order instanceof WC_Order ) : ?>
	<p style="font-size: 12px; color: #4d4d4d;">
		<?php
		$temple_created = $order->get_date_created();
		/* translators: 1: order number, 2: order date. */
		echo esc_html( sprintf( __( 'Order #%1$s (%2$s)', 'temple-offerings' ), $order->get_order_number(), null !== $temple_created ? wc_format_datetime( $temple_created ) : '' ) );
		?>
	</p>
<?php endif; ?>

<?php
if ( $additional_content ) {
	echo wp_kses_post( wpautop( wptexturize( $additional_content ) ) );
}
?>

<?php if ( '' !== $unsubscribe_url ) : ?>
	<p style="font-size: 12px; color: #4d4d4d;">
		<?php esc_html_e( 'You receive this reminder because you registered an offering that is renewed every year.', 'temple-offerings' ); ?>
		<a href="<?php echo esc_url( $unsubscribe_url ); ?>"><?php esc_html_e( 'Stop renewal reminders', 'temple-offerings' ); ?></a>
	</p>
<?php endif; ?>

<?php
/** This hook is documented in WooCommerce's e-mail templates. */
do_action( 'woocommerce_email_footer', $email );
