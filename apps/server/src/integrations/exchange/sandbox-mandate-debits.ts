import { Decimal, isIsoDate, parseDecimal } from '@sanchay/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type SqlRunner } from '../../db/rows';

// Debits against the sandbox's mandates (migration 0050, docs/decisions/0054): one-time mandate
// payments and SIP instalments. One rule for one debit and for a day's thousands of instalments:
// the mandates are locked in id order (concurrent batches queue, never deadlock), each debit is
// decided in the order given against the day's earlier debits, and all are written in one
// statement. Refusals are kept, so a repeated key answers what the first debit did.

/** A debit against a mandate: a one-time mandate payment (OTM) or a SIP instalment. */
export interface MandateDebitRequest {
  /** Same key → the same debit, once; reusing it for another debit throws DebitKeyReusedError. */
  debitKey: string;
  mandateId: string;
  clientCode: string;
  /** Rupees, more than 0, at most 2 decimals. */
  amount: string;
  /** YYYY-MM-DD: the day the money is taken. */
  debitDate: string;
}

export interface MandateDebitAnswer {
  outcome: 'DEBITED' | 'REFUSED';
  /** 'DEBITED' or 'FAILED: …'. */
  remarks: string;
}

/** A debit key came back with another mandate, amount or date: a caller's bug, never a retry. */
export class DebitKeyReusedError extends Error {
  constructor(key: string) {
    super(`Debit key ${key} was used for another debit`);
    this.name = 'DebitKeyReusedError';
  }
}

interface MandateFacts {
  mandate_id: string;
  client_code: string;
  status: string;
  amount: string;
  start_date: string;
  end_date: string;
}

interface StoredDebit {
  debit_key: string;
  mandate_id: string;
  client_code: string;
  debit_date: string;
  amount: string;
  outcome: 'DEBITED' | 'REFUSED';
  remarks: string;
}

/** The request checked and normalised (key trimmed, amount to the paisa); throws on a caller's bug. */
function normalised(request: MandateDebitRequest): MandateDebitRequest {
  const amount = parseDecimal(request.amount);
  if (amount === null || !amount.gt(0) || amount.decimalPlaces() > 2) throw new RangeError(`Not a debit amount: ${request.amount}`);
  if (!isIsoDate(request.debitDate)) throw new RangeError(`Not a debit date (YYYY-MM-DD): ${request.debitDate}`);
  const debitKey = request.debitKey.trim();
  if (debitKey === '') throw new RangeError('A debit needs a key');
  return { ...request, debitKey, amount: amount.toFixed(2) };
}

function sameDebit(a: MandateDebitRequest, b: MandateDebitRequest): boolean {
  return a.mandateId === b.mandateId && a.clientCode === b.clientCode && a.debitDate === b.debitDate && new Decimal(a.amount).eq(b.amount);
}

const asRequest = (d: StoredDebit): MandateDebitRequest => ({
  debitKey: d.debit_key,
  mandateId: d.mandate_id,
  clientCode: d.client_code,
  amount: d.amount,
  debitDate: d.debit_date,
});

/**
 * Debits mandates, in the caller's transaction: each request DEBITED or REFUSED (`FAILED: …`)
 * unless the mandate is APPROVED, the client's, the date within its period and the day's debits
 * with this one at most its amount. Answers in the order of the requests.
 */
export async function debitMandates(tx: SqlRunner, requests: readonly MandateDebitRequest[], at: Date): Promise<MandateDebitAnswer[]> {
  if (!requests.length) return [];
  const wanted = requests.map(normalised);
  const mandateIds = [...new Set(wanted.map((r) => r.mandateId))].sort();
  const mandates = await rowsOf<MandateFacts>(
    tx,
    sql`SELECT mandate_id, client_code, status, amount::text AS amount, start_date::text AS start_date, end_date::text AS end_date
        FROM sandbox_exchange_mandate WHERE mandate_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(mandateIds)}::jsonb))
        ORDER BY mandate_id FOR UPDATE`,
  );
  const mandateOf = new Map(mandates.map((m) => [m.mandate_id, m]));
  const earlier = await storedDebits(tx, wanted.map((r) => r.debitKey));
  const days = [...new Map(wanted.map((r) => [`${r.mandateId}|${r.debitDate}`, { m: r.mandateId, d: r.debitDate }])).values()];
  const totals = await rowsOf<{ mandate_id: string; debit_date: string; total: string }>(
    tx,
    sql`SELECT d.mandate_id, d.debit_date::text AS debit_date, sum(d.amount)::text AS total
        FROM sandbox_exchange_mandate_debit d
        JOIN jsonb_to_recordset(${JSON.stringify(days)}::jsonb) AS x(m text, d date) ON d.mandate_id = x.m AND d.debit_date = x.d
        WHERE d.outcome = 'DEBITED' GROUP BY d.mandate_id, d.debit_date`,
  );
  const dayTotal = new Map(totals.map((t) => [`${t.mandate_id}|${t.debit_date}`, new Decimal(t.total)]));

  const answers: MandateDebitAnswer[] = [];
  const fresh: (StoredDebit & { created_at: string })[] = [];
  const decided = new Map<string, { request: MandateDebitRequest; answer: MandateDebitAnswer }>();
  for (const r of wanted) {
    const before = earlier.get(r.debitKey);
    if (before) {
      if (!sameDebit(asRequest(before), r)) throw new DebitKeyReusedError(r.debitKey);
      answers.push({ outcome: before.outcome, remarks: before.remarks });
      continue;
    }
    const repeat = decided.get(r.debitKey);
    if (repeat) {
      if (!sameDebit(repeat.request, r)) throw new DebitKeyReusedError(r.debitKey);
      answers.push(repeat.answer);
      continue;
    }
    const m = mandateOf.get(r.mandateId);
    const dayKey = `${r.mandateId}|${r.debitDate}`;
    let remarks = 'DEBITED';
    if (!m) remarks = 'FAILED: INVALID MANDATE ID';
    else if (m.client_code !== r.clientCode) remarks = 'FAILED: MANDATE DOES NOT BELONG TO THE CLIENT';
    else if (m.status !== 'APPROVED') remarks = 'FAILED: MANDATE IS NOT APPROVED';
    else if (r.debitDate < m.start_date || r.debitDate > m.end_date) remarks = 'FAILED: DEBIT DATE IS OUTSIDE THE MANDATE PERIOD';
    else if ((dayTotal.get(dayKey) ?? new Decimal(0)).plus(r.amount).gt(m.amount)) remarks = 'FAILED: AMOUNT EXCEEDS THE MANDATE LIMIT FOR THE DAY';
    const answer: MandateDebitAnswer = { outcome: remarks === 'DEBITED' ? 'DEBITED' : 'REFUSED', remarks };
    if (answer.outcome === 'DEBITED') dayTotal.set(dayKey, (dayTotal.get(dayKey) ?? new Decimal(0)).plus(r.amount));
    decided.set(r.debitKey, { request: r, answer });
    answers.push(answer);
    // An unknown mandate has no row to refer to: its refusal is answered, not kept.
    if (m) {
      fresh.push({
        debit_key: r.debitKey,
        mandate_id: r.mandateId,
        client_code: r.clientCode,
        debit_date: r.debitDate,
        amount: r.amount,
        outcome: answer.outcome,
        remarks,
        created_at: at.toISOString(),
      });
    }
  }
  if (!fresh.length) return answers;
  const inserted = await rowsOf<{ debit_key: string }>(
    tx,
    sql`INSERT INTO sandbox_exchange_mandate_debit (debit_key, mandate_id, client_code, debit_date, amount, outcome, remarks, created_at)
        SELECT x.debit_key, x.mandate_id, x.client_code, x.debit_date, x.amount, x.outcome, x.remarks, x.created_at
        FROM jsonb_to_recordset(${JSON.stringify(fresh)}::jsonb) AS x(debit_key text, mandate_id text, client_code text,
          debit_date date, amount numeric, outcome text, remarks text, created_at timestamptz)
        ON CONFLICT (debit_key) DO NOTHING
        RETURNING debit_key`,
  );
  if (inserted.length === fresh.length) return answers;
  // A key taken meanwhile by a debit of another mandate (these mandates' locks did not cover it):
  // that debit's answer is the answer.
  const kept = new Set(inserted.map((i) => i.debit_key));
  const lost = await storedDebits(tx, fresh.filter((f) => !kept.has(f.debit_key)).map((f) => f.debit_key));
  return wanted.map((r, i) => {
    const other = kept.has(r.debitKey) ? undefined : lost.get(r.debitKey);
    if (!other) return answers[i]!;
    if (!sameDebit(asRequest(other), r)) throw new DebitKeyReusedError(r.debitKey);
    return { outcome: other.outcome, remarks: other.remarks };
  });
}

async function storedDebits(tx: SqlRunner, keys: string[]): Promise<Map<string, StoredDebit>> {
  const found = await rowsOf<StoredDebit>(
    tx,
    sql`SELECT debit_key, mandate_id, client_code, debit_date::text AS debit_date, amount::text AS amount, outcome, remarks
        FROM sandbox_exchange_mandate_debit WHERE debit_key IN (SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`,
  );
  return new Map(found.map((d) => [d.debit_key, d]));
}
