<?php
/**
 * What the counter screen sends, read and refused before anything is looked up.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Counter;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Counter\CounterPayment;
use TempleOfferings\Counter\CounterRequest;
use TempleOfferings\Rest\RouteException;
use TempleOfferings\Tests\InZhTw;

/**
 * Channels, payments and the worshipper's details, each refusal in the
 * staff's language and naming the field to fix.
 */
final class CounterRequestTest extends TestCase {

	use InZhTw;

	/**
	 * A request that passes, with changes.
	 *
	 * @param array<string, mixed> $patch Parameters to set.
	 * @return array<string, mixed>
	 */
	private static function params( array $patch = array() ): array {
		return array_merge(
			array(
				'payment' => 'cash',
				'contact' => array(
					'name'  => '陳大同',
					'phone' => '0922-111-222',
				),
				'lines'   => array(
					array(
						'product_id' => 12,
						'believers'  => array(
							array(
								'name'     => '陳大同',
								'saved_id' => 31,
							),
							array( 'name' => '陳小同' ),
						),
					),
				),
			),
			$patch
		);
	}

	/**
	 * The refusal of a request.
	 *
	 * @param array<string, mixed> $params Parameters.
	 */
	private static function refusal( array $params ): RouteException {
		try {
			CounterRequest::from( $params );
		} catch ( RouteException $refused ) {
			return $refused;
		}
		self::fail( 'The request was taken.' );
	}

	public function test_a_counter_order_is_read_with_its_lines_and_the_family_book_ids_apart(): void {
		$request = CounterRequest::from( self::params( array( 'note' => "  請於\n\n\n法會後\t寄回  " ) ) );
		$this->assertSame( 'counter', $request->channel );
		$this->assertSame( 'cash', $request->payment );
		$this->assertSame( 0, $request->customer_id );
		$this->assertSame( "請於\n\n法會後 寄回", $request->note );
		$this->assertSame( '0922-111-222', $request->contact['phone'] );
		$this->assertSame( array( 31, 0 ), $request->lines[0]['saved_ids'] );
		$this->assertSame( array( array( 'name' => '陳大同' ), array( 'name' => '陳小同' ) ), $request->lines[0]['believers'] );
		$this->assertSame( 0, $request->lines[0]['variation_id'] );
	}

	public function test_an_account_needs_no_phone_and_keeps_its_token(): void {
		$request = CounterRequest::from(
			self::params(
				array(
					'channel'  => 'phone',
					'payment'  => 'transfer',
					'customer' => array(
						'id'    => 2,
						'token' => 'f6096a7e59',
					),
					'contact'  => array( 'name' => '王小明' ),
				)
			)
		);
		$this->assertSame( array( 'phone', 2, 'f6096a7e59', '' ), array( $request->channel, $request->customer_id, $request->token, $request->contact['phone'] ) );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public static function refused(): array {
		return array(
			'an unknown channel'       => array( array( 'channel' => 'web' ), 'channel', '請選擇信眾是在櫃台還是電話登記。' ),
			'no payment'               => array( array( 'payment' => '' ), 'payment', '請選擇付款方式。' ),
			'a payment made up'        => array( array( 'payment' => 'bitcoin' ), 'payment', '請選擇付款方式。' ),
			'free without a reason'    => array( array( 'payment' => 'free', 'reason' => ' <b></b> ' ), 'reason', '請填寫免費結緣的原因。' ),
			'no name'                  => array( array( 'contact' => array( 'phone' => '0922111222' ) ), 'contact.name', '請輸入信眾姓名。' ),
			'a name of symbols'        => array( array( 'contact' => array( 'name' => '***', 'phone' => '0922111222' ) ), 'contact.name', '請輸入信眾姓名。' ),
			'a guest without a phone'  => array( array( 'contact' => array( 'name' => '陳大同' ) ), 'contact.phone', '請輸入信眾的電話，以便宮廟聯絡。' ),
			'a phone of letters'       => array( array( 'contact' => array( 'name' => '陳大同', 'phone' => 'call me' ) ), 'contact.phone', '請輸入正確的電話號碼' ),
			'a malformed e-mail'       => array( array( 'contact' => array( 'name' => '陳大同', 'phone' => '0922111222', 'email' => 'chen@' ) ), 'contact.email', '請輸入正確的電子郵件地址' ),
			'no line'                  => array( array( 'lines' => array() ), 'lines', '請選擇至少一項結緣品，並勾選登記的人。' ),
		);
	}

	/**
	 * @dataProvider refused
	 *
	 * @param array<string, mixed> $patch   What is wrong.
	 * @param string               $field   The field named.
	 * @param string               $message The sentence staff read.
	 */
	public function test_refuses_what_is_missing_or_wrong_naming_the_field( array $patch, string $field, string $message ): void {
		$refused = self::refusal( self::params( $patch ) );
		$this->assertSame( 400, $refused->status );
		$this->assertSame( $field, $refused->data['field'] );
		$this->assertSame( $message, $refused->getMessage() );
	}

	public function test_a_line_without_believers_or_product_names_its_place(): void {
		$lines   = self::params()['lines'];
		$lines[] = array(
			'product_id' => 14,
			'believers'  => array(),
		);
		$refused = self::refusal( self::params( array( 'lines' => $lines ) ) );
		$this->assertSame( array( 1, '請為每項選擇的結緣品至少勾選一位登記的人。' ), array( $refused->data['line'], $refused->getMessage() ) );
		$lines[1] = array( 'product_id' => '14', 'believers' => array( array( 'name' => '某' ) ) );
		$this->assertSame( 1, self::refusal( self::params( array( 'lines' => $lines ) ) )->data['line'] );
	}

	public function test_at_most_thirty_offerings_at_once(): void {
		$lines = array_fill( 0, CounterRequest::MAX_LINES + 1, self::params()['lines'][0] );
		$this->assertSame( '一次登記最多 30 項結緣品。', self::refusal( self::params( array( 'lines' => $lines ) ) )->getMessage() );
	}

	public function test_the_ways_to_pay_say_what_follows(): void {
		$this->assertSame( array( '現金', '刷卡', '轉帳／ATM', '免費結緣' ), array_map( array( CounterPayment::class, 'label' ), CounterPayment::ALL ) );
		$this->assertSame( array( true, true, false, true ), array_map( array( CounterPayment::class, 'paid_at_once' ), CounterPayment::ALL ) );
		// A transfer is WooCommerce's own bank transfer, whose e-mail carries the temple's account.
		$this->assertSame( array( 'temple_counter_cash', 'temple_counter_card', 'bacs', 'temple_counter_free' ), array_map( array( CounterPayment::class, 'method' ), CounterPayment::ALL ) );
		$this->assertSame( '', CounterPayment::refusal( 'free', '住持結緣' ) );
	}
}
