<?php
/**
 * The renewal reminder: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Order\RenewLink;
use TempleOfferings\Support\NamedLock;
use TempleOfferings\Support\Templates;
use TempleOfferings\TaiSui\TaiSuiSettings;

/**
 * Offerings ticked yearly (on the product's Temple tab or its category): a
 * paid order of a customer with an account schedules one Action Scheduler
 * action for the payment's anniversary less the days setting; it sends the
 * WooCommerce e-mail (WooCommerce → Settings → Emails) with the renew link
 * and a signed unsubscribe link.
 */
final class ReminderFeature {

	/** Events after which an order's reminder is withdrawn. */
	private const ORDER_GONE = array( 'woocommerce_order_status_cancelled', 'woocommerce_order_status_refunded', 'woocommerce_order_status_failed', 'woocommerce_trash_order', 'woocommerce_before_delete_order' );

	/**
	 * @param LineBelievers $line_believers The one reader of a line's believers.
	 * @param RenewLink     $renew_link     A past order's renew address.
	 * @param Templates     $templates      The plugin's templates, as a theme may override them.
	 * @param string        $template_path  The plugin's templates/ folder, with a trailing slash (the e-mails').
	 * @param TaiSuiSettings|null $tai_sui   Who 犯太歲 in the temple's year, named in the reminder.
	 */
	public function __construct( private LineBelievers $line_believers, private RenewLink $renew_link, private Templates $templates, private string $template_path, private ?TaiSuiSettings $tai_sui = null ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$yearly      = new YearlyOfferings( $this->line_believers );
		$fields      = new YearlyFields( $this->templates );
		$unsubscribe = new Unsubscribe( new UnsubscribePage( $this->templates ) );
		// Two requests (several paid hooks of one payment, two queue runners on two PHP nodes)
		// never check and mark the same order's reminder at once; the one that waits skips it.
		$lock   = new NamedLock( 'reminder', 10 );
		$emails = new ReminderEmails( $this->template_path );
		$plan   = new ReminderScheduler( $yearly, new ReminderDays(), $unsubscribe, $lock );
		$send   = new ReminderSender( $yearly, $this->renew_link, $unsubscribe, $emails, $lock, $this->tai_sui );
		add_action( 'temple_offerings_temple_tab', array( $fields, 'product_field' ), 10, 1 );
		add_action( 'woocommerce_admin_process_product_object', array( $fields, 'save_product' ), 10, 1 );
		add_action( 'product_cat_add_form_fields', array( $fields, 'add_category_field' ), 10, 0 );
		add_action( 'product_cat_edit_form_fields', array( $fields, 'edit_category_field' ), 10, 1 );
		add_action( 'created_product_cat', array( $fields, 'save_category' ), 10, 1 );
		add_action( 'edited_product_cat', array( $fields, 'save_category' ), 10, 1 );
		// The lamp numbers' paid hooks, after them (10): one payment fires several, one action is queued.
		add_action( 'woocommerce_payment_complete', array( $plan, 'on_paid' ), 20, 1 );
		add_action( 'woocommerce_order_status_processing', array( $plan, 'on_paid' ), 20, 2 );
		add_action( 'woocommerce_order_status_completed', array( $plan, 'on_paid' ), 20, 2 );
		foreach ( self::ORDER_GONE as $order_gone ) {
			add_action( $order_gone, array( $plan, 'withdraw' ), 10, 1 );
		}
		add_action( ReminderScheduler::HOOK, array( $send, 'send' ), 10, 2 );
		add_filter( 'woocommerce_email_classes', array( $emails, 'register' ) );
		add_filter( 'woocommerce_prepare_email_for_preview', array( $emails, 'preview' ) );
		add_action( 'template_redirect', array( $unsubscribe, 'handle' ), 1, 0 );
	}
}
