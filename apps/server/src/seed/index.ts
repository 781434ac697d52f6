/**
 * The deterministic demo store (DESIGN §7). Same size, same catalogue: a seeded PRNG drives
 * every choice, catalogue history is laid out before a fixed epoch, and only dates that must
 * stay meaningful (expiry, licences, messages) follow the clock. Rows go in with explicit ids
 * through bulk `unnest` inserts, so 200,000 offers cost a few dozen round trips.
 */
import type { DbHandle } from '../db/client.ts';
import { seedAccount } from './account.ts';
import { seedActivities } from './activities.ts';
import { seedArticles } from './articles.ts';
import { resetSequences } from './bulk.ts';
import { seedCashback } from './cashback.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedCatalogueExtras } from './catalogue-extras.ts';
import { seedChat } from './chat.ts';
import { seedCombinations } from './combinations.ts';
import { seedCouponCentre } from './coupon-centre.ts';
import { seedDemoCart } from './demo-cart.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDraws } from './draws.ts';
import { seedFavorites } from './favorites.ts';
import { seedFocus } from './focus.ts';
import { seedGroupBuys } from './group-buys.ts';
import { seedHomeFloors } from './home-floors.ts';
import { seedInbox } from './inbox.ts';
import { seedInspectionReports } from './inspection-reports.ts';
import { seedLicences } from './licences.ts';
import { seedMembers } from './members.ts';
import { seedNavigation } from './navigation.ts';
import { seedNews } from './news.ts';
import { seedOperators } from './operators.ts';
import { seedPoints } from './points.ts';
import { seedFlashWindows, seedNegotiatedPrices } from './pricing.ts';
import { createRandom, daysBefore, SEED_EPOCH, startOfDay } from './random.ts';
import { seedRegistration } from './registration.ts';
import { seedSelfService } from './self-service.ts';
import { seedSettings } from './site-settings.ts';
import { seedTradeUps } from './trade-ups.ts';
import { seedZoneTemplates } from './zone-templates.ts';
import { seedZones } from './zones.ts';

export interface SeedOptions {
  /** Number of offers to generate (DESIGN §7: at least 3,000 by default). */
  size: number;
  /** The clock for expiry dates, licences and messages; defaults to now. */
  now?: Date;
}

export const MIN_SEED_SIZE = 20;
export const MAX_SEED_SIZE = 1_000_000;

const PRNG_SEED = 20_261_101;

/** Tables the seed fills with explicit ids; their sequences move past them afterwards. */
const ID_TABLES = [
  'account_managers',
  'members',
  'companies',
  'business_scopes',
  'categories',
  'brands',
  'manufacturers',
  'warehouses',
  'goods',
  'offers',
  'ladder_prices',
  'nav_entries',
  'hot_searches',
  'focus_slots',
  'article_categories',
  'articles',
  'links',
  'inspection_reports',
  'control_zones',
  'activities',
  'activity_tiers',
  'combinations',
  'coupons',
  'member_coupons',
  'cash_vouchers',
  'recharge_tiers',
  'orders',
  'order_lines',
  'payments',
  'after_sales',
  'zone_templates',
  'zone_template_groups',
];

const SEEDED_TABLES = [
  ...ID_TABLES,
  'settings',
  'media',
  'cart_lines',
  'messages',
  'points_ledger',
  'control_rules',
  'activity_goods',
  'gift_rules',
  'combination_items',
  'negotiated_prices',
  'favorites',
  'balance_ledger',
  'recharges',
  'invoice_profiles',
  'order_events',
  'jobs',
  'after_sale_lines',
  'invoices',
  'coupon_campaigns',
  'draw_activities',
  'draw_prizes',
  'draw_chances',
  'draw_records',
  'cashback_campaigns',
  'cashback_tiers',
  'group_buys',
  'group_buy_orders',
  'points_goods',
  'points_orders',
  'points_order_lines',
  'zone_template_goods',
  'operators',
];

/** True when any member row exists. */
export async function isSeeded(handle: DbHandle): Promise<boolean> {
  const rows = await handle.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM members) AS seeded');
  return rows[0]?.seeded === true;
}

async function assertEmpty(handle: DbHandle): Promise<void> {
  for (const table of ['members', 'goods', 'categories', 'settings', 'media']) {
    const rows = await handle.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS any`);
    if (rows[0]?.any) throw new Error(`seedDemo needs an empty database, but ${table} has rows`);
  }
}

async function fill(handle: DbHandle, size: number, now: Date): Promise<void> {
  const random = createRandom(PRNG_SEED);
  await seedSettings(handle);
  await seedNavigation(handle);
  await seedFocus(handle);
  await seedArticles(handle, daysBefore(SEED_EPOCH, 300));
  await seedNews(handle);
  const offers = await seedCatalogue(handle, size, startOfDay(now), random);
  await seedCatalogueExtras(handle);
  await seedHomeFloors(handle);
  await seedInspectionReports(handle);
  await seedZones(handle, offers);
  // The activity and pricing picks below join the fresh catalogue; without statistics the planner
  // guesses nested loops that take minutes at 200,000 offers.
  await handle.exec('ANALYZE offers, goods, ladder_prices, control_rules');
  await seedActivities(handle, startOfDay(now));
  await seedZoneTemplates(handle, startOfDay(now));
  await handle.exec('ANALYZE activity_goods');
  await seedFlashWindows(handle, startOfDay(now));
  await seedCombinations(handle, startOfDay(now));
  await seedTradeUps(handle, startOfDay(now));
  // Members last: isSeeded() turns true only once everything they refer to exists.
  await seedMembers(handle, offers, now);
  await seedDemoCart(handle, await seedNegotiatedPrices(handle), now);
  await seedInbox(handle, now);
  await seedFavorites(handle, now);
  await seedRegistration(handle);
  await seedAccount(handle);
  await seedLicences(handle, now);
  await seedDemoOrders(handle, now);
  await seedSelfService(handle, now);
  await seedPoints(handle, now);
  await resetSequences(handle, ID_TABLES);
  // The chat's seeded answer is the demo operator kefu01's.
  await seedOperators(handle);
  await seedChat(handle, now);
  await seedCouponCentre(handle, now);
  await seedDraws(handle, now);
  await seedCashback(handle, now);
  await seedGroupBuys(handle, now);
}

/** Seeds the demo store into an empty, migrated database. */
export async function seedDemo(handle: DbHandle, options: SeedOptions): Promise<void> {
  const { size } = options;
  if (!Number.isInteger(size) || size < MIN_SEED_SIZE || size > MAX_SEED_SIZE) {
    throw new Error(`seed size must be an integer from ${MIN_SEED_SIZE} to ${MAX_SEED_SIZE}, got ${size}`);
  }
  await assertEmpty(handle);
  const now = options.now ?? new Date();
  if (handle.driver === 'pglite') {
    // One connection: the whole seed is one transaction, atomic and without a commit per batch.
    await handle.exec('BEGIN');
    try {
      await fill(handle, size, now);
      await handle.exec('COMMIT');
    } catch (error) {
      await handle.exec('ROLLBACK');
      throw error;
    }
    return;
  }
  // A pool cannot hold a transaction through this handle; undo a half-done seed instead.
  try {
    await fill(handle, size, now);
  } catch (error) {
    await handle.exec(`TRUNCATE ${SEEDED_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
    throw error;
  }
}
