-- A refund after an order was invoiced reverses its invoice (红冲, status 2) and issues a new one for
-- what the buyer kept, which names the invoice it replaces. An order may so have several invoices,
-- at most one of them in force.
ALTER TABLE invoices DROP CONSTRAINT invoices_order_id_key;
ALTER TABLE invoices ADD COLUMN replaces_id integer REFERENCES invoices(id);
CREATE UNIQUE INDEX invoices_order_in_force_idx ON invoices(order_id) WHERE status = 1;
CREATE INDEX invoices_order_idx ON invoices(order_id);
