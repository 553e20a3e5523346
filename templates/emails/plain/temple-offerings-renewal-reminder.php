<?php
/**
 * Renewal reminder e-mail (plain text).
 *
 * A theme overrides it by copying it to
 * yourtheme/woocommerce/emails/plain/temple-offerings-renewal-reminder.php.
 * Variables: as the HTML template (templates/emails/temple-offerings-renewal-reminder.php).
 *
 * @var WC_Order                                             $order
 * @var string                                               $email_heading
 * @var array<int, array{offering: string, names: string[]}> $lines
 * @var array{year: string, people: array<int, array{name: string, text: string}>} $tai_sui
 * @var string                                               $renew_url
 * @var string                                               $unsubscribe_url
 * @var string                                               $additional_content
 * @var WC_Email                                             $email
 *
 * @package TempleOfferings
 */

defined( 'ABSPATH' ) || exit;

$temple_first = $order instanceof WC_Order ? $order->get_billing_first_name() : '';

echo "=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=\n";
echo esc_html( wp_strip_all_tags( $email_heading ) );
echo "\n=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=\n\n";

if ( '' !== $temple_first ) {
	/* translators: %s: customer's first name. */
	echo esc_html( sprintf( __( 'Hello %s,', 'temple-offerings' ), $temple_first ) ) . "\n\n";
} else {
	echo esc_html__( 'Hello,', 'temple-offerings' ) . "\n\n";
}

echo esc_html__( 'A year ago you registered these offerings with us. The registration for the coming year is open: you can register the same people again without typing their details anew.', 'temple-offerings' ) . "\n\n";

foreach ( $lines as $temple_line ) {
	echo esc_html( $temple_line['offering'] ) . "\n";
	foreach ( $temple_line['names'] as $temple_name ) {
		echo '- ' . esc_html( $temple_name ) . "\n";
	}
	echo "\n";
}

if ( ! empty( $tai_sui['people'] ) ) {
	/* translators: %s: the year and its stem and branch, e.g. 2026 丙午. */
	echo esc_html( sprintf( __( 'Who offends Tai Sui in %s', 'temple-offerings' ), $tai_sui['year'] ) ) . "\n";
	foreach ( $tai_sui['people'] as $temple_person ) {
		/* translators: 1: a believer's name, 2: how they offend Tai Sui, e.g. 值太歲. */
		echo '- ' . esc_html( sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $temple_person['name'], $temple_person['text'] ) ) . "\n";
	}
	echo esc_html__( 'Those who offend Tai Sui often light a Tai Sui lamp for a peaceful year; you can register one for them when you register again.', 'temple-offerings' ) . "\n\n";
}

if ( '' !== $renew_url ) {
	echo esc_html__( 'Register them again', 'temple-offerings' ) . ":\n" . esc_url_raw( $renew_url ) . "\n\n";
	echo esc_html__( 'The offering page opens with these offerings chosen and these people filled in; check their details, change what has changed, and add them to the cart.', 'temple-offerings' ) . "\n\n";
}

if ( $order instanceof WC_Order ) {
	$temple_created = $order->get_date_created();
	/* translators: 1: order number, 2: order date. */
	echo esc_html( sprintf( __( 'Order #%1$s (%2$s)', 'temple-offerings' ), $order->get_order_number(), null !== $temple_created ? wc_format_datetime( $temple_created ) : '' ) ) . "\n\n";
}

echo "----------------------------------------\n\n";

if ( $additional_content ) {
	echo esc_html( wp_strip_all_tags( wptexturize( $additional_content ) ) ) . "\n\n----------------------------------------\n\n";
}

if ( '' !== $unsubscribe_url ) {
	echo esc_html__( 'You receive this reminder because you registered an offering that is renewed every year.', 'temple-offerings' ) . "\n";
	echo esc_html__( 'Stop renewal reminders', 'temple-offerings' ) . ":\n" . esc_url_raw( $unsubscribe_url ) . "\n\n";
}

/** This filter is documented in WooCommerce's plain e-mail templates. */
echo wp_kses_post( apply_filters( 'woocommerce_email_footer_text', get_option( 'woocommerce_email_footer_text' ) ) );
