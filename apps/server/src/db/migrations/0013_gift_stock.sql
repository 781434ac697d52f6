-- Same-goods gifts (买十赠一) leave the warehouse with the paid units: gift_stock is how many units
-- of the line's own offer the order handed over free, taken from stock with the line and put back
-- when the order is cancelled. Gifts go while stock lasts, so it may be less than the rule promised;
-- gift_quantity then says what was actually given.
ALTER TABLE order_lines ADD COLUMN gift_stock integer NOT NULL DEFAULT 0
  CHECK (gift_stock >= 0 AND gift_stock <= gift_quantity);
