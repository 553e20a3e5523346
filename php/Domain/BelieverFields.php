<?php
/**
 * The believer field table, as PHP reads it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * Reads src/domain/believer-fields.json, the one description of a believer
 * that the browser reads too: the form kinds in priority order, the gender
 * sets and labels, the patterns, the limits, and per field its wire key, type,
 * which kinds show and require it, its length or item limit, its label and its
 * staff column. FormKind, Gender, BelieverSanitizer, BelieverValidator,
 * BelieverFormatter and the staff columns all ask this class, so adding a
 * field is an edit to the table (plus the form's layout in the browser).
 *
 * A per-kind value is a map from kind to value in which "*" stands for every
 * kind not named: `{ "*": true, "super": false }`.
 *
 * Pure PHP, read once per request, like LunarCalendar's year table.
 */
final class BelieverFields {

	public const TABLE = __DIR__ . '/../../src/domain/believer-fields.json';

	/**
	 * The key of a per-kind map that stands for every kind not named; as a
	 * kind, it asks for the general wording (e.g. a column heading).
	 */
	public const ANY_KIND = '*';

	/**
	 * The file read; another copy only for the agreement test (read_from()).
	 */
	private static string $path = self::TABLE;

	/**
	 * The table, read once per request.
	 *
	 * @var array<string, mixed>|null
	 */
	private static ?array $table = null;

	/**
	 * What the accessors below compute from the table, computed once (the
	 * staff export asks for them for every believer of thousands).
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private static array $computed = array();

	/**
	 * Reads another copy of the table from now on (bin/believer-model.php's
	 * optional argument, so a test can prove the description follows the
	 * file). The plugin itself never calls this.
	 *
	 * @param string $path A JSON file shaped like believer-fields.json.
	 */
	public static function read_from( string $path ): void {
		self::$path     = $path;
		self::$table    = null;
		self::$computed = array();
	}

	/**
	 * Something worked out from the table, once: the classes that read
	 * believers keep what they derive per kind here, so it is computed once
	 * per request and dropped with the table (read_from()).
	 *
	 * @param string            $key     Name, unique to the caller (e.g. 'validator:light').
	 * @param callable(): mixed $compute Works it out.
	 */
	public static function remember( string $key, callable $compute ): mixed {
		if ( ! array_key_exists( $key, self::$computed ) ) {
			self::$computed[ $key ] = $compute();
		}
		return self::$computed[ $key ];
	}

	/**
	 * The form kinds, in priority order (a product gets the first kind among
	 * its categories), with the English source of their staff label.
	 *
	 * @return array<string, string> slug => label source.
	 */
	public static function kinds(): array {
		return self::remember(
			'kinds',
			static function (): array {
				$kinds = array();
				foreach ( self::list( self::table()['kinds'] ?? null ) as $kind ) {
					if ( is_string( $kind['slug'] ?? null ) ) {
						$kinds[ $kind['slug'] ] = is_string( $kind['label'] ?? null ) ? $kind['label'] : $kind['slug'];
					}
				}
				return $kinds;
			}
		);
	}

	/**
	 * Translates an English source string of the table (a label, a message).
	 * The table's strings are data, so they reach standard extractors as the
	 * literal calls of php/Domain/field-strings.php, which
	 * `npm run believer-fields` writes from the table.
	 *
	 * @param string $source English source.
	 */
	public static function translate( string $source ): string {
		return __( $source, 'temple-offerings' ); // The table's strings, listed as literals in field-strings.php.
	}

	/**
	 * Whether a form kind puts a departed person on a memorial tablet (牌位):
	 * the table's `tablet` on the kind.
	 *
	 * @param string $kind Form kind.
	 */
	public static function has_tablet( string $kind ): bool {
		foreach ( self::list( self::table()['kinds'] ?? null ) as $entry ) {
			if ( ( $entry['slug'] ?? null ) === $kind ) {
				return true === ( $entry['tablet'] ?? false );
			}
		}
		return false;
	}

	/**
	 * The field a kind's tablet takes the departed's name (`departed`) or
	 * address (`address`) from: the field the kind shows whose `tablet` is
	 * that role, null when it shows none.
	 *
	 * @param string $role 'departed' or 'address'.
	 * @param string $kind Form kind.
	 */
	public static function tablet_field( string $role, string $kind ): ?string {
		foreach ( self::fields() as $key => $field ) {
			if ( $role === ( $field['tablet'] ?? null ) && self::shows( $field, $kind ) ) {
				return $key;
			}
		}
		return null;
	}

	/**
	 * Every believer field, by wire key, in table (form) order.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function fields(): array {
		return self::remember( 'fields', static fn(): array => self::by_key( self::table()['fields'] ?? null ) );
	}

	/**
	 * One believer field, or null for a key the table does not have.
	 *
	 * @param string $key Wire key.
	 * @return array<string, mixed>|null
	 */
	public static function field( string $key ): ?array {
		return self::fields()[ $key ] ?? null;
	}

	/**
	 * The fields of one family registrant, by key, in order.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function registrant_fields(): array {
		return self::remember( 'registrants', static fn(): array => self::by_key( self::table()['registrantFields'] ?? null ) );
	}

	/**
	 * A per-kind value for one kind: its own entry, else the "*" entry, else
	 * null. A value that is not a map is the same for every kind.
	 *
	 * @param mixed  $value Per-kind map or plain value.
	 * @param string $kind  Form kind (or ANY_KIND for the general value).
	 */
	public static function for_kind( mixed $value, string $kind ): mixed {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		if ( array_key_exists( $kind, $value ) ) {
			return $value[ $kind ];
		}
		return $value[ self::ANY_KIND ] ?? null;
	}

	/**
	 * Whether the form of a kind shows a field. Fields without `show` (the
	 * row id, the repeated birth hour, the categories) are shown by none.
	 *
	 * @param array<string, mixed> $field Field definition.
	 * @param string               $kind  Form kind.
	 */
	public static function shows( array $field, string $kind ): bool {
		return true === self::for_kind( $field['show'] ?? false, $kind );
	}

	/**
	 * Whether a kind requires a field.
	 *
	 * @param array<string, mixed> $field Field definition.
	 * @param string               $kind  Form kind.
	 */
	public static function requires( array $field, string $kind ): bool {
		return true === self::for_kind( $field['require'] ?? false, $kind );
	}

	/**
	 * A field's limit: code points for text, entries for lists, characters for
	 * the row id; null when the table gives none.
	 *
	 * @param array<string, mixed> $field Field definition.
	 */
	public static function max( array $field ): ?int {
		return is_int( $field['max'] ?? null ) ? $field['max'] : null;
	}

	/**
	 * The English source of a field's label for a kind, or null when it has none.
	 *
	 * @param array<string, mixed> $field Field definition.
	 * @param string               $kind  Form kind (ANY_KIND: the general wording).
	 */
	public static function label( array $field, string $kind ): ?string {
		$label = self::for_kind( $field['label'] ?? null, $kind );
		return is_string( $label ) ? $label : null;
	}

	/**
	 * The name of the gender set a field offers in a kind, or null: not a
	 * gender field, or a kind that offers no choice (its value is not checked).
	 *
	 * @param array<string, mixed> $field Field definition.
	 * @param string               $kind  Form kind.
	 */
	public static function gender_set_of( array $field, string $kind ): ?string {
		$set = self::for_kind( $field['genders'] ?? null, $kind );
		return is_string( $set ) ? $set : null;
	}

	/**
	 * The values of a named gender set.
	 *
	 * @param string $name Set name (`genders.sets`).
	 * @return string[]
	 */
	public static function gender_set( string $name ): array {
		$set = self::table()['genders']['sets'][ $name ] ?? null;
		return is_array( $set ) ? array_values( array_filter( $set, 'is_string' ) ) : array();
	}

	/**
	 * Every gender value with the English source of its label.
	 *
	 * @return array<string, string>
	 */
	public static function gender_labels(): array {
		$labels = self::table()['genders']['labels'] ?? null;
		return self::remember( 'gender_labels', static fn(): array => is_array( $labels ) ? array_filter( $labels, 'is_string' ) : array() );
	}

	/**
	 * The named patterns, as sources written for both JavaScript's RegExp and
	 * PCRE (ASCII only, read as Unicode: \p{L} is any letter).
	 *
	 * @return array<string, string>
	 */
	public static function patterns(): array {
		$patterns = self::table()['patterns'] ?? null;
		return self::remember( 'patterns', static fn(): array => is_array( $patterns ) ? array_filter( $patterns, 'is_string' ) : array() );
	}

	/**
	 * The messages any field may give (`messages` of the table: too_long,
	 * the impossible dates, and "*" for anything else), each a per-kind map.
	 *
	 * @return array<string, mixed>
	 */
	public static function common_messages(): array {
		$messages = self::table()['messages'] ?? null;
		return is_array( $messages ) ? $messages : array();
	}

	/**
	 * The most believers one offering of a kind takes.
	 *
	 * @param string $kind Form kind.
	 */
	public static function max_believers( string $kind ): int {
		$max = self::for_kind( self::table()['believers']['max'] ?? null, $kind );
		return is_int( $max ) ? $max : 0;
	}

	/**
	 * The believer fields that are staff columns, in column order.
	 *
	 * @return string[] Wire keys.
	 */
	public static function columns(): array {
		return self::remember(
			'columns',
			static function (): array {
				$columns = array();
				foreach ( self::fields() as $key => $field ) {
					if ( is_int( $field['column'] ?? null ) ) {
						$columns[ $key ] = $field['column'];
					}
				}
				asort( $columns );
				return array_keys( $columns );
			}
		);
	}

	/**
	 * What a new believer of a kind holds in a field, by its type: text is
	 * empty, a lunar date and the hour are wholly unknown (吉), a gender or a
	 * yes/no is the table's default for the kind; null for what the browser
	 * fills itself (the row id, the categories, the registrants list).
	 *
	 * @param array<string, mixed> $field Field definition.
	 * @param string               $kind  Form kind.
	 */
	public static function default_value( array $field, string $kind ): mixed {
		switch ( $field['type'] ?? '' ) {
			case 'text':
			case 'multiline':
				return '';
			case 'gender':
			case 'boolean':
				return self::for_kind( $field['default'] ?? null, $kind );
			case 'lunar-date':
				return LunarDate::UNKNOWN_DATE;
			case 'hour':
				return LunarDate::UNKNOWN;
		}
		return null;
	}

	/**
	 * Entries of a list that are objects with a string `key`, by that key.
	 *
	 * @param mixed $entries List from the table.
	 * @return array<string, array<string, mixed>>
	 */
	private static function by_key( mixed $entries ): array {
		$fields = array();
		foreach ( self::list( $entries ) as $field ) {
			if ( is_string( $field['key'] ?? null ) ) {
				$fields[ $field['key'] ] = $field;
			}
		}
		return $fields;
	}

	/**
	 * The array entries of a list; nothing for anything else.
	 *
	 * @param mixed $value List from the table.
	 * @return array<int, array<string, mixed>>
	 */
	private static function list( mixed $value ): array {
		return is_array( $value ) ? array_values( array_filter( $value, 'is_array' ) ) : array();
	}

	/**
	 * @return array<string, mixed>
	 */
	private static function table(): array {
		if ( null === self::$table ) {
			self::$table = JsonTable::read( self::$path, array() );
		}
		return self::$table;
	}
}
