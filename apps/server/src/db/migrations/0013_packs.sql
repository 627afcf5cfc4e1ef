-- Curated packs (spec 1 §2 "Cart summary", §3 activeMintPackInvestmentDetailList): a named bundle
-- of funds with weights in percent. The id is a readable slug ('tax-saver'): packs are public,
-- like scheme codes (docs/decisions/0007), and links stay stable when the packs are re-seeded.
-- Packs are seeded at start from the loaded catalogue (features/cart/pack-seed.ts); a pack whose
-- funds the catalogue lacks is kept but inactive. See docs/decisions/0010-packs.md.
CREATE TABLE pack (
  id           text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,60}$'),
  name         text NOT NULL,
  description  text NOT NULL,
  position     integer NOT NULL,
  active       boolean NOT NULL DEFAULT true,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- The pack's funds; the weights of a pack sum to 100 (checked by the seed with the domain's rule).
CREATE TABLE pack_fund (
  pack_id    text NOT NULL REFERENCES pack(id) ON DELETE CASCADE,
  amfi_code  integer NOT NULL,
  weight     numeric(5,2) NOT NULL CHECK (weight > 0 AND weight <= 100),
  position   integer NOT NULL,
  PRIMARY KEY (pack_id, amfi_code)
);

-- A pack in a cart: one per pack and investment type (a second save updates it), like cart_item.
CREATE TABLE cart_pack_item (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  cart_id           uuid NOT NULL REFERENCES cart(id) ON DELETE CASCADE,
  pack_id           text NOT NULL REFERENCES pack(id),
  investment_type   text NOT NULL CHECK (investment_type IN ('LUMPSUM', 'SIP')),
  amount            numeric(16,2) NOT NULL CHECK (amount > 0),
  frequency         integer NOT NULL CHECK (frequency IN (0, 1)),   -- 1 monthly SIP, 0 lumpsum
  sip_date          integer NOT NULL,                                 -- 1 for a lumpsum
  num_installments  integer NOT NULL,                                 -- 1 for a lumpsum; 360 = until cancelled
  created_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cart_id, pack_id, investment_type)
);

-- The split of a pack item across its funds, as computed when it was saved (exact to the paisa,
-- summing to the item's amount): what the investor saw is what the order will carry, even if the
-- pack's weights change later.
CREATE TABLE cart_pack_item_fund (
  cart_pack_item_id  uuid NOT NULL REFERENCES cart_pack_item(id) ON DELETE CASCADE,
  amfi_code          integer NOT NULL,
  weight             numeric(5,2) NOT NULL CHECK (weight > 0 AND weight <= 100),
  amount             numeric(16,2) NOT NULL CHECK (amount >= 0),
  position           integer NOT NULL,
  PRIMARY KEY (cart_pack_item_id, amfi_code)
);
