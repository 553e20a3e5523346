<?php
/**
 * An offering's payment window: hours typed, minutes kept, the reminder's moment.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\PaymentWindow;

final class PaymentWindowTest extends TestCase {

	public function test_hours_become_whole_minutes(): void {
		$this->assertSame( 4320, PaymentWindow::minutes( '72' ) );
		$this->assertSame( 30, PaymentWindow::minutes( '0.5' ) );
		$this->assertSame( 75, PaymentWindow::minutes( ' 1.25 ' ) );
		$this->assertSame( 1, PaymentWindow::minutes( '0.01' ), 'at least a minute' );
		$this->assertSame( 8760 * 60, PaymentWindow::minutes( '8760' ) );
		$this->assertSame( 120, PaymentWindow::minutes( 2 ) );
	}

	public function test_what_is_not_a_window_is_refused(): void {
		foreach ( array( '', '0', '0.00', '-1', '8760.01', '8761', '1e3', '1,5', '72h', '.5', '1.', '1.234', 'abc', null, array( '1' ), 1.5 ) as $typed ) {
			$this->assertNull( PaymentWindow::minutes( $typed ), var_export( $typed, true ) );
		}
	}

	public function test_stored_minutes_are_read_back_and_shown_as_hours(): void {
		$this->assertSame( 30, PaymentWindow::stored( '30' ) );
		$this->assertNull( PaymentWindow::stored( '' ) );
		$this->assertNull( PaymentWindow::stored( '0' ) );
		$this->assertNull( PaymentWindow::stored( '30.5' ) );
		$this->assertNull( PaymentWindow::stored( (string) ( 8760 * 60 + 1 ) ) );
		$this->assertSame( '72', PaymentWindow::hours_text( 4320 ) );
		$this->assertSame( '0.5', PaymentWindow::hours_text( 30 ) );
		$this->assertSame( '1.25', PaymentWindow::hours_text( 75 ) );
		$this->assertSame( '0.02', PaymentWindow::hours_text( 1 ) );
		// What is shown is typed back to the same minutes.
		foreach ( array( 30, 75, 90, 4320 ) as $minutes ) {
			$this->assertSame( $minutes, PaymentWindow::minutes( PaymentWindow::hours_text( $minutes ) ) );
		}
	}

	public function test_an_order_takes_the_shortest_window_of_its_offerings(): void {
		$this->assertSame( 30, PaymentWindow::shortest( array( 4320, null, 30 ) ) );
		$this->assertNull( PaymentWindow::shortest( array( null, null ) ) );
		$this->assertNull( PaymentWindow::shortest( array() ) );
	}

	public function test_the_reminder_goes_a_quarter_of_the_window_before_at_most_a_day(): void {
		$now = 1_000_000;
		// A week: a day before, not a quarter of it.
		$this->assertSame( $now + 6 * 86400, PaymentWindow::reminder_at( $now + 7 * 86400, 7 * 1440, $now ) );
		// 72 hours: 18 hours before.
		$this->assertSame( $now + 54 * 3600, PaymentWindow::reminder_at( $now + 72 * 3600, 4320, $now ) );
		// 4 hours: an hour before.
		$this->assertSame( $now + 3 * 3600, PaymentWindow::reminder_at( $now + 4 * 3600, 240, $now ) );
		// An hour: 15 minutes before.
		$this->assertSame( $now + 45 * 60, PaymentWindow::reminder_at( $now + 3600, 60, $now ) );
		// 30 minutes: none.
		$this->assertNull( PaymentWindow::reminder_at( $now + 1800, 30, $now ) );
		// Its moment already past: none.
		$this->assertNull( PaymentWindow::reminder_at( $now + 600, 240, $now ) );
	}
}
