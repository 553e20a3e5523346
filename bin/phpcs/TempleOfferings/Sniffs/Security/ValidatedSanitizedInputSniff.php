<?php
/**
 * Request data is cleaned where it is read. A read of `$_POST`, `$_GET`,
 * `$_REQUEST`, `$_COOKIE` or `$_SERVER` must be, in the argument it stands
 * in (a `?? default` after it and casts before it are allowed):
 *
 * - the argument of a sanitizer wrapped around wp_unslash()
 *   (`sanitize_text_field( wp_unslash( $_POST['a'] ) )`), or of one that
 *   slashes cannot survive (`absint( $_GET['id'] ?? 0 )`, an int/float/bool
 *   cast) — a sanitizer without wp_unslash() is `MissingUnslash`;
 * - only looked at: isset()/empty(), a type check (is_string(),
 *   ctype_digit()…), a strict comparison (`'yes' === $_POST['a']`), the
 *   condition of an if, or the nonce that wp_verify_nonce() compares.
 *
 * Anything else is `InputNotSanitized`: a raw value that goes on into the
 * code. Where the cleaning happens further on (a whole array handed to a
 * filter that checks every key), the read carries a `phpcs:ignore` saying
 * where. `$_FILES` is left to WordPress's upload handling.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferingsCS\TempleOfferings\Sniffs\Security;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;
use TempleOfferingsCS\TempleOfferings\Helpers\Code;

final class ValidatedSanitizedInputSniff implements Sniff {

	private const SUPERGLOBALS = array( '$_POST', '$_GET', '$_REQUEST', '$_COOKIE', '$_SERVER' );

	/** Sanitizers whose result holds no slash to remove: wp_unslash() is not needed inside them. */
	private const SLASH_FREE = array( 'absint', 'intval', 'floatval', 'boolval', 'sanitize_key' );

	/** Sanitizers that keep a slash as text: the value must go through wp_unslash() first. */
	private const SANITIZERS = array(
		'sanitize_text_field', 'sanitize_textarea_field', 'sanitize_title', 'sanitize_email', 'sanitize_file_name',
		'sanitize_user', 'sanitize_hex_color', 'sanitize_mime_type', 'esc_url_raw', 'wp_kses', 'wp_kses_post',
		'wc_clean', 'rest_sanitize_boolean',
	);

	/** Calls that only look at the value. */
	private const CHECKS = array(
		'isset', 'empty', 'is_string', 'is_array', 'is_numeric', 'is_int', 'is_scalar', 'ctype_digit', 'ctype_alnum', 'wp_verify_nonce',
	);

	/** Control structures whose condition only decides. */
	private const CONDITIONS = array( T_IF, T_ELSEIF, T_WHILE );

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
		if ( ! in_array( $tokens[ $stackPtr ]['content'], self::SUPERGLOBALS, true ) || Code::is_written( $file, $stackPtr ) ) {
			return;
		}
		$from    = $stackPtr;
		$to      = Code::access_end( $file, $stackPtr );
		$unslash = false;
		while ( true ) {
			if ( $this->is_compared_or_cast( $file, $from, $to ) ) {
				return;
			}
			$open = $this->enclosing_parenthesis( $file, $from, $to );
			if ( null === $open ) {
				break;
			}
			$name = Code::called_function( $file, $open );
			if ( null === $name ) {
				$owner  = $tokens[ $open ]['parenthesis_owner'] ?? null;
				$callee = $file->findPrevious( Tokens::$emptyTokens, $open - 1, null, true );
				if ( false !== $callee && in_array( $tokens[ $callee ]['code'], array( T_STRING, T_VARIABLE, T_CLOSE_PARENTHESIS, T_CLOSE_SQUARE_BRACKET, T_CLOSE_CURLY_BRACKET ), true ) ) {
					// A method, a namespaced function or a callable: nothing known cleans it.
					break;
				}
				if ( null !== $owner ) {
					if ( in_array( $tokens[ $owner ]['code'], self::CONDITIONS, true ) && ! $unslash ) {
						return;
					}
					break;
				}
				// A grouping parenthesis: look around it instead.
				$from = $open;
				$to   = $tokens[ $open ]['parenthesis_closer'];
				continue;
			}
			if ( in_array( $name, self::CHECKS, true ) || in_array( $name, self::SLASH_FREE, true ) ) {
				return;
			}
			if ( in_array( $name, self::SANITIZERS, true ) ) {
				if ( ! $unslash ) {
					$file->addError( '%s is sanitized without wp_unslash(): WordPress adds slashes to request data; use %s( wp_unslash( … ) ).', $stackPtr, 'MissingUnslash', array( $tokens[ $stackPtr ]['content'], $name ) );
				}
				return;
			}
			if ( 'wp_unslash' === $name && ! $unslash ) {
				$unslash = true;
				$from    = $file->findPrevious( Tokens::$emptyTokens, $open - 1, null, true );
				$to      = $tokens[ $open ]['parenthesis_closer'];
				continue;
			}
			break;
		}
		$file->addError(
			'%s is used without being sanitized: pass it through a sanitizer (sanitize_text_field( wp_unslash( … ) ), absint(), sanitize_key()…) where it is read, or say where it is checked.',
			$stackPtr,
			'InputNotSanitized',
			array( $tokens[ $stackPtr ]['content'] )
		);
	}

	/**
	 * The parenthesis whose argument [$from, $to] is, when the argument holds
	 * nothing else than casts before it and a `?? default` after it; null
	 * when it is not inside a parenthesis or shares its argument with other
	 * code.
	 *
	 * @param File $file The file.
	 * @param int  $from The value's first token.
	 * @param int  $to   Its last token.
	 * @return int|null The T_OPEN_PARENTHESIS.
	 */
	private function enclosing_parenthesis( File $file, int $from, int $to ): ?int {
		$tokens      = $file->getTokens();
		$parentheses = $tokens[ $from ]['nested_parenthesis'] ?? array();
		if ( array() === $parentheses ) {
			return null;
		}
		$open  = array_key_last( $parentheses );
		$close = $parentheses[ $open ];
		$prev  = $file->findPrevious( Tokens::$emptyTokens, $from - 1, $open, true );
		// The default of `$_GET['a'] ?? $_GET['b']` is cleaned with the whole chain.
		for ( $i = $from - 1; $i > $open && ( false === $prev || T_COALESCE !== $tokens[ $prev ]['code'] ); $i-- ) {
			$code = $tokens[ $i ]['code'];
			if ( T_COMMA === $code && ( $tokens[ $i ]['nested_parenthesis'] ?? array() ) === $parentheses ) {
				break;
			}
			if ( ! isset( Tokens::$emptyTokens[ $code ] ) && ! isset( Tokens::$castTokens[ $code ] ) ) {
				return null;
			}
		}
		$after = $file->findNext( Tokens::$emptyTokens, $to + 1, $close + 1, true );
		if ( false === $after || $after === $close || T_COMMA === $tokens[ $after ]['code'] || T_COALESCE === $tokens[ $after ]['code'] ) {
			return $open;
		}
		return null;
	}

	/**
	 * Whether [$from, $to] is an operand of `===`/`!==`, or stands right
	 * after an int/float/bool cast.
	 *
	 * @param File $file The file.
	 * @param int  $from The value's first token.
	 * @param int  $to   Its last token.
	 * @return bool
	 */
	private function is_compared_or_cast( File $file, int $from, int $to ): bool {
		$tokens = $file->getTokens();
		$before = $file->findPrevious( Tokens::$emptyTokens, $from - 1, null, true );
		$after  = $file->findNext( Tokens::$emptyTokens, $to + 1, null, true );
		$strict = array( T_IS_IDENTICAL, T_IS_NOT_IDENTICAL );
		if ( false !== $before && ( in_array( $tokens[ $before ]['code'], $strict, true ) || in_array( $tokens[ $before ]['code'], array( T_INT_CAST, T_DOUBLE_CAST, T_BOOL_CAST ), true ) ) ) {
			return true;
		}
		return false !== $after && in_array( $tokens[ $after ]['code'], $strict, true );
	}
}
