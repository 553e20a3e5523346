<?php
/**
 * One believer opened for correction, and what became of the request.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

use WC_Order;
use WC_Order_Item_Product;

/**
 * Made by CorrectionSave::open() once the line is known to be the order's
 * and the corrector may see it; the form (CorrectionForm) prints it and a
 * submit (CorrectionSave::submit()) fills in the outcome, the values to show
 * again and their messages.
 */
final class CorrectionTarget {

	/**
	 * The believer's values the form shows: as stored, or as typed after a refused save.
	 *
	 * @var array<string, mixed>
	 */
	public array $values;

	/**
	 * Messages by wire path ('birthday.month') after a refused save.
	 *
	 * @var array<string, string>
	 */
	public array $errors = array();

	/**
	 * What the last submit came to: '' (none yet), CorrectionSave::EXPIRED,
	 * Corrector::PAST_CUTOFF or STAFF_FINAL, or CorrectionSave's save outcomes.
	 */
	public string $outcome = '';

	/**
	 * Why the corrector may not change the believer (Corrector::refusal()),
	 * or '': known when it is opened, or found by a save (staff corrected it meanwhile).
	 */
	public string $refusal;

	/**
	 * @param WC_Order                         $order       The order.
	 * @param WC_Order_Item_Product            $item        Its line (OrderLine::find()).
	 * @param int                              $index       The believer's index on the line.
	 * @param string                           $kind        The line's form kind.
	 * @param array<int, array<string, mixed>> $believers   The line's believers as read.
	 * @param string|null                      $cutoff      The line's cutoff day (LineCutoff), or null.
	 * @param string                           $refusal     Why the corrector may not change it (Corrector::refusal()), or ''.
	 */
	public function __construct(
		public readonly WC_Order $order,
		public readonly WC_Order_Item_Product $item,
		public readonly int $index,
		public readonly string $kind,
		public readonly array $believers,
		public readonly ?string $cutoff,
		string $refusal
	) {
		$this->values  = $believers[ $index ] ?? array();
		$this->refusal = $refusal;
	}
}
