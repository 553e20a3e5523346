<?php
/**
 * Tests for PaperworkSheets, LabelGrid and ListColumns: what the printed
 * ritual sheets hold, in which order, and how they fit on A4.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Paperwork;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Tests\InZhTw;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Paperwork\LabelGrid;
use TempleOfferings\Paperwork\PaperworkSheets;
use TempleOfferings\RitualList\ListColumns;

/**
 * The sheets' data, through the zh_TW catalogue the plugin ships.
 */
final class PaperworkSheetsTest extends TestCase {

	use InZhTw;

	private static function sheets(): PaperworkSheets {
		return new PaperworkSheets( new BelieverFormatter() );
	}

	/**
	 * An order line as RitualListQuery hands it on.
	 *
	 * @param string                           $product   Product name.
	 * @param string                           $kind      Form kind.
	 * @param array<int, array<string, mixed>> $believers Believers.
	 */
	private static function line( string $product, string $kind, array $believers ): array {
		return array(
			'order'     => '1',
			'date'      => '2026-11-01 09:30',
			'status'    => '處理中',
			'product'   => $product,
			'kind'      => $kind,
			'believers' => $believers,
		);
	}

	public function test_a_label_has_number_name_roc_lunar_birthday_with_hour_and_address(): void {
		$labels = self::sheets()->labels(
			array(
				self::line(
					'光明燈',
					'light',
					array(
						array(
							'name'     => '王小明',
							'birthday' => '1980-04-12-子',
							'address'  => ' 臺北市中正區重慶南路一段122號 ',
							'number'   => '光明燈-0001',
						),
					)
				),
			)
		);
		$this->assertSame(
			array(
				array(
					'number'   => '光明燈-0001',
					'name'     => '王小明',
					'birthday' => '民國69年 04月 12日 子時',
					'address'  => '臺北市中正區重慶南路一段122號',
					'product'  => '光明燈',
				),
			),
			$labels
		);
	}

	public function test_without_numbers_labels_keep_order_and_row_order_and_read_empty(): void {
		$labels = self::sheets()->labels(
			array(
				self::line( '光明燈', 'light', array( array( 'name' => '甲' ), array( 'name' => '乙' ) ) ),
				self::line( '光明燈', 'light', array( array( 'name' => '丙' ) ) ),
			)
		);
		$this->assertSame( array( '甲', '乙', '丙' ), array_column( $labels, 'name' ) );
		$this->assertSame( array( '', '', '' ), array_column( $labels, 'number' ) );
		$this->assertSame( array( '', '', '' ), array_column( $labels, 'birthday' ), 'no birthday stored, none printed' );
	}

	public function test_numbers_sort_naturally_and_numbered_believers_come_first(): void {
		$labels = self::sheets()->labels(
			array(
				self::line(
					'光明燈',
					'light',
					array(
						array(
							'name'   => '十號',
							'number' => '光明燈-10',
						),
						array( 'name' => '無號' ),
						array(
							'name'   => '二號',
							'number' => '光明燈-2',
						),
					)
				),
			)
		);
		$this->assertSame( array( '二號', '十號', '無號' ), array_column( $labels, 'name' ) );
	}

	public function test_labels_take_each_believers_number_from_the_line_as_the_query_reads_it(): void {
		$line            = self::line( '光明燈', 'light', array( array( 'name' => '林一' ), array( 'name' => '林二' ) ) );
		$line['numbers'] = array( '光明燈-0008', '光明燈-0007' );
		$labels          = self::sheets()->labels( array( $line ) );
		$this->assertSame( array( '林二', '林一' ), array_column( $labels, 'name' ) );
		$this->assertSame( array( '光明燈-0007', '光明燈-0008' ), array_column( $labels, 'number' ) );
	}

	public function test_tablets_come_only_from_pudu_super_and_dead_blessing_lines(): void {
		$tablets = self::sheets()->tablets(
			array(
				self::line( '光明燈', 'light', array( array( 'name' => '點燈者' ) ) ),
				self::line(
					'普渡供品',
					'pudu',
					array(
						array(
							'name'             => '陳美麗',
							'address'          => '臺中市西區民權路',
							'deceased_name'    => '陳大同',
							'deceased_address' => '臺中市北區',
						),
					)
				),
				self::line(
					'超薦歷代祖先',
					'super',
					array(
						array(
							'name'       => '林孝子',
							'super_name' => '林氏歷代祖先',
							'address'    => '高雄市苓雅區',
						),
					)
				),
				self::line(
					'往生祈福牌位',
					'dead-blessing',
					array(
						array(
							'name'    => '張登記',
							'address' => '新竹市東區',
						),
					)
				),
				self::line( '寵物祈福', 'animal', array( array( 'name' => '小白' ) ) ),
			)
		);
		$this->assertSame( array( 'pudu', 'super', 'dead-blessing' ), array_column( $tablets, 'kind' ) );
		$this->assertSame( array( '陳大同', '林氏歷代祖先', '' ), array_column( $tablets, 'departed' ) );
		$this->assertSame( array( false, false, true ), array_column( $tablets, 'kin' ) );
		$this->assertSame( array( '陳美麗', '林孝子', '張登記' ), array_column( $tablets, 'living' ) );
		$this->assertSame( array( '臺中市北區', '高雄市苓雅區', '新竹市東區' ), array_column( $tablets, 'address' ), 'pudu prints the tablet address, the others the line address' );
	}

	public function test_the_reading_list_groups_by_offering_then_address_in_number_order(): void {
		$list = self::sheets()->reading_list(
			array(
				self::line(
					'光明燈',
					'light',
					array(
						array(
							'name'    => '王三',
							'address' => '臺北市',
							'number'  => 'L-0003',
						),
						array(
							'name'    => '李一',
							'address' => '新北市',
							'number'  => 'L-0001',
						),
					)
				),
				self::line(
					'普渡供品',
					'pudu',
					array(
						array(
							'name'    => '陳一',
							'address' => '臺中市',
						),
					)
				),
				self::line(
					'光明燈',
					'light',
					array(
						array(
							'name'    => '王二',
							'address' => '臺北市',
							'number'  => 'L-0002',
						),
					)
				),
			)
		);
		$this->assertSame( array( '光明燈', '普渡供品' ), array_column( $list, 'product' ) );
		$this->assertSame( array( 3, 1 ), array_column( $list, 'count' ) );
		$this->assertSame( array( '新北市', '臺北市' ), array_column( $list[0]['addresses'], 'address' ) );
		$this->assertSame( array( '王二', '王三' ), array_column( $list[0]['addresses'][1]['people'], 'name' ), 'one household together, in number order' );
		$this->assertSame( array( 'L-0002', 'L-0003' ), array_column( $list[0]['addresses'][1]['people'], 'number' ) );
	}

	public function test_the_default_grid_is_three_by_eight_on_a4(): void {
		$grid = LabelGrid::from( null );
		$this->assertSame( 24, $grid->per_page() );
		$this->assertSame( 64.67, $grid->label_width() );
		$this->assertLessThanOrEqual( ( 297 - 20 ) / 8, $grid->label_height() );
		$this->assertGreaterThan( ( 297 - 20 ) / 8 - 0.2, $grid->label_height() );
	}

	public function test_the_grid_setting_is_sanitized_to_whole_numbers_within_limits(): void {
		$grid = LabelGrid::from(
			array(
				'columns'     => '99',
				'rows'        => '0',
				'margin_top'  => '<script>',
				'margin_side' => ' 12 ',
			)
		);
		$this->assertSame(
			array(
				'columns'     => 6,
				'rows'        => 1,
				'margin_top'  => 10,
				'margin_side' => 12,
			),
			$grid->to_array()
		);
		$this->assertSame( LabelGrid::DEFAULTS, LabelGrid::from( array( 'columns' => '-3' ) )->to_array() );
	}

	public function test_labels_are_shared_into_full_sheets(): void {
		$grid  = LabelGrid::from(
			array(
				'columns' => 2,
				'rows'    => 2,
			)
		);
		$pages = $grid->pages( range( 1, 9 ) );
		$this->assertSame( array( 4, 4, 1 ), array_map( 'count', $pages ) );
		$this->assertSame( array(), $grid->pages( array() ) );
	}

	public function test_chosen_columns_keep_the_table_order_and_drop_unknown_keys(): void {
		$all = array(
			'order'  => 'Order',
			'name'   => 'Name',
			'mobile' => 'Mobile',
		);
		$this->assertSame(
			array(
				'order'  => 'Order',
				'mobile' => 'Mobile',
			),
			ListColumns::chosen( $all, array( 'mobile', 'bogus', 'order', '<x>' ), array( 'name' => 'Name' ) )
		);
		$this->assertSame( array( 'name' => 'Name' ), ListColumns::chosen( $all, array( 'bogus' ), array( 'name' => 'Name' ) ) );
		$this->assertSame( array( 'name' => 'Name' ), ListColumns::chosen( $all, 'x', array( 'name' => 'Name' ) ) );
	}

	public function test_wide_lists_turn_landscape_and_names_and_phones_never_wrap(): void {
		$this->assertFalse( ListColumns::landscape( 8 ) );
		$this->assertTrue( ListColumns::landscape( 9 ) );
		$this->assertSame( 'temple-nowrap', ListColumns::cell_class( 'name' ) );
		$this->assertSame( 'temple-nowrap', ListColumns::cell_class( 'mobile' ) );
		$this->assertSame( 'temple-keep-words', ListColumns::cell_class( 'birthday' ) );
		$this->assertSame( 'temple-wrap temple-address', ListColumns::cell_class( 'address' ) );
		$this->assertSame( 'temple-wrap temple-address', ListColumns::cell_class( 'deceased_address' ) );
		$this->assertSame( 'temple-wrap', ListColumns::cell_class( 'note' ) );
		$this->assertSame( 'temple-nowrap', ListColumns::cell_class( 'is_expired_notice' ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string[]}>
	 */
	public static function headings(): array {
		return array(
			'short stays whole'              => array( '訂單編號', array( '訂單編號' ) ),
			'after 往生者, never before 者 or 日' => array( '往生者農曆往生日', array( '往生者', '農曆', '往生日' ) ),
			'after 往生者'                      => array( '往生者牌位地址', array( '往生者', '牌位', '地址' ) ),
			'登記人 kept whole'                  => array( '闔家登記人', array( '闔家', '登記人' ) ),
			'超薦 kept whole'                   => array( '超薦對象姓名', array( '超薦', '對象', '姓名' ) ),
			'words with spaces break there'  => array( 'Lunar date of death of the deceased', array( 'Lunar date of death of the deceased' ) ),
		);
	}

	/**
	 * @dataProvider headings
	 *
	 * @param string   $heading  Heading.
	 * @param string[] $expected Pieces it may wrap between.
	 */
	public function test_headings_wrap_only_between_words_of_two_characters_or_more( string $heading, array $expected ): void {
		if ( ! class_exists( \IntlBreakIterator::class ) ) {
			$this->markTestSkipped( 'Needs the intl extension.' );
		}
		$this->assertSame( $expected, ListColumns::heading_parts( $heading, true ) );
	}

	public function test_without_a_dictionary_a_long_heading_is_cut_once_in_its_middle(): void {
		$this->assertSame( array( '往生者農', '曆往生日' ), ListColumns::heading_parts( '往生者農曆往生日', false ) );
		$this->assertSame( array( '闔家', '登記人' ), ListColumns::heading_parts( '闔家登記人', false ) );
		$this->assertSame( array( '到期通知' ), ListColumns::heading_parts( '到期通知', false ) );
	}
}
