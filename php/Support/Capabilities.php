<?php
/**
 * The plugin's own capabilities.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * What the temple's staff may do, by task rather than by WooCommerce's broad
 * `manage_woocommerce`: the counter role (Counter\CounterRole) holds only
 * the counter's tasks, so a counter clerk reaches the counter, the ritual
 * lists and their prints, and never the shop's settings, products or the
 * temple's accounts. Whoever may manage
 * WooCommerce (shop managers, administrators) holds them all through the
 * `user_has_cap` filter, so nothing is written into their roles and nothing
 * is left behind when the plugin goes.
 */
final class Capabilities {

	/** Registers at the counter (the counter screen and its routes). */
	public const COUNTER = 'temple_offerings_counter';

	/** Sees, prints and exports the ritual lists and the paperwork. */
	public const RITUAL_LIST = 'temple_offerings_ritual_list';

	/**
	 * Sees and exports the receipts list and the donors' annual statements,
	 * and opens any receipt's print: the temple's accounts, who gave how
	 * much, so not a counter clerk's task; a temple gives it to its
	 * accountant's role.
	 */
	public const RECEIPTS = 'temple_offerings_receipts';

	/** The counter clerk's tasks (Counter\CounterRole holds these and nothing else of the plugin). */
	public const COUNTER_TASKS = array( self::COUNTER, self::RITUAL_LIST );

	/** Every capability of the plugin. */
	public const ALL = array( self::COUNTER, self::RITUAL_LIST, self::RECEIPTS );

	/**
	 * Adds the grant.
	 */
	public function register(): void {
		add_filter( 'user_has_cap', array( $this, 'grant' ) );
	}

	/**
	 * Filter `user_has_cap`: managing WooCommerce includes every task of the plugin.
	 *
	 * @param mixed $allcaps The user's capabilities, name => granted.
	 * @return mixed
	 */
	public function grant( mixed $allcaps ): mixed {
		if ( is_array( $allcaps ) && ! empty( $allcaps['manage_woocommerce'] ) ) {
			foreach ( self::ALL as $cap ) {
				$allcaps[ $cap ] = true;
			}
		}
		return $allcaps;
	}
}
