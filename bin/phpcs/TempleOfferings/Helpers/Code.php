<?php
/**
 * What the project's sniffs ask of the token stream: which function a `(`
 * calls, where a superglobal's `[…]` chain ends, whether it is written
 * rather than read. phpcs's File gives tokens and their nesting; these put
 * the answers the three security sniffs share in one place.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferingsCS\TempleOfferings\Helpers;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Util\Tokens;

final class Code {

	/**
	 * The lower-case name of the global function whose call the parenthesis
	 * at $open opens, `isset`/`empty` for those constructs, or null: a
	 * grouping parenthesis, a control structure, a method or static call, a
	 * declaration, a namespaced function other than a global one.
	 *
	 * @param File $file The file.
	 * @param int  $open A T_OPEN_PARENTHESIS.
	 * @return string|null
	 */
	public static function called_function( File $file, int $open ): ?string {
		$tokens = $file->getTokens();
		$name   = $file->findPrevious( Tokens::$emptyTokens, $open - 1, null, true );
		if ( false === $name ) {
			return null;
		}
		if ( T_ISSET === $tokens[ $name ]['code'] || T_EMPTY === $tokens[ $name ]['code'] ) {
			return strtolower( $tokens[ $name ]['content'] );
		}
		if ( T_STRING !== $tokens[ $name ]['code'] ) {
			return null;
		}
		$before = $file->findPrevious( Tokens::$emptyTokens, $name - 1, null, true );
		if ( false !== $before ) {
			$kind = $tokens[ $before ]['code'];
			if ( in_array( $kind, array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW, T_CONST ), true ) ) {
				return null;
			}
			if ( T_NS_SEPARATOR === $kind ) {
				// `\esc_html(` is the global function; `Foo\esc_html(` is not.
				$qualifier = $file->findPrevious( Tokens::$emptyTokens, $before - 1, null, true );
				if ( false !== $qualifier && in_array( $tokens[ $qualifier ]['code'], array( T_STRING, T_NAMESPACE ), true ) ) {
					return null;
				}
			}
		}
		return strtolower( $tokens[ $name ]['content'] );
	}

	/**
	 * The parenthesis that follows the function name at $name, when the name
	 * is a call of a global function; null otherwise.
	 *
	 * @param File $file The file.
	 * @param int  $name A T_STRING.
	 * @return int|null The T_OPEN_PARENTHESIS.
	 */
	public static function call_parenthesis( File $file, int $name ): ?int {
		$tokens = $file->getTokens();
		$open   = $file->findNext( Tokens::$emptyTokens, $name + 1, null, true );
		if ( false === $open || T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] || ! isset( $tokens[ $open ]['parenthesis_closer'] ) ) {
			return null;
		}
		return null === self::called_function( $file, $open ) ? null : $open;
	}

	/**
	 * The last token of `$_POST['a'][ $b ]…` that starts at $variable.
	 *
	 * @param File $file     The file.
	 * @param int  $variable A T_VARIABLE.
	 * @return int
	 */
	public static function access_end( File $file, int $variable ): int {
		$tokens = $file->getTokens();
		$end    = $variable;
		while ( true ) {
			$next = $file->findNext( Tokens::$emptyTokens, $end + 1, null, true );
			if ( false === $next || T_OPEN_SQUARE_BRACKET !== $tokens[ $next ]['code'] || ! isset( $tokens[ $next ]['bracket_closer'] ) ) {
				return $end;
			}
			$end = $tokens[ $next ]['bracket_closer'];
		}
	}

	/**
	 * Whether the superglobal at $variable is written or unset rather than
	 * read: `$_GET['a'] = …`, `unset( $_POST['b'] )`, `$_SERVER = …`.
	 *
	 * @param File $file     The file.
	 * @param int  $variable A T_VARIABLE.
	 * @return bool
	 */
	public static function is_written( File $file, int $variable ): bool {
		$tokens = $file->getTokens();
		$next   = $file->findNext( Tokens::$emptyTokens, self::access_end( $file, $variable ) + 1, null, true );
		if ( false !== $next && T_DOUBLE_ARROW !== $tokens[ $next ]['code'] && isset( Tokens::$assignmentTokens[ $tokens[ $next ]['code'] ] ) ) {
			return true;
		}
		$parentheses = $tokens[ $variable ]['nested_parenthesis'] ?? array();
		if ( array() !== $parentheses ) {
			$open  = array_key_last( $parentheses );
			$owner = $file->findPrevious( Tokens::$emptyTokens, $open - 1, null, true );
			return false !== $owner && T_UNSET === $tokens[ $owner ]['code'];
		}
		return false;
	}

	/**
	 * The innermost function or closure around $ptr: its scope's first and
	 * last token, or the whole file for code outside any function (a
	 * template).
	 *
	 * @param File $file The file.
	 * @param int  $ptr  Any token.
	 * @return array{0: int, 1: int}
	 */
	public static function function_scope( File $file, int $ptr ): array {
		$tokens     = $file->getTokens();
		$conditions = $tokens[ $ptr ]['conditions'] ?? array();
		foreach ( array_reverse( $conditions, true ) as $owner => $code ) {
			if ( ( T_FUNCTION === $code || T_CLOSURE === $code ) && isset( $tokens[ $owner ]['scope_opener'], $tokens[ $owner ]['scope_closer'] ) ) {
				return array( $tokens[ $owner ]['scope_opener'], $tokens[ $owner ]['scope_closer'] );
			}
		}
		return array( 0, count( $tokens ) - 1 );
	}

	/**
	 * The indexes of the tokens in [$start, $end) that are not inside a
	 * nested (), [] or {}: an opening bracket is listed, what it holds and its
	 * closer are not.
	 *
	 * @param File $file  The file.
	 * @param int  $start First token.
	 * @param int  $end   One past the last token.
	 * @return int[]
	 */
	public static function top_level( File $file, int $start, int $end ): array {
		$tokens = $file->getTokens();
		$found  = array();
		for ( $i = $start; $i < $end; $i++ ) {
			$found[] = $i;
			$closer  = self::closer( $tokens[ $i ] );
			if ( null !== $closer && $closer > $i ) {
				$i = $closer;
			}
		}
		return $found;
	}

	/**
	 * The closing bracket of an opening one, or null.
	 *
	 * @param array<string, mixed> $token A token.
	 * @return int|null
	 */
	public static function closer( array $token ): ?int {
		switch ( $token['code'] ) {
			case T_OPEN_PARENTHESIS:
				return $token['parenthesis_closer'] ?? null;
			case T_OPEN_SQUARE_BRACKET:
			case T_OPEN_SHORT_ARRAY:
			case T_OPEN_CURLY_BRACKET:
				return $token['bracket_closer'] ?? null;
			default:
				return null;
		}
	}

	/**
	 * Splits [$start, $end) at its top-level commas.
	 *
	 * @param File $file  The file.
	 * @param int  $start First token.
	 * @param int  $end   One past the last token.
	 * @return array<int, array{0: int, 1: int}> Each part's first token and one past its last.
	 */
	public static function split_commas( File $file, int $start, int $end ): array {
		$tokens = $file->getTokens();
		$parts  = array();
		$from   = $start;
		foreach ( self::top_level( $file, $start, $end ) as $i ) {
			if ( T_COMMA === $tokens[ $i ]['code'] ) {
				$parts[] = array( $from, $i );
				$from    = $i + 1;
			}
		}
		$parts[] = array( $from, $end );
		return $parts;
	}
}
