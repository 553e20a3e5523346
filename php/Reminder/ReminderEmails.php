<?php
/**
 * Registers the renewal reminder with WooCommerce's e-mails and finds it again.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

/**
 * The e-mail lives in WooCommerce's mailer (`woocommerce_email_classes`),
 * so it is listed, configured and previewed with the shop's other e-mails.
 */
final class ReminderEmails {

	/** Its key in the mailer's list; WooCommerce's settings section is this, lower case. */
	public const KEY = 'temple_offerings_renewal_reminder';

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
			$emails[ self::KEY ] = new RenewalReminderEmail( $this->template_base );
		}
		return $emails;
	}

	/**
	 * Filter `woocommerce_prepare_email_for_preview`: an example list and links in the preview.
	 *
	 * @param mixed $email The e-mail being previewed.
	 * @return mixed
	 */
	public function preview( mixed $email ): mixed {
		if ( $email instanceof RenewalReminderEmail ) {
			$email->fill_example();
		}
		return $email;
	}

	/**
	 * The e-mail from WooCommerce's mailer (which loads the e-mails on first use).
	 */
	public function email(): ?RenewalReminderEmail {
		$email = WC()->mailer()->get_emails()[ self::KEY ] ?? null;
		return $email instanceof RenewalReminderEmail ? $email : null;
	}
}
