<?php
/**
 * One field of the plugin's on the product category forms.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * Products → Categories has two forms, "Add new category" (a stack of
 * `div.form-field`) and a category's edit screen (a table row each); a
 * per-offering setting (the registration cutoff, the 太歲 year) shows the
 * same input on both, labelled and described the way WordPress's own
 * fields are. Every attribute is escaped here.
 */
final class CategoryField {

	/**
	 * The field on the "Add new category" form, empty.
	 *
	 * @param string                $name  The input's name and id.
	 * @param string                $label Its label.
	 * @param string                $help  The sentence under it.
	 * @param array<string, string> $input The input's other attributes (type, min…).
	 */
	public static function add_form( string $name, string $label, string $help, array $input ): void {
		echo '<div class="form-field ' . esc_attr( self::wrap( $name ) ) . '"><label for="' . esc_attr( $name ) . '">' . esc_html( $label ) . '</label>';
		self::input( $name, $input + array( 'value' => '' ) );
		echo '<p id="' . esc_attr( $name ) . '-description">' . esc_html( $help ) . '</p></div>';
	}

	/**
	 * The field on a category's edit screen, with its stored value.
	 *
	 * @param string                $name  The input's name and id.
	 * @param string                $label Its label.
	 * @param string                $help  The sentence under it.
	 * @param array<string, string> $input The input's other attributes, its value among them.
	 */
	public static function edit_form( string $name, string $label, string $help, array $input ): void {
		echo '<tr class="form-field ' . esc_attr( self::wrap( $name ) ) . '"><th scope="row"><label for="' . esc_attr( $name ) . '">' . esc_html( $label ) . '</label></th><td>';
		self::input( $name, $input );
		echo '<p class="description" id="' . esc_attr( $name ) . '-description">' . esc_html( $help ) . '</p></td></tr>';
	}

	/**
	 * The input, described by the sentence under it.
	 *
	 * @param string                $name       The input's name and id.
	 * @param array<string, string> $attributes Its other attributes.
	 */
	private static function input( string $name, array $attributes ): void {
		echo '<input id="' . esc_attr( $name ) . '" name="' . esc_attr( $name ) . '"';
		foreach ( $attributes as $attribute => $value ) {
			echo ' ' . esc_attr( $attribute ) . '="' . esc_attr( $value ) . '"';
		}
		echo ' aria-describedby="' . esc_attr( $name ) . '-description">';
	}

	/**
	 * The wrapper's class WordPress's own term fields follow: term-<name>-wrap.
	 *
	 * @param string $name The input's name.
	 */
	private static function wrap( string $name ): string {
		return 'term-' . str_replace( '_', '-', $name ) . '-wrap';
	}
}
