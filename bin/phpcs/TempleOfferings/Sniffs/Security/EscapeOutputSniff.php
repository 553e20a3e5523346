<?php
/**
 * Output is escaped where it is printed. Every operand that `echo`, `print`,
 * `<?=`, `printf()`, `vprintf()`, `wp_die()` and `exit()` print must be a
 * literal, a constant, an int/float/bool cast, or the result of a function
 * that escapes (esc_html() and its kin, wp_kses*()) or returns only safe
 * text (absint(), number_format_i18n(), checked()…). A variable, a method's
 * result or a translation (`__()`: a translator could put markup in it) is
 * reported where it stands, so an annotation names the very operand it
 * excuses. sprintf()/vsprintf()/implode() pass their arguments through: each
 * of those is checked instead. The condition of a ternary is not printed,
 * its two results are. `_e()` and `_ex()` print a translation unescaped and
 * are reported wherever they are called.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferingsCS\TempleOfferings\Sniffs\Security;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;
use TempleOfferingsCS\TempleOfferings\Helpers\Code;

final class EscapeOutputSniff implements Sniff {

	/** Functions whose result is escaped for HTML (or holds nothing to escape). */
	private const SAFE = array(
		'esc_html', 'esc_html__', 'esc_html_x', 'esc_attr', 'esc_attr__', 'esc_attr_x', 'esc_url', 'esc_textarea', 'esc_js', 'esc_xml',
		'wp_kses', 'wp_kses_post', 'wp_kses_data', 'tag_escape', 'sanitize_html_class',
		'absint', 'intval', 'floatval', 'boolval', 'count', 'number_format', 'number_format_i18n',
		'checked', 'selected', 'disabled', 'wp_readonly', 'get_language_attributes',
	);

	/** Functions whose result is made of their arguments (nl2br() adds only line breaks): the arguments are checked. */
	private const PASS_THROUGH = array( 'sprintf', 'vsprintf', 'implode', 'join', 'nl2br' );

	/** Functions that print every argument. */
	private const PRINTING = array( 'printf', 'vprintf', 'wp_die' );

	/** Functions that print a translation as it is. */
	private const UNSAFE_PRINTING = array(
		'_e'  => 'esc_html_e() or esc_attr_e()',
		'_ex' => 'esc_html_x() or esc_attr_x() with echo',
	);

	/**
	 * @return array<int|string>
	 */
	public function register() {
		return array( T_ECHO, T_PRINT, T_OPEN_TAG_WITH_ECHO, T_EXIT, T_STRING );
	}

	/**
	 * @param File $file     The file.
	 * @param int  $stackPtr The token.
	 * @return void
	 */
	public function process( File $file, $stackPtr ) {
		$tokens = $file->getTokens();
		$code   = $tokens[ $stackPtr ]['code'];
		if ( T_STRING === $code ) {
			$name = strtolower( $tokens[ $stackPtr ]['content'] );
			if ( ! in_array( $name, self::PRINTING, true ) && ! isset( self::UNSAFE_PRINTING[ $name ] ) ) {
				return;
			}
			$open = Code::call_parenthesis( $file, $stackPtr );
			if ( null === $open ) {
				return;
			}
			if ( isset( self::UNSAFE_PRINTING[ $name ] ) ) {
				$file->addError( '%s() prints a translation without escaping it; use %s.', $stackPtr, 'UnsafePrintingFunction', array( $name, self::UNSAFE_PRINTING[ $name ] ) );
				return;
			}
			$this->check_list( $file, $open + 1, $tokens[ $open ]['parenthesis_closer'] );
			return;
		}
		if ( T_EXIT === $code ) {
			$open = $file->findNext( Tokens::$emptyTokens, $stackPtr + 1, null, true );
			if ( false !== $open && T_OPEN_PARENTHESIS === $tokens[ $open ]['code'] && isset( $tokens[ $open ]['parenthesis_closer'] ) ) {
				$this->check_list( $file, $open + 1, $tokens[ $open ]['parenthesis_closer'] );
			}
			return;
		}
		$this->check_list( $file, $stackPtr + 1, $this->statement_end( $file, $stackPtr + 1 ) );
	}

	/**
	 * One past the last token of what echo/print prints: the `;` or `?>`
	 * that ends the statement at top level.
	 *
	 * @param File $file  The file.
	 * @param int  $start First token after the keyword.
	 * @return int
	 */
	private function statement_end( File $file, int $start ): int {
		$tokens = $file->getTokens();
		$count  = count( $tokens );
		for ( $i = $start; $i < $count; $i++ ) {
			if ( T_SEMICOLON === $tokens[ $i ]['code'] || T_CLOSE_TAG === $tokens[ $i ]['code'] ) {
				return $i;
			}
			$closer = Code::closer( $tokens[ $i ] );
			if ( null !== $closer && $closer > $i ) {
				$i = $closer;
			}
		}
		return $count;
	}

	/**
	 * Checks each comma-separated expression of [$start, $end).
	 *
	 * @param File $file  The file.
	 * @param int  $start First token.
	 * @param int  $end   One past the last.
	 * @return void
	 */
	private function check_list( File $file, int $start, int $end ): void {
		foreach ( Code::split_commas( $file, $start, $end ) as list( $from, $to ) ) {
			$this->check_expression( $file, Code::top_level( $file, $from, $to ) );
		}
	}

	/**
	 * Checks one printed expression, given as its top-level tokens.
	 *
	 * @param File  $file  The file.
	 * @param int[] $parts Top-level token indexes, in order.
	 * @return void
	 */
	private function check_expression( File $file, array $parts ): void {
		$tokens = $file->getTokens();
		$parts  = array_values(
			array_filter( $parts, static fn( int $i ): bool => ! isset( Tokens::$emptyTokens[ $tokens[ $i ]['code'] ] ) )
		);

		// A ternary prints one of its results; its condition is printed only by `?:`.
		foreach ( $parts as $n => $i ) {
			if ( T_INLINE_THEN !== $tokens[ $i ]['code'] ) {
				continue;
			}
			$else = null;
			foreach ( array_slice( $parts, $n + 1, null, true ) as $m => $j ) {
				if ( T_INLINE_ELSE === $tokens[ $j ]['code'] ) {
					$else = $m;
					break;
				}
			}
			if ( null === $else ) {
				break;
			}
			if ( $else === $n + 1 ) {
				$this->check_operands( $file, array_slice( $parts, 0, $n ) );
			} else {
				$this->check_expression( $file, array_slice( $parts, $n + 1, $else - $n - 1 ) );
			}
			$this->check_expression( $file, array_slice( $parts, $else + 1 ) );
			return;
		}
		$this->check_operands( $file, $parts );
	}

	/**
	 * Checks the operands of an expression without a top-level ternary.
	 *
	 * @param File  $file  The file.
	 * @param int[] $parts Top-level token indexes (no empty tokens), in order.
	 * @return void
	 */
	private function check_operands( File $file, array $parts ): void {
		$tokens = $file->getTokens();
		$count  = count( $parts );
		$cast   = false;
		for ( $n = 0; $n < $count; $n++ ) {
			$i       = $parts[ $n ];
			$code    = $tokens[ $i ]['code'];
			$next    = $parts[ $n + 1 ] ?? null;
			$is_call = null !== $next && T_OPEN_PARENTHESIS === $tokens[ $next ]['code'];

			if ( T_INT_CAST === $code || T_DOUBLE_CAST === $code || T_BOOL_CAST === $code ) {
				$cast = true;
				continue;
			}
			if ( $this->is_operator( $code ) ) {
				continue;
			}

			// One operand starts at $i; $last is its last top-level token.
			$last = $this->operand_end( $file, $parts, $n );
			$safe = $cast || $this->is_safe_operand( $file, $parts, $n, $last, $is_call );
			$cast = false;
			if ( ! $safe ) {
				$from = $parts[ $n ];
				$to   = Code::closer( $tokens[ $parts[ $last ] ] ) ?? $parts[ $last ];
				$text = trim( preg_replace( '/\s+/', ' ', $file->getTokensAsString( $from, $to - $from + 1 ) ) );
				if ( strlen( $text ) > 60 ) {
					$text = substr( $text, 0, 57 ) . '...';
				}
				$file->addError( 'Output must be escaped where it is printed: %s is not (use esc_html(), esc_attr(), esc_url(), wp_kses_post()…, or cast a number).', $i, 'OutputNotEscaped', array( $text ) );
			}
			$n = $last;
		}
	}

	/**
	 * Operators and punctuation between operands: they print nothing of their own.
	 *
	 * @param int|string $code A token code.
	 * @return bool
	 */
	private function is_operator( $code ): bool {
		return T_STRING_CONCAT === $code || T_COALESCE === $code || T_NS_SEPARATOR === $code || T_INLINE_THEN === $code || T_INLINE_ELSE === $code
			|| isset( Tokens::$arithmeticTokens[ $code ] ) || isset( Tokens::$comparisonTokens[ $code ] )
			|| isset( Tokens::$booleanOperators[ $code ] ) || isset( Tokens::$castTokens[ $code ] )
			|| in_array( $code, array( T_BOOLEAN_NOT, T_BITWISE_AND, T_BITWISE_OR, T_BITWISE_XOR, T_BITWISE_NOT, T_SL, T_SR, T_INSTANCEOF ), true );
	}

	/**
	 * Where the operand starting at $parts[$n] ends: through `->`, `?->`,
	 * `::`, `[…]` and call parentheses that continue it.
	 *
	 * @param File  $file  The file.
	 * @param int[] $parts Top-level token indexes.
	 * @param int   $n     The operand's first position in $parts.
	 * @return int Its last position in $parts.
	 */
	private function operand_end( File $file, array $parts, int $n ): int {
		$tokens = $file->getTokens();
		$count  = count( $parts );
		$code   = $tokens[ $parts[ $n ] ]['code'];
		if ( T_START_HEREDOC === $code || T_START_NOWDOC === $code ) {
			while ( $n + 1 < $count && ! in_array( $tokens[ $parts[ $n ] ]['code'], array( T_END_HEREDOC, T_END_NOWDOC ), true ) ) {
				++$n;
			}
			return $n;
		}
		if ( T_ARRAY === $code || T_ISSET === $code || T_EMPTY === $code || T_NEW === $code ) {
			// The keyword and its parentheses (for `new`, the class name first).
			while ( $n + 1 < $count && T_OPEN_PARENTHESIS !== $tokens[ $parts[ $n ] ]['code'] ) {
				++$n;
			}
			return $n;
		}
		while ( $n + 1 < $count ) {
			$next = $tokens[ $parts[ $n + 1 ] ]['code'];
			if ( T_OPEN_PARENTHESIS === $next || T_OPEN_SQUARE_BRACKET === $next ) {
				++$n;
				continue;
			}
			if ( ( T_OBJECT_OPERATOR === $next || T_NULLSAFE_OBJECT_OPERATOR === $next || T_DOUBLE_COLON === $next ) && $n + 2 < $count ) {
				$n += 2;
				continue;
			}
			break;
		}
		return $n;
	}

	/**
	 * Whether the operand $parts[$n..$last] prints only safe text.
	 *
	 * @param File  $file    The file.
	 * @param int[] $parts   Top-level token indexes.
	 * @param int   $n       The operand's first position.
	 * @param int   $last    Its last position.
	 * @param bool  $is_call Whether a parenthesis follows its first token.
	 * @return bool
	 */
	private function is_safe_operand( File $file, array $parts, int $n, int $last, bool $is_call ): bool {
		$tokens = $file->getTokens();
		$i      = $parts[ $n ];
		$code   = $tokens[ $i ]['code'];
		switch ( $code ) {
			case T_CONSTANT_ENCAPSED_STRING:
			case T_LNUMBER:
			case T_DNUMBER:
			case T_TRUE:
			case T_FALSE:
			case T_NULL:
			case T_LINE:
				return $n === $last;
			case T_START_NOWDOC:
			case T_ISSET:
			case T_EMPTY:
				return true;
			case T_OPEN_PARENTHESIS:
				if ( $n !== $last ) {
					return false;
				}
				$this->check_list( $file, $i + 1, $tokens[ $i ]['parenthesis_closer'] );
				return true;
			case T_ARRAY:
			case T_OPEN_SHORT_ARRAY:
				$this->check_array( $file, $i );
				return true;
			case T_SELF:
			case T_STATIC:
			case T_PARENT:
				return $this->is_class_constant( $file, $parts, $n, $last );
			case T_STRING:
				if ( $is_call ) {
					return $this->is_safe_call( $file, $parts, $n, $last );
				}
				if ( $n + 1 <= $last && T_DOUBLE_COLON === $tokens[ $parts[ $n + 1 ] ]['code'] ) {
					return $this->is_class_constant( $file, $parts, $n, $last );
				}
				// A constant.
				return $n === $last;
			default:
				return false;
		}
	}

	/**
	 * `Name::CONSTANT` or `Name::class`, nothing after it.
	 *
	 * @param File  $file  The file.
	 * @param int[] $parts Top-level token indexes.
	 * @param int   $n     The class name's position.
	 * @param int   $last  The operand's last position.
	 * @return bool
	 */
	private function is_class_constant( File $file, array $parts, int $n, int $last ): bool {
		$tokens = $file->getTokens();
		return $last === $n + 2
			&& T_DOUBLE_COLON === $tokens[ $parts[ $n + 1 ] ]['code']
			&& in_array( $tokens[ $parts[ $n + 2 ] ]['code'], array( T_STRING, T_CLASS ), true );
	}

	/**
	 * A call of a global function that escapes, or one that passes its
	 * arguments through (they are checked, and the call is then safe).
	 *
	 * @param File  $file  The file.
	 * @param int[] $parts Top-level token indexes.
	 * @param int   $n     The function name's position.
	 * @param int   $last  The operand's last position.
	 * @return bool
	 */
	private function is_safe_call( File $file, array $parts, int $n, int $last ): bool {
		$tokens = $file->getTokens();
		$open   = $parts[ $n + 1 ];
		$name   = Code::called_function( $file, $open );
		if ( null === $name || $last !== $n + 1 ) {
			return false;
		}
		if ( in_array( $name, self::SAFE, true ) ) {
			return true;
		}
		if ( in_array( $name, self::PASS_THROUGH, true ) ) {
			$this->check_list( $file, $open + 1, $tokens[ $open ]['parenthesis_closer'] );
			return true;
		}
		return false;
	}

	/**
	 * Checks the values (not the keys) of an array literal.
	 *
	 * @param File $file The file.
	 * @param int  $ptr  T_ARRAY or T_OPEN_SHORT_ARRAY.
	 * @return void
	 */
	private function check_array( File $file, int $ptr ): void {
		$tokens = $file->getTokens();
		if ( T_ARRAY === $tokens[ $ptr ]['code'] ) {
			if ( ! isset( $tokens[ $ptr ]['parenthesis_opener'], $tokens[ $ptr ]['parenthesis_closer'] ) ) {
				return;
			}
			$open  = $tokens[ $ptr ]['parenthesis_opener'];
			$close = $tokens[ $ptr ]['parenthesis_closer'];
		} else {
			$open  = $ptr;
			$close = $tokens[ $ptr ]['bracket_closer'];
		}
		foreach ( Code::split_commas( $file, $open + 1, $close ) as list( $from, $to ) ) {
			$items = Code::top_level( $file, $from, $to );
			foreach ( $items as $k => $i ) {
				if ( T_DOUBLE_ARROW === $tokens[ $i ]['code'] ) {
					$items = array_slice( $items, $k + 1 );
					break;
				}
			}
			$this->check_expression( $file, $items );
		}
	}
}
