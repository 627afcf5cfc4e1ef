-- The cart (spec 1 §3 "Cart", spec 3 §3 Cart). A guest's cart is keyed by the session's cookie id,
-- a signed-in user's by the user (one cart each); at sign-in the guest cart is merged into the
-- user's. Items: one per scheme and investment type (a second save updates it).
CREATE TABLE cart (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cookie_id     text,
  user_id       uuid REFERENCES user_account(id),
  agent_code    text,
  agent_status  text NOT NULL DEFAULT 'approved' CHECK (agent_status IN ('approved', 'pending')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (cookie_id IS NOT NULL OR user_id IS NOT NULL)
);
CREATE UNIQUE INDEX cart_user_uq ON cart (user_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX cart_guest_uq ON cart (cookie_id) WHERE user_id IS NULL AND cookie_id IS NOT NULL;

CREATE TABLE cart_item (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cart_id           uuid NOT NULL REFERENCES cart(id) ON DELETE CASCADE,
  amfi_code         integer NOT NULL,
  investment_type   text NOT NULL CHECK (investment_type IN ('LUMPSUM', 'SIP')),
  amount            numeric(16,2) NOT NULL CHECK (amount > 0),
  frequency         integer NOT NULL CHECK (frequency IN (0, 1)),   -- 1 monthly SIP, 0 lumpsum
  sip_date          integer NOT NULL,                                 -- 1 for a lumpsum
  num_installments  integer NOT NULL,                                 -- 1 for a lumpsum; 360 = until cancelled
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cart_id, amfi_code, investment_type)
);
