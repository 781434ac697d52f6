-- What the shipping documents and the invoices print (issue 12).
--
-- 上市许可持有人 (marketing authorisation holder): the drug law has every drug carry the holder of its
-- approval, which the 随货同行单 lists beside the manufacturer; for most generic drugs it is the
-- manufacturer itself. Goods outside the drug scopes (herbal pieces, devices, health foods, …) have
-- no holder and keep ''. Order lines snapshot it with the rest of DESIGN §6.
ALTER TABLE goods ADD COLUMN mah text NOT NULL DEFAULT '';
UPDATE goods g SET mah = m.name
  FROM manufacturers m, business_scopes s
  WHERE m.id = g.manufacturer_id AND s.id = g.scope_id AND s.code IN ('rx', 'otc', 'special_compound', 'tcm');

-- gift_name: a gift of another named item (gift rule type 2) goes with the goods under this name;
-- '' when the gift is more of the line's own goods (买十赠一).
ALTER TABLE order_lines
  ADD COLUMN mah       text NOT NULL DEFAULT '',
  ADD COLUMN gift_name text NOT NULL DEFAULT '';
UPDATE order_lines l SET mah = g.mah FROM goods g WHERE g.id = l.goods_id;

-- A special VAT invoice (增值税专用发票, type 2) names the buyer's registered address and phone and
-- its bank and account, as the order's invoice snapshot held them when it was issued.
ALTER TABLE invoices
  ADD COLUMN reg_address  text NOT NULL DEFAULT '',
  ADD COLUMN reg_phone    text NOT NULL DEFAULT '',
  ADD COLUMN bank_name    text NOT NULL DEFAULT '',
  ADD COLUMN bank_account text NOT NULL DEFAULT '';
UPDATE invoices i SET
    reg_address  = coalesce(o.invoice->>'reg_address', ''),
    reg_phone    = coalesce(o.invoice->>'reg_phone', ''),
    bank_name    = coalesce(o.invoice->>'bank_name', ''),
    bank_account = coalesce(o.invoice->>'bank_account', '')
  FROM orders o WHERE o.id = i.order_id AND i.invoice_type = 2;
