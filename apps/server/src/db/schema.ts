/**
 * Drizzle's view of the tables, one file per domain under ./schema. The SQL files in ./migrations
 * are the source of truth; these files mirror them so queries are typed. A test checks the two agree.
 */
export * from './schema/activity-taps.ts';
export * from './schema/cart.ts';
export * from './schema/cashback.ts';
export * from './schema/catalogue.ts';
export * from './schema/coupon-centre.ts';
export * from './schema/draw.ts';
export * from './schema/group-buy.ts';
export * from './schema/licences.ts';
export * from './schema/members.ts';
export * from './schema/operators.ts';
export * from './schema/orders.ts';
export * from './schema/recharge.ts';
export * from './schema/service.ts';
export * from './schema/site.ts';
export * from './schema/subscriptions.ts';
export * from './schema/trade-up.ts';
export * from './schema/zone-templates.ts';
