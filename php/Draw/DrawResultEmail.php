<?php
/**
 * The draw's e-mails: drawn (with the pay link and the deadline) and not drawn.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

use TempleOfferings\Deadline\PaymentDeadlines;
use TempleOfferings\Support\TemplateEmail;
use WC_Order;
use WC_Order_Item_Product;

/**
 * Two customer e-mails of WooCommerce (WooCommerce → Settings → Emails →
 * Drawn: please pay, Not drawn), one class for both as they carry the same
 * things: the entry, its offering and its rank, and for a winner the
 * deadline and WooCommerce's pay page. Subject, heading, additional content
 * and format are the shop's to change there. Their templates are
 * templates/emails/temple-offerings-draw-won.php and
 * templates/emails/temple-offerings-draw-not-drawn.php (and plain/…),
 * which a theme overrides under yourtheme/woocommerce/emails/.
 */
final class DrawResultEmail extends \WC_Email {

	use TemplateEmail;

	/** The entry's rank in the drawn order, from 1. */
	public int $rank = 0;

	/** A winner's deadline, a Unix time (0: none). */
	public int $pay_by = 0;

	/**
	 * @param string $id            DrawEmails::WON or DrawEmails::NOT_DRAWN.
	 * @param string $template_base The plugin's templates/ folder, with a trailing slash.
	 */
	public function __construct( string $id, string $template_base ) {
		$this->use_templates(
			$id,
			DrawEmails::WON === $id ? 'temple-offerings-draw-won' : 'temple-offerings-draw-not-drawn',
			$template_base,
			array(
				'{order_number}' => '',
				'{offering}'     => '',
				'{pay_by}'       => '',
			)
		);
		$this->customer_email = true;
		$this->email_group    = 'order-updates';
		if ( $this->is_won() ) {
			$this->title       = __( 'Drawn: please pay', 'temple-offerings' );
			$this->description = __( 'Sent to a worshipper whose entry the draw (抽籤) gave places, with the link to pay and the payment deadline.', 'temple-offerings' );
		} else {
			$this->title       = __( 'Not drawn', 'temple-offerings' );
			$this->description = __( 'Sent to a worshipper whose entry the draw (抽籤) did not give places.', 'temple-offerings' );
		}
		parent::__construct();
	}

	/**
	 * Default subject.
	 *
	 * @return string
	 */
	public function get_default_subject() {
		return $this->is_won()
			? __( 'You were drawn for {offering}: please pay for order #{order_number} by {pay_by}', 'temple-offerings' )
			: __( 'The draw for {offering}: order #{order_number} was not drawn', 'temple-offerings' );
	}

	/**
	 * Default heading.
	 *
	 * @return string
	 */
	public function get_default_heading() {
		return $this->is_won() ? __( 'You were drawn', 'temple-offerings' ) : __( 'You were not drawn', 'temple-offerings' );
	}

	/**
	 * Sends the e-mail of one entry.
	 *
	 * @param WC_Order $order  The entry.
	 * @param int      $rank   Its rank in the drawn order.
	 * @param int      $pay_by A winner's deadline (0: none).
	 * @return bool Whether WordPress accepted the mail.
	 */
	public function trigger( WC_Order $order, int $rank, int $pay_by ): bool {
		$this->setup_locale();
		$this->object                         = $order;
		$this->recipient                      = $order->get_billing_email();
		$this->rank                           = $rank;
		$this->pay_by                         = $pay_by;
		$this->placeholders['{order_number}'] = $order->get_order_number();
		$this->placeholders['{offering}']     = self::offering_name( $order );
		$this->placeholders['{pay_by}']       = $pay_by > 0 ? PaymentDeadlines::label( $pay_by ) : '';
		$sent                                 = $this->send_if_enabled();
		$this->restore_locale();
		return $sent;
	}

	/**
	 * Whether this is the winner's e-mail.
	 */
	private function is_won(): bool {
		return DrawEmails::WON === $this->id;
	}

	/**
	 * The name of the offering an entry is for.
	 *
	 * @param WC_Order $order The entry.
	 */
	private static function offering_name( WC_Order $order ): string {
		foreach ( $order->get_items() as $item ) {
			if ( $item instanceof WC_Order_Item_Product ) {
				$product = wc_get_product( $item->get_product_id() );
				return $product ? $product->get_name() : $item->get_name();
			}
		}
		return '';
	}

	/**
	 * What the templates read.
	 *
	 * @param bool $plain_text Whether for the plain-text template.
	 * @return array<string, mixed>
	 */
	private function template_args( bool $plain_text ): array {
		$order = $this->object instanceof WC_Order ? $this->object : null;
		return array(
			'order'              => $order,
			'email_heading'      => $this->get_heading(),
			'offering'           => null === $order ? '' : self::offering_name( $order ),
			'rank'               => $this->rank,
			'pay_by'             => $this->pay_by > 0 ? PaymentDeadlines::label( $this->pay_by ) : '',
			'pay_url'            => null === $order || ! $this->is_won() ? '' : $order->get_checkout_payment_url(),
			'additional_content' => $this->get_additional_content(),
			'sent_to_admin'      => false,
			'plain_text'         => $plain_text,
			'email'              => $this,
		);
	}
}
