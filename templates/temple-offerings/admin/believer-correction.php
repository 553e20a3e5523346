<?php
/**
 * Under each believer in the order screen's Believers box, for whoever may
 * edit the order: the link to the believer's correction form and, when a
 * staff correction is final for the customer, that it is, with the button
 * that lets the customer correct again (a link: the box sits inside the
 * order's own form).
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/believer-correction.php.
 *
 * @package TempleOfferings
 *
 * @var string $url    The correction form's address.
 * @var string $link   The link's words, naming the believer by place.
 * @var string $reopen The reopen button's address, or '' when the customer may correct the believer.
 */

defined( 'ABSPATH' ) || exit;
?>
<p class="temple-staff-correct"><a href="<?php echo esc_url( $url ); ?>"><?php echo esc_html( $link ); ?></a></p>
<?php if ( '' !== $reopen ) : ?>
	<p class="temple-staff-final"><?php esc_html_e( 'Corrected by staff: the customer can no longer change these details.', 'temple-offerings' ); ?></p>
	<p><a class="button temple-offerings-reopen" href="<?php echo esc_url( $reopen ); ?>"><?php esc_html_e( 'Let the customer correct again', 'temple-offerings' ); ?></a></p>
<?php endif; ?>
