/**
 * Canned answers for the mocked `@wordpress/api-fetch`: the network boundary
 * the editor's tests stop at. Routes by path, like the real REST server.
 */
/**
 * Internal dependencies
 */
import type { Product } from '../../../types/product';

type Options = { path?: string; parse?: boolean };

/**
 * What a parse:false caller reads from a Response.
 * @param status
 * @param body
 * @param total
 */
function response( status: number, body: unknown, total?: number ) {
	const text = JSON.stringify( body );
	const headers: Record< string, string > = {
		'x-wp-total': String(
			total ?? ( Array.isArray( body ) ? body.length : 0 )
		),
		'x-wp-totalpages': '1',
	};
	return {
		ok: status >= 200 && status < 300,
		status,
		headers: {
			get: ( name: string ) => headers[ name.toLowerCase() ] ?? null,
		},
		text: async () => text,
		json: async () => JSON.parse( text ),
	};
}

export interface ShopAnswers {
	/** product_cat terms; null when the taxonomy is not registered (no WooCommerce). */
	categories: { id: number; slug: string; name: string }[] | null;
	/** visible-products rows; null answers 404 (route not there). */
	products: Product[] | null;
}

/**
 * An apiFetch implementation answering like the shop would.
 *
 * @param answers What the shop holds.
 */
export function shopApiFetch( answers: ShopAnswers ) {
	return async ( options: Options ) => {
		const path = options.path ?? '';
		if ( path.startsWith( '/wp/v2/taxonomies' ) ) {
			return answers.categories
				? {
						product_cat: {
							name: 'Categories',
							rest_base: 'product_cat',
							rest_namespace: 'wp/v2',
						},
					}
				: {};
		}
		if ( path.startsWith( '/wp/v2/product_cat' ) ) {
			return response( 200, answers.categories ?? [] );
		}
		if ( path.startsWith( '/temple-offerings/v1/visible-products' ) ) {
			if ( answers.products === null ) {
				// apiFetch with parse:false throws the error Response.
				throw response( 404, {
					code: 'rest_no_route',
					message:
						'No route was found matching the URL and request method.',
				} );
			}
			const category = /category=([^&]*)/.exec( path )?.[ 1 ] ?? '';
			const wanted = category.split( ',' );
			return response(
				200,
				answers.products.filter( ( item ) =>
					item.category.some( ( slug ) => wanted.includes( slug ) )
				)
			);
		}
		throw response( 404, { code: 'rest_no_route', message: path } );
	};
}

/**
 * A product on the wire, with the fields the preview does not care about filled in.
 *
 * @param fields What this product is.
 */
export function product(
	fields: Partial< Product > & Pick< Product, 'id' | 'name' | 'category' >
): Product {
	return {
		slug: `product-${ fields.id }`,
		type: 'simple',
		image: '',
		short_description: '',
		price: '100',
		regular_price: '100',
		sale_price: '',
		available_variations: [],
		...fields,
	};
}

/** A few of the seeded shop's products. */
export const SHOP_PRODUCTS: Product[] = [
	product( {
		id: 10,
		name: '光明燈',
		category: [ 'light' ],
		price: '600',
		regular_price: '600',
	} ),
	product( {
		id: 11,
		name: '文昌燈',
		category: [ 'light', 'worship' ],
		price: '800',
		regular_price: '800',
	} ),
	product( {
		id: 12,
		name: '普渡供品',
		category: [ 'pudu' ],
		price: '1200',
		regular_price: '1200',
	} ),
	product( {
		id: 13,
		name: '改運',
		category: [ 'change' ],
		type: 'variable',
		price: '600',
		available_variations: [
			{
				variation_id: 14,
				price: '600',
				regular_price: '600',
				sale_price: '',
				attributes: [ { name: '方案', value: '基本' } ],
				image: '',
				variation_description: '',
			},
			{
				variation_id: 15,
				price: '1200',
				regular_price: '1200',
				sale_price: '',
				attributes: [ { name: '方案', value: '進階' } ],
				image: '',
				variation_description: '',
			},
		],
	} ),
];
