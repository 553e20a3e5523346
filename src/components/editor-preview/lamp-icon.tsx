/**
 * The block's icon: an oil lamp with its flame (光明燈), drawn inline so no
 * icon font or outside host is needed.
 */

/**
 * An oil lamp, 24×24, in the current text colour.
 */
export function LampIcon() {
	return (
		<svg
			xmlns="http://www.w3.org/2000/svg"
			viewBox="0 0 24 24"
			width="24"
			height="24"
			aria-hidden="true"
			focusable="false"
		>
			<path
				fill="currentColor"
				d="M12 2c1.8 2.2 2.7 3.9 2.7 5.2a2.7 2.7 0 0 1-5.4 0C9.3 5.9 10.2 4.2 12 2zm-7.5 9.5h15c0 3.6-2.7 6.5-6 6.9V20h3v2h-9v-2h3v-1.6c-3.3-.4-6-3.3-6-6.9zm2.1 1.5c.6 2 2.6 3.5 5.4 3.5s4.8-1.5 5.4-3.5H6.6z"
			/>
		</svg>
	);
}
