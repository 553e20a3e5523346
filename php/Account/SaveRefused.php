<?php
/**
 * Why BelieverStore did not save believers.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Account;

use RuntimeException;

/**
 * Thrown by BelieverStore::create_all() when saving would pass the per-user
 * limit, or when the user's other save did not finish in time; nothing was
 * saved. The REST controller turns it into a translated error.
 */
final class SaveRefused extends RuntimeException {

	/** The believers would pass BelieverStore::LIMIT_PER_USER. */
	public const LIMIT = 'limit';

	/** Another save of the same user held the lock longer than BelieverStore::LOCK_WAIT. */
	public const BUSY = 'busy';

	/**
	 * @param string $reason LIMIT or BUSY.
	 */
	public function __construct( public readonly string $reason ) { // phpcs:ignore Generic.CodeAnalysis.UselessOverridingMethod.Found -- it also declares the promoted $reason property, which phpcs 3.7 does not see.
		parent::__construct( $reason );
	}
}
