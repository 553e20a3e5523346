<?php
/**
 * Worshippers correcting their believers on a paid order, from My Account,
 * until the registration cutoff.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cutoff;

use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Staff\BelieverCorrectionPage;
use TempleOfferings\Staff\CorrectionSave;
use TempleOfferings\Staff\StaffAssets;
use WC_Order;
use WC_Order_Item_Product;

/**
 * On My Account's view-order page of a paid (processing or completed)
 * order, each offering line shows its cutoff day and, until that day has
 * passed, a "Correct details" link per believer. The link opens the same
 * page with `correct=<item id>&believer=<index>`: instead of the order,
 * the believer's form, with the fields, gender set and lunar selects of
 * the staff correction form (BelieverCorrectionPage::fields()) and its
 * rules (BelieverCorrection: the page's sanitizer and validator), so a
 * worshipper and staff can change exactly the same things. Only the
 * believer's details change; the offering, quantity and number of
 * believers stay as ordered.
 *
 * Someone else's order, an unpaid one, or a line or believer that does
 * not exist answers 404, so the form never tells that an order exists.
 * A save is nonce-checked, refused after the cutoff (also when posted by
 * hand), and on an error shows the form again with what was typed and the
 * message next to each field. An accepted change is stored where
 * LineBelievers reads it (so lists, labels and exports follow), written as
 * an order note in the staff form's format naming the customer, and sent
 * to staff by e-mail (CorrectionEmail); a save that changes nothing does
 * neither.
 */
final class CustomerCorrections {

	/** Query arguments of the form: the order item and the believer's index on it. */
	public const ITEM_ARG  = 'correct';
	public const INDEX_ARG  = 'believer';

	/** Order statuses WooCommerce counts as paid. */
	private const PAID = array( 'processing', 'completed' );

	/**
	 * The believer being corrected and the request's state, set on template_redirect.
	 *
	 * @var array{order: WC_Order, item: WC_Order_Item_Product, index: int, kind: string, believers: array<int, array<string, mixed>>, values: array<string, mixed>, errors: array<string, string>, notice: string, date: string|null, refused: bool}|null
	 */
	private ?array $target = null;

	/**
	 * @param CorrectionSave         $saver      The staff form's checked save and note.
	 * @param BelieverCorrectionPage $fields     The staff form, whose fields this form prints.
	 * @param LineBelievers          $lines      The one reader of a line's believers.
	 * @param BelieverLines          $readable   Believers as people read them.
	 * @param RegistrationCutoff     $cutoff     The line's cutoff day.
	 * @param CorrectionMailer       $mailer     Tells staff.
	 * @param string                 $style_url  The form's stylesheet.
	 * @param string                 $version    Its version.
	 * @param StaffAssets            $staff_assets Loads the staff form's lunar date script.
	 */
	public function __construct(
		private CorrectionSave $saver,
		private BelieverCorrectionPage $fields,
		private LineBelievers $lines,
		private BelieverLines $readable,
		private RegistrationCutoff $cutoff,
		private CorrectionMailer $mailer,
		private string $style_url,
		private string $version,
		private StaffAssets $staff_assets
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
	 * The cutoff of an order line: its product's (or variation's), or null.
	 *
	 * @param WC_Order_Item_Product $item Order line.
	 */
	public function line_cutoff( WC_Order_Item_Product $item ): ?string {
		$product = $item->get_product();
		return $product instanceof \WC_Product ? $this->cutoff->date_of( $product ) : null;
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
		if ( $plain_text || ! $item instanceof WC_Order_Item_Product || ! $order instanceof WC_Order || ! is_wc_endpoint_url( 'view-order' ) || doing_action( 'woocommerce_email_order_details' ) || ! $this->owns_paid( $order ) ) {
			return;
		}
		$found = $this->lines->read( $item );
		if ( null === $found ) {
			return;
		}
		$date = $this->line_cutoff( $item );
		echo '<div class="temple-offerings-correct">';
		if ( null !== $date ) {
			/* translators: %s: the registration cutoff day, e.g. 2026年12月31日. */
			echo '<p class="temple-offerings-correct__cutoff">' . esc_html( sprintf( __( 'Registration cutoff: %s', 'temple-offerings' ), $this->cutoff->label( $date ) ) ) . '</p>';
		}
		if ( $this->cutoff->is_past( $date ) ) {
			echo '<p>' . esc_html__( 'The registration cutoff has passed: these details can no longer be corrected.', 'temple-offerings' ) . '</p></div>';
			return;
		}
		echo '<ul class="temple-offerings-correct__links">';
		foreach ( $this->readable->groups( $found['believers'], $found['kind'] ) as $index => $group ) {
			// Each link names its believer, so a list of them reads apart on screen and to a screen reader.
			/* translators: 1: Believer 1, 2: the believer's name and gender. */
			$text = sprintf( __( 'Correct the details of %1$s: %2$s', 'temple-offerings' ), $group['label'], $group['heading'] );
			echo '<li><a href="' . esc_url( self::url( $order, (int) $item->get_id(), (int) $index ) ) . '">' . esc_html( $text ) . '</a></li>';
		}
		echo '</ul></div>';
	}

	/**
	 * template_redirect: on the view-order page with the form's arguments,
	 * finds the believer (404 when it is not the customer's to correct) and
	 * handles a posted correction before anything is output.
	 */
	public function load(): void {
		// phpcs:disable WordPress.Security.NonceVerification -- the ids only find the believer; a post is nonce-checked below before anything is stored.
		// template_redirect also runs while WooCommerce is inactive; then there is no order to correct.
		if ( ! function_exists( 'is_wc_endpoint_url' ) || ! is_wc_endpoint_url( 'view-order' ) || ! isset( $_GET[ self::ITEM_ARG ] ) ) {
			return;
		}
		$item_id = absint( $_GET[ self::ITEM_ARG ] );
		$index   = absint( $_GET[ self::INDEX_ARG ] ?? 0 );
		// phpcs:enable
		$order = wc_get_order( absint( get_query_var( 'view-order' ) ) );
		$item  = $order instanceof WC_Order && $this->owns_paid( $order ) ? $order->get_item( $item_id ) : null;
		$line  = $item instanceof WC_Order_Item_Product ? $this->lines->read( $item ) : null;
		if ( ! $order instanceof WC_Order || ! $item instanceof WC_Order_Item_Product || null === $line || ! isset( $line['believers'][ $index ] ) ) {
			self::not_found();
			return;
		}
		$date         = $this->line_cutoff( $item );
		$this->target = array(
			'order'     => $order,
			'item'      => $item,
			'index'     => $index,
			'kind'      => $line['kind'],
			'believers' => $line['believers'],
			'values'    => $line['believers'][ $index ],
			'errors'    => array(),
			'notice'    => '',
			'date'      => $date,
			'refused'   => false,
		);
		if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			return;
		}
		$posted = wp_unslash( $_POST['believer'] ?? array() ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- CorrectionSave (BelieverCorrection::apply()) cleans it with BelieverSanitizer.
		if ( ! isset( $_POST['_wpnonce'] ) || ! is_string( $_POST['_wpnonce'] ) || false === wp_verify_nonce( sanitize_key( wp_unslash( $_POST['_wpnonce'] ) ), self::nonce_action( $order->get_id(), $item_id, $index ) ) ) {
			// Nothing is stored, but what was typed comes back (cleaned) under a fresh nonce, so it is not lost.
			$this->target['values'] = $this->saver->typed( $this->target['values'], $posted, $line['kind'] );
			$this->target['notice'] = __( 'This form had expired, so nothing was saved. What you typed is kept below: please check it and save again.', 'temple-offerings' );
			status_header( 403 );
			return;
		}
		if ( $this->cutoff->is_past( $date ) ) {
			// A post made by hand after the cutoff: refused, nothing stored.
			$this->target['refused'] = true;
			status_header( 403 );
			return;
		}
		$was = sanitize_text_field( wp_unslash( $_POST['was'] ?? '' ) );
		$this->save( $posted, $was );
	}

	/**
	 * woocommerce_account_view-order_endpoint, before WooCommerce's order
	 * view: with the form's arguments, the form takes the order's place.
	 */
	public function render(): void {
		if ( null === $this->target ) {
			return;
		}
		remove_action( 'woocommerce_account_view-order_endpoint', 'woocommerce_account_view_order' );
		$target = $this->target;
		$order  = $target['order'];
		$item   = $target['item'];
		$index  = $target['index'];
		$date   = $target['date'];
		$back   = $order->get_view_order_url();

		echo '<section class="temple-offerings-correction" aria-labelledby="temple-offerings-correction-title">';
		$past = $this->cutoff->is_past( $date );
		echo '<h2 id="temple-offerings-correction-title">' . esc_html( $past ? __( 'A believer\'s details', 'temple-offerings' ) : __( 'Correct a believer\'s details', 'temple-offerings' ) ) . '</h2>';
		/* translators: 1: order number, 2: offering (product) name, 3: position of the believer on the line, from 1, 4: number of believers on the line. */
		echo '<p>' . esc_html( sprintf( __( 'Order #%1$s · %2$s · believer %3$d of %4$d', 'temple-offerings' ), $order->get_order_number(), $item->get_name(), $index + 1, count( $target['believers'] ) ) ) . '</p>';
		if ( null !== $date ) {
			/* translators: %s: the registration cutoff day, e.g. 2026年12月31日. */
			echo '<p class="temple-offerings-correct__cutoff">' . esc_html( sprintf( __( 'Registration cutoff: %s', 'temple-offerings' ), $this->cutoff->label( $date ) ) ) . '</p>';
		}
		if ( $past ) {
			$this->read_only( $target, $target['refused'] );
			echo '<p><a class="button" href="' . esc_url( $back ) . '">' . esc_html__( 'Back to the order', 'temple-offerings' ) . '</a></p></section>';
			return;
		}
		echo '<p>' . esc_html__( 'You can correct these details until the registration cutoff. The offering and the number of believers stay as ordered; the temple is told of every change.', 'temple-offerings' ) . '</p>';
		$errors = $target['errors'];
		if ( array() !== $errors || '' !== $target['notice'] ) {
			echo '<div class="woocommerce-error" role="alert"><p>' . esc_html( '' !== $target['notice'] ? $target['notice'] : __( 'Nothing was saved. Please correct the marked fields.', 'temple-offerings' ) ) . '</p>';
			if ( array() !== $errors ) {
				echo '<ul>';
				foreach ( $errors as $path => $message ) {
					echo '<li><a href="#' . esc_attr( BelieverCorrectionPage::control_id( $path ) ) . '">' . esc_html( $message ) . '</a></li>';
				}
				echo '</ul>';
			}
			echo '</div>';
		}
		echo '<form method="post" action="' . esc_url( self::url( $order, (int) $item->get_id(), $index ) ) . '" novalidate>';
		wp_nonce_field( self::nonce_action( $order->get_id(), (int) $item->get_id(), $index ) );
		// What is stored now, so a save notices a correction made meanwhile (by staff, say).
		echo '<input type="hidden" name="was" value="' . esc_attr( CorrectionSave::fingerprint( $target['believers'][ $index ] ) ) . '">';
		$this->fields->fields( $target['kind'], $target['values'], $errors );
		echo '<p><button type="submit" class="button wp-element-button">' . esc_html__( 'Save corrections', 'temple-offerings' ) . '</button> ';
		echo '<a class="button" href="' . esc_url( $back ) . '">' . esc_html__( 'Back to the order', 'temple-offerings' ) . '</a></p>';
		echo '</form></section>';
	}

	/**
	 * wp_enqueue_scripts: the form's few styles, and the staff form's lunar
	 * date script (its month select offers only the leap month the chosen
	 * year has; without it the save still refuses the others), on the form only.
	 */
	public function enqueue(): void {
		if ( null !== $this->target ) {
			wp_enqueue_style( 'temple-offerings-correction', $this->style_url, array(), $this->version );
			$this->staff_assets->enqueue_date_script();
		}
	}

	/**
	 * The believer as read, without controls: after the cutoff.
	 *
	 * @param array<string, mixed> $target  The believer being shown.
	 * @param bool                 $refused Whether a save was just refused.
	 */
	private function read_only( array $target, bool $refused ): void {
		if ( $refused ) {
			echo '<div class="woocommerce-error" role="alert">' . esc_html__( 'The registration cutoff has passed: nothing was saved.', 'temple-offerings' ) . '</div>';
		}
		echo '<p>' . esc_html__( 'The registration cutoff has passed: these details can no longer be corrected. Please contact the temple if something is wrong.', 'temple-offerings' ) . '</p>';
		$group = $this->readable->groups( array( $target['values'] ), $target['kind'] )[0] ?? null;
		if ( null === $group ) {
			return;
		}
		/* translators: a believer's heading; 1: Believer 1, 2: name and gender. */
		echo '<div class="temple-offerings-correction__read-only"><p><strong>' . esc_html( sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $group['label'], $group['heading'] ) ) . '</strong>';
		foreach ( $group['parts'] as $part ) {
			echo '<br>' . esc_html( $part );
		}
		echo '</p></div>';
	}

	/**
	 * Applies a posted correction: an error or a change made meanwhile keeps
	 * the typed values on the form; an accepted change is stored, noted and
	 * mailed; then back to the order with a notice.
	 *
	 * @param mixed  $posted The form's `believer` values, unslashed.
	 * @param string $was    Fingerprint of the believer the form was opened on.
	 */
	private function save( mixed $posted, string $was ): void {
		$target = $this->target;
		if ( null === $target ) {
			return;
		}
		/* translators: %s: the customer's name; the order note then says "… corrected believer 1 of 光明燈". */
		$who    = sprintf( __( '%s (customer)', 'temple-offerings' ), wp_get_current_user()->display_name );
		$result = $this->saver->save( $target['order'], $target['item'], $target['kind'], $target['values'], $target['index'], $posted, $was, $who );
		if ( in_array( $result['outcome'], array( 'refused', 'stale', 'busy' ), true ) ) {
			$this->target['values'] = $result['values'];
			$this->target['errors'] = $result['errors'];
			if ( 'stale' === $result['outcome'] ) {
				$this->target['notice'] = __( 'The temple corrected this believer while the form was open. Nothing was saved: check the values below and save again.', 'temple-offerings' );
			}
			if ( 'busy' === $result['outcome'] ) {
				$this->target['notice'] = __( 'Another correction of this order line was being saved. Nothing was saved: please save again.', 'temple-offerings' );
			}
			return;
		}
		if ( 'saved' === $result['outcome'] ) {
			$this->mailer->notify( $target['order'], $target['item'], $target['index'], $result['values'], $target['kind'], $result['changes'] );
			wc_add_notice( __( 'Your corrections were saved. The temple has been told.', 'temple-offerings' ) );
		} else {
			wc_add_notice( __( 'Nothing was changed.', 'temple-offerings' ), 'notice' );
		}
		wp_safe_redirect( $target['order']->get_view_order_url(), 303 );
		exit;
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

	/**
	 * The nonce action of one believer's form.
	 *
	 * @param int $order_id Order id.
	 * @param int $item_id  Item id.
	 * @param int $index    Believer index.
	 */
	private static function nonce_action( int $order_id, int $item_id, int $index ): string {
		return 'temple_offerings_customer_correct_' . $order_id . '_' . $item_id . '_' . $index;
	}
}
