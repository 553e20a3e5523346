/**
 * imageLoading() against the fixture OfferingsMarkup is also proven on
 * (php/tests/Block/OfferingsMarkupTest.php): the script's cards load their
 * images as the server's do.
 */

/**
 * Internal dependencies
 */
import { imageLoading } from '../product-card';
import fixtures from './image-loading.fixtures.json';

test.each(
	fixtures.cases.map(
		( item ) => [ item.index, item.loading, item.fetchpriority ] as const
	)
)( 'card %i: loading %s, fetchpriority %s', ( index, loading, priority ) => {
	expect( imageLoading( index ) ).toEqual( {
		loading,
		...( priority ? { fetchpriority: priority } : {} ),
	} );
} );
