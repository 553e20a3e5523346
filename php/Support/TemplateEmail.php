<?php
/**
 * What the plugin's WooCommerce e-mails share.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * For a class extending \WC_Email: its HTML and plain-text bodies come from
 * the plugin's templates, templates/emails/<slug>.php and
 * templates/emails/plain/<slug>.php (a theme overrides them under
 * yourtheme/woocommerce/emails/), filled with what the class's own
 * template_args() gives; it goes out only when the shop has it enabled
 * (WooCommerce → Settings → Emails) and it has a recipient.
 *
 * A trait, not a common parent: each e-mail stays one class of its own that
 * extends WooCommerce's, as WooCommerce's own e-mails do, and \WC_Email
 * exists only once WooCommerce has loaded its mailer.
 */
trait TemplateEmail {

	/**
	 * Sets the e-mail's id, its templates and its placeholders.
	 *
	 * @param string                $id            The e-mail's id (its settings' key).
	 * @param string                $slug          The templates' file name, without `.php`.
	 * @param string                $template_base The plugin's templates/ folder, with a trailing slash.
	 * @param array<string, string> $placeholders  Placeholders of the subject and heading, e.g. `{order_number}`.
	 */
	private function use_templates( string $id, string $slug, string $template_base, array $placeholders ): void {
		$this->id             = $id;
		$this->template_base  = $template_base;
		$this->template_html  = 'emails/' . $slug . '.php';
		$this->template_plain = 'emails/plain/' . $slug . '.php';
		$this->placeholders   = $placeholders;
	}

	/**
	 * HTML body.
	 *
	 * @return string
	 */
	public function get_content_html() {
		return wc_get_template_html( $this->template_html, $this->template_args( false ), '', $this->template_base );
	}

	/**
	 * Plain-text body.
	 *
	 * @return string
	 */
	public function get_content_plain() {
		return wc_get_template_html( $this->template_plain, $this->template_args( true ), '', $this->template_base );
	}

	/**
	 * Sends the e-mail as it is filled in, when the shop has it enabled and it has a recipient.
	 *
	 * @return bool Whether WordPress accepted the mail.
	 */
	private function send_if_enabled(): bool {
		if ( ! $this->is_enabled() || '' === $this->get_recipient() ) {
			return false;
		}
		return (bool) $this->send( $this->get_recipient(), $this->get_subject(), $this->get_content(), $this->get_headers(), $this->get_attachments() );
	}

	/**
	 * What the templates read.
	 *
	 * @param bool $plain_text Whether for the plain-text template.
	 * @return array<string, mixed>
	 */
	abstract private function template_args( bool $plain_text ): array;
}
