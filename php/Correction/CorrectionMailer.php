<?php
/**
 * Hands a customer's correction to WooCommerce's mailer.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

use TempleOfferings\Cart\BelieverLines;
use WC_Order;
use WC_Order_Item_Product;

/**
 * Registers CorrectionEmail with WooCommerce (woocommerce_email_classes)
 * and sends it through WooCommerce's mailer, which loads the e-mail
 * classes and their settings when first asked.
 */
final class CorrectionMailer {

	/**
	 * @param BelieverLines $readable      Believers as people read them (the e-mail's heading).
	 * @param string        $template_base The plugin's templates/ folder, with a trailing slash.
	 */
	public function __construct( private BelieverLines $readable, private string $template_base ) {}

	/**
	 * woocommerce_email_classes: adds the correction e-mail.
	 *
	 * @param mixed $emails WooCommerce's e-mail objects by class.
	 * @return mixed
	 */
	public function register( mixed $emails ): mixed {
		if ( is_array( $emails ) ) {
			$emails['TempleOfferings_CorrectionEmail'] = new CorrectionEmail( $this->template_base );
		}
		return $emails;
	}

	/**
	 * Sends staff the correction of one believer.
	 *
	 * @param WC_Order                                           $order    Order.
	 * @param WC_Order_Item_Product                              $item     Its line.
	 * @param int                                                $index    The believer's index, from 0.
	 * @param array<string, mixed>                               $believer The corrected believer.
	 * @param string                                             $kind     The line's form kind.
	 * @param array<int, array{0: string, 1: string, 2: string}> $changes  BelieverCorrection::changes().
	 */
	public function notify( WC_Order $order, WC_Order_Item_Product $item, int $index, array $believer, string $kind, array $changes ): void {
		$email = WC()->mailer()->get_emails()['TempleOfferings_CorrectionEmail'] ?? null;
		if ( ! $email instanceof CorrectionEmail ) {
			return;
		}
		$heading = $this->readable->groups( array( $believer ), $kind )[0]['heading'] ?? '';
		$email->trigger( $order, $item->get_name(), $index + 1, $heading, $changes );
	}
}
