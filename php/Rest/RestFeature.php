<?php
/**
 * The plugin's REST namespace: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

use TempleOfferings\Account\BelieverStore;
use TempleOfferings\Cutoff\RegistrationCutoff;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Domain\FieldMessage;
use TempleOfferings\Offering\Offerings;
use TempleOfferings\Offering\ProductCategories;
use TempleOfferings\Offering\ProductsCache;
use TempleOfferings\Offering\VisibleProducts;
use TempleOfferings\Opening\CounterQuotas;
use TempleOfferings\Opening\CounterWindows;
use TempleOfferings\Opening\RegistrationWindows;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Security\Origins;
use TempleOfferings\Security\WriteRateLimit;
use TempleOfferings\TaiSui\TaiSuiSeasons;

/**
 * One explicit list of every temple-offerings/v1 controller; writes share one
 * WriteGuard (origin, nonce, rate) and BodyLimit caps the bytes of every
 * write in the namespace. The offering page's block preloads the answers of
 * two of the routes (preloaded_answers()).
 */
final class RestFeature {

	private WriteGuard $guard;

	private VisibleProductsController $visible;

	private BelieversController $believers;

	private RenewalController $renewal;

	/**
	 * @param Origins             $origins        The allowed origins.
	 * @param WriteRateLimit      $write_rate     Writes per visitor and minute.
	 * @param ProductsCache       $products_cache The visible-products cache.
	 * @param ProductCategories   $categories     The shop's categories.
	 * @param RegistrationCutoff  $cutoff         The offering's cutoff day.
	 * @param RegistrationWindows $windows        When registration opens and closes.
	 * @param BelieverStore       $store          Saved believers.
	 * @param Offerings           $offerings      Tells offerings from ordinary products.
	 * @param LineBelievers       $line_believers The one reader of a line's believers.
	 * @param TaiSuiSeasons       $seasons        Each offering's season (太歲 year).
	 * @param CounterQuotas       $quotas         The places offerings keep for the counter.
	 */
	public function __construct( Origins $origins, WriteRateLimit $write_rate, ProductsCache $products_cache, ProductCategories $categories, RegistrationCutoff $cutoff, RegistrationWindows $windows, BelieverStore $store, Offerings $offerings, LineBelievers $line_believers, TaiSuiSeasons $seasons, CounterQuotas $quotas ) {
		$catalogue       = new VisibleProducts( $cutoff, $windows, $seasons, $quotas, new CounterWindows( $windows ) );
		$this->guard     = new WriteGuard( $origins, $write_rate );
		$this->visible   = new VisibleProductsController( $catalogue, $products_cache, $categories, $cutoff, $windows, $seasons );
		$this->believers = new BelieversController( $store, new BelieverSanitizer(), new BelieverValidator(), $this->guard, $categories, new FieldMessage() );
		$this->renewal   = new RenewalController( $offerings, $line_believers, $catalogue );
	}

	/**
	 * The namespace's write checks, for a route another feature registers
	 * under temple-offerings/v1 (its writes then count on the same budgets).
	 */
	public function guard(): WriteGuard {
		return $this->guard;
	}

	/**
	 * The answers of the catalogue and saved believers routes, for the page.
	 */
	public function preloaded_answers(): PreloadedAnswers {
		return new PreloadedAnswers( $this->visible, $this->believers );
	}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$routes = new Routes( $this->visible, $this->believers, $this->renewal );
		$limit  = new BodyLimit( array( BelieversController::ROUTE => BelieversController::MAX_BODY ) );
		add_action( 'rest_api_init', array( $routes, 'register' ) );
		add_filter( 'rest_pre_dispatch', array( $limit, 'check' ), 10, 3 );
		// Writes refused by their handler count on the visitor's refused budget; every rate refusal says its wait.
		add_filter( 'rest_request_after_callbacks', array( $this->guard, 'settle' ), 10, 3 );
		add_filter( 'rest_post_dispatch', array( $this->guard, 'retry_after_header' ), 10, 1 );
	}
}
