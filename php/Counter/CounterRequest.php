<?php
/**
 * What the counter screen sends to make an order, read and checked.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Rest\RouteException;
use TempleOfferings\Support\OrderChannel;

/**
 * The worshipper (an account the search showed, with its token, or a
 * guest's name, phone and address), the channel (臨櫃 or 電話), the
 * payment, and the offering lines, each with its believers as posted. Every
 * text is cleaned as a believer's fields are; what is missing or wrong is
 * refused here, before anything is looked up, with the sentence the screen
 * shows. The believers themselves are checked later by the cart's rules for
 * their product (CounterOrders). Pure PHP.
 */
final class CounterRequest {

	/** Offering lines one order may hold. */
	public const MAX_LINES = 30;

	/** The contact fields and their longest length. */
	public const CONTACT = array(
		'name'      => 50,
		'phone'     => 20,
		'email'     => 100,
		'address_1' => 200,
		'city'      => 50,
		'state'     => 50,
		'postcode'  => 10,
	);

	/** Characters the order's note may hold. */
	public const NOTE_MAX = 500;

	/**
	 * @param string                           $channel     OrderChannel::COUNTER or PHONE.
	 * @param string                           $payment     One of CounterPayment::ALL.
	 * @param string                           $reason      Why a free order is free ('' otherwise).
	 * @param string                           $note        The worshipper's note on the order.
	 * @param int                              $customer_id The account, 0 for a guest.
	 * @param string                           $token       The account's token from the search.
	 * @param array<string, string>            $contact     CONTACT's fields, cleaned.
	 * @param array<int, array<string, mixed>> $lines       Each `product_id`, `variation_id`,
	 *        `believers` (as posted, without `saved_id`) and `saved_ids` (aligned, 0 for none).
	 */
	public function __construct(
		public readonly string $channel,
		public readonly string $payment,
		public readonly string $reason,
		public readonly string $note,
		public readonly int $customer_id,
		public readonly string $token,
		public readonly array $contact,
		public readonly array $lines
	) {}

	/**
	 * Reads the request's parameters.
	 *
	 * @param array<string, mixed> $params The route's parameters.
	 * @throws RouteException 400 with the first thing to fix.
	 */
	public static function from( array $params ): self {
		$channel = is_string( $params['channel'] ?? null ) ? $params['channel'] : OrderChannel::COUNTER;
		if ( ! in_array( $channel, array( OrderChannel::COUNTER, OrderChannel::PHONE ), true ) ) {
			throw self::invalid( 'channel', __( 'Please choose whether the worshipper is at the counter or on the phone.', 'temple-offerings' ) );
		}
		$payment = is_string( $params['payment'] ?? null ) ? $params['payment'] : '';
		$reason  = CounterPayment::FREE === $payment ? mb_substr( BelieverSanitizer::line( $params['reason'] ?? '' ), 0, CounterPayment::REASON_MAX ) : '';
		$refusal = CounterPayment::refusal( $payment, $reason );
		if ( '' !== $refusal ) {
			throw self::invalid( CounterPayment::FREE === $payment ? 'reason' : 'payment', $refusal );
		}
		$customer = is_array( $params['customer'] ?? null ) ? $params['customer'] : array();
		$id       = is_int( $customer['id'] ?? null ) ? max( 0, $customer['id'] ) : 0;
		$contact  = self::contact( is_array( $params['contact'] ?? null ) ? $params['contact'] : array(), $id > 0 );
		return new self(
			$channel,
			$payment,
			$reason,
			mb_substr( BelieverSanitizer::multiline( $params['note'] ?? '' ), 0, self::NOTE_MAX ),
			$id,
			$id > 0 && is_string( $customer['token'] ?? null ) ? $customer['token'] : '',
			$contact,
			self::lines( $params['lines'] ?? null )
		);
	}

	/**
	 * The contact fields, cleaned; a name always, a phone for a guest.
	 *
	 * @param array<string, mixed> $raw     As posted.
	 * @param bool                 $account Whether the order is for an account.
	 * @return array<string, string>
	 * @throws RouteException When the name or a guest's phone is missing, or a value is malformed.
	 */
	private static function contact( array $raw, bool $account ): array {
		$contact = array();
		foreach ( self::CONTACT as $key => $max ) {
			$contact[ $key ] = mb_substr( BelieverSanitizer::line( $raw[ $key ] ?? '' ), 0, $max );
		}
		if ( '' === $contact['name'] || 1 !== preg_match( BelieverValidator::pcre( BelieverFields::patterns()['name'] ), $contact['name'] ) ) {
			throw self::invalid( 'contact.name', __( 'Please enter the worshipper\'s name.', 'temple-offerings' ) );
		}
		if ( '' === $contact['phone'] && ! $account ) {
			throw self::invalid( 'contact.phone', __( 'Please enter the worshipper\'s phone number, so the temple can reach them.', 'temple-offerings' ) );
		}
		if ( '' !== $contact['phone'] && 1 !== preg_match( BelieverValidator::pcre( BelieverFields::patterns()['mobile'] ), $contact['phone'] ) ) {
			throw self::invalid( 'contact.phone', __( 'Please enter a valid phone number.', 'temple-offerings' ) );
		}
		if ( '' !== $contact['email'] && 1 !== preg_match( BelieverValidator::pcre( BelieverFields::patterns()['email'] ), $contact['email'] ) ) {
			throw self::invalid( 'contact.email', __( 'Please enter a valid email address.', 'temple-offerings' ) );
		}
		return $contact;
	}

	/**
	 * The offering lines: a product, a variation, and at least one believer each.
	 *
	 * @param mixed $raw As posted.
	 * @return array<int, array<string, mixed>>
	 * @throws RouteException When there is none, too many, or one is malformed.
	 */
	private static function lines( mixed $raw ): array {
		if ( ! is_array( $raw ) || ! array_is_list( $raw ) || array() === $raw ) {
			throw self::invalid( 'lines', __( 'Please choose at least one offering and tick who it is for.', 'temple-offerings' ) );
		}
		if ( count( $raw ) > self::MAX_LINES ) {
			/* translators: %d: how many offering lines one counter order may hold. */
			throw self::invalid( 'lines', sprintf( __( 'One registration may hold at most %d offerings.', 'temple-offerings' ), self::MAX_LINES ) );
		}
		$lines = array();
		foreach ( $raw as $index => $line ) {
			$believers = is_array( $line ) && is_array( $line['believers'] ?? null ) && array_is_list( $line['believers'] ) ? $line['believers'] : array();
			$product   = is_array( $line ) && is_int( $line['product_id'] ?? null ) ? $line['product_id'] : 0;
			if ( $product <= 0 || array() === $believers ) {
				throw new RouteException( 'temple_offerings_invalid_line', __( 'Please tick at least one person for each offering chosen.', 'temple-offerings' ), 400, array( 'line' => $index ) );
			}
			$saved = array();
			foreach ( $believers as $position => $believer ) {
				$saved[] = is_array( $believer ) && is_int( $believer['saved_id'] ?? null ) ? max( 0, $believer['saved_id'] ) : 0;
				if ( is_array( $believer ) ) {
					unset( $believers[ $position ]['saved_id'] );
				}
			}
			$lines[] = array(
				'product_id'   => $product,
				'variation_id' => is_int( $line['variation_id'] ?? null ) ? max( 0, $line['variation_id'] ) : 0,
				'believers'    => $believers,
				'saved_ids'    => $saved,
			);
		}
		return $lines;
	}

	/**
	 * A refusal naming the field at fault.
	 *
	 * @param string $field   The request's field.
	 * @param string $message What to fix.
	 */
	private static function invalid( string $field, string $message ): RouteException {
		return new RouteException( 'temple_offerings_invalid_counter_order', $message, 400, array( 'field' => $field ) );
	}
}
