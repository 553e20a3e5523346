<?php
/**
 * Tests for RitualListFilter: request parsing and wc_get_orders() arguments.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\RitualList;

use PHPUnit\Framework\TestCase;
use TempleOfferings\RitualList\RitualListFilter;

/**
 * What staff asked for, and how it is asked of WooCommerce.
 */
final class RitualListFilterTest extends TestCase {

	private const KNOWN = array( 'pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed' );

	private const PAID = array( 'processing', 'completed' );

	private static function filter( array $input ): RitualListFilter {
		return RitualListFilter::from_request( $input, self::KNOWN, self::PAID );
	}

	public function test_defaults_to_paid_orders_of_every_product_and_date(): void {
		$filter = self::filter( array() );
		$this->assertSame( array(), $filter->product_ids );
		$this->assertSame( '', $filter->category );
		$this->assertSame( array( 'processing', 'completed' ), $filter->statuses );
		$this->assertSame( '', $filter->date_range() );
		$this->assertFalse( $filter->narrows_products() );
	}

	public function test_reads_products_category_dates_and_statuses(): void {
		$filter = self::filter(
			array(
				'products' => array( '12', '7', '12', 'x', '-3', '0' ),
				'category' => 'Light',
				'from'     => '2026-01-01',
				'to'       => '2026-02-28',
				'statuses' => array( 'wc-completed', 'on-hold', 'bogus' ),
			)
		);
		$this->assertSame( array( 12, 7 ), $filter->product_ids );
		$this->assertSame( 'light', $filter->category );
		$this->assertSame( array( 'completed', 'on-hold' ), $filter->statuses );
		$this->assertSame( '2026-01-01...2026-02-28', $filter->date_range() );
		$this->assertTrue( $filter->narrows_products() );
	}

	public function test_comma_separated_lists_are_read_too(): void {
		$filter = self::filter(
			array(
				'products' => '3,4',
				'statuses' => 'completed',
			)
		);
		$this->assertSame( array( 3, 4 ), $filter->product_ids );
		$this->assertSame( array( 'completed' ), $filter->statuses );
	}

	public function test_malformed_input_is_dropped(): void {
		$filter = self::filter(
			array(
				'products' => array( array( 1 ) ),
				'category' => '<script>',
				'from'     => '2026-02-30',
				'to'       => '26-1-1',
				'statuses' => array( 'bogus' ),
			)
		);
		$this->assertSame( array(), $filter->product_ids );
		$this->assertSame( '', $filter->category );
		$this->assertSame( '', $filter->from );
		$this->assertSame( '', $filter->to );
		$this->assertSame( self::PAID, $filter->statuses );
	}

	public function test_a_reversed_range_is_swapped_and_open_ends_work(): void {
		$this->assertSame( '2026-01-01...2026-03-01', self::filter( array( 'from' => '2026-03-01', 'to' => '2026-01-01' ) )->date_range() );
		$this->assertSame( '>=2026-03-01', self::filter( array( 'from' => '2026-03-01' ) )->date_range() );
		$this->assertSame( '<=2026-03-01', self::filter( array( 'to' => '2026-03-01' ) )->date_range() );
	}

	public function test_order_query_args(): void {
		$filter = self::filter(
			array(
				'from'     => '2026-01-01',
				'to'       => '2026-01-31',
				'statuses' => array( 'processing' ),
			)
		);
		$this->assertSame(
			array(
				'type'         => 'shop_order',
				'status'       => array( 'wc-processing' ),
				'limit'        => 50,
				'page'         => 3,
				'orderby'      => array(
					'date' => 'ASC',
					'ID'   => 'ASC',
				),
				'paginate'     => true,
				'date_created' => '2026-01-01...2026-01-31',
				'post__in'     => array( 5, 9 ),
			),
			$filter->order_query_args( 50, 3, array( 5, 9 ), true )
		);
	}

	public function test_no_matching_orders_never_means_every_order(): void {
		$args = self::filter( array() )->order_query_args( 50, 1, array() );
		$this->assertSame( array( 0 ), $args['post__in'] );
		$this->assertArrayNotHasKey( 'date_created', $args );
		$this->assertArrayNotHasKey( 'post__in', self::filter( array() )->order_query_args( 50, 1, null ) );
	}

	public function test_limit_and_page_are_at_least_one(): void {
		$args = self::filter( array() )->order_query_args( 0, -2, null );
		$this->assertSame( 1, $args['limit'] );
		$this->assertSame( 1, $args['page'] );
	}

	public function test_to_query_round_trips(): void {
		$input  = array(
			'products' => array( 3, 4 ),
			'category' => 'pudu',
			'from'     => '2026-07-01',
			'to'       => '2026-08-31',
			'statuses' => array( 'completed' ),
		);
		$filter = self::filter( $input );
		$this->assertSame( $input, $filter->to_query() );
		$split = self::filter( $input + array( 'registrant_rows' => '1' ) );
		$this->assertSame( $input + array( 'registrant_rows' => '1' ), $split->to_query() );
		$this->assertEquals( $split, self::filter( $split->to_query() ) );
		$this->assertEquals( $filter, self::filter( $filter->to_query() ) );
		$this->assertSame( array( 'statuses' => self::PAID ), self::filter( array() )->to_query() );
	}

	public function test_registrant_rows_only_when_asked_for_exactly(): void {
		$this->assertFalse( self::filter( array() )->registrant_rows );
		$this->assertTrue( self::filter( array( 'registrant_rows' => '1' ) )->registrant_rows );
		foreach ( array( '0', '', 'yes', array( '1' ), 1 ) as $value ) {
			$this->assertFalse( self::filter( array( 'registrant_rows' => $value ) )->registrant_rows, var_export( $value, true ) );
		}
	}

	public function test_only_those_who_offend_tai_sui_when_asked_for_exactly_and_carried_in_links(): void {
		$this->assertFalse( self::filter( array() )->tai_sui_only );
		foreach ( array( '0', '', 'yes', array( '1' ), 1 ) as $value ) {
			$this->assertFalse( self::filter( array( 'tai_sui' => $value ) )->tai_sui_only, var_export( $value, true ) );
		}
		$only = self::filter( array( 'tai_sui' => '1' ) );
		$this->assertTrue( $only->tai_sui_only );
		$this->assertSame( '1', $only->to_query()['tai_sui'] );
		$this->assertEquals( $only, self::filter( $only->to_query() ) );
		$this->assertArrayNotHasKey( 'tai_sui', self::filter( array() )->to_query() );
	}

	public function test_names_the_unpaid_statuses_it_leaves_out(): void {
		// The default, paid orders only, leaves out both unpaid statuses.
		$this->assertSame( array( 'pending', 'on-hold' ), self::filter( array() )->unpaid_left_out() );
		$this->assertSame( array( 'pending' ), self::filter( array( 'statuses' => array( 'on-hold', 'completed' ) ) )->unpaid_left_out() );
		$this->assertSame( array(), self::filter( array( 'statuses' => 'pending,on-hold' ) )->unpaid_left_out() );
	}

	public function test_with_statuses_keeps_everything_else(): void {
		$filter = self::filter(
			array(
				'products' => array( '7' ),
				'category' => 'light',
				'from'     => '2026-01-01',
				'to'       => '2026-02-01',
			)
		);
		$wider  = $filter->with_statuses( array( 'processing', 'completed', 'on-hold', 'on-hold' ) );
		$this->assertSame( array( 'processing', 'completed', 'on-hold' ), $wider->statuses );
		$this->assertSame( array( 7 ), $wider->product_ids );
		$this->assertSame( 'light', $wider->category );
		$this->assertSame( '2026-01-01...2026-02-01', $wider->date_range() );
		$this->assertTrue( self::filter( array( 'registrant_rows' => '1' ) )->with_statuses( array( 'pending' ) )->registrant_rows );
		$this->assertTrue( self::filter( array( 'tai_sui' => '1' ) )->with_statuses( array( 'pending' ) )->tai_sui_only );
		// Immutable: the original still asks for paid orders only.
		$this->assertSame( array( 'processing', 'completed' ), $filter->statuses );
	}

	public function test_one_order_only_when_asked_for_one_real_id_and_carried_in_links(): void {
		$filter = self::filter( array( 'order' => '42', 'statuses' => array( 'on-hold' ) ) );
		$this->assertSame( 42, $filter->order_id );
		$this->assertSame( '42', $filter->to_query()['order'] );
		$this->assertSame( 42, $filter->with_statuses( array( 'processing' ) )->order_id );
		// Any order: just that one; among the orders holding believers: that one if it is one of them, else none.
		$this->assertSame( array( 42 ), $filter->order_query_args( 10, 1, null )['post__in'] );
		$this->assertSame( array( 42 ), $filter->order_query_args( 10, 1, array( 7, 42 ) )['post__in'] );
		$this->assertSame( array( 0 ), $filter->order_query_args( 10, 1, array( 7 ) )['post__in'] );
		foreach ( array( '0', '-3', 'x', '4.5', array( '42' ) ) as $forged ) {
			$this->assertSame( 0, self::filter( array( 'order' => $forged ) )->order_id );
			$this->assertArrayNotHasKey( 'order', self::filter( array( 'order' => $forged ) )->to_query() );
		}
	}

	public function test_one_channel_only_when_asked_for_a_known_one(): void {
		$filter = self::filter( array( 'channel' => 'counter' ) );
		$this->assertSame( 'counter', $filter->channel );
		$this->assertSame( 'counter', $filter->to_query()['channel'] );
		$this->assertSame( 'counter', $filter->with_statuses( array( 'on-hold' ) )->channel );
		$this->assertSame(
			array(
				array(
					'key'   => '_temple_offerings_channel',
					'value' => 'counter',
				),
			),
			$filter->order_query_args( 10, 1, null )['meta_query']
		);
		foreach ( array( 'pos', "web' OR 1=1", array( 'web' ), '' ) as $forged ) {
			$this->assertSame( '', self::filter( array( 'channel' => $forged ) )->channel );
			$this->assertArrayNotHasKey( 'meta_query', self::filter( array( 'channel' => $forged ) )->order_query_args( 10, 1, null ) );
		}
	}

	public function test_one_staff_member_only_when_asked_for_a_user_id(): void {
		$filter = self::filter(
			array(
				'channel' => 'counter',
				'staff'   => '7',
			)
		);
		$this->assertSame( 7, $filter->staff );
		$this->assertSame( '7', $filter->to_query()['staff'] );
		$this->assertSame( 7, $filter->with_statuses( array( 'on-hold' ) )->staff );
		$this->assertSame(
			array(
				array(
					'key'   => '_temple_offerings_channel',
					'value' => 'counter',
				),
				array(
					'key'   => '_temple_offerings_taken_by',
					'value' => '7',
				),
			),
			$filter->order_query_args( 10, 1, null )['meta_query']
		);
		foreach ( array( '0', '-3', 'x', '4.5', "7' OR 1=1", array( '7' ), '' ) as $forged ) {
			$this->assertSame( 0, self::filter( array( 'staff' => $forged ) )->staff );
			$this->assertArrayNotHasKey( 'staff', self::filter( array( 'staff' => $forged ) )->to_query() );
			$this->assertArrayNotHasKey( 'meta_query', self::filter( array( 'staff' => $forged ) )->order_query_args( 10, 1, null ) );
		}
	}
}
