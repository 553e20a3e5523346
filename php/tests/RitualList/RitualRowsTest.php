<?php
/**
 * Tests for RitualRows: one readable row per believer.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\RitualList;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Tests\InZhTw;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\TaiSui;
use TempleOfferings\Domain\TaiSuiWords;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\RitualList\ListColumns;
use TempleOfferings\RitualList\RitualRows;

/**
 * Row flattening, through the zh_TW catalogue the plugin ships.
 */
final class RitualRowsTest extends TestCase {

	use InZhTw;

	private static function chinese(): RitualRows {
		return new RitualRows( new BelieverFormatter() );
	}

	/**
	 * A line as RitualListQuery hands it on: the stored values read by
	 * LineBelievers (a product whose categories name no kind), or null when
	 * they hold no believers (the query leaves such a line out).
	 *
	 * @param string $kind      Stored `_believers_kind`.
	 * @param mixed  $believers Stored `_believers_data`.
	 */
	private static function line( string $kind, mixed $believers, mixed $numbers = null ): ?array {
		$read = ( new LineBelievers( new BelieverSanitizer() ) )->of( $believers, $kind, static fn(): ?string => null, $numbers );
		return null === $read ? null : array(
			'order'     => '1024',
			'date'      => '2026-11-01 09:30',
			'status'    => '處理中',
			'product'   => '光明燈',
			'kind'      => $read['kind'],
			'believers' => $read['believers'],
			'numbers'   => $read['numbers'],
		);
	}

	private static function believer( array $fields ): array {
		return $fields + array(
			'id'                => 'b1',
			'name'              => '王小明',
			'gender'            => 'male',
			'mobile'            => '0912345678',
			'email'             => '',
			'birthday'          => '1980-潤04-12-子',
			'time'              => '子',
			'address'           => '臺北市中正區重慶南路一段122號',
			'is_expired_notice' => true,
			'note'              => '',
			'product_category'  => array( 'light' ),
			'depends_people'    => array(),
		);
	}

	public function test_columns_are_the_order_then_every_believer_field_in_chinese(): void {
		$columns = self::chinese()->columns();
		$this->assertSame(
			array( 'order', 'date', 'status', 'channel', 'product', 'position', 'number', 'kind', 'name', 'gender', 'super_name', 'birthday', 'address', 'deceased_name', 'deceased_gender', 'deceased_birthday', 'deceased_death_anniversary', 'deceased_address', 'depends_people', 'mobile', 'email', 'note', 'is_expired_notice', 'incomplete' ),
			array_keys( $columns )
		);
		$this->assertSame( '信眾資料不齊', $columns['incomplete'] );
		$this->assertSame( '訂單編號', $columns['order'] );
		$this->assertSame( '信眾姓名', $columns['name'] );
		$this->assertSame( '農曆生辰', $columns['birthday'] );
		$this->assertSame( '闔家登記人', $columns['depends_people'] );
	}

	public function test_one_row_per_believer_with_readable_values(): void {
		$rows = self::chinese()->rows(
			self::line(
				'light',
				array(
					self::believer( array( 'note' => "平安\n順利" ) ),
					self::believer(
						array(
							'id'                => 'b2',
							'name'              => '陳美麗',
							'gender'            => 'girl',
							'birthday'          => '吉-吉-吉-吉',
							'is_expired_notice' => false,
						)
					),
				)
			)
		);
		$this->assertCount( 2, $rows );
		$this->assertSame( '1024', $rows[0]['order'] );
		$this->assertSame( '1', $rows[0]['position'] );
		$this->assertSame( '點燈', $rows[0]['kind'] );
		$this->assertSame( '王小明', $rows[0]['name'] );
		$this->assertSame( '信士', $rows[0]['gender'] );
		$this->assertSame( '民國69年 閏04月 12日 子時', $rows[0]['birthday'] );
		$this->assertSame( '臺北市中正區重慶南路一段122號', $rows[0]['address'] );
		$this->assertSame( "平安\n順利", $rows[0]['note'] );
		$this->assertSame( '是', $rows[0]['is_expired_notice'] );
		$this->assertSame( '', $rows[0]['deceased_name'] );
		$this->assertSame( '2', $rows[1]['position'] );
		$this->assertSame( '小女兒', $rows[1]['gender'] );
		$this->assertSame( '吉', $rows[1]['birthday'] );
		$this->assertSame( '否', $rows[1]['is_expired_notice'] );
		$this->assertSame( array_keys( self::chinese()->columns() ), array_keys( $rows[0] ) );
	}

	public function test_pudu_fills_the_deceased_columns(): void {
		$rows = self::chinese()->rows(
			self::line(
				'pudu',
				array(
					self::believer(
						array(
							'deceased_name'              => '王大同',
							'deceased_gender'            => 'male',
							'deceased_birthday'          => '1920-01-01-吉',
							'deceased_death_anniversary' => '1999-07-15-午',
							'deceased_address'           => '新北市板橋區',
						)
					),
				)
			)
		);
		$this->assertSame( '王大同', $rows[0]['deceased_name'] );
		$this->assertSame( '信士', $rows[0]['deceased_gender'] );
		$this->assertSame( '民國9年 01月 01日 吉', $rows[0]['deceased_birthday'] );
		$this->assertSame( '民國88年 07月 15日 午時', $rows[0]['deceased_death_anniversary'] );
		$this->assertSame( '新北市板橋區', $rows[0]['deceased_address'] );
	}

	public function test_super_has_no_gender_or_birthday_but_the_departed(): void {
		$rows = self::chinese()->rows( self::line( 'super', array( self::believer( array( 'super_name' => '李先祖' ) ) ) ) );
		$this->assertSame( '', $rows[0]['gender'] );
		$this->assertSame( '', $rows[0]['birthday'] );
		$this->assertSame( '李先祖', $rows[0]['super_name'] );
	}

	/**
	 * Two family registrants: a man with a known birthday and a boy without.
	 *
	 * @return array<int, array<string, string>>
	 */
	private static function family(): array {
		return array(
			array(
				'name'     => '王大明',
				'gender'   => 'male',
				'birthday' => '1950-02-03-吉',
			),
			array(
				'name'     => '王小華',
				'gender'   => 'boy',
				'birthday' => '吉-吉-吉-吉',
			),
		);
	}

	public function test_gift_lists_each_family_registrant_on_its_own_line(): void {
		$rows = self::chinese()->rows( self::line( 'gift', array( self::believer( array( 'depends_people' => self::family() ) ) ) ) );
		$this->assertSame( "王大明（信士，民國39年 02月 03日 吉）\n王小華（小兒，吉）", $rows[0]['depends_people'] );
	}

	public function test_with_registrant_rows_each_family_registrant_gets_a_row_repeating_the_believer(): void {
		$line = self::line( 'gift', array( self::believer( array( 'depends_people' => self::family() ) ) ) );
		$rows = self::chinese()->rows( $line, true );
		$this->assertCount( 2, $rows );
		$this->assertSame( array( '王大明（信士，民國39年 02月 03日 吉）', '王小華（小兒，吉）' ), array_column( $rows, 'depends_people' ) );
		foreach ( $rows as $row ) {
			$this->assertSame( '王小明', $row['name'] );
			$this->assertSame( '1', $row['position'] );
			$this->assertSame( '0912345678', $row['mobile'] );
			// Same columns in the same order: the writers take the cells by position.
			$this->assertSame( array_keys( self::chinese()->columns() ), array_keys( $row ) );
		}
		// Without the option, the same line is one row, as before.
		$this->assertCount( 1, self::chinese()->rows( $line ) );
		$joined                   = $rows[0];
		$joined['depends_people'] = $rows[0]['depends_people'] . "\n" . $rows[1]['depends_people'];
		$this->assertSame( array( $joined ), self::chinese()->rows( $line ) );
	}

	public function test_with_registrant_rows_a_believer_without_registrants_keeps_its_one_row(): void {
		$line = self::line( 'light', array( self::believer( array() ), self::believer( array( 'name' => '陳美麗' ) ) ) );
		$this->assertSame( self::chinese()->rows( $line ), self::chinese()->rows( $line, true ) );
		$this->assertCount( 2, self::chinese()->rows( $line, true ) );
	}

	public function test_stored_values_are_sanitized_and_json_is_read(): void {
		$rows = self::chinese()->rows( self::line( 'light', wp_json( array( self::believer( array( 'name' => '<b>王</b>小明' ) ) ) ) ) );
		$this->assertSame( '王小明', $rows[0]['name'] );
		// Nothing readable: no line, so no rows.
		$this->assertNull( self::line( 'light', 'not json' ) );
		$this->assertNull( self::line( 'light', array( 'name' => 'not a list' ) ) );
		$this->assertNull( self::line( 'light', '' ) );
	}

	public function test_an_unknown_kind_reads_as_a_lamp(): void {
		$rows = self::chinese()->rows( self::line( 'bogus', array( self::believer( array() ) ) ) );
		$this->assertSame( '信士', $rows[0]['gender'] );
		$this->assertSame( '點燈', $rows[0]['kind'] );
	}

	public function test_count(): void {
		$this->assertCount( 2, self::line( 'light', array( array(), array() ) )['believers'] );
		$this->assertCount( 1, self::line( 'light', '[{}]' )['believers'] );
		$this->assertNull( self::line( 'light', '' ) );
		$this->assertNull( self::line( 'light', array( 'name' => 'x' ) ) );
	}

	public function test_a_line_short_of_believers_gets_a_marked_row_per_missing_place(): void {
		$line           = self::line( 'light', array( self::believer( array() ) ) );
		$line['places'] = 3;
		$rows           = self::chinese()->rows( $line );
		$this->assertSame( array( '1', '2', '3' ), array_column( $rows, 'position' ) );
		$this->assertSame( array( '', '缺信眾資料', '缺信眾資料' ), array_column( $rows, 'incomplete' ) );
		$this->assertSame( array( '王小明', '', '' ), array_column( $rows, 'name' ) );
		$this->assertSame( array( '1024', '1024', '1024' ), array_column( $rows, 'order' ) );
		$this->assertSame( array_keys( self::chinese()->columns() ), array_keys( $rows[2] ) );
		// A line without any believer still lists each of its places.
		$empty              = $line;
		$empty['believers'] = array();
		$empty['numbers']   = array();
		$empty['places']    = 2;
		$this->assertSame( array( '缺信眾資料', '缺信眾資料' ), array_column( self::chinese()->rows( $empty ), 'incomplete' ) );
		$this->assertContains( 'incomplete', array_keys( RitualRows::filled_columns( self::chinese()->columns(), $rows ) ) );
	}

	public function test_the_mark_is_printed_only_when_a_row_carries_it(): void {
		$rows     = self::chinese();
		$this->assertArrayNotHasKey( 'incomplete', $rows->print_columns() );
		$complete = $rows->rows( self::line( 'light', array( self::believer( array() ) ) ) );
		$chosen   = array( 'name' => '信眾姓名' );
		$this->assertSame( $chosen, $rows->with_mark( $chosen, $complete ) );
		$line           = self::line( 'light', array( self::believer( array() ) ) );
		$line['places'] = 2;
		$this->assertSame( array( 'name' => '信眾姓名', 'incomplete' => '信眾資料不齊' ), $rows->with_mark( $chosen, $rows->rows( $line ) ) );
	}

	public function test_believers_beyond_the_quantity_are_marked_not_dropped(): void {
		$line           = self::line( 'light', array( self::believer( array() ), self::believer( array( 'name' => '李小華' ) ) ) );
		$line['places'] = 1;
		$rows           = self::chinese()->rows( $line );
		$this->assertSame( array( '王小明', '李小華' ), array_column( $rows, 'name' ) );
		$this->assertSame( array( '', '超出數量' ), array_column( $rows, 'incomplete' ) );
	}

	public function test_filled_columns_drop_believer_columns_nobody_filled(): void {
		$rows    = self::chinese();
		$columns = $rows->columns();
		$lines   = $rows->rows( self::line( 'light', array( self::believer( array() ) ) ) );
		$kept    = array_keys( RitualRows::filled_columns( $columns, $lines ) );
		$this->assertSame( array( 'order', 'date', 'status', 'product', 'position', 'kind', 'name', 'gender', 'birthday', 'address', 'mobile', 'is_expired_notice' ), $kept );
		$this->assertContains( 'name', array_keys( RitualRows::filled_columns( $columns, array() ) ) );
		// Where the orders came from shows once an order says so.
		$line = self::line( 'light', array( self::believer( array() ) ) ) + array( 'channel' => '臨櫃 · 林櫃台' );
		$rows = $rows->rows( $line );
		$this->assertSame( '臨櫃 · 林櫃台', $rows[0]['channel'] );
		$this->assertContains( 'channel', array_keys( RitualRows::filled_columns( $columns, $rows ) ) );
		$this->assertSame( '來源', $columns['channel'] );
	}

	public function test_each_row_carries_its_believers_number_and_the_column_shows_once_filled(): void {
		$rows    = self::chinese();
		$columns = $rows->columns();
		$this->assertSame( '燈號', $columns['number'] );
		$lines = $rows->rows( self::line( 'light', array( self::believer( array() ), self::believer( array( 'name' => '林美華' ) ) ), array( '光明燈-0007', '光明燈-0008' ) ) );
		$this->assertSame( array( '光明燈-0007', '光明燈-0008' ), array_column( $lines, 'number' ) );
		$this->assertSame( array( '王小明', '林美華' ), array_column( $lines, 'name' ) );
		$kept = array_keys( RitualRows::filled_columns( $columns, $lines ) );
		$this->assertSame( 'number', $kept[ array_search( 'position', $kept, true ) + 1 ] );
		// Not paid yet (no numbers stored): the rows hold '' and the column is left out.
		$unpaid = $rows->rows( self::line( 'light', array( self::believer( array() ) ) ) );
		$this->assertSame( '', $unpaid[0]['number'] );
		$this->assertNotContains( 'number', array_keys( RitualRows::filled_columns( $columns, $unpaid ) ) );
	}
	/**
	 * The list of a temple that reckons by the default relations, as
	 * TaiSuiSettings::staff_text() answers with those settings: product 77
	 * is for 2027 (丁未), every other offering for 2026 (丙午).
	 */
	private static function with_tai_sui(): RitualRows {
		$words = ( new TaiSuiWords() )->words();
		return new RitualRows(
			new BelieverFormatter(),
			static fn( string $birthday, string $kind, int $product_id ): string => TaiSui::staff_text( $birthday, $kind, 77 === $product_id ? 2027 : 2026, 'lunar_new_year', TaiSui::DEFAULT_COUNTED, $words )
		);
	}

	public function test_a_temple_reckoning_tai_sui_gets_its_column_before_the_mark(): void {
		$columns = self::with_tai_sui()->columns();
		$keys    = array_keys( $columns );
		$this->assertSame( array( 'tai_sui', 'incomplete' ), array_slice( $keys, -2 ) );
		$this->assertSame( '犯太歲', $columns['tai_sui'] );
		// Without the reckoning the column is not there at all.
		$this->assertArrayNotHasKey( 'tai_sui', self::chinese()->columns() );
	}

	public function test_each_believer_says_how_they_offend_tai_sui_and_pets_are_not_reckoned(): void {
		$lamp = self::with_tai_sui()->rows(
			self::line(
				'light',
				array(
					self::believer( array( 'birthday' => '1990-06-15-午' ) ),
					self::believer( array( 'id' => 'b2', 'name' => '陳鼠年', 'birthday' => '1984-02-02-吉' ) ),
					self::believer( array( 'id' => 'b3', 'name' => '林羊年', 'birthday' => '1991-06-15-午' ) ),
					self::believer( array( 'id' => 'b4', 'name' => '李未知', 'birthday' => '1990-06-吉-吉' ) ),
				)
			)
		);
		$this->assertSame( array( '值太歲', '沖太歲', '', '' ), array_column( $lamp, 'tai_sui' ) );
		// Cells come in the columns' order: the CSV and .xlsx writers take them so.
		$this->assertSame( array_keys( self::with_tai_sui()->columns() ), array_keys( $lamp[0] ) );
		$pet = self::with_tai_sui()->rows( self::line( 'animal', array( self::believer( array( 'birthday' => '1990-06-15-午' ) ) ) ) );
		$this->assertSame( '', $pet[0]['tai_sui'] );
	}

	public function test_each_line_is_reckoned_in_its_own_offerings_season(): void {
		$believers = array(
			self::believer( array( 'birthday' => '1990-06-15-午' ) ),
			self::believer( array( 'id' => 'b3', 'name' => '林羊年', 'birthday' => '1991-06-15-午' ) ),
		);
		$this_year = self::line( 'light', $believers ) + array( 'product_id' => 12 );
		$next_year = self::line( 'light', $believers ) + array( 'product_id' => 77 );
		// 2026 丙午: the horse 值, the sheep nothing; 2027 丁未: the sheep 值, the horse nothing (午未 is no counted relation).
		$this->assertSame( array( '值太歲', '' ), array_column( self::with_tai_sui()->rows( $this_year ), 'tai_sui' ) );
		$this->assertSame( array( '', '值太歲' ), array_column( self::with_tai_sui()->rows( $next_year ), 'tai_sui' ) );
		$this->assertSame( array( '林羊年' ), array_column( self::with_tai_sui()->rows( $next_year, false, true ), 'name' ) );
		// The 普渡 form's birthday is its living registrant's: reckoned.
		$pudu = self::with_tai_sui()->rows( self::line( 'pudu', array( self::believer( array( 'birthday' => '1990-06-15-午' ) ) ) ) );
		$this->assertSame( '值太歲', $pudu[0]['tai_sui'] );
	}

	public function test_a_full_list_with_the_tai_sui_column_prints_in_the_smallest_type(): void {
		// Every printable column, 犯太歲 and 來源 included, is more than landscape A4 takes at 7.5 pt.
		$count = count( self::with_tai_sui()->print_columns() );
		$this->assertSame( 24, $count );
		$this->assertTrue( ListColumns::denser( $count ) );
		// Without 來源 (a list of orders no channel recorded leaves it out), 7.5 pt is enough.
		$this->assertFalse( ListColumns::denser( count( self::chinese()->print_columns() ) - 1 ) );
		$this->assertTrue( ListColumns::dense( count( self::chinese()->print_columns() ) - 1 ) );
	}

	public function test_only_the_believers_who_offend_tai_sui_when_asked(): void {
		$line           = self::line(
			'light',
			array(
				self::believer( array( 'birthday' => '1990-06-15-午' ) ),
				self::believer( array( 'id' => 'b3', 'name' => '林羊年', 'birthday' => '1991-06-15-午' ) ),
			)
		);
		$line['places'] = 3;
		$all            = self::with_tai_sui()->rows( $line );
		$this->assertCount( 3, $all );
		$this->assertSame( array_keys( self::with_tai_sui()->columns() ), array_keys( $all[2] ) );
		$only = self::with_tai_sui()->rows( $line, false, true );
		// The sheep and the place nobody is registered for are left out.
		$this->assertSame( array( '王小明' ), array_column( $only, 'name' ) );
		$this->assertSame( '1', $only[0]['position'] );
	}
}

/**
 * JSON text, as a hand-made order might store it.
 *
 * @param mixed $value Value.
 */
function wp_json( mixed $value ): string {
	return (string) json_encode( $value, JSON_UNESCAPED_UNICODE );
}
