-- The ledger's positions (issue 13 §1 and §6, docs/decisions/0143): per ucc, folio and scheme, the
-- units held (the sum of the ledger's signed units) and the latest order date, kept by a trigger
-- on ledger_entry, so the AUM summary and /my-customers read one row per holding instead of
-- summing every entry of every customer of an advisor (1,000,000 entries: ~400 ms; positions:
-- a few thousand rows). The ledger stays the record: the position is derived from it, in the same
-- transaction as the entry, and can be rebuilt from it with the INSERT below.
CREATE TABLE ledger_position (
  ucc              text NOT NULL,
  folio_no         text NOT NULL,
  scheme_code      text NOT NULL,
  units            numeric(18,4) NOT NULL,
  last_order_date  date NOT NULL,
  PRIMARY KEY (ucc, folio_no, scheme_code)
);

INSERT INTO ledger_position (ucc, folio_no, scheme_code, units, last_order_date)
SELECT ucc, folio_no, scheme_code, sum(units), max(order_date) FROM ledger_entry GROUP BY ucc, folio_no, scheme_code;

-- An insert adds its units under the position's row lock (ON CONFLICT … DO UPDATE), so concurrent
-- entries of one holding all count. An update or delete (corrections; the writers only insert)
-- takes the old entry's units away, re-reads the latest date, and drops a position with no entry left.
CREATE FUNCTION ledger_position_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE ledger_position p
       SET units = p.units - OLD.units,
           last_order_date = coalesce(
             (SELECT max(e.order_date) FROM ledger_entry e
               WHERE e.ucc = OLD.ucc AND e.folio_no = OLD.folio_no AND e.scheme_code = OLD.scheme_code),
             p.last_order_date)
     WHERE p.ucc = OLD.ucc AND p.folio_no = OLD.folio_no AND p.scheme_code = OLD.scheme_code;
    DELETE FROM ledger_position p
     WHERE p.ucc = OLD.ucc AND p.folio_no = OLD.folio_no AND p.scheme_code = OLD.scheme_code
       AND NOT EXISTS (SELECT 1 FROM ledger_entry e
                        WHERE e.ucc = OLD.ucc AND e.folio_no = OLD.folio_no AND e.scheme_code = OLD.scheme_code);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ledger_position AS p (ucc, folio_no, scheme_code, units, last_order_date)
    VALUES (NEW.ucc, NEW.folio_no, NEW.scheme_code, NEW.units, NEW.order_date)
    ON CONFLICT (ucc, folio_no, scheme_code)
    DO UPDATE SET units = p.units + EXCLUDED.units, last_order_date = greatest(p.last_order_date, EXCLUDED.last_order_date);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER ledger_position_after
AFTER INSERT OR DELETE OR UPDATE OF ucc, folio_no, scheme_code, units, order_date ON ledger_entry
FOR EACH ROW EXECUTE FUNCTION ledger_position_apply();
