<?php
/**
 * Tests for RenewalAnswer, the renew route's answer, and who gets the renew button.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Order;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Order\RenewButtons;
use TempleOfferings\Order\RenewalAnswer;

/**
 * Sold lines come back with their believers and nothing of the staff's;
 * lines no longer sold are named once; lines without believers are left out.
 */
final class RenewalAnswerTest extends TestCase {

	/**
	 * A line as LineBelievers reads it from stored meta.
	 *
	 * @param array<int, array<string, mixed>> $believers Stored believers.
	 * @param mixed                            $numbers   Stored lamp numbers.
	 * @return array<string, mixed>|null
	 */
	private static function read( array $believers, mixed $numbers = null ): ?array {
		return ( new LineBelievers( new BelieverSanitizer() ) )->of( $believers, 'light', static fn (): ?string => 'light', $numbers );
	}

	public function test_a_sold_line_comes_back_with_its_believers_and_without_lamp_numbers(): void {
		$answer = RenewalAnswer::of(
			41,
			array(
				array(
					'read'         => self::read(
						array(
							array( 'name' => '王小明', 'birthday' => '1980-04-12-子' ),
							array( 'name' => '<b>王</b>小華', 'birthday' => '1990-01-05-午' ),
						),
						array( '光明燈-0001', '光明燈-0002' )
					),
					'sold'         => true,
					'product_id'   => 12,
					'variation_id' => 0,
					'name'         => '光明燈',
					'line_name'    => '光明燈（舊名）',
				),
			)
		);
		$this->assertSame( 41, $answer['order_id'] );
		$this->assertSame( array(), $answer['skipped'] );
		$this->assertCount( 1, $answer['lines'] );
		$line = $answer['lines'][0];
		$this->assertSame( array( 'product_id', 'variation_id', 'name', 'kind', 'believers' ), array_keys( $line ) );
		$this->assertSame( array( 12, 0, '光明燈', 'light' ), array( $line['product_id'], $line['variation_id'], $line['name'], $line['kind'] ) );
		$this->assertSame( array( '王小明', '王小華' ), array_column( $line['believers'], 'name' ) );
		$this->assertSame( '1980-04-12-子', $line['believers'][0]['birthday'] );
		// Exactly the CartBeliever fields: no number, nothing else the staff added.
		$this->assertSame( BelieverSanitizer::keys(), array_keys( $line['believers'][1] ) );
		$this->assertStringNotContainsString( '光明燈-000', (string) json_encode( $answer, JSON_UNESCAPED_UNICODE ) );
	}

	public function test_lines_no_longer_sold_are_named_once_by_their_name_on_the_order(): void {
		$gone   = array(
			'read'      => self::read( array( array( 'name' => '王小明' ) ) ),
			'sold'      => false,
			'name'      => '',
			'line_name' => '舊的太歲燈',
		);
		$answer = RenewalAnswer::of( 7, array( $gone, $gone ) );
		$this->assertSame( array(), $answer['lines'] );
		$this->assertSame( array( array( 'name' => '舊的太歲燈' ) ), $answer['skipped'] );
	}

	public function test_lines_without_believers_are_neither_renewed_nor_named(): void {
		$answer = RenewalAnswer::of(
			7,
			array(
				array(
					'read'      => null,
					'sold'      => true,
					'name'      => '香品',
					'line_name' => '香品',
				),
				array(
					'read'      => self::read( array() ),
					'sold'      => false,
					'line_name' => '空的燈',
				),
			)
		);
		$this->assertSame( array(), $answer['lines'] );
		$this->assertSame( array(), $answer['skipped'] );
	}

	/**
	 * @return array<string, array{0: string, 1: int, 2: int, 3: bool}>
	 */
	public static function button_cases(): array {
		return array(
			'own paid order'         => array( 'processing', 5, 5, true ),
			'own completed order'    => array( 'completed', 5, 5, true ),
			'own order on hold'      => array( 'on-hold', 5, 5, true ),
			'own cancelled order'    => array( 'cancelled', 5, 5, true ),
			'own order still unpaid' => array( 'pending', 5, 5, false ),
			'own failed payment'     => array( 'failed', 5, 5, false ),
			'someone else\'s order'  => array( 'completed', 5, 6, false ),
			'guest order'            => array( 'completed', 0, 0, false ),
			'logged-out visitor'     => array( 'completed', 5, 0, false ),
		);
	}

	/**
	 * @dataProvider button_cases
	 *
	 * @param string $status   Order status.
	 * @param int    $customer The order's customer.
	 * @param int    $user     The visitor.
	 * @param bool   $expected Whether the button shows.
	 */
	public function test_the_button_is_for_the_customer_of_a_paid_or_past_order( string $status, int $customer, int $user, bool $expected ): void {
		$this->assertSame( $expected, RenewButtons::offered( $status, $customer, $user ) );
	}
}
