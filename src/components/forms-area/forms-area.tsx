/**
 * The left column: one collapsible section per selected product, holding
 * that product's believer forms.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { Suspense, lazy, memo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatNumber } from '../../domain/pricing';
import { useSelectedRowKeys } from '../../hooks/use-selected-row-keys';
import { store } from '../../store';
import { sectionBodyId } from './section-id';

// The forms are only needed once something is picked: their own chunk keeps
// the first paint's script small.
const ProductBelievers = lazy( () =>
	import(
		/* webpackChunkName: "believer-forms" */ '../product-believers/product-believers'
	).then( ( module ) => ( { default: module.ProductBelievers } ) )
);

const FormSection = memo( function Section( { rowKey }: { rowKey: string } ) {
	// One selection: every store change (a keystroke too) runs it.
	const { row, count, expanded, added } = useSelect(
		( select ) => ( {
			row: select( store ).getProductRow( rowKey ),
			count: select( store ).getBelievers( rowKey ).length,
			expanded: select( store ).isSectionExpanded( rowKey ),
			added: select( store ).getCart().added.includes( rowKey ),
		} ),
		[ rowKey ]
	);
	const { setSectionExpanded } = useDispatch( store );
	if ( ! row ) {
		return null;
	}
	const bodyId = sectionBodyId( rowKey );
	return (
		<section className="temple-offerings__section" aria-label={ row.name }>
			<h2 className="temple-offerings__section-heading">
				<button
					type="button"
					className="temple-offerings__section-toggle"
					aria-expanded={ expanded }
					aria-controls={ bodyId }
					onClick={ () => setSectionExpanded( rowKey, ! expanded ) }
				>
					<span className="temple-offerings__section-name">
						{ row.name }
					</span>
					<span className="temple-offerings__section-count">
						{ sprintf(
							/* translators: %s: number of believers registered for this offering. */
							__( '%s people', 'temple-offerings' ),
							formatNumber( count, 0 )
						) }
					</span>
					{ added ? (
						<span className="temple-offerings__badge">
							{ __( 'In the prayer bag', 'temple-offerings' ) }
						</span>
					) : null }
					<span className="temple-offerings__chevron" aria-hidden />
				</button>
			</h2>
			<div
				id={ bodyId }
				className="temple-offerings__section-body"
				hidden={ ! expanded }
			>
				<Suspense
					fallback={
						<p className="temple-offerings__section-loading">
							{ __( 'Loading…', 'temple-offerings' ) }
						</p>
					}
				>
					<ProductBelievers rowKey={ rowKey } />
				</Suspense>
			</div>
		</section>
	);
} );

/** The selected products' form sections. */
export function FormsArea() {
	const keys = useSelectedRowKeys();
	return (
		<div className="temple-offerings__forms">
			{ keys.map( ( key ) => (
				<FormSection key={ key } rowKey={ key } />
			) ) }
		</div>
	);
}
