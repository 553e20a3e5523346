/**
 * Shared by the offering page's tests: the zh_TW catalogue, a network
 * boundary (window.fetch) that answers like the shop, and products.
 */

/**
 * Internal dependencies
 */
import type { Product, ProductRow } from '../../../types/product';
import type { PageSettings } from '../../../types/settings';
import { DEFAULT_PRICE_FORMAT } from '../../../domain/pricing';

export { setZhTw as loadZhTw } from '../../../test/zh-tw';

/** A fetch Response, as much of it as apiFetch and our code read. */
export class FakeResponse {
	readonly status: number;
	readonly ok: boolean;
	readonly statusText: string;
	readonly headers: Headers;
	private readonly body: string;

	constructor(
		body: string | null,
		init: {
			status?: number;
			statusText?: string;
			headers?: Record< string, string >;
		} = {}
	) {
		this.body = body ?? '';
		this.status = init.status ?? 200;
		this.statusText = init.statusText ?? '';
		this.ok = this.status >= 200 && this.status < 300;
		this.headers = new Headers( init.headers ?? {} );
	}

	async text(): Promise< string > {
		return this.body;
	}

	async json(): Promise< unknown > {
		return JSON.parse( this.body );
	}
}

/** jsdom has no Response; the preloading middleware builds one. */
export function installResponse(): void {
	( window as unknown as { Response: unknown } ).Response = FakeResponse;
	( globalThis as unknown as { Response: unknown } ).Response = FakeResponse;
}

export const json = (
	body: unknown,
	status = 200,
	headers: Record< string, string > = {}
) =>
	new FakeResponse( JSON.stringify( body ), {
		status,
		headers: { 'Content-Type': 'application/json', ...headers },
	} );

export type Handler = (
	url: string,
	init: RequestInit
) => FakeResponse | Promise< FakeResponse >;

/**
 * Replaces window.fetch (the network boundary) with a handler; returns the
 * mock so tests can read what was sent.
 *
 * @param handler Answers each request.
 * @return The jest mock.
 */
export function mockNetwork( handler: Handler ) {
	const mock = jest.fn( async ( input: unknown, init: RequestInit = {} ) =>
		handler( String( input ), init )
	);
	( window as unknown as { fetch: unknown } ).fetch = mock;
	return mock;
}

export const ORIGIN = window.location.origin;

export function settings(
	overrides: Partial< PageSettings > = {}
): PageSettings {
	return {
		allowedCategories: [ 'light', 'pudu', 'gift', 'change' ],
		defaultCategory: '',
		cartUrl: `${ ORIGIN }/cart/`,
		placeholderImage: `${ ORIGIN }/placeholder.png`,
		allowedOrigins: [ ORIGIN ],
		isLoggedIn: false,
		loginUrl: `${ ORIGIN }/wp-login.php`,
		restNonce: 'settings-nonce',
		priceFormat: DEFAULT_PRICE_FORMAT,
		owner: 'guest',
		guestDraftHours: 4,
		...overrides,
	};
}

const base = {
	short_description: '',
	sale_price: '',
	available_variations: [],
	image: '',
};

export const PRODUCTS: Product[] = [
	{
		...base,
		id: 11,
		name: '光明燈',
		slug: 'guangming-lamp',
		type: 'simple',
		category: [ 'light' ],
		image: 'https://example.test/light.png',
		price: '600',
		regular_price: '600',
	},
	{
		...base,
		id: 12,
		name: '太歲燈',
		slug: 'taisui-lamp',
		type: 'simple',
		category: [ 'light' ],
		price: '500',
		regular_price: '600',
		sale_price: '500',
	},
	{
		...base,
		id: 13,
		name: '普渡供品',
		slug: 'pudu-offering',
		type: 'simple',
		category: [ 'pudu' ],
		price: '1200',
		regular_price: '1200',
	},
	{
		...base,
		id: 14,
		name: '月供光明燈',
		slug: 'monthly-lamp',
		type: 'subscription',
		category: [ 'light' ],
		price: '100',
		regular_price: '100',
	},
	{
		...base,
		id: 20,
		name: '改運',
		slug: 'change-fortune',
		type: 'variable',
		category: [ 'change' ],
		price: '600',
		regular_price: '600',
		available_variations: [
			{
				variation_id: 21,
				price: '600',
				regular_price: '600',
				sale_price: '',
				attributes: [ { name: '方案', value: '基本' } ],
				image: '',
				variation_description: '',
			},
			{
				variation_id: 22,
				price: '1200',
				regular_price: '1200',
				sale_price: '',
				attributes: [ { name: '方案', value: '進階' } ],
				image: 'https://example.test/advanced.png',
				variation_description: '',
			},
		],
	},
];

export const CATEGORIES = [
	{ id: 1, name: '光明燈', slug: 'light' },
	{ id: 2, name: '普渡', slug: 'pudu' },
	{ id: 3, name: '祭祀', slug: 'worship' },
	{ id: 4, name: '改運', slug: 'change' },
];

/**
 * A shop that answers the page's reads, and add_to_cart with success.
 *
 * @param overrides Per-path answers, matched on the URL containing the key.
 * @return Handler.
 */
export function shop( overrides: Record< string, Handler > = {} ): Handler {
	return ( url, init ) => {
		for ( const [ key, handler ] of Object.entries( overrides ) ) {
			if ( url.includes( key ) ) {
				return handler( url, init );
			}
		}
		if ( url.includes( 'visible-products' ) ) {
			return json( PRODUCTS, 200, {
				'X-WP-Total': String( PRODUCTS.length ),
				'X-WP-TotalPages': '1',
			} );
		}
		if ( url.includes( 'product_cat' ) ) {
			return json( CATEGORIES, 200, {
				'X-WP-Total': '4',
				'X-WP-TotalPages': '1',
			} );
		}
		if ( url.includes( 'believers' ) ) {
			return json(
				init.method === 'POST' ? [] : [],
				init.method === 'POST' ? 201 : 200
			);
		}
		if ( url.includes( 'wc-ajax=add_to_cart' ) ) {
			return json( { fragments: {}, cart_hash: 'abc' } );
		}
		return json( { code: 'rest_no_route' }, 404 );
	};
}

/**
 * A row of the page (a product or one variation): a simple NT$600 product
 * in stock unless `fields` says otherwise.
 *
 * @param productId Product id.
 * @param name      Its name.
 * @param category  Its categories.
 * @param fields    What else differs from a simple NT$600 product in stock.
 */
export function productRowOf(
	productId: number,
	name: string,
	category: string[],
	fields: Partial< ProductRow > = {}
): ProductRow {
	const variationId = fields.variation_id ?? 0;
	return {
		key: `${ productId }:${ variationId }`,
		product_id: productId,
		variation_id: variationId,
		name,
		slug: name,
		type: variationId ? 'variable' : 'simple',
		category,
		image: '',
		image_width: 0,
		image_height: 0,
		short_description: '',
		price: '600',
		regular_price: '600',
		sale_price: '',
		variation_attributes: [],
		variation_image: '',
		stock: null,
		low_stock: false,
		sold_out: false,
		...fields,
	};
}
