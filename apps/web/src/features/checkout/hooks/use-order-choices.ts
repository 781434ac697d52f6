/**
 * The buyer's choices on step 2 and what they mean for the preview call. The best coupon (the
 * server lists it first) is chosen until the buyer picks another or none; the default address is
 * chosen until the buyer picks another. A cash voucher is offered and kept only while its minimum
 * is met on what the server measures it on (goods less activity and the chosen coupon), so a coupon
 * that leaves too little drops it instead of sending one the server refuses.
 */
import type { Address } from '@mall/shared/address';
import type { CartTotals } from '@mall/shared/cart';
import type { CashVoucher, MemberCoupon, OrderChoices } from '@mall/shared/order';
import { useEffect, useMemo, useState } from 'react';
import { useMember } from '@/api/user/get-user-base';
import { clearDraft, readDraft, saveDraft } from '@/lib/drafts';
import { serverNow } from '@/lib/server-clock';
import { usableVoucherId, type VoucherOption, voucherOptions } from '../utils/discount-text';

/** The remark typed but not yet sent comes back after the buyer had to log in again (lib/drafts.ts). */
const REMARK_DRAFT = 'order-remark';

export interface OrderChoiceState {
  addressId: number | undefined;
  setAddressId: (id: number) => void;
  couponId: number | null;
  setCouponId: (id: number | null) => void;
  /** the store's vouchers with whether this order, with the chosen coupon, may use them */
  vouchers: VoucherOption[];
  voucherId: number | null;
  setVoucherId: (id: number | null) => void;
  useBalance: boolean;
  setUseBalance: (use: boolean) => void;
  documents: string[];
  setDocuments: (documents: string[]) => void;
  remark: string;
  setRemark: (remark: string) => void;
  /** the order was placed: its remark is no longer a draft */
  remarkSent: () => void;
  /** the body of POST /api/order/preview for these choices */
  choices: OrderChoices;
}

export function useOrderChoices(
  ids: number[],
  addresses: Address[] | undefined,
  coupons: MemberCoupon[] | undefined,
  vouchers: CashVoucher[] | undefined,
  totals: CartTotals | undefined,
): OrderChoiceState {
  const [pickedAddress, setAddressId] = useState<number | undefined>();
  const [pickedCoupon, setPickedCoupon] = useState<number | null | undefined>();
  const [pickedVoucher, setVoucherId] = useState<number | null>(null);
  const [useBalance, setUseBalance] = useState(false);
  const [documents, setDocuments] = useState<string[]>([]);
  const member = useMember()?.username;
  const [remark, setRemarkState] = useState('');
  useEffect(() => {
    const draft = member ? readDraft<{ remark: string }>(member, REMARK_DRAFT)?.remark : undefined;
    if (typeof draft === 'string') setRemarkState((typed) => typed || draft);
  }, [member]);
  const setRemark = (text: string) => {
    setRemarkState(text);
    if (member) saveDraft(member, REMARK_DRAFT, { remark: text });
  };
  const remarkSent = () => {
    if (member) clearDraft(member, REMARK_DRAFT);
  };

  const addressId =
    pickedAddress !== undefined && addresses?.some((a) => a.id === pickedAddress)
      ? pickedAddress
      : addresses?.[0]?.id;
  const couponId = pickedCoupon === undefined ? (coupons?.[0]?.id ?? null) : pickedCoupon;
  const now = serverNow();
  const optionsWith = (id: number | null) =>
    voucherOptions(
      vouchers ?? [],
      totals,
      coupons?.find((c) => c.id === id),
      now,
    );
  const voucherList = optionsWith(couponId);
  const voucherId = usableVoucherId(voucherList, pickedVoucher);
  const setCouponId = (id: number | null) => {
    setPickedCoupon(id);
    // Dropped for good, not brought back silently when the buyer later changes the coupon again.
    if (usableVoucherId(optionsWith(id), pickedVoucher) === null) setVoucherId(null);
  };

  const choices = useMemo<OrderChoices>(() => {
    const body: OrderChoices = { ids, use_balance: useBalance ? 1 : 0 };
    if (couponId !== null) body.coupon_id = couponId;
    if (voucherId !== null) body.voucher_id = voucherId;
    return body;
  }, [ids, couponId, voucherId, useBalance]);

  return {
    addressId,
    setAddressId,
    couponId,
    setCouponId,
    vouchers: voucherList,
    voucherId,
    setVoucherId,
    useBalance,
    setUseBalance,
    documents,
    setDocuments,
    remark,
    setRemark,
    remarkSent,
    choices,
  };
}
