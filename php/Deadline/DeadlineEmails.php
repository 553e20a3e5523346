<?php
/**
 * Registers the payment deadline's two e-mails with WooCommerce's and finds them again.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Deadline;

/**
 * The e-mails live in WooCommerce's mailer (`woocommerce_email_classes`),
 * so they are listed, configured and previewed with the shop's other
 * e-mails.
 */
final class DeadlineEmails {

	public const REMINDER = 'temple_offerings_payment_reminder';

	public const EXPIRED = 'temple_offerings_payment_expired';

	/**
	 * @param string $template_base The plugin's templates/ folder, with a trailing slash.
	 */
	public function __construct( private string $template_base ) {}

	/**
	 * Filter `woocommerce_email_classes`.
	 *
	 * @param mixed $emails WooCommerce's e-mails by key.
	 * @return mixed
	 */
	public function register( mixed $emails ): mixed {
		if ( is_array( $emails ) ) {
			$emails[ self::REMINDER ] = new PaymentDeadlineEmail( self::REMINDER, $this->template_base );
			$emails[ self::EXPIRED ]  = new PaymentDeadlineEmail( self::EXPIRED, $this->template_base );
		}
		return $emails;
	}

	/**
	 * Filter `woocommerce_prepare_email_for_preview`: a deadline in the preview.
	 *
	 * @param mixed $email The e-mail being previewed.
	 * @return mixed
	 */
	public function preview( mixed $email ): mixed {
		if ( $email instanceof PaymentDeadlineEmail ) {
			$email->pay_by = time() + DAY_IN_SECONDS;
		}
		return $email;
	}

	/**
	 * The reminder, from WooCommerce's mailer.
	 */
	public function reminder(): ?PaymentDeadlineEmail {
		return $this->email( self::REMINDER );
	}

	/**
	 * The e-mail of an order cancelled at its deadline, from WooCommerce's mailer.
	 */
	public function expired(): ?PaymentDeadlineEmail {
		return $this->email( self::EXPIRED );
	}

	/**
	 * One of the two, from WooCommerce's mailer (which loads the e-mails on first use).
	 *
	 * @param string $key Its key.
	 */
	private function email( string $key ): ?PaymentDeadlineEmail {
		$email = WC()->mailer()->get_emails()[ $key ] ?? null;
		return $email instanceof PaymentDeadlineEmail ? $email : null;
	}
}
