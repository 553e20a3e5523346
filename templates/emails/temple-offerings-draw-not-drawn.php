<?php
/**
 * Not drawn e-mail (HTML): the draw (抽籤) did not give the worshipper's
 * entry places.
 *
 * A theme overrides it by copying it to
 * yourtheme/woocommerce/emails/temple-offerings-draw-not-drawn.php.
 *
 * Variables (all plain, unescaped: escape what you print):
 *
 * @var WC_Order|null $order              The entry.
 * @var string        $email_heading      Heading.
 * @var string        $offering           The offering's name.
 * @var int           $rank               The entry's rank in the drawn order, from 1.
 * @var string        $additional_content Text set in WooCommerce → Settings → Emails.
 * @var bool          $sent_to_admin      Always false.
 * @var bool          $plain_text         Always false here.
 * @var WC_Email      $email              The e-mail.
 *
 * @package TempleOfferings
 */

defined( 'ABSPATH' ) || exit;

/** This hook is documented in WooCommerce's e-mail templates. */
do_action( 'woocommerce_email_header', $email_heading, $email );
?>

<?php /* translators: 1: offering name, 2: rank in the drawn order. */ ?>
<p><?php echo esc_html( sprintf( __( 'Thank you for registering for "%1$s". The places were drawn and your registration was not drawn (number %2$d in the drawn order); nothing is to be paid.', 'temple-offerings' ), $offering, $rank ) ); ?></p>
<p><?php esc_html_e( 'Should places come back (a winner not paying in time), they go to the next in the drawn order, and you would get an e-mail with the way to pay.', 'temple-offerings' ); ?></p>

<?php
if ( $additional_content ) {
	echo wp_kses_post( wpautop( wptexturize( $additional_content ) ) );
}

/** This hook is documented in WooCommerce's e-mail templates. */
do_action( 'woocommerce_email_footer', $email );
