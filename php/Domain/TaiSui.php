<?php
/**
 * 犯太歲: whether a believer's sign meets the 太歲 of the year an offering is for.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * Mirrors src/domain/tai-sui.ts; both are proven on
 * src/domain/test/tai-sui.fixtures.json.
 *
 * A year's earthly branch is (year − 4) mod 12 (子 0 … 亥 11). A believer's
 * sign is the branch of their birth year, which begins either at the lunar
 * new year (the 生肖 the forms show) or at 立春, as the temple chooses. Under
 * 立春 a birth on the day of 立春 is decided by its 時辰 against the moment
 * of 立春 (src/domain/li-chun-table.json, China Standard Time); a 時辰 that is
 * unknown (吉) or holds that moment leaves the sign uncertain, and nothing
 * is guessed. 子 on that day may be either end of the day, so it is certain
 * only when both lie on one side.
 *
 * The branches, stems and animals are traditional data, the same in every
 * language; the sentences are the temple's words, passed in.
 */
final class TaiSui {

	public const LI_CHUN_TABLE = __DIR__ . '/../../src/domain/li-chun-table.json';

	public const BRANCHES = array( '子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥' );

	private const STEMS = array( '甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸' );

	private const ANIMALS = array( '鼠', '牛', '虎', '兔', '龍', '蛇', '馬', '羊', '猴', '雞', '狗', '豬' );

	/** The relations to the year's 太歲, in the order they are named. */
	public const RELATIONS = array( 'zhi', 'chong', 'hai', 'po', 'xing', 'zi_xing' );

	/** What counts as 犯太歲 unless the temple says otherwise: all but 自刑. */
	public const DEFAULT_COUNTED = array( 'zhi', 'chong', 'hai', 'po', 'xing' );

	public const BOUNDARIES = array( 'lunar_new_year', 'li_chun' );

	/** Pairs of branches that harm each other (害): 子未 丑午 寅巳 卯辰 申亥 酉戌. */
	private const HAI = array( array( 0, 7 ), array( 1, 6 ), array( 2, 5 ), array( 3, 4 ), array( 8, 11 ), array( 9, 10 ) );

	/** Pairs of branches that break each other (破): 子酉 丑辰 寅亥 卯午 巳申 未戌. */
	private const PO = array( array( 0, 9 ), array( 1, 4 ), array( 2, 11 ), array( 3, 6 ), array( 5, 8 ), array( 7, 10 ) );

	/** Groups whose branches punish one another (刑): 子卯; 寅巳申; 丑戌未. */
	private const XING = array( array( 0, 3 ), array( 2, 5, 8 ), array( 1, 10, 7 ) );

	/** Branches that punish themselves (自刑): 辰 午 酉 亥. */
	private const ZI_XING = array( 4, 6, 9, 11 );

	private const DAY_SECONDS = 86400;

	/** The form kind whose believer is a pet: their birthday is the pet's. */
	private const PET_KIND = 'animal';

	/**
	 * The 立春 table, read once per request.
	 *
	 * @var array{firstYear: int, moments: array<int, string>}|null
	 */
	private static ?array $li_chun = null;

	/**
	 * A year's earthly branch, 0 (子) … 11 (亥).
	 *
	 * @param int $year Year (Gregorian numbering).
	 */
	public static function year_branch( int $year ): int {
		return ( ( ( $year - 4 ) % 12 ) + 12 ) % 12;
	}

	/**
	 * A year's stem and branch: 2026 → 丙午.
	 *
	 * @param int $year Year (Gregorian numbering).
	 */
	public static function year_name( int $year ): string {
		return self::STEMS[ ( ( ( $year - 4 ) % 10 ) + 10 ) % 10 ] . self::BRANCHES[ self::year_branch( $year ) ];
	}

	/**
	 * Every relation a birth branch has to the year's branch, in RELATIONS' order.
	 *
	 * @param int $birth The believer's branch.
	 * @param int $year  The year's branch.
	 * @return string[]
	 */
	public static function relations( int $birth, int $year ): array {
		$paired = static function ( array $pairs ) use ( $birth, $year ): bool {
			foreach ( $pairs as $pair ) {
				if ( array( $birth, $year ) === $pair || array( $year, $birth ) === $pair ) {
					return true;
				}
			}
			return false;
		};
		$xing   = false;
		foreach ( self::XING as $group ) {
			$xing = $xing || ( $birth !== $year && in_array( $birth, $group, true ) && in_array( $year, $group, true ) );
		}
		$found = array(
			'zhi'     => $birth === $year,
			'chong'   => ( $birth - $year + 12 ) % 12 === 6,
			'hai'     => $paired( self::HAI ),
			'po'      => $paired( self::PO ),
			'xing'    => $xing,
			'zi_xing' => $birth === $year && in_array( $birth, self::ZI_XING, true ),
		);
		return array_values( array_filter( self::RELATIONS, static fn( string $relation ): bool => $found[ $relation ] ) );
	}

	/**
	 * The moment of 立春 in a solar year, or null outside the table.
	 *
	 * @param int $year Solar year.
	 * @return array{day: int, second: int, text: string}|null Day number, second of that day, 'Y-m-d H:i'.
	 */
	public static function li_chun( int $year ): ?array {
		$table  = self::li_chun_table();
		$moment = $table['moments'][ $year - $table['firstYear'] ] ?? null;
		if ( ! is_string( $moment ) || 1 !== preg_match( '/^([0-9])([0-9]{2})([0-9]{2})([0-9]{2})\z/', $moment, $parts ) ) {
			return null;
		}
		return array(
			'day'    => intdiv( (int) gmmktime( 0, 0, 0, 2, (int) $parts[1], $year ), self::DAY_SECONDS ),
			'second' => (int) $parts[2] * 3600 + (int) $parts[3] * 60 + (int) $parts[4],
			'text'   => sprintf( '%d-02-0%s %s:%s', $year, $parts[1], $parts[2], $parts[3] ),
		);
	}

	/**
	 * A believer's sign from a stored lunar birthday ('Y-M-D-T'): unknown
	 * unless its year, month and day are known and the date exists (the hour
	 * may be 吉).
	 *
	 * @param string $birthday Stored birthday.
	 * @param string $boundary 'lunar_new_year' or 'li_chun'.
	 * @return array{status: string, branch?: int, liChun?: string}
	 */
	public static function birth_sign( string $birthday, string $boundary ): array {
		$parts = LunarDate::split( $birthday );
		if ( 1 !== preg_match( '/^[0-9]{4}\z/', $parts['year'] ) || 1 !== preg_match( '/^(?:' . LunarDate::LEAP_PREFIX . ')?[0-9]{2}\z/u', $parts['month'] ) || 1 !== preg_match( '/^[0-9]{2}\z/', $parts['day'] ) ) {
			return array( 'status' => 'unknown' );
		}
		$solar_day = LunarCalendar::lunar_to_solar_day( (int) $parts['year'], $parts['month'], (int) $parts['day'] );
		if ( null === $solar_day ) {
			return array( 'status' => 'unknown' );
		}
		if ( 'li_chun' !== $boundary ) {
			return array(
				'status' => 'known',
				'branch' => self::year_branch( (int) $parts['year'] ),
			);
		}
		$solar_year = (int) gmdate( 'Y', $solar_day * self::DAY_SECONDS );
		$li_chun    = self::li_chun( $solar_year );
		if ( null === $li_chun ) {
			return array( 'status' => 'unknown' );
		}
		$year = $solar_day < $li_chun['day'] ? $solar_year - 1 : $solar_year;
		if ( $solar_day === $li_chun['day'] ) {
			$spans  = self::hour_spans( $parts['time'] );
			$before = null !== $spans && array() === array_filter( $spans, static fn( array $span ): bool => $span[1] > $li_chun['second'] );
			$after  = null !== $spans && array() === array_filter( $spans, static fn( array $span ): bool => $span[0] < $li_chun['second'] );
			if ( ! $before && ! $after ) {
				return array(
					'status' => 'uncertain',
					'liChun' => $li_chun['text'],
				);
			}
			$year = $after ? $solar_year : $solar_year - 1;
		}
		return array(
			'status' => 'known',
			'branch' => self::year_branch( $year ),
		);
	}

	/**
	 * Reckons a believer against the 太歲 of the year an offering is for (its
	 * season, not today).
	 *
	 * @param string   $birthday Stored birthday, 'Y-M-D-T'.
	 * @param int      $year     The offering's year.
	 * @param string   $boundary 'lunar_new_year' or 'li_chun'.
	 * @param string[] $counted  The relations the temple counts as 犯太歲.
	 * @return array{status: string, year: int, yearName: string, animal: string, relations: string[], counted: string[], liChun: string}
	 */
	public static function reckon( string $birthday, int $year, string $boundary, array $counted ): array {
		$sign      = self::birth_sign( $birthday, $boundary );
		$known     = 'known' === $sign['status'];
		$relations = $known ? self::relations( (int) $sign['branch'], self::year_branch( $year ) ) : array();
		return array(
			'status'    => $sign['status'],
			'year'      => $year,
			'yearName'  => self::year_name( $year ),
			'animal'    => $known ? self::ANIMALS[ (int) $sign['branch'] ] : '',
			'relations' => $relations,
			'counted'   => array_values( array_intersect( $relations, $counted ) ),
			'liChun'    => (string) ( $sign['liChun'] ?? '' ),
		);
	}

	/**
	 * The hint a reckoning gives (屬馬，2026 丙午年 值太歲), or null when the
	 * birthday says nothing. Each sentence takes %1$s the animal, %2$d the
	 * year, %3$s its stem and branch, %4$s the counted relations' names
	 * (offends) or the moment of 立春 (uncertain).
	 *
	 * @param array<string, mixed>                                                                                 $reckoning reckon()'s answer.
	 * @param array{offends: string, clear: string, uncertain: string, list: string, relations: array<string, string>} $words The temple's words.
	 */
	public static function sentence( array $reckoning, array $words ): ?string {
		if ( 'unknown' === $reckoning['status'] ) {
			return null;
		}
		$names = self::counted_names( $reckoning, $words );
		if ( 'uncertain' === $reckoning['status'] ) {
			$template = $words['uncertain'];
		} else {
			$template = array() !== $reckoning['counted'] ? $words['offends'] : $words['clear'];
		}
		return self::fill( $template, array( $reckoning['animal'], $reckoning['year'], $reckoning['yearName'], 'uncertain' === $reckoning['status'] ? $reckoning['liChun'] : $names ) );
	}

	/**
	 * Whether the believers of a form kind are reckoned: those whose form asks
	 * their own lunar birthday (the field table's `birthday`), a living
	 * person's, and not a pet's. So lamps, worship, fortune change, gifts and
	 * 普渡 (whose `birthday` is the living registrant's; the deceased's is
	 * `deceased_birthday`) are; pets, 往生祈福 and 超薦 (whose forms ask no
	 * birthday, so a stored one is not theirs to trust) are not. Mirrors
	 * src/domain/tai-sui.ts's reckonsKind(); both are proven on the kinds of
	 * src/domain/test/tai-sui.fixtures.json.
	 *
	 * @param string $kind Form kind.
	 */
	public static function reckons( string $kind ): bool {
		return self::PET_KIND !== $kind && FormKind::shows( $kind, 'birthday' );
	}

	/**
	 * How a believer 犯太歲 in a year, as staff lists say it: the counted
	 * relations' names (值太歲、沖太歲), that the sign is uncertain (born on
	 * the day of 立春, the hour not deciding it), or '' when they do not,
	 * their birthday is incomplete, or their kind is not reckoned (reckons()).
	 *
	 * @param string               $birthday Stored lunar birthday, 'Y-M-D-T'.
	 * @param string               $kind     The form kind the believer was registered under.
	 * @param int                  $year     The offering's year.
	 * @param string               $boundary 'lunar_new_year' or 'li_chun'.
	 * @param string[]             $counted  The relations the temple counts as 犯太歲.
	 * @param array<string, mixed> $words    The temple's words (sentence()).
	 */
	public static function staff_text( string $birthday, string $kind, int $year, string $boundary, array $counted, array $words ): string {
		if ( ! self::reckons( $kind ) ) {
			return '';
		}
		$reckoning = self::reckon( $birthday, $year, $boundary, $counted );
		if ( 'uncertain' === $reckoning['status'] ) {
			return __( 'Uncertain: born on the day of Li Chun', 'temple-offerings' );
		}
		return self::counted_names( $reckoning, $words );
	}

	/**
	 * The names of the relations a reckoning counts, joined by the words'
	 * `list` (值太歲、沖太歲); '' when none counts.
	 *
	 * @param array<string, mixed> $reckoning reckon()'s answer.
	 * @param array<string, mixed> $words     The temple's words (sentence()).
	 */
	public static function counted_names( array $reckoning, array $words ): string {
		$names = '';
		foreach ( (array) $reckoning['counted'] as $relation ) {
			$name  = (string) ( $words['relations'][ $relation ] ?? $relation );
			$names = '' === $names ? $name : self::fill( (string) $words['list'], array( $names, $name ) );
		}
		return $names;
	}

	/**
	 * Fills a template's numbered placeholders (%1$s, %2$d) and %%, the only
	 * ones the words use; anything else stays as written, as
	 * src/domain/tai-sui.ts's fill(): filtered words are not trusted to be
	 * well formed.
	 *
	 * @param string            $template Template.
	 * @param array<int, mixed> $values   Values, %1$ first.
	 */
	public static function fill( string $template, array $values ): string {
		return (string) preg_replace_callback(
			'/%(?:%|([1-9])\$[sd])/',
			static function ( array $match ) use ( $values ): string {
				if ( ! isset( $match[1] ) || '' === $match[1] ) {
					return '%';
				}
				$value = $values[ (int) $match[1] - 1 ] ?? null;
				return null === $value ? $match[0] : (string) $value;
			},
			$template
		);
	}

	/**
	 * Seconds of the day a 時辰 may cover: 子 either end of the day.
	 *
	 * @param string $time Stored hour.
	 * @return array<int, array{0: int, 1: int}>|null
	 */
	private static function hour_spans( string $time ): ?array {
		$index = array_search( $time, self::BRANCHES, true );
		if ( false === $index ) {
			return null;
		}
		if ( 0 === $index ) {
			return array( array( 0, 3600 ), array( 23 * 3600, self::DAY_SECONDS ) );
		}
		return array( array( ( 2 * $index - 1 ) * 3600, ( 2 * $index + 1 ) * 3600 ) );
	}

	/**
	 * @return array{firstYear: int, moments: array<int, string>}
	 */
	private static function li_chun_table(): array {
		if ( null === self::$li_chun ) {
			self::$li_chun = JsonTable::read(
				self::LI_CHUN_TABLE,
				array(
					'firstYear' => 0,
					'moments'   => array(),
				)
			);
		}
		return self::$li_chun;
	}
}
