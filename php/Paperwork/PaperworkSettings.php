<?php
/**
 * Staff settings of the printed paperwork: the lamp-label grid.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Paperwork;

use TempleOfferings\RitualList\RitualListPage;
use TempleOfferings\Support\Templates;

/**
 * The label grid is one site option, changed from a small form on the
 * ritual list screen (capability and nonce checked, every value sanitized
 * by LabelGrid).
 */
final class PaperworkSettings {

	public const OPTION = 'temple_offerings_label_grid';

	public const ACTION = 'temple_offerings_label_grid';

	/**
	 * @param Templates $templates The form's template (a theme may override it).
	 */
	public function __construct( private Templates $templates ) {}

	/**
	 * The label grid as stored (defaults until staff save one).
	 */
	public function grid(): LabelGrid {
		return LabelGrid::from( get_option( self::OPTION, array() ) );
	}

	/**
	 * admin-post handler of the label grid form: capability, nonce, then the
	 * sanitized grid is stored and staff return to the list they came from.
	 */
	public function save(): void {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see ritual lists.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$input = wp_unslash( $_POST ); // phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- LabelGrid::from() keeps only whole numbers within each setting's limits.
		$sent  = is_array( $input['grid'] ?? null ) ? $input['grid'] : array();
		$grid  = LabelGrid::from( $sent );
		update_option( self::OPTION, $grid->to_array(), false );
		// Staff see when a value was not taken as typed (out of range, not a whole number).
		$adjusted = false;
		foreach ( $grid->to_array() as $key => $value ) {
			$adjusted = $adjusted || ! is_scalar( $sent[ $key ] ?? null ) || trim( (string) $sent[ $key ] ) !== (string) $value;
		}
		$back = wp_get_referer();
		$back = is_string( $back ) && '' !== $back ? $back : admin_url( 'admin.php?page=' . RitualListPage::SLUG );
		$back = remove_query_arg( array( 'grid_saved', 'grid_adjusted' ), $back );
		wp_safe_redirect( add_query_arg( $adjusted ? array( 'grid_saved' => '1', 'grid_adjusted' => '1' ) : array( 'grid_saved' => '1' ), $back ) );
		exit;
	}

	/**
	 * The label grid form, collapsed: it changes rarely, the list is what
	 * staff come for (templates/temple-offerings/admin/label-sheet.php).
	 */
	public function render_form(): void {
		// The counter clerk sees the ritual list, not the shop's settings.
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			return;
		}
		$grid   = $this->grid()->to_array();
		$labels = array(
			'columns'     => __( 'Labels across', 'temple-offerings' ),
			'rows'        => __( 'Labels down', 'temple-offerings' ),
			'margin_top'  => __( 'Top and bottom margin (mm)', 'temple-offerings' ),
			'margin_side' => __( 'Left and right margin (mm)', 'temple-offerings' ),
		);
		$fields = array();
		foreach ( $labels as $key => $label ) {
			[ $min, $max ] = LabelGrid::LIMITS[ $key ];
			$fields[]      = array(
				'key'   => $key,
				'label' => $label,
				'min'   => $min,
				'max'   => $max,
				'value' => $grid[ $key ],
			);
		}
		// phpcs:ignore TempleOfferings.Security.NonceVerification.Recommended -- only chooses whether the details start open.
		$saved    = isset( $_GET['grid_saved'] );
		$adjusted = isset( $_GET['grid_adjusted'] ); // phpcs:ignore TempleOfferings.Security.NonceVerification.Recommended -- only chooses a message.
		$limits   = LabelGrid::LIMITS;
		$message  = $adjusted
			? sprintf(
				/* translators: shown after saving the label sheet when a value was not taken as typed. 1–2: labels across, least and most; 3–4: labels down; 5–6: margins in mm. */
				__( 'Label sheet saved. Some values were outside the allowed range (%1$d–%2$d labels across, %3$d–%4$d down, margins %5$d–%6$d mm) or not whole numbers, and were set to the nearest allowed value or the default: check them below.', 'temple-offerings' ),
				$limits['columns'][0],
				$limits['columns'][1],
				$limits['rows'][0],
				$limits['rows'][1],
				$limits['margin_top'][0],
				$limits['margin_top'][1]
			)
			: __( 'Label sheet saved.', 'temple-offerings' );
		$this->templates->render(
			'admin/label-sheet',
			array(
				'saved'   => $saved ? $message : '',
				'action'  => admin_url( 'admin-post.php' ),
				'nonce'   => self::ACTION,
				'fields'  => $fields,
			)
		);
	}
}
