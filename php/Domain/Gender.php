<?php
/**
 * Gender values of believers, pets and the deceased.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * The six gender values and which a form kind offers. Mirrors
 * src/domain/genders.ts.
 */
final class Gender {

	public const HUMAN = array( 'male', 'female', 'boy', 'girl' );

	public const PET = array( 'pet_male', 'pet_female' );

	public const DECEASED = array( 'male', 'female', 'boy', 'girl', 'pet_male', 'pet_female' );

	/**
	 * English source of each label; the zh_TW translation is SPEC's
	 * 信士, 信女, 小兒, 小女兒, 公, 母 (shared msgids with the scripts).
	 */
	public const LABELS = array(
		'male'       => 'Male believer',
		'female'     => 'Female believer',
		'boy'        => 'Boy (under 16)',
		'girl'       => 'Girl (under 16)',
		'pet_male'   => 'Male (pet)',
		'pet_female' => 'Female (pet)',
	);

	/**
	 * The believer genders a form kind offers.
	 *
	 * @param string $kind Form kind.
	 * @return string[]
	 */
	public static function values( string $kind ): array {
		return 'animal' === $kind ? self::PET : self::HUMAN;
	}

	/**
	 * A new believer's gender.
	 *
	 * @param string $kind Form kind.
	 */
	public static function default_for( string $kind ): string {
		return 'animal' === $kind ? 'pet_male' : 'male';
	}
}
