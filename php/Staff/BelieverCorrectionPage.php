<?php
/**
 * The staff form that corrects one believer of an order line.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Staff;

use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\Gender;
use TempleOfferings\Domain\LunarCalendar;
use TempleOfferings\Domain\LunarDate;
use TempleOfferings\Order\LineBelievers;

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
 * Only the line's believer changes: the product, quantity and number of
 * believers stay. The corrected list is written where LineBelievers reads
 * it (the line's `_believers_data`, through the order item API, so HPOS and
 * posts storage alike), so the box, the ritual list, its print view and CSV
 * show the corrected data. Each saved change becomes an order note naming
 * the staff member and every field's old and new value; saving without a
 * change writes nothing.
 */
final class BelieverCorrectionPage {

	public const SLUG = 'temple-offerings-correct-believer';

	/** Query argument the order screen reads back after a save (BelieverCorrectionPage::outcome()). */
	public const OUTCOME_ARG = 'temple_offerings_corrected';

	/** The page's screen and load hook suffix under WooCommerce's menu. */
	public const HOOK = 'woocommerce_page_' . self::SLUG;

	/** Years the year select offers back from the current one, as the page's select does. */
	private const YEAR_SPAN = 150;

	/**
	 * The believer being corrected and the request's state, set by load().
	 *
	 * @var array{order: \WC_Order, item: \WC_Order_Item_Product, index: int, kind: string, believers: array<int, array<string, mixed>>, values: array<string, mixed>, errors: array<string, string>}|null
	 */
	private ?array $target = null;

	/** Whether the posted form was opened on a believer that has changed since. */
	private bool $stale = false;

	/** Whether another save of the same line held its lock too long for this one. */
	private bool $busy = false;

	/**
	 * @param BelieverCorrection $correction What a correction does.
	 * @param LineBelievers      $lines      The one reader of a line's believers.
	 * @param BelieverFormatter  $formatter  Labels and date part labels.
	 * @param CorrectionSave     $saver      The save staff and worshippers share (the line's lock, the note).
	 */
	public function __construct( private BelieverCorrection $correction, private LineBelievers $lines, private BelieverFormatter $formatter, private CorrectionSave $saver ) {}

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
	 * @param \WC_Order $order Order.
	 */
	public static function may_edit( \WC_Order $order ): bool {
		if ( current_user_can( 'manage_woocommerce' ) ) {
			return true;
		}
		$type = get_post_type_object( 'shop_order' );
		return null !== $type && current_user_can( $type->cap->edit_post, $order->get_id() );
	}

	/**
	 * What the order screen says after a correction, read from its URL:
	 * 'saved', 'unchanged' or ''. Only a message is chosen by it.
	 */
	public static function outcome(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- picks which fixed message to show, nothing else.
		$outcome = sanitize_key( wp_unslash( $_GET[ self::OUTCOME_ARG ] ?? '' ) );
		return in_array( $outcome, array( 'saved', 'unchanged' ), true ) ? $outcome : '';
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
		// phpcs:disable WordPress.Security.NonceVerification -- the ids only find the believer; a post is nonce-checked below before it is read.
		$order_id = absint( $_GET['order_id'] ?? 0 );
		$item_id  = absint( $_GET['item_id'] ?? 0 );
		$index    = absint( $_GET['index'] ?? 0 );
		// phpcs:enable
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof \WC_Order ) {
			wp_die( esc_html__( 'This order does not exist.', 'temple-offerings' ), '', array( 'response' => 404 ) );
		}
		if ( ! self::may_edit( $order ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to correct the believers of this order.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		$item = $order->get_item( $item_id );
		$line = $item instanceof \WC_Order_Item_Product ? $this->lines->read( $item ) : null;
		if ( ! $item instanceof \WC_Order_Item_Product || null === $line || ! isset( $line['believers'][ $index ] ) ) {
			wp_die( esc_html__( 'This believer does not exist.', 'temple-offerings' ), '', array( 'response' => 404 ) );
		}
		$this->target = array(
			'order'     => $order,
			'item'      => $item,
			'index'     => $index,
			'kind'      => $line['kind'],
			'believers' => $line['believers'],
			'values'    => $line['believers'][ $index ],
			'errors'    => array(),
		);
		if ( 'POST' === ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			check_admin_referer( self::nonce_action( $order_id, $item_id, $index ) );
			$was = sanitize_text_field( wp_unslash( $_POST['was'] ?? '' ) );
			$this->save( wp_unslash( $_POST['believer'] ?? array() ), $was ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- BelieverCorrection::apply() cleans it with BelieverSanitizer.
		}
	}

	/**
	 * The page: the believer's form.
	 */
	public function render(): void {
		if ( null === $this->target ) {
			return;
		}
		$order  = $this->target['order'];
		$item   = $this->target['item'];
		$index  = $this->target['index'];
		$kind   = $this->target['kind'];
		$values = $this->target['values'];
		$errors = $this->target['errors'];
		$back   = $order->get_edit_order_url() . '#' . OrderBelieversBox::line_anchor( $item->get_id() );

		echo '<div class="wrap temple-correction">';
		echo '<h1>' . esc_html__( 'Correct a believer', 'temple-offerings' ) . '</h1>';
		/* translators: 1: order number, 2: offering (product) name, 3: position of the believer on the line, from 1, 4: number of believers on the line. */
		echo '<p class="temple-correction-what">' . esc_html( sprintf( __( 'Order #%1$s · %2$s · believer %3$d of %4$d', 'temple-offerings' ), $order->get_order_number(), $item->get_name(), $index + 1, count( $this->target['believers'] ) ) ) . '</p>';
		echo '<p>' . esc_html__( 'The offering, its quantity and the number of believers stay as ordered. Every change is written as an order note.', 'temple-offerings' ) . '</p>';
		if ( $this->stale ) {
			echo '<div class="notice notice-warning" role="alert"><p>' . esc_html__( 'Someone else corrected this believer while the form was open. Nothing was saved: check the values below and save again.', 'temple-offerings' ) . '</p></div>';
		}
		if ( $this->busy ) {
			echo '<div class="notice notice-warning" role="alert"><p>' . esc_html__( 'Another correction of this order line was being saved. Nothing was saved: please save again.', 'temple-offerings' ) . '</p></div>';
		}
		if ( array() !== $errors ) {
			echo '<div class="notice notice-error" role="alert"><p>' . esc_html__( 'Nothing was saved. Please correct the marked fields.', 'temple-offerings' ) . '</p><ul>';
			foreach ( $errors as $path => $message ) {
				echo '<li><a href="#' . esc_attr( self::control_id( $path ) ) . '">' . esc_html( $message ) . '</a></li>';
			}
			echo '</ul></div>';
		}
		$action = self::url( $order->get_id(), $item->get_id(), $index );
		echo '<form method="post" action="' . esc_url( $action ) . '" novalidate>';
		wp_nonce_field( self::nonce_action( $order->get_id(), $item->get_id(), $index ) );
		// What is stored now, so a save notices a correction made meanwhile by someone else.
		echo '<input type="hidden" name="was" value="' . esc_attr( CorrectionSave::fingerprint( $this->target['believers'][ $index ] ) ) . '">';
		$this->fields( $kind, $values, $errors );
		echo '<p class="submit"><button type="submit" class="button button-primary">' . esc_html__( 'Save corrections', 'temple-offerings' ) . '</button> ';
		echo '<a class="button" href="' . esc_url( $back ) . '">' . esc_html__( 'Back to the order', 'temple-offerings' ) . '</a></p>';
		echo '</form></div>';
	}

	/**
	 * The believer's editable fields as a table of labelled controls named
	 * `believer[…]`, with each message next to its field. The worshipper's
	 * correction form in My Account prints the same table, so both forms
	 * offer the same fields, gender sets and lunar selects.
	 *
	 * @param string                $kind   Form kind of the line.
	 * @param array<string, mixed>  $values The believer's values (stored, or as typed).
	 * @param array<string, string> $errors Messages by wire path.
	 */
	public function fields( string $kind, array $values, array $errors ): void {
		echo '<table class="form-table temple-correction-fields" role="presentation"><tbody>';
		foreach ( BelieverCorrection::editable( $kind ) as $key => $type ) {
			$field = BelieverFields::field( $key ) ?? array();
			$label = $this->formatter->label( $key, $kind );
			$value = $values[ $key ] ?? null;
			if ( 'registrants' === $type ) {
				$this->registrants( $key, $label, is_array( $value ) ? $value : array(), $kind, $errors );
				continue;
			}
			$this->field_row( 'believer[' . $key . ']', $key, $type, $field, $label, $value, $kind, $errors, BelieverFields::requires( $field, $kind ) );
		}
		echo '</tbody></table>';
	}

	/**
	 * Applies a posted correction through CorrectionSave: refused ones stay
	 * on the page with what was typed; accepted ones are stored with their
	 * note (if anything changed) and lead back to the order. A believer that
	 * someone else corrected since the form was opened is not overwritten
	 * unseen: the form comes back with what was typed and says so, and the
	 * next save goes over the stored values (the note then names the right
	 * old ones). The save holds the line's lock and reads the line as stored
	 * then, so another staff member's correction of another believer of the
	 * same line, saved at the same moment, is kept.
	 *
	 * @param mixed  $posted The form's `believer` values, unslashed.
	 * @param string $was    The fingerprint of the believer the form was opened on.
	 */
	private function save( mixed $posted, string $was ): void {
		$target = $this->target;
		if ( null === $target ) {
			return;
		}
		$result = $this->saver->save( $target['order'], $target['item'], $target['kind'], $target['values'], $target['index'], $posted, $was, wp_get_current_user()->display_name );
		if ( in_array( $result['outcome'], array( 'refused', 'stale', 'busy' ), true ) ) {
			$this->stale            = 'stale' === $result['outcome'];
			$this->busy             = 'busy' === $result['outcome'];
			$this->target['values'] = $result['values'];
			$this->target['errors'] = $result['errors'];
			return;
		}
		$url = add_query_arg( self::OUTCOME_ARG, $result['outcome'], $target['order']->get_edit_order_url() ) . '#' . OrderBelieversBox::line_anchor( $target['item']->get_id() );
		wp_safe_redirect( $url, 303 );
		exit;
	}

	/**
	 * One table row: label, control(s), message.
	 *
	 * @param string                $name     The control's name.
	 * @param string                $path     The field's wire path (errors are keyed by it).
	 * @param string                $type     Field type.
	 * @param array<string, mixed>  $field    Field definition.
	 * @param string                $label    Label in the kind's wording.
	 * @param mixed                 $value    Current value.
	 * @param string                $kind     Form kind.
	 * @param array<string, string> $errors   Messages by wire path.
	 * @param bool                  $required Whether the kind requires it.
	 */
	private function field_row( string $name, string $path, string $type, array $field, string $label, mixed $value, string $kind, array $errors, bool $required ): void {
		$id      = self::control_id( $path );
		$message = $errors[ $path ] ?? self::first_part_error( $path, $errors );
		echo '<tr><th scope="row">';
		if ( 'lunar-date' === $type ) {
			echo '<span id="' . esc_attr( $id . '-label' ) . '">' . esc_html( $label ) . '</span>';
		} else {
			echo '<label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . '</label>';
		}
		echo '</th><td>';
		$described = null === $message ? '' : ' aria-describedby="' . esc_attr( $id . '-error' ) . '"';
		$invalid   = null === $message ? '' : ' aria-invalid="true"';
		$needed    = $required ? ' aria-required="true"' : '';
		$text      = is_string( $value ) ? $value : '';
		switch ( $type ) {
			case 'multiline':
				echo '<textarea class="large-text" rows="3" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '"' . $described . $invalid . $needed . '>' . esc_textarea( $text ) . '</textarea>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixed attribute strings built from escaped parts.
				break;
			case 'boolean':
				echo '<input type="hidden" name="' . esc_attr( $name ) . '" value="0">';
				echo '<input type="checkbox" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="1"' . checked( false !== $value, true, false ) . '>';
				break;
			case 'gender':
				$options = array();
				foreach ( Gender::choices( $field, $kind ) ?? array() as $gender ) {
					$options[ $gender ] = $this->formatter->gender_label( $gender );
				}
				$this->select( $id, $name, $options, $text, $described . $invalid . $needed );
				break;
			case 'lunar-date':
				$this->date_controls( $id, $name, $path, $text, $errors, $needed );
				break;
			default:
				echo '<input type="text" class="regular-text" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $text ) . '"' . $described . $invalid . $needed . '>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixed attribute strings built from escaped parts.
		}
		if ( null !== $message ) {
			echo '<p class="temple-field-error" id="' . esc_attr( $id . '-error' ) . '">' . esc_html( $message ) . '</p>';
		}
		echo '</td></tr>';
	}

	/**
	 * A lunar date's four selects, in a group named by the field's label;
	 * the options are the page's: 吉 first, years back from this one, every
	 * month with the leap months some year has, days 01–30, the twelve
	 * hours. The group carries each year's leap month, so the staff script
	 * offers only the leap month of the chosen year. A date its year or month
	 * does not have is refused on saving (BelieverValidator), with the page's
	 * message, with or without the script.
	 *
	 * @param string                $id       Control id prefix.
	 * @param string                $name     Control name prefix.
	 * @param string                $path     Wire path.
	 * @param string                $joined   'Y-M-D-T'.
	 * @param array<string, string> $errors   Messages by wire path.
	 * @param string                $required aria-required attribute or ''.
	 */
	private function date_controls( string $id, string $name, string $path, string $joined, array $errors, string $required ): void {
		$parts  = LunarDate::split( $joined );
		$titles = array(
			'year'  => __( 'Year', 'temple-offerings' ),
			'month' => __( 'Month', 'temple-offerings' ),
			'day'   => __( 'Day', 'temple-offerings' ),
			'time'  => __( 'Birth hour', 'temple-offerings' ),
		);
		// The leap month of each year the year select offers: the staff script offers only the
		// chosen year's (assets/staff/correction-date.js); without it, the save refuses the others.
		$leaps = array();
		foreach ( array_keys( $this->part_options( 'year', '' ) ) as $year ) {
			$leap = is_numeric( $year ) ? LunarCalendar::leap_month( (int) $year ) : null;
			if ( null !== $leap ) {
				$leaps[ (string) $year ] = $leap;
			}
		}
		echo '<div class="temple-correction-date" role="group" aria-labelledby="' . esc_attr( $id . '-label' ) . '" data-leap-months="' . esc_attr( (string) wp_json_encode( $leaps, JSON_UNESCAPED_UNICODE | JSON_FORCE_OBJECT ) ) . '">';
		foreach ( LunarDate::PARTS as $part ) {
			$part_id  = self::control_id( $path . '.' . $part );
			$has      = isset( $errors[ $path . '.' . $part ] ) || isset( $errors[ $path ] );
			$extra    = $required . ( $has ? ' aria-invalid="true" aria-describedby="' . esc_attr( $id . '-error' ) . '"' : '' );
			$options  = $this->part_options( $part, $parts[ $part ] );
			echo '<label for="' . esc_attr( $part_id ) . '">' . esc_html( $titles[ $part ] ) . '</label> ';
			$this->select( $part_id, $name . '[' . $part . ']', $options, $parts[ $part ], $extra );
			echo ' ';
		}
		echo '</div>';
	}

	/**
	 * A date part's options: value => label.
	 *
	 * @param string $part    year, month, day or time.
	 * @param string $current The stored value (kept as an option even when the range does not hold it).
	 * @return array<string, string>
	 */
	private function part_options( string $part, string $current ): array {
		$values = array( LunarDate::UNKNOWN );
		switch ( $part ) {
			case 'year':
				$this_year = (int) wp_date( 'Y' );
				for ( $year = $this_year; $year >= $this_year - self::YEAR_SPAN; $year-- ) {
					$values[] = (string) $year;
				}
				break;
			case 'month':
				$leaps = LunarCalendar::leap_months_of_any_year();
				for ( $month = 1; $month <= 12; $month++ ) {
					$values[] = sprintf( '%02d', $month );
					if ( in_array( LunarDate::LEAP_PREFIX . sprintf( '%02d', $month ), $leaps, true ) ) {
						$values[] = LunarDate::LEAP_PREFIX . sprintf( '%02d', $month );
					}
				}
				break;
			case 'day':
				for ( $day = 1; $day <= 30; $day++ ) {
					$values[] = sprintf( '%02d', $day );
				}
				break;
			default:
				array_push( $values, ...array_keys( LunarDate::HOURS ) );
		}
		$options = array();
		foreach ( $values as $value ) {
			$options[ $value ] = $this->formatter->part_label( $part, $value );
		}
		if ( '' !== $current && ! isset( $options[ $current ] ) && LunarDate::is_valid_part( $part, $current ) ) {
			$options[ $current ] = $this->formatter->part_label( $part, $current );
		}
		return $options;
	}

	/**
	 * The family registrants a believer holds, each with its name, gender
	 * and birthday (as many as there are: the form does not add or remove).
	 *
	 * @param string                           $key    Wire key of the list.
	 * @param string                           $label  Its label.
	 * @param array<int, array<string, mixed>> $people Registrants.
	 * @param string                           $kind   Form kind.
	 * @param array<string, string>            $errors Messages by wire path.
	 */
	private function registrants( string $key, string $label, array $people, string $kind, array $errors ): void {
		foreach ( array_values( $people ) as $number => $person ) {
			/* translators: 1: label of the family registrants field, 2: the registrant's place in the list, from 1. */
			echo '<tr><th colspan="2" scope="rowgroup"><h2>' . esc_html( sprintf( __( '%1$s %2$d', 'temple-offerings' ), $label, $number + 1 ) ) . '</h2></th></tr>';
			foreach ( BelieverFields::registrant_fields() as $field_key => $field ) {
				$path = $key . '.' . $number . '.' . $field_key;
				$name = 'believer[' . $key . '][' . $number . '][' . $field_key . ']';
				$text = BelieverFields::label( $field, $kind ) ?? $field_key;
				$this->field_row( $name, $path, (string) ( $field['type'] ?? 'text' ), $field, __( $text, 'temple-offerings' ), is_array( $person ) ? ( $person[ $field_key ] ?? null ) : null, $kind, $errors, BelieverFields::requires( $field, $kind ) ); // phpcs:ignore WordPress.WP.I18n.NonSingularStringLiteralText -- the table's English label, in the .po.
			}
		}
	}

	/**
	 * A select; a current value outside the options is offered empty, so
	 * nothing is silently chosen for the staff member.
	 *
	 * @param string                $id      Control id.
	 * @param string                $name    Control name.
	 * @param array<string, string> $options value => label.
	 * @param string                $current Selected value.
	 * @param string                $extra   Extra attributes, already escaped.
	 */
	private function select( string $id, string $name, array $options, string $current, string $extra ): void {
		echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '"' . $extra . '>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- fixed attribute strings built from escaped parts.
		if ( ! isset( $options[ $current ] ) ) {
			echo '<option value="" selected>' . esc_html__( 'Please choose', 'temple-offerings' ) . '</option>';
		}
		foreach ( $options as $value => $label ) {
			echo '<option value="' . esc_attr( (string) $value ) . '"' . selected( (string) $value, $current, false ) . '>' . esc_html( $label ) . '</option>';
		}
		echo '</select>';
	}

	/**
	 * The message of the first part of a date that has one.
	 *
	 * @param string                $path   Wire path of the date.
	 * @param array<string, string> $errors Messages by wire path.
	 */
	private static function first_part_error( string $path, array $errors ): ?string {
		foreach ( LunarDate::PARTS as $part ) {
			if ( isset( $errors[ $path . '.' . $part ] ) ) {
				return $errors[ $path . '.' . $part ];
			}
		}
		return null;
	}

	/**
	 * The id of a form control from its wire path.
	 *
	 * @param string $path Wire path ('birthday.month').
	 */
	public static function control_id( string $path ): string {
		return 'temple-correct-' . str_replace( array( '.', '_' ), '-', $path );
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
	 * The nonce action of one believer's form.
	 *
	 * @param int $order_id Order id.
	 * @param int $item_id  Item id.
	 * @param int $index    Believer index.
	 */
	private static function nonce_action( int $order_id, int $item_id, int $index ): string {
		return 'temple_offerings_correct_' . $order_id . '_' . $item_id . '_' . $index;
	}
}
