<?php
/**
 * Prints the server's believer model as JSON (BelieverModel::describe()), for
 * the test that compares it with the browser's own description:
 *
 *   php bin/believer-model.php [table.json]
 *
 * Pure PHP, no WordPress: it loads only the classes of php/Domain and the
 * description itself (php/tests/BelieverModel.php, test code). The
 * optional argument reads another copy of the field table instead of
 * src/domain/believer-fields.json, so a test can prove the description
 * follows the file.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Tests\BelieverModel;

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'TempleOfferings\\Domain\\';
		if ( str_starts_with( $class_name, $prefix ) ) {
			require dirname( __DIR__ ) . '/php/Domain/' . substr( $class_name, strlen( $prefix ) ) . '.php';
		}
	}
);
require dirname( __DIR__ ) . '/php/tests/BelieverModel.php';

if ( isset( $argv[1] ) ) {
	if ( ! is_readable( $argv[1] ) ) {
		fwrite( STDERR, "Cannot read the field table {$argv[1]}.\n" );
		exit( 1 );
	}
	BelieverFields::read_from( $argv[1] );
}

echo json_encode( BelieverModel::describe(), JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR ), "\n";
