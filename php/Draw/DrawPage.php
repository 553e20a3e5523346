<?php
/**
 * WooCommerce → Draws (抽籤): the draw offerings, their entries, the run and its result.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

use TempleOfferings\Opening\RegistrationWindows;
use TempleOfferings\Support\StaffScreen;
use TempleOfferings\Support\Templates;
use WC_Order;
use WC_Product;

/**
 * For staff who manage WooCommerce: every offering whose places are given
 * by draw, and per offering its entries (before the draw) or the full
 * drawn order with ranks, drawn or not and each order's status now, the
 * seed, when and by whom it ran, and the log of places that came back.
 * After the close a form runs the draw with a seed: a random one is
 * offered, staff may type the one they published. The run is a POST to
 * admin-post.php, nonce- and capability-checked (DrawRun refuses a second).
 */
final class DrawPage {

	public const SLUG = 'temple-offerings-draws';

	public const ACTION = 'temple_offerings_run_draw';

	public const CAPABILITY = 'manage_woocommerce';

	/**
	 * @param DrawOfferings       $offerings The draw offerings and their entries.
	 * @param DrawRun             $run       The run.
	 * @param RegistrationWindows $windows   When registration closes.
	 * @param Templates           $templates The screen's templates (a theme may override them).
	 */
	public function __construct( private DrawOfferings $offerings, private DrawRun $run, private RegistrationWindows $windows, private Templates $templates ) {}

	/**
	 * Hooked on `admin_menu`.
	 */
	public function register_menu(): void {
		if ( function_exists( 'WC' ) ) {
			StaffScreen::menu( __( 'Draws', 'temple-offerings' ), self::CAPABILITY, self::SLUG, array( $this, 'render' ), 'dashicons-randomize', 58 );
		}
	}

	/**
	 * The screen's address, of one offering when given.
	 *
	 * @param int                  $offering Product id, or 0 for the list.
	 * @param array<string, mixed> $args     More query arguments.
	 */
	public static function url( int $offering = 0, array $args = array() ): string {
		$query = array( 'page' => self::SLUG ) + ( $offering > 0 ? array( 'offering' => $offering ) : array() ) + $args;
		return add_query_arg( $query, admin_url( 'admin.php' ) );
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to run draws.', 'temple-offerings' ), 403 );
		}
		// phpcs:disable TempleOfferings.Security.NonceVerification.Recommended -- reading which offering to show, and the outcome of a run that was itself nonce-checked.
		$offering = isset( $_GET['offering'] ) ? absint( $_GET['offering'] ) : 0;
		$outcome  = isset( $_GET['refused'] ) ? sanitize_key( wp_unslash( $_GET['refused'] ) ) : ( isset( $_GET['done'] ) ? 'done' : '' );
		// phpcs:enable
		$product = $offering > 0 ? wc_get_product( $offering ) : null;
		if ( $product instanceof WC_Product && DrawOfferings::is_draw( $product ) ) {
			$this->templates->render( 'admin/draw', $this->offering_view( $product, $outcome ) );
			return;
		}
		$this->templates->render( 'admin/draws', array( 'rows' => $this->list_rows() ) );
	}

	/**
	 * Hooked on `admin_post_temple_offerings_run_draw`: runs a draw and goes back to its screen.
	 */
	public function handle(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to run draws.', 'temple-offerings' ), 403 );
		}
		$offering = isset( $_POST['offering'] ) ? absint( $_POST['offering'] ) : 0;
		check_admin_referer( self::ACTION . '_' . $offering );
		$seed    = isset( $_POST['seed'] ) && is_string( $_POST['seed'] ) ? sanitize_text_field( wp_unslash( $_POST['seed'] ) ) : '';
		$refusal = $this->run->run( $offering, $seed, get_current_user_id() );
		wp_safe_redirect( self::url( $offering, null === $refusal ? array( 'done' => 1 ) : array( 'refused' => $refusal['code'] ) ) );
		exit;
	}

	/**
	 * The list's rows: each draw offering and where its draw stands.
	 *
	 * @return array<int, array<string, string>>
	 */
	private function list_rows(): array {
		$rows = array();
		foreach ( $this->offerings->all() as $id => $product ) {
			$record  = DrawRecord::read( $id );
			$entries = $this->offerings->entries( $id );
			$places  = $this->offerings->places( $id );
			$rows[]  = array(
				'name'    => $product->get_name(),
				'url'     => self::url( $id ),
				'closes'  => $this->closes( $product ),
				'places'  => null === $places ? '—' : (string) $places,
				'entries' => null === $record ? (string) count( $entries ) : (string) count( $record['drawn'] ),
				/* translators: 1: date and time, 2: who. */
				'state'   => null === $record ? __( 'Not drawn yet', 'temple-offerings' ) : sprintf( __( 'Drawn on %1$s by %2$s', 'temple-offerings' ), $this->windows->moment( $record['ran_at'] ), $record['ran_by_name'] ),
			);
		}
		return $rows;
	}

	/**
	 * What the offering's screen shows.
	 *
	 * @param WC_Product $product The draw offering.
	 * @param string     $outcome 'done', a refusal's code, or ''.
	 * @return array<string, mixed>
	 */
	private function offering_view( WC_Product $product, string $outcome ): array {
		$id      = $product->get_id();
		$record  = DrawRecord::read( $id );
		$refusal = $this->run->refusal( $id );
		$places  = $this->offerings->places( $id );
		$view    = array(
			'name'     => $product->get_name(),
			'back'     => self::url(),
			'closes'   => $this->closes( $product ),
			'places'   => null === $places ? '—' : (string) $places,
			'notice'   => $this->notice( $outcome, $record ),
			'record'   => null,
			'entries'  => array(),
			'can_run'  => null === $refusal,
			'why_not'  => null === $refusal || 'already' === $refusal['code'] ? '' : $refusal['message'],
			'form'    => array(
				'action'   => admin_url( 'admin-post.php' ),
				'hook'     => self::ACTION,
				'nonce'    => self::ACTION . '_' . $id,
				'offering' => $id,
				'seed'     => bin2hex( random_bytes( 8 ) ),
			),
		);
		if ( null === $record ) {
			foreach ( $this->offerings->entries( $id ) as $order_id => $needs ) {
				$order             = wc_get_order( $order_id );
				$view['entries'][] = $this->order_cells( $order instanceof WC_Order ? $order : null, $order_id, $needs );
			}
			return $view;
		}
		$won            = array_flip( $record['won'] );
		$view['record'] = array(
			'seed'   => $record['seed'],
			'ran_at' => $this->windows->moment( $record['ran_at'] ),
			'ran_by' => $record['ran_by_name'],
			'places' => (string) $record['places'],
			'rows'   => array(),
			'log'    => array_map( fn( array $line ): array => array( $this->windows->moment( $line[0] ), $line[1] ), $record['log'] ),
		);
		foreach ( $record['drawn'] as $index => [ $order_id, $needs ] ) {
			$order                    = wc_get_order( $order_id );
			$state                    = $order instanceof WC_Order ? DrawOfferings::state( $order ) : '';
			$cells                    = $this->order_cells( $order instanceof WC_Order ? $order : null, $order_id, $needs );
			$cells['rank']            = (string) ( $index + 1 );
			$cells['result']          = isset( $won[ $order_id ] ) ? __( 'Drawn', 'temple-offerings' ) : ( DrawOfferings::STATE_WON === $state ? __( 'Drawn when places came back', 'temple-offerings' ) : __( 'Not drawn', 'temple-offerings' ) );
			$cells['won']             = isset( $won[ $order_id ] ) || DrawOfferings::STATE_WON === $state ? '1' : '';
			$view['record']['rows'][] = $cells;
		}
		return $view;
	}

	/**
	 * An order's cells on the screen.
	 *
	 * @param WC_Order|null $order    The order, or null when it is gone.
	 * @param int           $order_id Its id.
	 * @param int           $needs    Its places.
	 * @return array<string, string>
	 */
	private function order_cells( ?WC_Order $order, int $order_id, int $needs ): array {
		return array(
			'order'  => '#' . ( $order ? $order->get_order_number() : (string) $order_id ),
			'url'    => $order ? $order->get_edit_order_url() : '',
			'name'   => $order ? trim( $order->get_formatted_billing_full_name() ) : '',
			'email'  => $order ? $order->get_billing_email() : '',
			'places' => (string) $needs,
			'status' => $order ? wc_get_order_status_name( $order->get_status() ) : __( 'Deleted', 'temple-offerings' ),
		);
	}

	/**
	 * When the offering's registration closes, as staff read it.
	 *
	 * @param WC_Product $product The offering.
	 */
	private function closes( WC_Product $product ): string {
		$closes = $this->windows->window_of( $product )['closes'];
		return null === $closes ? __( 'No registration close set', 'temple-offerings' ) : $this->windows->moment( $closes );
	}

	/**
	 * The sentence after a run.
	 *
	 * @param string     $outcome 'done', a refusal's code, or ''.
	 * @param array|null $record  The record.
	 * @return array{type: string, text: string}|null
	 */
	private function notice( string $outcome, ?array $record ): ?array {
		if ( '' === $outcome ) {
			return null;
		}
		if ( 'done' === $outcome && null !== $record ) {
			return array(
				'type' => 'success',
				/* translators: %s: the seed. */
				'text' => sprintf( __( 'The draw was run with the seed "%s". Winners and those not drawn have been e-mailed.', 'temple-offerings' ), $record['seed'] ),
			);
		}
		$texts = array(
			'already' => __( 'This draw has already been run: a draw runs once.', 'temple-offerings' ),
			'seed'    => sprintf( /* translators: %d: the most characters. */ __( 'Please enter a seed of 1 to %d characters.', 'temple-offerings' ), DrawRun::SEED_MAX ),
			'busy'    => __( 'Another draw of this offering is running: please wait a moment and look again.', 'temple-offerings' ),
		);
		return array(
			'type' => 'error',
			'text' => $texts[ $outcome ] ?? __( 'The draw was not run.', 'temple-offerings' ),
		);
	}
}
