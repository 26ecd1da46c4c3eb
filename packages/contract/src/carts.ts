/**
 * Cart (keyed by the `session_id` cookie): /v1/carts*. The cart is split into boxes per coordinator;
 * `GET /v1/carts/{coordinatorId}` prices the boxes of one coordinator.
 */
import { type Static, Type } from 'typebox';
import { nullable, yen } from './common.ts';
import { ShippingSizeSchema, ShippingTypeSchema } from './enums.ts';
import { Product } from './products.ts';
import { Coordinator } from './profiles.ts';
import { Promotion } from './promotions.ts';

export const CartItem = Type.Object({
  productId: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
});
export type CartItem = Static<typeof CartItem>;

/** One shipping box. */
export const Cart = Type.Object({
  number: Type.Integer({ minimum: 1, description: 'box serial number (1..n) within the coordinator cart' }),
  type: ShippingTypeSchema,
  size: ShippingSizeSchema,
  rate: Type.Integer({ minimum: 0, description: 'box occupancy %' }),
  items: Type.Array(CartItem),
  coordinatorId: Type.String(),
});
export type Cart = Static<typeof Cart>;

export const CartResponse = Type.Object({
  carts: Type.Array(Cart),
  coordinators: Type.Array(Coordinator),
  products: Type.Array(Product),
});
export type CartResponse = Static<typeof CartResponse>;

export const CalcCartResponse = Type.Object({
  carts: Type.Array(Cart),
  items: Type.Array(CartItem, { description: 'items of the priced boxes merged by productId' }),
  products: Type.Array(Product),
  coordinator: Coordinator,
  promotion: nullable(Promotion),
  subtotal: yen('sum of the items, JPY tax included'),
  discount: yen('promotion discount, JPY tax included'),
  shippingFee: yen('shipping fee, JPY tax included'),
  total: yen('subtotal - discount + shippingFee, JPY tax included; echo it in the checkout body'),
  requestId: Type.String({ description: 'fresh id per call; send it back as the checkout requestId' }),
});
export type CalcCartResponse = Static<typeof CalcCartResponse>;

export const AddCartItemRequest = Type.Object({
  productId: Type.String({ minLength: 1 }),
  quantity: Type.Integer({ minimum: 1 }),
});
export type AddCartItemRequest = Static<typeof AddCartItemRequest>;

/** GET /v1/carts/{coordinatorId}. */
export const CalcCartQuery = Type.Object({
  number: Type.Optional(
    Type.Integer({ minimum: 0, default: 0, description: 'box number; 0 = all boxes of the coordinator' }),
  ),
  prefecture: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 47,
      default: 0,
      description: 'destination prefecture CODE for the shipping fee (0 = not chosen yet)',
    }),
  ),
  promotion: Type.Optional(
    Type.String({ default: '', description: 'promotion code; an unknown or invalid code is ignored' }),
  ),
});
export type CalcCartQuery = Static<typeof CalcCartQuery>;

/** DELETE /v1/carts/-/items/{productId}. */
export const RemoveCartItemQuery = Type.Object({
  number: Type.Optional(Type.Integer({ minimum: 0, default: 0, description: 'box number; 0 = any box' })),
});
export type RemoveCartItemQuery = Static<typeof RemoveCartItemQuery>;
