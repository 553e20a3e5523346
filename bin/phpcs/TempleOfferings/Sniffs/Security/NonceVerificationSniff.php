<?php
/**
 * Request data is read only where a nonce is verified: a read of `$_POST`,
 * `$_FILES` or `$_REQUEST` (code `Missing`) or of `$_GET` (code
 * `Recommended`, same severity) in a function or closure that calls none of
 * wp_verify_nonce(), check_admin_referer() and check_ajax_referer() is an
 * error. Code outside any function (a template) is one scope. Writing or
 * unsetting a superglobal is not a read. The check is by scope, not by
 * order: a function may read the nonce field and then verify it, so a read
 * placed before the verification is the reviewer's to catch. A read that
 * needs no nonce (a GET that only chooses what to show, a link signed by
 * other means) carries a `phpcs:ignore` with its reason.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferingsCS\TempleOfferings\Sniffs\Security;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use TempleOfferingsCS\TempleOfferings\Helpers\Code;

final class NonceVerificationSniff implements Sniff {

	/** Superglobal => error code. */
	private const READS = array(
		'$_POST'    => 'Missing',
		'$_FILES'   => 'Missing',
		'$_REQUEST' => 'Missing',
		'$_GET'     => 'Recommended',
	);

	/** Calls that verify a nonce. */
	private const VERIFIERS = array( 'wp_verify_nonce', 'check_admin_referer', 'check_ajax_referer' );

	/**
	 * @return array<int|string>
	 */
	public function register() {
		return array( T_VARIABLE );
	}

	/**
	 * @param File $file     The file.
	 * @param int  $stackPtr The token.
	 * @return void
	 */
	public function process( File $file, $stackPtr ) {
		$tokens = $file->getTokens();
		$name   = $tokens[ $stackPtr ]['content'];
		if ( ! isset( self::READS[ $name ] ) || Code::is_written( $file, $stackPtr ) ) {
			return;
		}
		list( $start, $end ) = Code::function_scope( $file, $stackPtr );
		for ( $i = $start + 1; $i < $end; $i++ ) {
			$code = $tokens[ $i ]['code'];
			if ( ( T_FUNCTION === $code || T_CLOSURE === $code || T_FN === $code ) && isset( $tokens[ $i ]['scope_closer'] ) ) {
				// A nested function verifies for itself, not for this one.
				$i = $tokens[ $i ]['scope_closer'];
				continue;
			}
			if ( T_STRING === $code && in_array( strtolower( $tokens[ $i ]['content'] ), self::VERIFIERS, true ) && null !== Code::call_parenthesis( $file, $i ) ) {
				return;
			}
		}
		$file->addError(
			'%s is read where no nonce is verified: call wp_verify_nonce(), check_admin_referer() or check_ajax_referer() in this function, or say why none is needed.',
			$stackPtr,
			self::READS[ $name ],
			array( $name )
		);
	}
}
