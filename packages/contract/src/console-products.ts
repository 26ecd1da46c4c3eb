/**
 * The seller console's catalogue: /v1/console/products*, /v1/console/producers*,
 * /v1/console/uploads/media (docs/console.md). A coordinator reads and changes their own marche's
 * products and producers, an administrator every marche's.
 */
import { type Static, Type } from 'typebox';
import { id, Media, PagingQuery, total, unixTime, yen } from './common.ts';
import { DeliveryTypeSchema, ProductStatusSchema, StorageMethodTypeSchema } from './enums.ts';
import { Category, ProductTag, ProductType } from './products.ts';
import {
  CONSOLE_PRODUCER_LIMITS,
  CONSOLE_PRODUCT_LIMITS,
  CONSOLE_PRODUCT_STATUS_FILTERS,
  CONSOLE_STOCK_FILTERS,
  LOW_STOCK_THRESHOLD,
  MAX_STOCK,
} from './values/console-limits.ts';

// The limits are plain values the storefront's console forms use too (@hatake/contract/values).
export { CONSOLE_PRODUCT_LIMITS, LOW_STOCK_THRESHOLD, MAX_STOCK } from './values/console-limits.ts';

const text = (maxLength: number, description: string) => Type.String({ maxLength, description });
const prefectureCode = (description: string) => Type.Integer({ minimum: 1, maximum: 47, description });

/** Every field of a product a coordinator writes. */
const productFields = {
  producerId: id('producer of the same marche'),
  productTypeId: id('product type (its category follows)'),
  productTagIds: Type.Array(Type.String({ maxLength: 64 }), {
    maxItems: CONSOLE_PRODUCT_LIMITS.tags,
    uniqueItems: true,
    description: 'tag ids',
  }),
  name: Type.String({ minLength: 1, maxLength: CONSOLE_PRODUCT_LIMITS.name, description: 'name (Japanese)' }),
  description: text(CONSOLE_PRODUCT_LIMITS.description, 'description (Japanese)'),
  nameEn: text(CONSOLE_PRODUCT_LIMITS.name, 'English name ("" = none: the storefront shows `name`)'),
  descriptionEn: text(CONSOLE_PRODUCT_LIMITS.description, 'English description ("" = none)'),
  media: Type.Array(Media, {
    maxItems: CONSOLE_PRODUCT_LIMITS.media,
    description:
      'images in display order; at most one `isThumbnail` (none = the first). Each URL is one already ' +
      'on the product or a succeeded console upload (POST /v1/console/uploads/media)',
  }),
  price: yen('unit price, JPY tax included'),
  cost: yen('purchase cost, JPY (never shown to shoppers)'),
  weightGrams: Type.Integer({
    minimum: 0,
    maximum: 100_000,
    description: 'shipping weight of one unit, GRAMS',
  }),
  itemUnit: text(CONSOLE_PRODUCT_LIMITS.itemUnit, 'unit label (袋, 箱…)'),
  itemDescription: text(CONSOLE_PRODUCT_LIMITS.itemDescription, 'what one unit is'),
  deliveryType: DeliveryTypeSchema,
  storageMethodType: StorageMethodTypeSchema,
  expirationDate: Type.Integer({
    minimum: 0,
    maximum: 3650,
    description: 'best-before, DAYS after delivery',
  }),
  recommendedPoint1: text(CONSOLE_PRODUCT_LIMITS.recommendedPoint, 'selling point'),
  recommendedPoint2: text(CONSOLE_PRODUCT_LIMITS.recommendedPoint, 'selling point'),
  recommendedPoint3: text(CONSOLE_PRODUCT_LIMITS.recommendedPoint, 'selling point'),
  box60Rate: Type.Integer({ minimum: 0, maximum: 600, description: '% of a size-60 box one unit takes' }),
  box80Rate: Type.Integer({ minimum: 0, maximum: 250, description: '% of a size-80 box one unit takes' }),
  box100Rate: Type.Integer({ minimum: 0, maximum: 100, description: '% of a size-100 box one unit takes' }),
  originPrefectureCode: prefectureCode('origin prefecture, 1–47'),
  originCity: text(CONSOLE_PRODUCT_LIMITS.originCity, 'origin city'),
  startAt: unixTime('sale starts, unix seconds'),
  endAt: unixTime('sale ends, unix seconds (after startAt)'),
};

/** POST /v1/console/products. */
export const CreateConsoleProductRequest = Type.Object(
  {
    ...productFields,
    coordinatorId: Type.Optional(
      id('the marche: required for an administrator; a coordinator’s own (or omitted)'),
    ),
    inventory: Type.Optional(
      Type.Integer({ minimum: 0, maximum: MAX_STOCK, description: 'initial stock (default 0)' }),
    ),
    public: Type.Optional(Type.Boolean({ description: 'published at once (default false: a draft)' })),
  },
  { additionalProperties: false },
);
export type CreateConsoleProductRequest = Static<typeof CreateConsoleProductRequest>;

/** PATCH /v1/console/products/{productId}: any of the fields; stock and publication have their own calls. */
export const UpdateConsoleProductRequest = Type.Partial(Type.Object(productFields), {
  additionalProperties: false,
  minProperties: 1,
});
export type UpdateConsoleProductRequest = Static<typeof UpdateConsoleProductRequest>;

export const ConsoleProduct = Type.Object({
  ...productFields,
  id: id('product id'),
  coordinatorId: id('marche'),
  categoryId: id('category (of the product type)'),
  inventory: Type.Integer({ minimum: 0, description: 'stock' }),
  public: Type.Boolean({ description: 'published (shown on the storefront within its sale period)' }),
  status: ProductStatusSchema,
  thumbnailUrl: Type.String({ description: 'the thumbnail medium (else the first; "" without media)' }),
  createdAt: unixTime(),
  updatedAt: unixTime(),
});
export type ConsoleProduct = Static<typeof ConsoleProduct>;

export const ConsoleProductResponse = Type.Object({ product: ConsoleProduct });
export type ConsoleProductResponse = Static<typeof ConsoleProductResponse>;

export { CONSOLE_PRODUCT_STATUS_FILTERS, CONSOLE_STOCK_FILTERS } from './values/console-limits.ts';

const optionalLiteral = (values: readonly string[], description: string) =>
  Type.Optional(
    Type.Union([Type.Literal(''), ...values.map((value) => Type.Literal(value))], { description }),
  );

export const ListConsoleProductsQuery = Type.Object({
  ...PagingQuery.properties,
  q: Type.Optional(
    Type.String({ maxLength: 128, description: 'words in the name (ja or en) or the description' }),
  ),
  status: optionalLiteral(
    CONSOLE_PRODUCT_STATUS_FILTERS,
    'public / private (draft) / presale / forSale / ended (sale period over); "" = all',
  ),
  stock: optionalLiteral(
    CONSOLE_STOCK_FILTERS,
    `inStock (> 0) / low (1–${LOW_STOCK_THRESHOLD}) / soldOut (0); "" = all`,
  ),
  coordinatorId: Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'administrators: one marche ("" = all); ignored for coordinators',
    }),
  ),
  producerId: Type.Optional(Type.String({ maxLength: 64, description: 'one producer ("" = all)' })),
});
export type ListConsoleProductsQuery = Static<typeof ListConsoleProductsQuery>;

export const ConsoleProductsResponse = Type.Object({ products: Type.Array(ConsoleProduct), total: total() });
export type ConsoleProductsResponse = Static<typeof ConsoleProductsResponse>;

/**
 * POST /v1/console/products/{productId}/stock. `delta` adds (or, negative, removes) units;
 * `set` makes the stock `quantity` — with `expectedInventory`, only while the stock is still that
 * (else 412 with the current stock), so a sale meanwhile is never overwritten.
 */
export const AdjustConsoleStockRequest = Type.Object(
  {
    mode: Type.Union([Type.Literal('delta'), Type.Literal('set')]),
    quantity: Type.Integer({
      minimum: -MAX_STOCK,
      maximum: MAX_STOCK,
      description: 'units (delta ≠ 0; set ≥ 0)',
    }),
    expectedInventory: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_STOCK,
        description: '`set` only: the stock the coordinator saw',
      }),
    ),
    reason: Type.String({
      minLength: 1,
      maxLength: CONSOLE_PRODUCT_LIMITS.reason,
      description: 'why (kept in the audit log)',
    }),
  },
  { additionalProperties: false },
);
export type AdjustConsoleStockRequest = Static<typeof AdjustConsoleStockRequest>;

// ---------------------------------------------------------------------------
// Producers
// ---------------------------------------------------------------------------

export { CONSOLE_PRODUCER_LIMITS } from './values/console-limits.ts';

const producerFields = {
  username: Type.String({
    minLength: 1,
    maxLength: CONSOLE_PRODUCER_LIMITS.name,
    description: 'name (Japanese)',
  }),
  usernameEn: text(CONSOLE_PRODUCER_LIMITS.name, 'English name ("" = none)'),
  profile: text(CONSOLE_PRODUCER_LIMITS.profile, 'profile (Japanese)'),
  profileEn: text(CONSOLE_PRODUCER_LIMITS.profile, 'English profile ("" = none)'),
  thumbnailUrl: text(
    CONSOLE_PRODUCER_LIMITS.url,
    'portrait: the current one or a succeeded console upload ("" = none)',
  ),
  headerUrl: text(
    CONSOLE_PRODUCER_LIMITS.url,
    'header image: the current one or a succeeded console upload ("" = none)',
  ),
  promotionVideoUrl: text(CONSOLE_PRODUCER_LIMITS.url, 'intro video: the current one ("" = none)'),
  instagramId: text(CONSOLE_PRODUCER_LIMITS.account, 'Instagram account ("" = none)'),
  facebookId: text(CONSOLE_PRODUCER_LIMITS.account, 'Facebook account ("" = none)'),
  prefectureCode: prefectureCode('prefecture, 1–47'),
  city: text(CONSOLE_PRODUCER_LIMITS.city, 'city'),
};

export const CreateConsoleProducerRequest = Type.Object(
  {
    ...producerFields,
    coordinatorId: Type.Optional(
      id('the marche: required for an administrator; a coordinator’s own (or omitted)'),
    ),
  },
  { additionalProperties: false },
);
export type CreateConsoleProducerRequest = Static<typeof CreateConsoleProducerRequest>;

export const UpdateConsoleProducerRequest = Type.Partial(Type.Object(producerFields), {
  additionalProperties: false,
  minProperties: 1,
});
export type UpdateConsoleProducerRequest = Static<typeof UpdateConsoleProducerRequest>;

export const ConsoleProducer = Type.Object({
  ...producerFields,
  id: id('producer id'),
  coordinatorId: id('marche'),
  productCount: Type.Integer({ minimum: 0, description: 'products of this producer (not deleted)' }),
  createdAt: unixTime(),
  updatedAt: unixTime(),
});
export type ConsoleProducer = Static<typeof ConsoleProducer>;

export const ConsoleProducerResponse = Type.Object({ producer: ConsoleProducer });
export type ConsoleProducerResponse = Static<typeof ConsoleProducerResponse>;

export const ListConsoleProducersQuery = Type.Object({
  ...PagingQuery.properties,
  q: Type.Optional(Type.String({ maxLength: 128, description: 'words in the name (ja or en)' })),
  coordinatorId: Type.Optional(
    Type.String({
      maxLength: 64,
      description: 'administrators: one marche ("" = all); ignored for coordinators',
    }),
  ),
});
export type ListConsoleProducersQuery = Static<typeof ListConsoleProducersQuery>;

export const ConsoleProducersResponse = Type.Object({
  producers: Type.Array(ConsoleProducer),
  total: total(),
});
export type ConsoleProducersResponse = Static<typeof ConsoleProducersResponse>;

// ---------------------------------------------------------------------------
// What the product form chooses from
// ---------------------------------------------------------------------------

export const ConsoleMarche = Type.Object({
  id: id('coordinator (marche) id'),
  marcheName: Type.String(),
  marcheNameEn: Type.String({ description: 'English name ("" if none)' }),
});
export type ConsoleMarche = Static<typeof ConsoleMarche>;

/** GET /v1/console/taxonomy: every category, product type and tag, and the marches in scope. */
export const ConsoleTaxonomyResponse = Type.Object({
  categories: Type.Array(Category),
  productTypes: Type.Array(ProductType),
  productTags: Type.Array(ProductTag),
  marches: Type.Array(ConsoleMarche, {
    description: 'a coordinator’s own marche; every marche for an administrator',
  }),
});
export type ConsoleTaxonomyResponse = Static<typeof ConsoleTaxonomyResponse>;
