<?php
/**
 * The staff e-mail sent when a customer corrects a believer.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

use TempleOfferings\Support\TemplateEmail;
use WC_Order;

/**
 * A WooCommerce e-mail, so the shop's e-mail settings apply: it is listed
 * under WooCommerce → Settings → Emails (enabled by default, recipient the
 * site's admin address unless set), uses the shop's header, footer and
 * colours, and its templates (templates/emails/, HTML and plain text) are
 * overridden by a theme's woocommerce/emails/ like WooCommerce's own.
 * It names the order, the offering, the believer and each changed field
 * (old → new), values as the order note reads them.
 */
class CorrectionEmail extends \WC_Email {

	use TemplateEmail;

	public const ID = 'temple_offerings_believer_corrected';

	/**
	 * The correction being sent: offering name, believer's place and name, changes.
	 *
	 * @var array{offering: string, number: int, believer: string, changes: array<int, array{0: string, 1: string, 2: string}>}
	 */
	private array $correction = array(
		'offering' => '',
		'number'   => 0,
		'believer' => '',
		'changes'  => array(),
	);

	/**
	 * @param string $template_base The plugin's templates/ folder, with a trailing slash.
	 */
	public function __construct( string $template_base ) {
		$this->use_templates(
			self::ID,
			'temple-offerings-believer-corrected',
			$template_base,
			array(
				'{order_number}' => '',
				'{order_date}'   => '',
			)
		);
		$this->title       = __( 'Believer corrected by a customer', 'temple-offerings' );
		$this->description = __( 'Sent to staff when a customer corrects a believer\'s details on a paid order from My Account, before the registration cutoff.', 'temple-offerings' );
		parent::__construct();
		$this->recipient = $this->get_option( 'recipient', get_option( 'admin_email' ) );
	}

	/**
	 * Default subject.
	 */
	public function get_default_subject(): string {
		return __( '[{site_title}]: Order #{order_number}: a customer corrected a believer', 'temple-offerings' );
	}

	/**
	 * Default heading.
	 */
	public function get_default_heading(): string {
		return __( 'A believer was corrected', 'temple-offerings' );
	}

	/**
	 * Sends the e-mail for one correction.
	 *
	 * @param WC_Order                                           $order    The order.
	 * @param string                                             $offering The line's product name.
	 * @param int                                                $number   The believer's place on the line, from 1.
	 * @param string                                             $believer The believer as headed (王小明（信士）).
	 * @param array<int, array{0: string, 1: string, 2: string}> $changes  Label, old and new text.
	 */
	public function trigger( WC_Order $order, string $offering, int $number, string $believer, array $changes ): void {
		$this->setup_locale();
		$this->object                         = $order;
		$this->correction                     = array(
			'offering' => $offering,
			'number'   => $number,
			'believer' => $believer,
			'changes'  => $changes,
		);
		$this->placeholders['{order_date}']   = wc_format_datetime( $order->get_date_created() );
		$this->placeholders['{order_number}'] = $order->get_order_number();
		$this->send_if_enabled();
		$this->restore_locale();
	}

	/**
	 * Settings: WooCommerce's own (enabled, subject, heading, additional
	 * content, type) plus the recipients, as its staff e-mails have.
	 */
	public function init_form_fields(): void {
		parent::init_form_fields();
		$this->form_fields = array_slice( $this->form_fields, 0, 1, true ) + array(
			'recipient' => array(
				'title'       => __( 'Recipient(s)', 'temple-offerings' ),
				'type'        => 'text',
				/* translators: %s: the site's admin e-mail address. */
				'description' => sprintf( __( 'Enter recipients (comma separated) for this email. Defaults to %s.', 'temple-offerings' ), get_option( 'admin_email' ) ),
				'placeholder' => '',
				'default'     => '',
				'desc_tip'    => true,
			),
		) + array_slice( $this->form_fields, 1, null, true );
	}

	/**
	 * What the templates receive.
	 *
	 * @param bool $plain_text Whether for the plain text template.
	 * @return array<string, mixed>
	 */
	private function template_args( bool $plain_text ): array {
		$order = $this->object instanceof WC_Order ? $this->object : null;
		return array(
			'order'              => $order,
			'order_url'          => null === $order ? '' : $order->get_edit_order_url(),
			'email_heading'      => $this->get_heading(),
			'additional_content' => $this->get_additional_content(),
			'offering'           => $this->correction['offering'],
			'number'             => $this->correction['number'],
			'believer'           => $this->correction['believer'],
			'changes'            => $this->correction['changes'],
			'sent_to_admin'      => true,
			'plain_text'         => $plain_text,
			'email'              => $this,
		);
	}
}
