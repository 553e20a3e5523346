<?php
/**
 * The payment deadline's e-mails: the reminder before it and the notice of
 * an order cancelled at it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Deadline;

use TempleOfferings\Support\TemplateEmail;
use WC_Order;

/**
 * Two customer e-mails of WooCommerce (WooCommerce → Settings → Emails →
 * Payment reminder, Order cancelled: not paid in time), one class for both
 * as they carry the same things: the order and its deadline. Subject,
 * heading, additional content and format are the shop's to change there;
 * the shop's e-mail styles, header and footer apply. Their templates are
 * templates/emails/temple-offerings-payment-reminder.php and
 * templates/emails/temple-offerings-payment-expired.php (and plain/…),
 * which a theme overrides under yourtheme/woocommerce/emails/.
 */
final class PaymentDeadlineEmail extends \WC_Email {

	use TemplateEmail;

	/** The order's deadline, a Unix time. */
	public int $pay_by = 0;

	/**
	 * @param string $id            DeadlineEmails::REMINDER or DeadlineEmails::EXPIRED.
	 * @param string $template_base The plugin's templates/ folder, with a trailing slash.
	 */
	public function __construct( string $id, string $template_base ) {
		$this->use_templates(
			$id,
			DeadlineEmails::REMINDER === $id ? 'temple-offerings-payment-reminder' : 'temple-offerings-payment-expired',
			$template_base,
			array(
				'{order_number}' => '',
				'{pay_by}'       => '',
			)
		);
		$this->customer_email = true;
		$this->email_group    = 'order-updates';
		if ( $this->is_reminder() ) {
			$this->title       = __( 'Payment reminder', 'temple-offerings' );
			$this->description = __( 'Sent to customers before the payment deadline of an order of offerings still waiting for its payment (an offering\'s payment deadline is set on its Temple tab).', 'temple-offerings' );
		} else {
			$this->title       = __( 'Order cancelled: not paid in time', 'temple-offerings' );
			$this->description = __( 'Sent to customers when an order of offerings is cancelled at its payment deadline and its places are released.', 'temple-offerings' );
		}
		parent::__construct();
	}

	/**
	 * Default subject.
	 *
	 * @return string
	 */
	public function get_default_subject() {
		return $this->is_reminder()
			? __( 'Please pay for order #{order_number} by {pay_by}', 'temple-offerings' )
			: __( 'Order #{order_number} was cancelled: it was not paid in time', 'temple-offerings' );
	}

	/**
	 * Default heading.
	 *
	 * @return string
	 */
	public function get_default_heading() {
		return $this->is_reminder()
			? __( 'Your places are held until {pay_by}', 'temple-offerings' )
			: __( 'Your order was cancelled', 'temple-offerings' );
	}

	/**
	 * Sends the e-mail of one order.
	 *
	 * @param WC_Order $order  The order.
	 * @param int      $pay_by Its deadline.
	 * @return bool Whether WordPress accepted the mail.
	 */
	public function trigger( WC_Order $order, int $pay_by ): bool {
		$this->setup_locale();
		$this->object                         = $order;
		$this->recipient                      = $order->get_billing_email();
		$this->pay_by                         = $pay_by;
		$this->placeholders['{order_number}'] = $order->get_order_number();
		$this->placeholders['{pay_by}']       = PaymentDeadlines::label( $pay_by );
		$sent                                 = $this->send_if_enabled();
		$this->restore_locale();
		return $sent;
	}

	/**
	 * Whether this is the reminder (else the cancellation).
	 */
	private function is_reminder(): bool {
		return DeadlineEmails::REMINDER === $this->id;
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
			'pay_by'             => $this->pay_by > 0 ? PaymentDeadlines::label( $this->pay_by ) : '',
			// Pending orders are paid on WooCommerce's pay page; on-hold ones (a transfer) as the order says.
			'pay_url'            => null === $order ? '' : ( $order->needs_payment() ? $order->get_checkout_payment_url() : $order->get_view_order_url() ),
			'home_url'           => home_url( '/' ),
			'additional_content' => $this->get_additional_content(),
			'sent_to_admin'      => false,
			'plain_text'         => $plain_text,
			'email'              => $this,
		);
	}
}
