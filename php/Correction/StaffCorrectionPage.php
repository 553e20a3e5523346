<?php
/**
 * Staff's correction of one believer of an order line: the admin page, and
 * the links to it in the order screen's Believers box.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

use TempleOfferings\Admin\StaffAssets;
use TempleOfferings\Order\OrderAccess;
use TempleOfferings\Order\OrderBelieversBox;
use TempleOfferings\Order\OrderLine;
use TempleOfferings\Support\Templates;
use WC_Order;

/**
 * A small admin page (WooCommerce → hidden), opened by the "Correct" link
 * under each believer in the order screen's Believers box, on the HPOS and
 * the posts-storage screens alike (both link here with the order's id).
 * The order screen is itself one big form, so the correction cannot be a
 * form inside the box; a page of its own also keeps the typed values on an
 * error without storing anything: the page posts to itself and, when the
 * rules refuse something, shows the same form again with what was typed
 * and the message next to each field.
 *
 * Whoever may edit the order may correct any of its believers at any time
 * (CorrectionSave, as staff). An order id with a line of another order, a
 * line that does not exist or a believer the line lacks is the same 404.
 * A believer staff corrected is final for the worshipper: the box says so
 * under it, with a button that reopens it (ReopenCorrection).
 */
final class StaffCorrectionPage {

	public const SLUG = 'temple-offerings-correct-believer';

	/** Query argument the order screen reads back after a save (outcome()). */
	public const OUTCOME_ARG = 'temple_offerings_corrected';

	/** The page's screen and load hook suffix under WooCommerce's menu. */
	public const HOOK = 'woocommerce_page_' . self::SLUG;

	/** The believer being corrected, set by load(). */
	private ?CorrectionTarget $target = null;

	/**
	 * @param CorrectionSave $saver     The one path of a correction.
	 * @param CorrectionForm $form      The one form.
	 * @param StaffAssets    $assets    The staff stylesheet and the form's date script.
	 * @param Templates      $templates The links under each believer in the Believers box (a theme may override them).
	 */
	public function __construct( private CorrectionSave $saver, private CorrectionForm $form, private StaffAssets $assets, private Templates $templates ) {}

	/**
	 * The address of the form for one believer.
	 *
	 * @param int $order_id Order id.
	 * @param int $item_id  Order item id.
	 * @param int $index    Believer's index on the line, from 0.
	 */
	public static function url( int $order_id, int $item_id, int $index ): string {
		return add_query_arg(
			array(
				'page'     => self::SLUG,
				'order_id' => $order_id,
				'item_id'  => $item_id,
				'index'    => $index,
			),
			admin_url( 'admin.php' )
		);
	}

	/**
	 * Whether the current user may correct believers of an order: as
	 * WooCommerce lets them open the order's edit screen (edit that order,
	 * or manage WooCommerce).
	 *
	 * @param WC_Order $order Order.
	 */
	public static function may_edit( WC_Order $order ): bool {
		return OrderAccess::may_edit( $order );
	}

	/**
	 * The staff member acting now.
	 */
	public static function corrector(): Corrector {
		return Corrector::staff( wp_get_current_user()->display_name );
	}

	/**
	 * The order screen's address at a line's part of the Believers box, saying what happened.
	 *
	 * @param WC_Order $order   Order.
	 * @param int      $item_id Line id.
	 * @param string   $outcome 'saved', 'unchanged' or 'reopened'.
	 */
	public static function back_to_box( WC_Order $order, int $item_id, string $outcome = '' ): string {
		$url = '' === $outcome ? $order->get_edit_order_url() : add_query_arg( self::OUTCOME_ARG, $outcome, $order->get_edit_order_url() );
		return $url . '#' . OrderBelieversBox::line_anchor( $item_id );
	}

	/**
	 * Adds the page under WooCommerce; it stays out of the menu (hide()).
	 * Those without edit_shop_orders are refused by WordPress itself (403).
	 */
	public function register_menu(): void {
		if ( ! function_exists( 'WC' ) ) {
			return;
		}
		add_submenu_page( 'woocommerce', __( 'Correct a believer', 'temple-offerings' ), __( 'Correct a believer', 'temple-offerings' ), 'edit_shop_orders', self::SLUG, array( $this, 'render' ) );
	}

	/**
	 * admin_head: takes the page out of the menu once WordPress has checked
	 * access to it and titled it; it is reached from an order only.
	 */
	public function hide(): void {
		remove_submenu_page( 'woocommerce', self::SLUG );
	}

	/**
	 * load-{page}: finds the believer, checks the user may edit the order,
	 * and handles a posted correction before anything is output, so a saved
	 * one can redirect back to the order.
	 */
	public function load(): void {
		// phpcs:disable TempleOfferings.Security.NonceVerification -- the ids only find the believer; CorrectionSave::submit() checks the nonce before anything is stored.
		$order = wc_get_order( absint( $_GET['order_id'] ?? 0 ) );
		if ( ! $order instanceof WC_Order ) {
			self::not_found();
		}
		if ( ! self::may_edit( $order ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to correct the believers of this order.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		$who    = self::corrector();
		$target = $this->saver->open( $who, $order, absint( $_GET['item_id'] ?? 0 ), absint( $_GET['index'] ?? 0 ) );
		if ( null === $target ) {
			self::not_found();
		}
		$this->target = $target;
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			return;
		}
		// phpcs:enable
		$outcome = $this->saver->submit_posted( $who, $target );
		if ( in_array( $outcome, array( 'saved', 'unchanged' ), true ) ) {
			wp_safe_redirect( self::back_to_box( $order, $target->item->get_id(), $outcome ), 303 );
			exit;
		}
		if ( CorrectionSave::EXPIRED === $outcome ) {
			status_header( 403 );
		}
	}

	/**
	 * The page: the believer's form.
	 */
	public function render(): void {
		$target = $this->target;
		if ( null === $target ) {
			return;
		}
		$this->form->render(
			self::corrector(),
			$target,
			self::url( $target->order->get_id(), $target->item->get_id(), $target->index ),
			self::back_to_box( $target->order, $target->item->get_id() )
		);
	}

	/**
	 * admin_enqueue_scripts on the page: the staff stylesheet and the form's date script.
	 */
	public function enqueue(): void {
		$this->assets->enqueue_style();
		$this->assets->enqueue_date_script();
	}

	/**
	 * temple_offerings_believers_box_notice: what became of a correction or a reopen, read from the URL.
	 */
	public function box_notice(): void {
		// phpcs:ignore TempleOfferings.Security.NonceVerification.Recommended -- picks which fixed message to show, nothing else.
		$outcome  = sanitize_key( wp_unslash( $_GET[ self::OUTCOME_ARG ] ?? '' ) );
		$messages = array(
			'saved'     => array( 'success', __( 'The believer was corrected; the change is in the order notes.', 'temple-offerings' ) ),
			'unchanged' => array( 'info', __( 'Nothing was changed, so nothing was saved.', 'temple-offerings' ) ),
			'reopened'  => array( 'success', __( 'The customer can correct this believer again.', 'temple-offerings' ) ),
		);
		if ( isset( $messages[ $outcome ] ) ) {
			[ $type, $message ] = $messages[ $outcome ];
			wp_admin_notice(
				esc_html( $message ),
				array(
					'type'               => $type,
					'additional_classes' => array( 'inline' ),
					'attributes'         => array( 'role' => 'status' ),
				)
			);
		}
	}

	/**
	 * temple_offerings_believers_box_believer: under a believer on the order
	 * screen, for whoever may edit the order, the link to correct it and,
	 * when staff's correction is final for the customer, that it is, with
	 * the button that reopens it.
	 *
	 * @param mixed $order   The order.
	 * @param mixed $item_id The line's id.
	 * @param mixed $index   The believer's index.
	 */
	public function box_believer( mixed $order, mixed $item_id, mixed $index ): void {
		if ( ! $order instanceof WC_Order || ! self::may_edit( $order ) ) {
			return;
		}
		$item_id = (int) $item_id;
		$index   = (int) $index;
		$item    = OrderLine::find( $order, $item_id );
		$final   = null !== $item && $order->get_customer_id() > 0 && StaffCorrected::is_final( $item, $index );
		$this->templates->render(
			'admin/believer-correction',
			array(
				'url'    => self::url( $order->get_id(), $item_id, $index ),
				/* translators: %d: position of the believer on the order line, from 1. */
				'link'   => sprintf( __( 'Correct believer %d', 'temple-offerings' ), $index + 1 ),
				'reopen' => $final ? ReopenCorrection::url( $order->get_id(), $item_id, $index ) : '',
			)
		);
	}

	/**
	 * Adds the outcome argument to the ones WordPress takes out of the
	 * address bar once the screen has read it, so a reload says nothing.
	 *
	 * @param string[] $args Removable query arguments.
	 * @return string[]
	 */
	public function removable_query_args( array $args ): array {
		$args[] = self::OUTCOME_ARG;
		return $args;
	}

	/**
	 * The one answer to an order without that line, or a line without that
	 * believer: the same 404, whichever it was.
	 */
	private static function not_found(): never {
		wp_die( esc_html__( 'This believer does not exist.', 'temple-offerings' ), '', array( 'response' => 404 ) );
		exit; // wp_die() may return under a handler of its own.
	}
}
