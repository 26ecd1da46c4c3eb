import { relations } from 'drizzle-orm';
import { cartItems, carts } from './carts.ts';
import { coordinators, producers } from './coordinators.ts';
import { experiences, experienceTypes } from './experiences.ts';
import {
  orderExperiences,
  orderFulfillments,
  orderItems,
  orderPayments,
  orderRefunds,
  orders,
} from './orders.ts';
import { categories, products, productTags, productTypes } from './products.ts';
import { promotions } from './promotions.ts';
import {
  experienceReviewReactions,
  experienceReviews,
  productReviewReactions,
  productReviews,
} from './reviews.ts';
import { liveComments, lives, schedules } from './schedules.ts';
import { shippings } from './shipping.ts';
import { spots, spotTypes } from './spots.ts';
import { addresses, refreshTokens, userIdentities, users, verificationCodes } from './users.ts';
import { videoComments, videos } from './videos.ts';

// Relations for drizzle's relational query API (`db.query.products.findMany({ with: … })`).

export const usersRelations = relations(users, ({ many }) => ({
  addresses: many(addresses),
  identities: many(userIdentities),
  refreshTokens: many(refreshTokens),
  verificationCodes: many(verificationCodes),
}));
export const addressesRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.userId], references: [users.id] }),
}));
export const userIdentitiesRelations = relations(userIdentities, ({ one }) => ({
  user: one(users, { fields: [userIdentities.userId], references: [users.id] }),
}));
export const refreshTokensRelations = relations(refreshTokens, ({ one }) => ({
  user: one(users, { fields: [refreshTokens.userId], references: [users.id] }),
}));
export const verificationCodesRelations = relations(verificationCodes, ({ one }) => ({
  user: one(users, { fields: [verificationCodes.userId], references: [users.id] }),
}));

export const coordinatorsRelations = relations(coordinators, ({ many }) => ({
  producers: many(producers),
  products: many(products),
  experiences: many(experiences),
  schedules: many(schedules),
  videos: many(videos),
  shippings: many(shippings),
}));
export const producersRelations = relations(producers, ({ one, many }) => ({
  coordinator: one(coordinators, { fields: [producers.coordinatorId], references: [coordinators.id] }),
  products: many(products),
  experiences: many(experiences),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({
  productTypes: many(productTypes),
}));
export const productTypesRelations = relations(productTypes, ({ one }) => ({
  category: one(categories, { fields: [productTypes.categoryId], references: [categories.id] }),
}));
export const productTagsRelations = relations(productTags, () => ({}));
export const productsRelations = relations(products, ({ one, many }) => ({
  coordinator: one(coordinators, { fields: [products.coordinatorId], references: [coordinators.id] }),
  producer: one(producers, { fields: [products.producerId], references: [producers.id] }),
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  productType: one(productTypes, { fields: [products.productTypeId], references: [productTypes.id] }),
  reviews: many(productReviews),
}));

export const experienceTypesRelations = relations(experienceTypes, ({ many }) => ({
  experiences: many(experiences),
}));
export const experiencesRelations = relations(experiences, ({ one, many }) => ({
  coordinator: one(coordinators, { fields: [experiences.coordinatorId], references: [coordinators.id] }),
  producer: one(producers, { fields: [experiences.producerId], references: [producers.id] }),
  experienceType: one(experienceTypes, {
    fields: [experiences.experienceTypeId],
    references: [experienceTypes.id],
  }),
  reviews: many(experienceReviews),
}));

export const shippingsRelations = relations(shippings, ({ one }) => ({
  coordinator: one(coordinators, { fields: [shippings.coordinatorId], references: [coordinators.id] }),
}));
export const promotionsRelations = relations(promotions, ({ one }) => ({
  coordinator: one(coordinators, { fields: [promotions.coordinatorId], references: [coordinators.id] }),
}));

export const cartsRelations = relations(carts, ({ one, many }) => ({
  user: one(users, { fields: [carts.userId], references: [users.id] }),
  items: many(cartItems),
}));
export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  cart: one(carts, { fields: [cartItems.cartId], references: [carts.id] }),
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  coordinator: one(coordinators, { fields: [orders.coordinatorId], references: [coordinators.id] }),
  promotion: one(promotions, { fields: [orders.promotionId], references: [promotions.id] }),
  payment: one(orderPayments, { fields: [orders.id], references: [orderPayments.orderId] }),
  experience: one(orderExperiences, { fields: [orders.id], references: [orderExperiences.orderId] }),
  fulfillments: many(orderFulfillments),
  items: many(orderItems),
  refunds: many(orderRefunds),
}));
export const orderPaymentsRelations = relations(orderPayments, ({ one }) => ({
  order: one(orders, { fields: [orderPayments.orderId], references: [orders.id] }),
}));
export const orderFulfillmentsRelations = relations(orderFulfillments, ({ one, many }) => ({
  order: one(orders, { fields: [orderFulfillments.orderId], references: [orders.id] }),
  items: many(orderItems),
}));
export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  fulfillment: one(orderFulfillments, {
    fields: [orderItems.fulfillmentId],
    references: [orderFulfillments.id],
  }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));
export const orderExperiencesRelations = relations(orderExperiences, ({ one }) => ({
  order: one(orders, { fields: [orderExperiences.orderId], references: [orders.id] }),
  experience: one(experiences, { fields: [orderExperiences.experienceId], references: [experiences.id] }),
}));
export const orderRefundsRelations = relations(orderRefunds, ({ one }) => ({
  order: one(orders, { fields: [orderRefunds.orderId], references: [orders.id] }),
}));

export const schedulesRelations = relations(schedules, ({ one, many }) => ({
  coordinator: one(coordinators, { fields: [schedules.coordinatorId], references: [coordinators.id] }),
  lives: many(lives),
  comments: many(liveComments),
}));
export const livesRelations = relations(lives, ({ one }) => ({
  schedule: one(schedules, { fields: [lives.scheduleId], references: [schedules.id] }),
  producer: one(producers, { fields: [lives.producerId], references: [producers.id] }),
}));
export const liveCommentsRelations = relations(liveComments, ({ one }) => ({
  schedule: one(schedules, { fields: [liveComments.scheduleId], references: [schedules.id] }),
  user: one(users, { fields: [liveComments.userId], references: [users.id] }),
}));

export const videosRelations = relations(videos, ({ one, many }) => ({
  coordinator: one(coordinators, { fields: [videos.coordinatorId], references: [coordinators.id] }),
  comments: many(videoComments),
}));
export const videoCommentsRelations = relations(videoComments, ({ one }) => ({
  video: one(videos, { fields: [videoComments.videoId], references: [videos.id] }),
  user: one(users, { fields: [videoComments.userId], references: [users.id] }),
}));

export const productReviewsRelations = relations(productReviews, ({ one, many }) => ({
  product: one(products, { fields: [productReviews.productId], references: [products.id] }),
  user: one(users, { fields: [productReviews.userId], references: [users.id] }),
  reactions: many(productReviewReactions),
}));
export const productReviewReactionsRelations = relations(productReviewReactions, ({ one }) => ({
  review: one(productReviews, { fields: [productReviewReactions.reviewId], references: [productReviews.id] }),
  user: one(users, { fields: [productReviewReactions.userId], references: [users.id] }),
}));
export const experienceReviewsRelations = relations(experienceReviews, ({ one, many }) => ({
  experience: one(experiences, { fields: [experienceReviews.experienceId], references: [experiences.id] }),
  user: one(users, { fields: [experienceReviews.userId], references: [users.id] }),
  reactions: many(experienceReviewReactions),
}));
export const experienceReviewReactionsRelations = relations(experienceReviewReactions, ({ one }) => ({
  review: one(experienceReviews, {
    fields: [experienceReviewReactions.reviewId],
    references: [experienceReviews.id],
  }),
  user: one(users, { fields: [experienceReviewReactions.userId], references: [users.id] }),
}));

export const spotTypesRelations = relations(spotTypes, ({ many }) => ({
  spots: many(spots),
}));
export const spotsRelations = relations(spots, ({ one }) => ({
  spotType: one(spotTypes, { fields: [spots.spotTypeId], references: [spotTypes.id] }),
}));
