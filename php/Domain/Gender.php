<?php
/**
 * Gender values of believers, pets, the deceased and family registrants.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * The gender values, their labels and which a field offers in a form kind,
 * from the field table (BelieverFields), which src/domain/genders.ts reads too.
 */
final class Gender {

	/**
	 * English source of each value's label. The msgids are the ones the
	 * scripts use, so one zh_TW translation serves both; it gives the words a
	 * temple writes on lamps and tablets: 信士, 信女, 小兒, 小女兒, and 公, 母
	 * for pets.
	 *
	 * @return array<string, string> value => label source.
	 */
	public static function labels(): array {
		return BelieverFields::gender_labels();
	}

	/**
	 * The values a gender field accepts in a kind, or null when the field is
	 * not a gender field or the table names no set for it in that kind (then
	 * there is nothing to check its value against). A kind without a gender
	 * control still names one: 超薦's believer accepts any of the six, so a
	 * row pasted from another form is not refused for a field nobody can fix.
	 *
	 * @param array<string, mixed> $field Field definition (BelieverFields).
	 * @param string               $kind  Form kind.
	 * @return string[]|null
	 */
	public static function choices( array $field, string $kind ): ?array {
		$set = BelieverFields::gender_set_of( $field, $kind );
		return null === $set ? null : BelieverFields::gender_set( $set );
	}
}
