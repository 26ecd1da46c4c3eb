/** Products and their taxonomy: /v1/products*. Reviews are in reviews.ts. */
import { type Static, Type } from 'typebox';
import { id, Media, mediaUrl, PagingQuery, Rate, total, unixTime, yen } from './common.ts';
import { DeliveryTypeSchema, ProductStatusSchema, StorageMethodTypeSchema } from './enums.ts';
import { Coordinator, Producer } from './profiles.ts';

export const Category = Type.Object({
  id: id('category id'),
  name: Type.String({ description: 'category name' }),
  nameEn: Type.String({ description: 'English name, shown on English pages ("" if none: show `name`)' }),
});
export type Category = Static<typeof Category>;

export const ProductType = Type.Object({
  id: id('product type id'),
  name: Type.String({ description: 'product type name' }),
  nameEn: Type.String({ description: 'English name, shown on English pages ("" if none: show `name`)' }),
  iconUrl: mediaUrl('icon URL ("" if none)'),
  categoryId: id('category id'),
});
export type ProductType = Static<typeof ProductType>;

export const ProductTag = Type.Object({
  id: id('product tag id'),
  name: Type.String({ description: 'tag name' }),
  nameEn: Type.String({ description: 'English name, shown on English pages ("" if none: show `name`)' }),
});
export type ProductTag = Static<typeof ProductTag>;

/** Product medium (same shape as ExperienceMedia). */
export const ProductMedia = Media;
export type ProductMedia = Static<typeof ProductMedia>;

/** Product rating summary (same shape as ExperienceRate). */
export const ProductRate = Rate;
export type ProductRate = Static<typeof ProductRate>;

export const Product = Type.Object({
  id: id('product id'),
  name: Type.String({ description: 'product name' }),
  description: Type.String(),
  nameEn: Type.String({
    description: 'English name, shown on English pages and matched by search ("" if none: show `name`)',
  }),
  descriptionEn: Type.String({
    description:
      'English description, shown on English pages and matched by search ("" if none: show `description`)',
  }),
  status: ProductStatusSchema,
  coordinatorId: id(),
  producerId: id(),
  categoryId: id(),
  productTypeId: id(),
  productTagIds: Type.Array(Type.String(), { description: 'tag ids' }),
  thumbnailUrl: mediaUrl(),
  media: Type.Array(ProductMedia),
  price: yen('unit price, JPY tax included'),
  inventory: Type.Integer({ minimum: 0, description: 'stock count' }),
  weight: Type.Number({ minimum: 0, description: 'weight in kg (1 decimal)' }),
  itemUnit: Type.String({ description: 'unit label (e.g. 袋, 箱)' }),
  itemDescription: Type.String({ description: 'description of one unit' }),
  deliveryType: DeliveryTypeSchema,
  recommendedPoint1: Type.String({ description: 'selling point (<= 128 chars)' }),
  recommendedPoint2: Type.String({ description: 'selling point (<= 128 chars)' }),
  recommendedPoint3: Type.String({ description: 'selling point (<= 128 chars)' }),
  expirationDate: Type.Integer({ minimum: 0, description: 'best-before period in DAYS' }),
  storageMethodType: StorageMethodTypeSchema,
  box60Rate: Type.Integer({ minimum: 0, description: 'occupancy % of one unit in a size-60 box' }),
  box80Rate: Type.Integer({ minimum: 0, description: 'occupancy % of one unit in a size-80 box' }),
  box100Rate: Type.Integer({ minimum: 0, description: 'occupancy % of one unit in a size-100 box' }),
  originPrefecture: Type.String({ description: 'origin prefecture NAME in Japanese' }),
  originCity: Type.String({ description: 'origin city' }),
  rate: ProductRate,
  startAt: unixTime('sales start, unix seconds'),
  endAt: unixTime('sales end, unix seconds'),
});
export type Product = Static<typeof Product>;

export const ProductsResponse = Type.Object({
  products: Type.Array(Product),
  coordinators: Type.Array(Coordinator),
  producers: Type.Array(Producer),
  categories: Type.Array(Category),
  productTypes: Type.Array(ProductType),
  productTags: Type.Array(ProductTag),
  total: total(),
});
export type ProductsResponse = Static<typeof ProductsResponse>;

export const ProductResponse = Type.Object({
  product: Product,
  coordinator: Coordinator,
  producer: Producer,
  category: Category,
  productType: ProductType,
  productTags: Type.Array(ProductTag),
});
export type ProductResponse = Static<typeof ProductResponse>;

/** Sort orders of GET /v1/products (`sort` is omitted by the storefront for "recommend"). */
export const PRODUCT_SORTS = ['recommend', 'newer', 'priceAsc', 'priceDesc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const ListProductsQuery = Type.Object({
  ...PagingQuery.properties,
  coordinatorId: Type.Optional(Type.String({ description: 'only this coordinator (404 if unknown)' })),
  sort: Type.Optional(
    Type.Unsafe<ProductSort>(
      Type.String({
        enum: [...PRODUCT_SORTS],
        default: 'recommend',
        description: `one of ${PRODUCT_SORTS.join(', ')}`,
      }),
    ),
  ),
});
export type ListProductsQuery = Static<typeof ListProductsQuery>;
