<?php
/**
 * A refund asks what becomes of the order's receipts: kept, voided, or voided and reissued.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use Exception;
use TempleOfferings\Support\Templates;

/**
 * WooCommerce's refund form on the order screen gets a choice per live
 * receipt of the order (template admin/refund-receipts.php, put into the
 * form by assets/staff/refund-receipts.js): keep it as it is, void it, or
 * void it and reissue it from the order as it is after the refund (the
 * refunded amounts and believers taken off: OrderReceiptLines). Staff must
 * choose for every live receipt: a refund without a choice, a choice for a
 * receipt that is not a live one of this order, or a void by staff who may
 * not void, is refused before anything is saved and before any money goes
 * back (`woocommerce_create_refund`, whose exception the form shows). Once
 * the refund is made (`woocommerce_refund_created`), the choices are
 * carried out with the refund as the reason, each in the receipts' log and
 * the order notes (a receipt kept, in the order notes). A refund made
 * elsewhere (the REST API, another plugin) asks nothing and changes no
 * receipt: the Receipts box then says the receipts hold more than was kept.
 */
final class RefundReceipts {

	/** The refund form's posted choice: JSON, receipt number => KEEP, VOID or REISSUE. */
	public const FIELD = 'temple_offerings_refund_receipts';

	public const KEEP = 'keep';

	public const VOID = 'void';

	public const REISSUE = 'void_reissue';

	/** The admin-ajax action of WooCommerce's refund form. */
	private const FORM_ACTION = 'woocommerce_refund_line_items';

	/**
	 * @param ReceiptStore    $store     Where the order keeps its receipts.
	 * @param ReceiptIssuer   $issuer    Voids and reissues.
	 * @param ReceiptSettings $settings  Who may void.
	 * @param Templates       $templates The choice's template.
	 * @param string          $script    URL of assets/staff/refund-receipts.js.
	 * @param string          $version   Cache-busting version.
	 */
	public function __construct( private ReceiptStore $store, private ReceiptIssuer $issuer, private ReceiptSettings $settings, private Templates $templates, private string $script, private string $version ) {}

	/**
	 * Hooked on `woocommerce_order_item_add_action_buttons`: the choice, as
	 * an inert template the script puts into the refund form.
	 *
	 * @param mixed $order The order.
	 */
	public function render( mixed $order ): void {
		if ( ! $order instanceof \WC_Order || ! current_user_can( 'edit_shop_orders' ) ) {
			return;
		}
		$live = ReceiptRecord::live( $this->store->records( $order ) );
		if ( array() === $live ) {
			return;
		}
		$this->templates->render(
			'admin/refund-receipts',
			array(
				'receipts' => $live,
				'can_void' => current_user_can( $this->settings->void_capability() ),
			)
		);
	}

	/**
	 * admin_enqueue_scripts callback: the script, on the order screens only.
	 */
	public function enqueue(): void {
		if ( ! function_exists( 'wc_get_page_screen_id' ) ) {
			return;
		}
		$screen = get_current_screen();
		if ( $screen && in_array( $screen->id, array( wc_get_page_screen_id( 'shop-order' ), 'shop_order' ), true ) ) {
			wp_enqueue_script( 'temple-offerings-refund-receipts', $this->script, array( 'jquery', 'wc-admin-order-meta-boxes' ), $this->version, true );
		}
	}

	/**
	 * Hooked on `woocommerce_create_refund`: refuses a refund of the form
	 * whose choice does not fit (wc_create_refund() answers it as a WP_Error
	 * and saves nothing).
	 *
	 * @param mixed $refund The refund about to be saved.
	 * @throws Exception When the choice does not fit.
	 */
	public function check( mixed $refund ): void {
		$posted = $this->posted();
		$order  = $refund instanceof \WC_Order_Refund ? wc_get_order( $refund->get_parent_id() ) : null;
		if ( null === $posted || ! $order instanceof \WC_Order ) {
			return;
		}
		$problem = self::problem( array_column( ReceiptRecord::live( $this->store->fresh( $order ) ), 'number' ), $posted, current_user_can( $this->settings->void_capability() ) );
		if ( null !== $problem ) {
			// The form shows the message with window.alert(), as text: escaping would show entities.
			throw new Exception( $problem );
		}
	}

	/**
	 * Hooked on `woocommerce_refund_created`: carries the choices out.
	 *
	 * @param mixed $refund_id Refund id.
	 */
	public function apply( mixed $refund_id ): void {
		$posted = $this->posted();
		$refund = wc_get_order( (int) $refund_id );
		$order  = $refund instanceof \WC_Order_Refund ? wc_get_order( $refund->get_parent_id() ) : null;
		if ( null === $posted || ! $order instanceof \WC_Order ) {
			return;
		}
		$reason = trim( wp_strip_all_tags( (string) $refund->get_reason() ) );
		$reason = '' === $reason
			/* translators: %d: refund id. */
			? sprintf( __( 'Refund #%d', 'temple-offerings' ), $refund->get_id() )
			/* translators: 1: refund id, 2: the refund's reason. */
			: sprintf( __( 'Refund #%1$d: %2$s', 'temple-offerings' ), $refund->get_id(), $reason );
		foreach ( $posted as $number => $choice ) {
			if ( self::KEEP === $choice ) {
				// Staff chose to keep it: the order's notes say so, as they say every other change of a receipt.
				/* translators: 1: receipt number, 2: refund id. */
				$order->add_order_note( sprintf( __( 'Receipt %1$s was kept as it is with refund #%2$d.', 'temple-offerings' ), $number, $refund->get_id() ), 0, true );
				continue;
			}
			$reissue = self::REISSUE === $choice && $this->issuer->reissuable( $order, (string) $number );
			$answer  = $this->issuer->void( $order, (string) $number, $reason, $reissue );
			if ( '' !== $answer ) {
				/* translators: 1: receipt number, 2: why it was not changed. */
				$order->add_order_note( sprintf( __( 'Receipt %1$s was not changed with the refund: %2$s', 'temple-offerings' ), $number, ReceiptActions::message( $answer ) ), 0, true );
			} elseif ( self::REISSUE === $choice && ! $reissue ) {
				/* translators: %s: receipt number. */
				$order->add_order_note( sprintf( __( 'Receipt %s was voided and not reissued: nothing of it was left after the refund.', 'temple-offerings' ), $number ), 0, true );
			}
		}
	}

	/**
	 * Why a choice does not fit, or null when it does: every live receipt
	 * has a choice, no other receipt has one, and only staff who may void
	 * choose to.
	 *
	 * @param string[]              $live     The order's live receipts' numbers.
	 * @param array<string, string> $posted   Receipt number => choice.
	 * @param bool                  $may_void The staff member may void.
	 */
	public static function problem( array $live, array $posted, bool $may_void ): ?string {
		foreach ( array_keys( $posted ) as $number ) {
			if ( ! in_array( (string) $number, $live, true ) ) {
				/* translators: %s: receipt number. */
				return sprintf( __( 'Receipt %s is not a live receipt of this order. Reload the order and choose again.', 'temple-offerings' ), $number );
			}
		}
		foreach ( $live as $number ) {
			if ( ! in_array( $posted[ $number ] ?? null, array( self::KEEP, self::VOID, self::REISSUE ), true ) ) {
				/* translators: %s: receipt number. */
				return sprintf( __( 'Receipt %s: choose whether the refund keeps it, voids it, or voids and reissues it.', 'temple-offerings' ), $number );
			}
		}
		if ( ! $may_void && array() !== array_diff( $posted, array( self::KEEP ) ) ) {
			return __( 'Sorry, you are not allowed to void or reissue receipts: keep them, or ask someone who may.', 'temple-offerings' );
		}
		return null;
	}

	/**
	 * The refund form's choice, or null when this refund does not come from
	 * it. WooCommerce has checked the form's nonce and the staff member's
	 * capability before it makes the refund; both are asked again here, as
	 * the choice is read from the request.
	 *
	 * @return array<string, string>|null Receipt number => choice.
	 */
	private function posted(): ?array {
		if ( ! wp_doing_ajax() || self::FORM_ACTION !== ( $_POST['action'] ?? '' ) ) {
			return null;
		}
		if ( ! current_user_can( 'edit_shop_orders' ) || false === check_ajax_referer( 'order-item', 'security', false ) ) {
			return null;
		}
		// phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- JSON text: only receipt numbers and the three choices are taken from it below.
		$decoded = json_decode( is_string( $_POST[ self::FIELD ] ?? null ) ? wp_unslash( $_POST[ self::FIELD ] ) : '{}', true );
		$choice  = array();
		foreach ( is_array( $decoded ) ? $decoded : array() as $number => $value ) {
			$number = ReceiptRecord::clean_text( (string) $number, 40 );
			if ( '' !== $number ) {
				$choice[ $number ] = is_string( $value ) ? $value : '';
			}
		}
		return $choice;
	}
}
