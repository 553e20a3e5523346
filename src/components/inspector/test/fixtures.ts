/**
 * The seeded shop's categories, as `wp/v2/product_cat` names them.
 */
export const SHOP_CATEGORIES = [
	{ id: 15, slug: 'light', name: '光明燈' },
	{ id: 16, slug: 'pudu', name: '普渡' },
	{ id: 17, slug: 'worship', name: '祭祀' },
	{ id: 18, slug: 'gift', name: '結緣品' },
	{ id: 19, slug: 'dead-blessing', name: '往生祈福' },
	{ id: 20, slug: 'super', name: '超薦' },
	{ id: 21, slug: 'animal', name: '寵物祈福' },
	{ id: 22, slug: 'change', name: '改運' },
];
