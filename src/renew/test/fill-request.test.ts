/**
 * The page's fill address: what a renew or light again link asks for, and
 * the address once the fill has read it.
 */

/**
 * Internal dependencies
 */
import { fillRequest, withoutFillArgs } from '../fill-request';

describe( 'the address', () => {
	it( 'asks for a renew by order id, or saved believers for one offering', () => {
		expect( fillRequest( '?category=light&renew=41' ) ).toEqual( {
			type: 'renew',
			orderId: 41,
		} );
		expect( fillRequest( '?light=7,8,7,x,-3&offering=31' ) ).toEqual( {
			type: 'light',
			savedIds: [ 7, 8 ],
			productId: 31,
		} );
	} );

	it( 'asks for nothing with ids that are not ids', () => {
		expect( fillRequest( '?renew=abc' ) ).toBeNull();
		expect( fillRequest( '?renew=0' ) ).toBeNull();
		expect( fillRequest( '?light=7' ) ).toBeNull();
		expect( fillRequest( '?light=x&offering=3' ) ).toBeNull();
		expect( fillRequest( '?category=light' ) ).toBeNull();
	} );

	it( 'loses the fill arguments and keeps the tab', () => {
		expect(
			withoutFillArgs(
				'https://temple.test/offerings/?category=light&renew=41&light=1&offering=2'
			)
		).toBe( 'https://temple.test/offerings/?category=light' );
	} );
} );
