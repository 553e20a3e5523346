/**
 * The block-editor package ships no type declarations for its entry point; these
 * cover what this plugin uses, typed as its documentation describes.
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType, HTMLAttributes, ReactNode } from 'react';

	/**
	 * Props for the block's wrapper element, with the editor's classes and refs.
	 *
	 * @param props Extra props to merge in.
	 */
	export function useBlockProps(
		props?: HTMLAttributes< HTMLElement > & Record< string, unknown >
	): HTMLAttributes< HTMLElement > & Record< string, unknown >;

	/** Renders its children in the block inspector sidebar. */
	export const InspectorControls: ComponentType< {
		children?: ReactNode;
		group?: string;
	} >;
}
