<?php
/**
 * Where staff set when registration opens and closes: the product's Temple
 * tab and the product category screens.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use DateTimeZone;
use TempleOfferings\Support\PostedField;
use TempleOfferings\Support\ProductFormErrors;
use WC_Product;

/**
 * Two date-and-time fields in each place, shown and read in the shop's time
 * zone (wp_timezone()) and stored as Unix timestamps. Empty removes a
 * moment. A moment that is no date and time, a time the clocks skip, or a
 * close not after the opening stores nothing of the pair and says why, so a
 * typo never opens or closes an offering. The product's fields are saved on
 * WooCommerce's own product save, after its nonce; the checks here repeat
 * the nonce and capability because the hook runs for any product save.
 */
final class WindowFields {

	/** The posted opening's name on both screens. */
	public const OPENS = 'temple_offerings_opens_at';

	/** The posted close's name on both screens. */
	public const CLOSES = 'temple_offerings_closes_at';

	/** A category's refusal, kept for the next screen (the category forms cannot show it). */
	private const NOTICE = 'temple_offerings_window_notice_';

	/**
	 * temple_offerings_temple_tab: the two fields in the product's Temple tab.
	 *
	 * @param mixed $product The product being edited, or null on a new one.
	 */
	public function product_field( mixed $product ): void {
		$id = $product instanceof WC_Product ? $product->get_id() : 0;
		echo '<div class="options_group">';
		foreach ( $this->fields() as $name => [ $key, $label, $help ] ) {
			self::moment_field( $name, $label, $help, $id, $key );
		}
		echo '</div>';
	}

	/**
	 * One moment of a product's Temple tab, in the shop's time zone: the
	 * opening, the close and the counter's moments (QuotaFields) alike.
	 *
	 * @param string $name  The posted field's name.
	 * @param string $label Its label.
	 * @param string $help  Its description.
	 * @param int    $id    The product, 0 for a new one.
	 * @param string $key   The product meta holding the moment.
	 */
	public static function moment_field( string $name, string $label, string $help, int $id, string $key ): void {
		woocommerce_wp_text_input(
			array(
				'id'          => $name,
				'label'       => $label,
				'description' => $help,
				'desc_tip'    => false,
				'type'        => 'datetime-local',
				'value'       => OpeningWindow::input_value( $id > 0 ? OpeningWindow::stored( get_post_meta( $id, $key, true ) ) : null, wp_timezone() ),
			)
		);
	}

	/**
	 * woocommerce_admin_process_product_object: stores the posted moments.
	 *
	 * @param mixed $product The product WooCommerce is about to save.
	 */
	public function save_product( mixed $product ): void {
		if ( ! $product instanceof WC_Product ) {
			return;
		}
		$opens  = PostedField::on_product( $product, self::OPENS );
		$closes = PostedField::on_product( $product, self::CLOSES );
		if ( null === $opens || null === $closes ) {
			return;
		}
		$window = self::parsed( $opens, $closes );
		if ( is_string( $window ) ) {
			ProductFormErrors::add( self::refusal( $product->get_name(), $window ) );
			return;
		}
		foreach ( array( RegistrationWindows::OPENS_KEY => $window['opens'], RegistrationWindows::CLOSES_KEY => $window['closes'] ) as $key => $moment ) {
			if ( null === $moment ) {
				$product->delete_meta_data( $key );
			} else {
				$product->update_meta_data( $key, (string) $moment );
			}
		}
	}

	/**
	 * product_cat_add_form_fields: the fields on the "Add new category" form.
	 */
	public function category_add_field(): void {
		foreach ( $this->fields() as $name => [ , $label, $help ] ) {
			echo '<div class="form-field term-' . esc_attr( $name ) . '-wrap"><label for="' . esc_attr( $name ) . '">' . esc_html( $label ) . '</label>';
			echo '<input type="datetime-local" id="' . esc_attr( $name ) . '" name="' . esc_attr( $name ) . '" value="" aria-describedby="' . esc_attr( $name ) . '-description">';
			echo '<p id="' . esc_attr( $name ) . '-description">' . esc_html( $help ) . '</p></div>';
		}
	}

	/**
	 * product_cat_edit_form_fields: the fields on a category's edit screen.
	 *
	 * @param mixed $term The category.
	 */
	public function category_edit_field( mixed $term ): void {
		foreach ( $this->fields() as $name => [ , $label, $help, $term_key ] ) {
			$moment = $term instanceof \WP_Term ? OpeningWindow::stored( get_term_meta( $term->term_id, $term_key, true ) ) : null;
			echo '<tr class="form-field term-' . esc_attr( $name ) . '-wrap"><th scope="row"><label for="' . esc_attr( $name ) . '">' . esc_html( $label ) . '</label></th><td>';
			echo '<input type="datetime-local" id="' . esc_attr( $name ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( OpeningWindow::input_value( $moment, wp_timezone() ) ) . '" aria-describedby="' . esc_attr( $name ) . '-description">';
			echo '<p class="description" id="' . esc_attr( $name ) . '-description">' . esc_html( $help ) . '</p></td></tr>';
		}
	}

	/**
	 * created_product_cat and edited_product_cat: stores the posted moments
	 * when the request is the category form (its nonce) of a user who may
	 * edit the category; other ways of saving a term leave them alone. A
	 * refused pair is kept as it was and the reason shown on the next screen.
	 *
	 * @param mixed $term_id The category's id.
	 */
	public function save_category( mixed $term_id ): void {
		$term_id = (int) $term_id;
		$opens  = PostedField::on_category( $term_id, self::OPENS );
		$closes = PostedField::on_category( $term_id, self::CLOSES );
		if ( null === $opens || null === $closes ) {
			return;
		}
		$window = self::parsed( $opens, $closes );
		if ( is_string( $window ) ) {
			$term = get_term( $term_id, 'product_cat' );
			set_transient( self::NOTICE . get_current_user_id(), self::refusal( $term instanceof \WP_Term ? $term->name : '', $window ), 10 * MINUTE_IN_SECONDS );
			return;
		}
		foreach ( array( RegistrationWindows::TERM_OPENS_KEY => $window['opens'], RegistrationWindows::TERM_CLOSES_KEY => $window['closes'] ) as $key => $moment ) {
			if ( null === $moment ) {
				delete_term_meta( $term_id, $key );
			} else {
				update_term_meta( $term_id, $key, (string) $moment );
			}
		}
	}

	/**
	 * admin_notices: a category's refused window, once, on the category screens.
	 */
	public function category_notice(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || 'product_cat' !== $screen->taxonomy ) {
			return;
		}
		$message = get_transient( self::NOTICE . get_current_user_id() );
		if ( ! is_string( $message ) || '' === $message ) {
			return;
		}
		delete_transient( self::NOTICE . get_current_user_id() );
		echo '<div class="notice notice-error"><p>' . esc_html( $message ) . '</p></div>';
	}

	/**
	 * The posted pair as moments, or why it is refused: 'format' (not a date
	 * and time), 'skipped' (a time the clocks skip) or 'order' (not closing
	 * after it opens).
	 *
	 * @param string            $opens    The posted opening, '' for none.
	 * @param string            $closes   The posted close, '' for none.
	 * @param DateTimeZone|null $timezone The shop's time zone (wp_timezone() when null).
	 * @return array{opens: int|null, closes: int|null}|string
	 */
	public static function parsed( string $opens, string $closes, ?DateTimeZone $timezone = null ): array|string {
		$timezone ??= wp_timezone();
		$window   = array();
		foreach ( array( 'opens' => $opens, 'closes' => $closes ) as $end => $text ) {
			if ( '' === $text ) {
				$window[ $end ] = null;
				continue;
			}
			$moment = OpeningWindow::parse( $text, $timezone );
			if ( null === $moment ) {
				// A wall-clock time that exists in UTC but not here is one the clocks skip.
				return null === OpeningWindow::parse( $text, new DateTimeZone( 'UTC' ) ) ? 'format' : 'skipped';
			}
			$window[ $end ] = $moment;
		}
		return OpeningWindow::is_window( $window['opens'], $window['closes'] ) ? $window : 'order';
	}

	/**
	 * What staff read when a window was not saved.
	 *
	 * @param string $name   The product's or category's name.
	 * @param string $reason What parsed() found.
	 */
	private static function refusal( string $name, string $reason ): string {
		if ( 'order' === $reason ) {
			/* translators: %s: product or category name. */
			return sprintf( __( 'The registration window of %s was not saved: registration must close after it opens.', 'temple-offerings' ), $name );
		}
		if ( 'skipped' === $reason ) {
			/* translators: %s: product or category name. */
			return sprintf( __( 'The registration window of %s was not saved: that time does not exist in the shop\'s time zone (the clocks skip it). Please choose another time.', 'temple-offerings' ), $name );
		}
		/* translators: %s: product or category name. */
		return sprintf( __( 'The registration window of %s was not saved: please enter a date and a time.', 'temple-offerings' ), $name );
	}

	/**
	 * The two fields: posted name → product meta key, label, help, term meta key.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string}>
	 */
	private function fields(): array {
		/* translators: %s: the shop's time zone, e.g. Asia/Taipei or UTC+8. */
		$zone = sprintf( __( 'In the shop\'s time zone (%s).', 'temple-offerings' ), wp_timezone_string() );
		return array(
			self::OPENS  => array(
				RegistrationWindows::OPENS_KEY,
				__( 'Registration opens', 'temple-offerings' ),
				$zone . ' ' . __( 'Until then the offering card counts down to it and every add is refused. Empty: its categories\' latest opening, if any, else open.', 'temple-offerings' ),
				RegistrationWindows::TERM_OPENS_KEY,
			),
			self::CLOSES => array(
				RegistrationWindows::CLOSES_KEY,
				__( 'Registration closes at', 'temple-offerings' ),
				$zone . ' ' . __( 'From then on the card says registration has closed and every add and checkout is refused. Empty: its categories\' earliest close, if any. The registration cutoff day, if set, still closes it at the end of that day.', 'temple-offerings' ),
				RegistrationWindows::TERM_CLOSES_KEY,
			),
		);
	}
}
