/**
 * The offering page with its toasts in one root, as the component tests
 * render it; the page itself mounts the two apart (src/view.tsx).
 */

/**
 * Internal dependencies
 */
import { OfferingPage } from '../components/offering-page/offering-page';
import { Toaster } from '../components/toaster/toaster';

/** The offering page and its toasts. */
export function App() {
	return (
		<>
			<OfferingPage />
			<Toaster />
		</>
	);
}
