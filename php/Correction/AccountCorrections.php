<?php
/**
 * Worshippers correcting their believers on a paid order, from My Account,
 * until the line's registration cutoff.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

use TempleOfferings\Admin\StaffAssets;
use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Cutoff\RegistrationCutoff;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Support\Templates;
use WC_Order;
use WC_Order_Item_Product;

/**
 * On My Account's view-order page of the customer's own paid (processing or
 * completed) order, each offering line shows its cutoff day (the one kept on
 * the line when it was paid, LineCutoff) and, until that day has passed, a
 * "Correct details" link per believer; a believer staff corrected says so
 * instead. The link opens the same page with `correct=<item id>&believer=<index>`:
 * instead of the order, the correction form (CorrectionForm, the one staff
 * use) and its one save (CorrectionSave, as the worshipper), so a worshipper
 * and staff change exactly the same things by the same rules.
 *
 * Someone else's order, an unpaid one, a line of another order (whoever's it
 * is), or a line or believer that does not exist answers the same 404, so
 * the form never tells that an order or a line exists; nothing is stored,
 * noted or sent. A save is nonce-checked (an expired form answers 403 and
 * keeps what was typed) and refused with 403 after the cutoff or over a
 * staff correction, also when posted by hand. An accepted change goes back
 * to the order with a notice.
 */
final class AccountCorrections {

	/** Query arguments of the form: the order item and the believer's index on it. */
	public const ITEM_ARG  = 'correct';
	public const INDEX_ARG = 'believer';

	/** Order statuses WooCommerce counts as paid. */
	private const PAID = array( 'processing', 'completed' );

	/** The believer being corrected, set on template_redirect. */
	private ?CorrectionTarget $target = null;

	/**
	 * @param CorrectionSave     $saver     The one path of a correction.
	 * @param CorrectionForm     $form      The one form.
	 * @param LineBelievers      $lines     The one reader of a line's believers.
	 * @param BelieverLines      $readable  Believers as people read them.
	 * @param LineCutoff         $cutoff    The line's cutoff.
	 * @param RegistrationCutoff $days      Writes a cutoff day.
	 * @param string             $style_url The form's stylesheet.
	 * @param string             $version   Its version.
	 * @param StaffAssets        $assets    Loads the form's lunar date script.
	 * @param Templates          $templates The links' template (a theme may override it).
	 */
	public function __construct(
		private CorrectionSave $saver,
		private CorrectionForm $form,
		private LineBelievers $lines,
		private BelieverLines $readable,
		private LineCutoff $cutoff,
		private RegistrationCutoff $days,
		private string $style_url,
		private string $version,
		private StaffAssets $assets,
		private Templates $templates
	) {}

	/**
	 * The form's address for one believer.
	 *
	 * @param WC_Order $order   Order.
	 * @param int      $item_id Order item id.
	 * @param int      $index   Believer's index on the line, from 0.
	 */
	public static function url( WC_Order $order, int $item_id, int $index ): string {
		return add_query_arg(
			array(
				self::ITEM_ARG  => $item_id,
				self::INDEX_ARG => $index,
			),
			$order->get_view_order_url()
		);
	}

	/**
	 * The logged-in customer, as the order note names them.
	 */
	private static function corrector(): Corrector {
		/* translators: %s: the customer's name; the order note then says "… corrected believer 1 of 光明燈". */
		return Corrector::worshipper( sprintf( __( '%s (customer)', 'temple-offerings' ), wp_get_current_user()->display_name ) );
	}

	/**
	 * woocommerce_order_item_meta_end, after the believers: on My Account's
	 * view-order page of the customer's own paid order, the line's cutoff
	 * and, before it, a link per believer to correct them.
	 *
	 * @param mixed $item_id    Item id.
	 * @param mixed $item       Order item.
	 * @param mixed $order      Order.
	 * @param mixed $plain_text Whether this is a plain-text e-mail.
	 */
	public function line_links( mixed $item_id, mixed $item, mixed $order = null, mixed $plain_text = false ): void {
		if ( $plain_text || ! $item instanceof WC_Order_Item_Product || ! $order instanceof WC_Order || ! is_wc_endpoint_url( 'view-order' ) || doing_action( 'woocommerce_email_order_details' ) || ! $this->owns_paid( $order ) || $item->get_order_id() !== $order->get_id() ) {
			return;
		}
		$found = $this->lines->read( $item );
		if ( null === $found ) {
			return;
		}
		$date  = $this->cutoff->date_of( $item );
		$past  = $this->days->is_past( $date );
		$links = array();
		foreach ( $past ? array() : $this->readable->groups( $found['believers'], $found['kind'] ) as $index => $group ) {
			if ( StaffCorrected::is_final( $item, (int) $index ) ) {
				$links[] = array(
					'url'  => '',
					/* translators: 1: Believer 1, 2: the believer's name and gender. */
					'text' => sprintf( __( '%1$s: %2$s was corrected by the temple; please contact the temple to change these details.', 'temple-offerings' ), $group['label'], $group['heading'] ),
				);
				continue;
			}
			// Each link names its believer, so a list of them reads apart on screen and to a screen reader.
			$links[] = array(
				'url'  => self::url( $order, (int) $item->get_id(), (int) $index ),
				/* translators: 1: Believer 1, 2: the believer's name and gender. */
				'text' => sprintf( __( 'Correct the details of %1$s: %2$s', 'temple-offerings' ), $group['label'], $group['heading'] ),
			);
		}
		$this->templates->render(
			'order/correction-links',
			array(
				/* translators: %s: the registration cutoff day, e.g. 2026年12月31日. */
				'cutoff' => null === $date ? '' : sprintf( __( 'Registration cutoff: %s', 'temple-offerings' ), $this->days->label( $date ) ),
				'past'   => $past,
				'links'  => $links,
			)
		);
	}

	/**
	 * template_redirect: on the view-order page with the form's arguments,
	 * finds the believer (404 when it is not the customer's to see) and
	 * handles a posted correction before anything is output.
	 */
	public function load(): void {
		// phpcs:disable TempleOfferings.Security.NonceVerification -- the ids only find the believer; CorrectionSave::submit() checks the nonce before anything is stored.
		// template_redirect also runs while WooCommerce is inactive; then there is no order to correct.
		if ( ! function_exists( 'is_wc_endpoint_url' ) || ! is_wc_endpoint_url( 'view-order' ) || ! isset( $_GET[ self::ITEM_ARG ] ) ) {
			return;
		}
		$who    = self::corrector();
		$order  = wc_get_order( absint( get_query_var( 'view-order' ) ) );
		$target = $order instanceof WC_Order && $this->owns_paid( $order )
			? $this->saver->open( $who, $order, absint( $_GET[ self::ITEM_ARG ] ), absint( $_GET[ self::INDEX_ARG ] ?? 0 ) )
			: null;
		if ( null === $target ) {
			self::not_found();
			return;
		}
		$this->target = $target;
		if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			return;
		}
		// phpcs:enable
		$outcome = $this->saver->submit_posted( $who, $target );
		if ( in_array( $outcome, array( 'saved', 'unchanged' ), true ) ) {
			'saved' === $outcome
				? wc_add_notice( __( 'Your corrections were saved. The temple has been told.', 'temple-offerings' ) )
				: wc_add_notice( __( 'Nothing was changed.', 'temple-offerings' ), 'notice' );
			wp_safe_redirect( $order->get_view_order_url(), 303 );
			exit;
		}
		if ( in_array( $outcome, array( CorrectionSave::EXPIRED, Corrector::PAST_CUTOFF, Corrector::STAFF_FINAL ), true ) ) {
			status_header( 403 );
		}
	}

	/**
	 * woocommerce_account_view-order_endpoint, before WooCommerce's order
	 * view: with the form's arguments, the form takes the order's place.
	 */
	public function render(): void {
		$target = $this->target;
		if ( null === $target ) {
			return;
		}
		remove_action( 'woocommerce_account_view-order_endpoint', 'woocommerce_account_view_order' );
		$this->form->render( self::corrector(), $target, self::url( $target->order, $target->item->get_id(), $target->index ), $target->order->get_view_order_url() );
	}

	/**
	 * wp_enqueue_scripts: the form's few styles, and its lunar date script
	 * (its month select offers only the leap month the chosen year has;
	 * without it the save still refuses the others), on the form only.
	 */
	public function enqueue(): void {
		if ( null !== $this->target ) {
			wp_enqueue_style( 'temple-offerings-correction', $this->style_url, array(), $this->version );
			$this->assets->enqueue_date_script();
		}
	}

	/**
	 * Whether an order is the current customer's and paid.
	 *
	 * @param WC_Order $order Order.
	 */
	private function owns_paid( WC_Order $order ): bool {
		$user = get_current_user_id();
		return $user > 0 && $user === (int) $order->get_customer_id() && $order->has_status( self::PAID );
	}

	/**
	 * Answers 404 with the theme's not-found page, as for any missing page.
	 */
	private static function not_found(): void {
		global $wp_query;
		$wp_query->set_404();
		status_header( 404 );
		nocache_headers();
	}
}
