<?php
/**
 * temple-offerings/v1/believers: the current user's saved believers (常用名單).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

use TempleOfferings\Account\BelieverStore;
use TempleOfferings\Account\SaveRefused;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Domain\FieldMessage;
use TempleOfferings\Domain\FormKind;
use TempleOfferings\Offering\ProductCategories;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * GET (list), POST (create one or many), PUT /<id>, DELETE /<id>, for logged-in
 * users and only on their own believers: guests get 401, someone else's id 404.
 * Writes pass WriteGuard (origin, nonce) first, are size-capped by
 * BodyLimit (MAX_BODY), sanitized and validated with the same rules as the
 * form, and only then counted on the visitor's write rate (WriteGuard::accept());
 * a saved believer keeps only categories the shop really has.
 */
final class BelieversController {

	public const ROUTE = '/believers';

	/** Bytes a write may carry (BodyLimit): about 200 typical believers. */
	public const MAX_BODY = 96 * 1024;

	/**
	 * Believers one POST may save: the page saves everything it added in one
	 * request, and no request can save more than one account may keep.
	 */
	public const MAX_PER_REQUEST = BelieverStore::LIMIT_PER_USER;

	/**
	 * @param BelieverStore     $store      Storage.
	 * @param BelieverSanitizer $sanitizer  Input cleaner.
	 * @param BelieverValidator $validator  The form's rules.
	 * @param WriteGuard        $guard      Origin, nonce and rate checks.
	 * @param ProductCategories $categories The shop's real categories.
	 * @param FieldMessage      $messages   The page's wording of an error, for a refusal that needs it.
	 */
	public function __construct(
		private BelieverStore $store,
		private BelieverSanitizer $sanitizer,
		private BelieverValidator $validator,
		private WriteGuard $guard,
		private ProductCategories $categories,
		private FieldMessage $messages
	) {}

	public function register_routes(): void {
		$item = array(
			'product_category' => array( 'required' => true ) + BelieverSchema::categories(),
			'data'             => array( 'required' => true ) + BelieverSchema::believer(),
		);
		register_rest_route(
			Routes::NAMESPACE,
			self::ROUTE,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => array( $this, 'can_read' ),
				),
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_items' ),
					'permission_callback' => array( $this, 'can_write' ),
					'args'                => array(
						'believers' => array(
							'type'     => 'array',
							'required' => true,
							'minItems' => 1,
							'maxItems' => self::MAX_PER_REQUEST,
							'items'    => array(
								'type'       => 'object',
								'properties' => $item,
							),
						),
					),
				),
				'schema' => array( self::class, 'schema' ),
			)
		);
		register_rest_route(
			Routes::NAMESPACE,
			self::ROUTE . '/(?P<id>\d+)',
			array(
				array(
					'methods'             => 'PUT, PATCH',
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'can_write' ),
					'args'                => $item,
				),
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'permission_callback' => array( $this, 'can_write' ),
				),
				'schema' => array( self::class, 'schema' ),
			)
		);
	}

	/**
	 * @return true|WP_Error
	 */
	public function can_read(): bool|WP_Error {
		return is_user_logged_in() ? true : self::not_logged_in();
	}

	/**
	 * Origin, nonce and rate first (a cookie user without a nonce is a guest to
	 * WordPress, and must hear "bad nonce", not "log in"), then login.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function can_write( WP_REST_Request $request ): bool|WP_Error {
		return $this->guard->check(
			$request,
			static fn (): bool|WP_Error => is_user_logged_in() ? true : self::not_logged_in()
		);
	}

	/**
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_items() {
		return Respond::with( fn () => $this->store->list( get_current_user_id() ) );
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_items( WP_REST_Request $request ) {
		return Respond::with(
			function () use ( $request ): WP_REST_Response {
				$user  = get_current_user_id();
				$items = array();
				foreach ( (array) $request['believers'] as $index => $raw ) {
					$items[] = $this->clean( (array) $raw, (int) $index );
				}
				$this->guard->accept( $request );
				try {
					$created = $this->store->create_all( $user, $items );
				} catch ( SaveRefused $refused ) {
					throw self::refusal( $refused );
				}
				return new WP_REST_Response( $created, 201 );
			}
		);
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_item( WP_REST_Request $request ) {
		return Respond::with(
			function () use ( $request ): array {
				$post                 = $this->own( (int) $request['id'] );
				[ $categories, $data ] = $this->clean(
					array(
						'product_category' => $request['product_category'],
						'data'             => $request['data'],
					),
					0
				);
				$this->guard->accept( $request );
				return $this->store->update( $post, $categories, $data );
			}
		);
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_item( WP_REST_Request $request ) {
		return Respond::with(
			function () use ( $request ): array {
				$post = $this->own( (int) $request['id'] );
				$this->guard->accept( $request );
				$this->store->delete( $post );
				return array(
					'deleted' => true,
					'id'      => $post->ID,
				);
			}
		);
	}

	/**
	 * The store's refusal as a translated error.
	 *
	 * @param SaveRefused $refused Why nothing was saved.
	 */
	private static function refusal( SaveRefused $refused ): RouteException {
		if ( SaveRefused::BUSY === $refused->reason ) {
			return new RouteException( 'temple_offerings_busy', __( 'The server is busy. Please try again in a moment.', 'temple-offerings' ), 503 );
		}
		return new RouteException(
			'temple_offerings_too_many_believers',
			/* translators: %d: how many believers one account may save. */
			sprintf( __( 'You can save at most %d believers. Delete some saved believers first.', 'temple-offerings' ), BelieverStore::LIMIT_PER_USER ),
			400,
			array( 'limit' => BelieverStore::LIMIT_PER_USER )
		);
	}

	/**
	 * Sanitizes one `{ product_category, data }`, keeps only the categories the
	 * shop has (a slug the browser made up is dropped, never stored), and
	 * validates the believer by its form kind.
	 *
	 * @param array<string, mixed> $raw   The item.
	 * @param int                  $index Its place in the request, for error rows.
	 * @return array{0: string[], 1: array<string, mixed>} Categories and believer.
	 * @throws RouteException 400 with `errors` when invalid.
	 */
	private function clean( array $raw, int $index ): array {
		$data = is_array( $raw['data'] ?? null ) ? $raw['data'] : array();
		// The saved believer's own product_category is the item's, so the two never disagree.
		$data['product_category']     = $raw['product_category'] ?? array();
		$believer                     = $this->sanitizer->sanitize_believer( $data );
		$categories                   = $this->categories->known( (array) $believer['product_category'] );
		$believer['product_category'] = $categories;
		$kind                         = FormKind::of( $categories );
		$errors                       = null === $kind
			? array( array( 'index' => 0, 'field' => 'product_category', 'code' => 'invalid' ) )
			: $this->validator->validate( $kind, array( $believer ) );
		if ( $errors ) {
			throw new RouteException(
				'temple_offerings_invalid_believer',
				// A date after today passes every check of form, so "incomplete or invalid" would not say what is wrong.
				( null === $kind ? null : $this->messages->after_today( $kind, $errors ) ) ?? __( 'Some believer data is incomplete or invalid.', 'temple-offerings' ),
				400,
				array( 'errors' => array_map( static fn( array $error ): array => array_merge( $error, array( 'index' => $index ) ), $errors ) )
			);
		}
		return array( $categories, $believer );
	}

	/**
	 * @param int $id Post id.
	 * @throws RouteException 404 for a missing id or someone else's.
	 */
	private function own( int $id ): WP_Post {
		$post = $this->store->find( get_current_user_id(), $id );
		if ( null === $post ) {
			throw new RouteException( 'temple_offerings_believer_not_found', __( 'That saved believer does not exist.', 'temple-offerings' ), 404 );
		}
		return $post;
	}

	private static function not_logged_in(): WP_Error {
		return new WP_Error( 'temple_offerings_not_logged_in', __( 'Log in to use saved believers.', 'temple-offerings' ), array( 'status' => 401 ) );
	}

	/**
	 * SavedBeliever.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'temple-offerings-saved-believer',
			'type'       => 'object',
			'properties' => array(
				'id'               => array(
					'type'     => 'integer',
					'readonly' => true,
				),
				'product_category' => BelieverSchema::categories(),
				'data'             => array(
					'description' => __( 'The believer, in the cart\'s CartBeliever shape.', 'temple-offerings' ),
				) + BelieverSchema::believer(),
				'modified'         => array(
					'type'     => 'string',
					'format'   => 'date-time',
					'readonly' => true,
				),
			),
		);
	}
}
