<?php
/**
 * The season of an offering: the year its 太歲 is reckoned for.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * An offering is for a year (its season), and 犯太歲 is reckoned against
 * that year, not today's: in December a temple already takes 2027's lamps,
 * and those are reckoned against 2027 (丁未) while the current lunar year is
 * still 2026. The season is the offering's own year, else its categories'
 * (the latest of them, so a category of next year's lamps is not held back
 * by a general one), else the site's year, else the lunar year of today.
 * Pure: the stored values and today's day come in (TaiSui\TaiSuiSeasons
 * reads them).
 */
final class SeasonYear {

	/**
	 * A year the lunar table holds, or null (empty or anything else).
	 *
	 * @param mixed $value Stored or posted value.
	 */
	public static function parse( mixed $value ): ?int {
		$text = is_string( $value ) || is_int( $value ) ? trim( (string) $value ) : '';
		if ( 1 !== preg_match( '/^[0-9]{4}\z/', $text ) || null === LunarCalendar::months( (int) $text ) ) {
			return null;
		}
		return (int) $text;
	}

	/**
	 * The offering's own season: its own year, else the latest of its
	 * categories'; null when none is set.
	 *
	 * @param mixed        $own        The product's stored year.
	 * @param array<mixed> $categories Its categories' stored years.
	 */
	public static function own( mixed $own, array $categories ): ?int {
		$year = self::parse( $own );
		if ( null !== $year ) {
			return $year;
		}
		$years = array_filter( array_map( array( self::class, 'parse' ), $categories ) );
		return array() === $years ? null : max( $years );
	}

	/**
	 * The year reckoned: the offering's own season when it has one, else the
	 * site's year, else the lunar year of today.
	 *
	 * @param int|null $own   The offering's own season (own()), null for none.
	 * @param mixed    $site  The site's stored year.
	 * @param string   $today Today in the site's timezone, 'Y-m-d'.
	 */
	public static function of( ?int $own, mixed $site, string $today ): int {
		return $own ?? self::parse( $site ) ?? self::lunar_year_of( $today );
	}

	/**
	 * The lunar year a solar day is in: 2026-12-15 is in 2026, 2027-01-20
	 * still in 2026 (the lunar new year is 2027-02-06); outside the lunar
	 * table, the solar year.
	 *
	 * @param string $day 'Y-m-d'.
	 */
	public static function lunar_year_of( string $day ): int {
		$lunar = LunarCalendar::solar_to_lunar( $day );
		return null !== $lunar ? $lunar['year'] : (int) substr( $day, 0, 4 );
	}
}
