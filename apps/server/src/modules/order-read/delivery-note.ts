/**
 * The 随货同行单 of a shipped order (DESIGN §6): the order's lines as rows a warehouse and a buyer
 * check against the goods. Each row's number × price is its amount to the fen: gifts are rows of
 * their own at ¥0.00, and a package component whose shared amount does not divide by its quantity
 * becomes two rows, one a fen dearer per unit. Pure.
 */
import { amountInWords } from '@mall/shared/amount-words';
import type { DeliveryNoteLine } from '@mall/shared/documents';
import { formatFen } from '@mall/shared/money';

export interface NoteLineRow {
  id: number;
  name: string;
  generic_name: string;
  spec: string;
  dosage_form: string;
  manufacturer: string;
  mah: string;
  approval_number: string;
  batch_number: string;
  expiry_date: string | null;
  unit: string;
  quantity: number;
  unit_price: number;
  amount: number;
  gift_quantity: number;
  gift_stock: number;
  gift_name: string;
  /** units refunded before the order shipped: they did not leave */
  cancelled_quantity: number;
}

function rowOf(line: NoteLineRow, number: number, price: number, gift = false): DeliveryNoteLine {
  return {
    order_line_id: line.id,
    is_gift: gift ? 1 : 0,
    name: line.name,
    generic_name: line.generic_name,
    ypgg: line.spec,
    dosage_form: line.dosage_form,
    sccj: line.manufacturer,
    mah: line.mah,
    approval_number: line.approval_number,
    batch_number: line.batch_number,
    expiry_date: line.expiry_date ?? '',
    bzdw: line.unit,
    number,
    price: formatFen(price),
    amount: formatFen(number * price),
  };
}

/** Paid units in rows whose number × price is exact; the rows' amounts add up to the line's. */
function paidRows(line: NoteLineRow): DeliveryNoteLine[] {
  const { quantity, amount } = line;
  if (amount === quantity * line.unit_price) return [rowOf(line, quantity, line.unit_price)];
  const price = Math.floor(amount / quantity);
  const dearer = amount - price * quantity;
  const rows = [rowOf(line, quantity - dearer, price)];
  if (dearer > 0) rows.push(rowOf(line, dearer, price + 1));
  return rows;
}

function giftRows(line: NoteLineRow): DeliveryNoteLine[] {
  // Lines written before gift names were kept name no other item: their gifts are the goods itself.
  const same = line.gift_name === '' ? line.gift_quantity : line.gift_stock;
  const other = line.gift_quantity - same;
  const rows: DeliveryNoteLine[] = [];
  if (same > 0) rows.push(rowOf(line, same, 0, true));
  if (other > 0) {
    rows.push({
      ...rowOf(line, other, 0, true),
      name: line.gift_name,
      generic_name: '',
      ypgg: '',
      dosage_form: '',
      sccj: '',
      mah: '',
      approval_number: '',
      batch_number: '',
      expiry_date: '',
      bzdw: '',
    });
  }
  return rows;
}

/**
 * The part of a line that shipped: units refunded before shipping stay behind with their share of
 * the amount (floored, as a refund prices units), and the gifts follow the units kept, in
 * proportion, rounded down (keptGifts in db/sql-rows.ts, which puts the rest back in stock). A
 * line refunded whole is gone.
 */
export function shippedPart(line: NoteLineRow): NoteLineRow | null {
  if (line.cancelled_quantity === 0) return line;
  const quantity = line.quantity - line.cancelled_quantity;
  if (quantity <= 0) return null;
  const kept = (units: number) => Math.floor((units * quantity) / line.quantity);
  const amount = kept(line.amount);
  const giftStock = kept(line.gift_stock);
  return {
    ...line,
    quantity,
    amount,
    unit_price: Math.floor(amount / quantity),
    gift_stock: giftStock,
    gift_quantity: giftStock + kept(line.gift_quantity - line.gift_stock),
    cancelled_quantity: 0,
  };
}

export function deliveryNoteRows(all: readonly NoteLineRow[]): {
  lines: DeliveryNoteLine[];
  total_number: number;
  total_amount: string;
  total_amount_words: string;
} {
  const lines = all.map(shippedPart).filter((line) => line !== null);
  const rows = lines.flatMap((line) => [...paidRows(line), ...giftRows(line)]);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    lines: rows,
    total_number: rows.reduce((sum, row) => sum + row.number, 0),
    total_amount: formatFen(total),
    total_amount_words: amountInWords(total),
  };
}
