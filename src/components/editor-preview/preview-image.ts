/**
 * The image cards show in the preview when a product has none. The shop's own
 * placeholder URL reaches only the frontend (PHP renders it there), so the
 * editor uses a neutral 16:9 grey tile drawn inline.
 */
export const PREVIEW_PLACEHOLDER_IMAGE =
	'data:image/svg+xml,' +
	encodeURIComponent(
		'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#e8e8e8"/><circle cx="8" cy="4.5" r="1.6" fill="#cfcfcf"/></svg>'
	);
