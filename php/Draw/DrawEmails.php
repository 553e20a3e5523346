<?php
/**
 * Registers the draw's two e-mails with WooCommerce's and finds them again.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

/**
 * The e-mails live in WooCommerce's mailer (`woocommerce_email_classes`),
 * so they are listed, configured and previewed with the shop's other
 * e-mails.
 */
final class DrawEmails {

	public const WON = 'temple_offerings_draw_won';

	public const NOT_DRAWN = 'temple_offerings_draw_not_drawn';

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
			$emails[ self::WON ]       = new DrawResultEmail( self::WON, $this->template_base );
			$emails[ self::NOT_DRAWN ] = new DrawResultEmail( self::NOT_DRAWN, $this->template_base );
		}
		return $emails;
	}

	/**
	 * Filter `woocommerce_prepare_email_for_preview`: a rank and a deadline in the preview.
	 *
	 * @param mixed $email The e-mail being previewed.
	 * @return mixed
	 */
	public function preview( mixed $email ): mixed {
		if ( $email instanceof DrawResultEmail ) {
			$email->rank   = 3;
			$email->pay_by = time() + 3 * DAY_IN_SECONDS;
		}
		return $email;
	}

	/**
	 * The winner's e-mail, from WooCommerce's mailer.
	 */
	public function won(): ?DrawResultEmail {
		return $this->email( self::WON );
	}

	/**
	 * The e-mail of an entry not drawn, from WooCommerce's mailer.
	 */
	public function not_drawn(): ?DrawResultEmail {
		return $this->email( self::NOT_DRAWN );
	}

	/**
	 * One of the two, from WooCommerce's mailer (which loads the e-mails on first use).
	 *
	 * @param string $key Its key.
	 */
	private function email( string $key ): ?DrawResultEmail {
		$email = WC()->mailer()->get_emails()[ $key ] ?? null;
		return $email instanceof DrawResultEmail ? $email : null;
	}
}
