/**
 * A store's delivery addresses: at most ADDRESS_MAX_PER_STORE, region codes checked against the
 * division list, and exactly one default while any address exists. Every change runs in one
 * transaction holding the store's row, so two requests cannot both pass the cap or both set a
 * default. An id of another store's address is "not found", whatever it is.
 */
import {
  ADDRESS_MAX_PER_STORE,
  ADDRESS_MESSAGES,
  type Address,
  type AddressInput,
} from '@mall/shared/address';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  type AddressRow,
  type AddressValues,
  countAddresses,
  deleteAddress,
  findAddress,
  findOldestAddressId,
  insertAddress,
  listAddresses,
  lockStoreAddresses,
  makeDefault,
  updateAddress,
} from './address.repository.ts';
import { requireRegion } from './region.service.ts';

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    consignee: row.consignee,
    phone: row.phone,
    province_code: row.provinceCode,
    province: row.province,
    city_code: row.cityCode,
    city: row.city,
    district_code: row.districtCode,
    district: row.district,
    detail: row.detail,
    full_address: `${row.province}${row.city}${row.district}${row.detail}`,
    is_default: row.isDefault ? 1 : 0,
  };
}

function valuesOf(input: AddressInput): AddressValues {
  const region = requireRegion(input, ADDRESS_MESSAGES.badRegion);
  return {
    consignee: input.consignee,
    phone: input.phone,
    provinceCode: region.province_code,
    province: region.province,
    cityCode: region.city_code,
    city: region.city,
    districtCode: region.district_code,
    district: region.district,
    detail: input.detail,
  };
}

async function ownAddress(ex: Executor, companyId: number, id: number): Promise<AddressRow> {
  const row = await findAddress(ex, companyId, id);
  if (!row) throw new AppError('not_found', ADDRESS_MESSAGES.notFound);
  return row;
}

async function reread(ex: Executor, companyId: number, id: number): Promise<Address> {
  return toAddress(await ownAddress(ex, companyId, id));
}

export async function listStoreAddresses(db: Database, companyId: number): Promise<Address[]> {
  return (await listAddresses(db, companyId)).map(toAddress);
}

/** The store's first address becomes its default whatever the form said. */
export async function createAddress(db: Database, companyId: number, input: AddressInput): Promise<Address> {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    await lockStoreAddresses(tx, companyId);
    const existing = await countAddresses(tx, companyId);
    if (existing >= ADDRESS_MAX_PER_STORE) throw new AppError('conflict', ADDRESS_MESSAGES.tooMany);
    const row = await insertAddress(tx, companyId, values, false);
    if (existing === 0 || input.is_default === 1) await makeDefault(tx, companyId, row.id);
    return reread(tx, companyId, row.id);
  });
}

/**
 * is_default 1 makes the address the default; 0 on the current default leaves it so (another
 * address becomes the default only by choosing it), since a store with addresses keeps one.
 */
export async function editAddress(
  db: Database,
  companyId: number,
  id: number,
  input: AddressInput,
): Promise<Address> {
  const values = valuesOf(input);
  return db.transaction(async (tx) => {
    await lockStoreAddresses(tx, companyId);
    await ownAddress(tx, companyId, id);
    await updateAddress(tx, companyId, id, values);
    if (input.is_default === 1) await makeDefault(tx, companyId, id);
    return reread(tx, companyId, id);
  });
}

/** Deleting the default hands the default to the oldest address left. */
export async function removeAddress(db: Database, companyId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockStoreAddresses(tx, companyId);
    const row = await ownAddress(tx, companyId, id);
    await deleteAddress(tx, companyId, id);
    if (!row.isDefault) return;
    const next = await findOldestAddressId(tx, companyId);
    if (next !== undefined) await makeDefault(tx, companyId, next);
  });
}

export async function setDefaultAddress(db: Database, companyId: number, id: number): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockStoreAddresses(tx, companyId);
    await ownAddress(tx, companyId, id);
    await makeDefault(tx, companyId, id);
    return reread(tx, companyId, id);
  });
}
