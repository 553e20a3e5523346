/**
 * formatPrice against the fixture the server's PriceFormat is also proven on
 * (php/tests/Domain/PriceFormatTest.php): the block's server-rendered cards
 * and the script that takes them over write every price alike.
 */

/**
 * Internal dependencies
 */
import {
	DEFAULT_PRICE_FORMAT,
	formatPrice,
	setPriceFormat,
	type PriceFormat,
} from '../pricing';
import fixtures from './prices.fixtures.json';

afterAll( () => setPriceFormat( DEFAULT_PRICE_FORMAT ) );

test.each(
	fixtures.cases.map(
		( item ) => [ item.value, item.format, item.expected ] as const
	)
)( 'formatPrice(%j) with %j is %s', ( value, format, expected ) => {
	setPriceFormat( format as PriceFormat );
	expect( formatPrice( value ) ).toBe( expected );
} );
