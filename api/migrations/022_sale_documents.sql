-- Step 10: tickets and invoices (document 3, 2 and 7). Each sale has two secrets of its own, one for its ticket and
-- one for its invoice: whoever holds the link of the receipt mail downloads the PDF without logging in
-- (GET /api/publictickets/download-ticket/{token}, /api/publicinvoices/download-invoice/{token}), and nobody can
-- guess another sale's. Every sale gets them when it is written, the ones written before this migration now.
ALTER TABLE sales ADD COLUMN ticket_token TEXT;
ALTER TABLE sales ADD COLUMN invoice_token TEXT;
UPDATE sales SET ticket_token = lower(hex(randomblob(16))), invoice_token = lower(hex(randomblob(16)));
CREATE UNIQUE INDEX sales_ticket_token ON sales(ticket_token);
CREATE UNIQUE INDEX sales_invoice_token ON sales(invoice_token);
CREATE TRIGGER sales_document_tokens_on_insert AFTER INSERT ON sales
  WHEN NEW.ticket_token IS NULL OR NEW.invoice_token IS NULL
BEGIN
  UPDATE sales SET ticket_token = COALESCE(NEW.ticket_token, lower(hex(randomblob(16)))),
    invoice_token = COALESCE(NEW.invoice_token, lower(hex(randomblob(16))))
  WHERE id = NEW.id;
END;

-- The tax percent of a line as it was sold (document 3, 1: a sale item's taxPercent, 21 by default), which the
-- invoice's taxes are worked out by.
ALTER TABLE sale_items ADD COLUMN tax_percent INTEGER NOT NULL DEFAULT 21 CHECK (tax_percent BETWEEN 0 AND 100);
