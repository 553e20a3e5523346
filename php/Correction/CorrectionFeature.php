<?php
/**
 * Corrections of the believers on paid order lines: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

use TempleOfferings\Admin\StaffAssets;
use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Cutoff\RegistrationCutoff;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Support\NamedLock;
use TempleOfferings\Support\Templates;

/**
 * One feature with two doors: staff correct any believer at any time from
 * the order screen's Believers box (StaffCorrectionPage), the worshipper
 * corrects the believers of their own paid orders from My Account until the
 * line's cutoff and never over a staff correction (AccountCorrections). Both
 * print CorrectionForm and save through CorrectionSave, which writes where
 * LineBelievers reads (so every list follows), an order note per change, and
 * for a worshipper's change the staff e-mail (CorrectionEmail). A paid line
 * keeps the cutoff in force when it was paid (LineCutoff, on the lamp
 * numbers' paid hooks), so a new season's day on the offering never reopens
 * last season's corrections.
 */
final class CorrectionFeature {

	/**
	 * Seconds a save waits for another save of the same line. A line's
	 * believers are one meta value: a correction reads the list, changes one
	 * believer and writes the whole list back, so two corrections of one line
	 * at the same moment would each write the list as they read it and the
	 * later would drop the earlier. The line's lock makes that one request at
	 * a time, on every PHP node.
	 */
	private const LINE_LOCK_WAIT = 10;

	/**
	 * @param BelieverFormatter  $formatter      Labels and readable values.
	 * @param LineBelievers      $line_believers The one reader of a line's believers.
	 * @param BelieverLines      $believer_lines Believers as people read them.
	 * @param RegistrationCutoff $cutoff         The offering's cutoff day.
	 * @param StaffAssets        $staff_assets   The staff stylesheet and the form's date script.
	 * @param Templates          $templates      The form's and the links' templates, as a theme may override them.
	 * @param string             $template_dir   The plugin's templates/ folder, with a trailing slash (the e-mail's).
	 * @param string             $style_url      The My Account form's stylesheet.
	 * @param string             $version        The plugin's version, for its assets.
	 */
	public function __construct(
		private BelieverFormatter $formatter,
		private LineBelievers $line_believers,
		private BelieverLines $believer_lines,
		private RegistrationCutoff $cutoff,
		private StaffAssets $staff_assets,
		private Templates $templates,
		private string $template_dir,
		private string $style_url,
		private string $version
	) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$line_cutoff = new LineCutoff( $this->cutoff, $this->line_believers );
		add_action( 'woocommerce_payment_complete', array( $line_cutoff, 'on_paid' ), 10, 1 );
		add_action( 'woocommerce_order_status_processing', array( $line_cutoff, 'on_paid' ), 10, 2 );
		add_action( 'woocommerce_order_status_completed', array( $line_cutoff, 'on_paid' ), 10, 2 );
		add_filter( 'woocommerce_hidden_order_itemmeta', array( $line_cutoff, 'hide_meta' ) );

		$correction = new BelieverCorrection( $this->formatter, new BelieverSanitizer(), new BelieverValidator() );
		$mailer     = new CorrectionMailer( $this->believer_lines, $this->template_dir );
		$saver      = new CorrectionSave( $correction, $this->line_believers, new NamedLock( 'line', self::LINE_LOCK_WAIT ), $line_cutoff, $mailer );
		$form       = new CorrectionForm( new CorrectionFields( $this->formatter ), $this->believer_lines, $this->cutoff, $this->templates );
		$staff      = new StaffCorrectionPage( $saver, $form, $this->staff_assets, $this->templates );
		$account    = new AccountCorrections( $saver, $form, $this->line_believers, $this->believer_lines, $line_cutoff, $this->cutoff, $this->style_url, $this->version, $this->staff_assets, $this->templates );
		$reopen     = new ReopenCorrection( $saver );

		// Staff: a hidden admin page per believer, reached from the Believers box, and the reopen button.
		add_action( 'admin_menu', array( $staff, 'register_menu' ) );
		add_action( 'admin_head', array( $staff, 'hide' ) );
		add_action( 'load-' . StaffCorrectionPage::HOOK, array( $staff, 'load' ) );
		add_filter( 'removable_query_args', array( $staff, 'removable_query_args' ) );
		add_action( 'temple_offerings_believers_box_notice', array( $staff, 'box_notice' ), 10, 0 );
		add_action( 'temple_offerings_believers_box_believer', array( $staff, 'box_believer' ), 10, 3 );
		add_action( 'admin_post_' . ReopenCorrection::ACTION, array( $reopen, 'handle' ) );
		add_filter( 'woocommerce_hidden_order_itemmeta', array( new StaffCorrected(), 'hide_meta' ) );

		// The worshipper: links on My Account's view-order page, the form in the order's place.
		add_filter( 'woocommerce_email_classes', array( $mailer, 'register' ) );
		add_action( 'woocommerce_order_item_meta_end', array( $account, 'line_links' ), 20, 4 );
		add_action( 'template_redirect', array( $account, 'load' ), 10, 0 );
		add_action( 'wp_enqueue_scripts', array( $account, 'enqueue' ), 10, 0 );
		// Before WooCommerce's order view (10), which the form replaces while it is open.
		add_action( 'woocommerce_account_view-order_endpoint', array( $account, 'render' ), 5, 0 );
	}
}
