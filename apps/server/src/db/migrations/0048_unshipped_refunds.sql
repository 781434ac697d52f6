-- Units refunded before their order shipped never leave the warehouse: a refund approved while the
-- order is 待发货 counts them here and puts them back in stock (with the line's same-goods gifts once
-- the whole line is refunded). The delivery note lists only what ships; an order with nothing left
-- to ship closes (已取消) and gives back what it still held, its shipping too.
ALTER TABLE order_lines ADD COLUMN cancelled_quantity integer NOT NULL DEFAULT 0
  CHECK (cancelled_quantity >= 0 AND cancelled_quantity <= quantity);
