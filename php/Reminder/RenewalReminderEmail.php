<?php
/**
 * The renewal reminder e-mail, a WooCommerce e-mail.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

use TempleOfferings\Domain\TaiSui;
use TempleOfferings\Support\TemplateEmail;
use WC_Order;

/**
 * A customer e-mail of WooCommerce (WooCommerce → Settings → Emails →
 * Renewal reminder): enabled by default; subject, heading, additional
 * content and format are the shop's to change there, together with the days
 * before the anniversary (ReminderDays), and the shop's e-mail styles,
 * header and footer apply. Its templates are
 * templates/emails/temple-offerings-renewal-reminder.php and
 * templates/emails/plain/temple-offerings-renewal-reminder.php, rendered by
 * wc_get_template_html(), so a theme's
 * yourtheme/woocommerce/emails/temple-offerings-renewal-reminder.php (and
 * plain/…) takes their place.
 *
 * ReminderSender decides whether it goes and calls trigger() with what it lists.
 */
final class RenewalReminderEmail extends \WC_Email {

	use TemplateEmail;

	/**
	 * The order's yearly lines: offering name and believers' names.
	 *
	 * @var array<int, array{offering: string, names: string[]}>
	 */
	public array $lines = array();

	/** No one named as 犯太歲. */
	public const NO_TAI_SUI = array(
		'year'   => '',
		'people' => array(),
	);

	/**
	 * The people of those lines who 犯太歲 in the temple's year, and the year.
	 *
	 * @var array{year: string, people: array<int, array{name: string, text: string}>}
	 */
	public array $tai_sui = self::NO_TAI_SUI;

	/** The renew address (RenewLink). */
	public string $renew_url = '';

	/** The customer's unsubscribe link. */
	public string $unsubscribe_url = '';

	/**
	 * @param string $template_base The plugin's templates/ folder, with a trailing slash.
	 */
	public function __construct( string $template_base ) {
		$this->use_templates(
			ReminderDays::EMAIL_ID,
			'temple-offerings-renewal-reminder',
			$template_base,
			array(
				'{order_date}'   => '',
				'{order_number}' => '',
			)
		);
		$this->customer_email = true;
		$this->title          = __( 'Renewal reminder', 'temple-offerings' );
		$this->email_group    = 'order-updates';
		parent::__construct();
		$this->description = __( 'Sent to customers the set number of days before the anniversary of an order with offerings renewed every year: it lists the people registered and links to register them again.', 'temple-offerings' );
	}

	/**
	 * Default subject.
	 *
	 * @return string
	 */
	public function get_default_subject() {
		return __( 'Time to renew your offerings at {site_title}', 'temple-offerings' );
	}

	/**
	 * Default heading.
	 *
	 * @return string
	 */
	public function get_default_heading() {
		return __( 'Renew your offerings for the coming year', 'temple-offerings' );
	}

	/**
	 * Sends the reminder of one order.
	 *
	 * @param WC_Order                                             $order           The order a year ago.
	 * @param array<int, array{offering: string, names: string[]}> $lines           Its yearly lines.
	 * @param string                                               $renew_url       The renew address.
	 * @param string                                               $unsubscribe_url The customer's unsubscribe link.
	 * @param string                                               $recipient       Where it goes.
	 * @param array{year: string, people: array<int, array{name: string, text: string}>} $tai_sui Who 犯太歲 in the temple's year.
	 * @return bool Whether WordPress accepted the mail.
	 */
	public function trigger( WC_Order $order, array $lines, string $renew_url, string $unsubscribe_url, string $recipient, array $tai_sui = self::NO_TAI_SUI ): bool {
		$this->setup_locale();
		$this->object                         = $order;
		$this->recipient                      = $recipient;
		$this->lines                          = $lines;
		$this->tai_sui                        = $tai_sui;
		$this->renew_url                      = $renew_url;
		$this->unsubscribe_url                = $unsubscribe_url;
		$created                              = $order->get_date_created();
		$this->placeholders['{order_date}']   = null !== $created ? wc_format_datetime( $created ) : '';
		$this->placeholders['{order_number}'] = $order->get_order_number();
		$sent                                 = $this->send_if_enabled();
		$this->restore_locale();
		return $sent;
	}

	/**
	 * Fills the e-mail with an example for WooCommerce's e-mail preview.
	 */
	public function fill_example(): void {
		$this->lines           = array(
			array(
				'offering' => __( 'Example offering', 'temple-offerings' ),
				'names'    => array( __( 'Example believer', 'temple-offerings' ), __( 'Another example believer', 'temple-offerings' ) ),
			),
		);
		$this->tai_sui         = array(
			/* translators: 1: a year, 2: its stem and branch, e.g. 2026 丙午. */
			'year'   => sprintf( __( '%1$d %2$s', 'temple-offerings' ), 2027, TaiSui::year_name( 2027 ) ),
			'people' => array(
				array(
					'name' => __( 'Example believer', 'temple-offerings' ),
					'text' => __( 'same sign as Tai Sui', 'temple-offerings' ),
				),
			),
		);
		$this->renew_url       = home_url( '/' );
		$this->unsubscribe_url = home_url( '/' );
	}

	/**
	 * The mail headers, with the unsubscribe link for mail programs (and their one-click POST).
	 *
	 * @return string
	 */
	public function get_headers() {
		$headers = (string) parent::get_headers();
		if ( '' !== $this->unsubscribe_url ) {
			$headers .= 'List-Unsubscribe: <' . esc_url_raw( $this->unsubscribe_url ) . ">\r\n";
			$headers .= "List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n";
		}
		return $headers;
	}

	/**
	 * WooCommerce's fields of a customer e-mail, with the days setting after "enabled".
	 */
	public function init_form_fields() {
		parent::init_form_fields();
		$fields = array();
		foreach ( $this->form_fields as $key => $field ) {
			$fields[ $key ] = $field;
			if ( 'enabled' === $key ) {
				$fields[ ReminderDays::KEY ] = array(
					'title'             => __( 'Days before the anniversary', 'temple-offerings' ),
					'type'              => 'number',
					'description'       => sprintf(
						/* translators: 1: fewest days, 2: most days. */
						__( 'The reminder goes this many days before the anniversary of the order\'s payment (%1$d to %2$d; 0 sends it on the day). Orders paid after a change follow the new setting.', 'temple-offerings' ),
						ReminderDays::MIN,
						ReminderDays::MAX
					),
					'default'           => (string) ReminderDays::DEFAULT,
					'desc_tip'          => false,
					'custom_attributes' => array(
						'min'  => (string) ReminderDays::MIN,
						'max'  => (string) ReminderDays::MAX,
						'step' => '1',
					),
				);
			}
		}
		$this->form_fields = $fields;
	}

	/**
	 * Keeps the days setting a whole number in range whatever was posted
	 * (WC_Settings_API calls validate_<key>_field).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 * @return string
	 */
	public function validate_days_before_field( $key, $value ) {
		return (string) ReminderDays::clamp( is_string( $value ) ? $value : null );
	}

	/**
	 * What the templates read.
	 *
	 * @param bool $plain_text Whether for the plain-text template.
	 * @return array<string, mixed>
	 */
	private function template_args( bool $plain_text ): array {
		return array(
			'order'              => $this->object,
			'email_heading'      => $this->get_heading(),
			'lines'              => $this->lines,
			'tai_sui'            => $this->tai_sui,
			'renew_url'          => $this->renew_url,
			'unsubscribe_url'    => $this->unsubscribe_url,
			'additional_content' => $this->get_additional_content(),
			'sent_to_admin'      => false,
			'plain_text'         => $plain_text,
			'email'              => $this,
		);
	}
}
