import {
  SANDBOX_CLOCK_MAX_MOVE,
  sandboxRoutes,
  type ReconciliationDifferenceView,
  type RouteBody,
  type RouteDef,
  type RouteResponse,
  type SandboxConsoleView,
  type SandboxMandateView,
  type SandboxOrderView,
} from '@sanchay/contract';
import { formatDisplayDate, formatUnits } from '@sanchay/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { callApi, failureOf } from '../../../app/api-client';
import { AmountText, Button, VisuallyHidden } from '../../../ui';
import {
  CONSOLE_REFRESH_MS,
  isSandboxOff,
  sandboxKeys,
  useSandboxConsole,
  useSandboxOutboxPreview,
  useSandboxOutsideCalls,
  useSandboxReconciliation,
  useSandboxReconciliationBreaks,
} from '../sandbox-queries';
import '../sandbox-page.css';
import './console.css';
import { istDateTime } from '../ist-date-time';

export const CONSOLE_TITLE = 'Sandbox console';


const DIFFERENCE_LABELS: Record<ReconciliationDifferenceView['kind'], string> = {
  missingInLedger: 'Allotted by the exchange, missing in the ledger',
  missingAtExchange: 'In the ledger, missing in the exchange’s statement',
  unitsDiffer: 'Units differ',
  amountDiffers: 'Amount differs',
  navDiffers: 'NAV differs',
  folioDiffers: 'Folio differs',
};
const BREAK_STATES = { open: 'Open', resolved: 'Resolved' } as const;
const MANDATE_TYPES = { X: 'Physical', N: 'E-mandate' } as const;

export interface ConsolePageProps {
  /** How often the lists are asked for again (tests shorten it). */
  refreshMs?: number;
}

/** One console action: its call, the message it leaves, and the lists it refreshes. */
function useAction<D extends RouteDef>(route: D, describe: (data: RouteResponse<D>) => string) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: RouteBody<D> | undefined) => callApi(route, body === undefined ? {} : { body }),
    onSuccess: (data) => setMessage({ text: describe(data), error: false }),
    onError: (error) => setMessage({ text: failureOf(error).message, error: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sandboxKeys.all }),
  });
  return { run: mutation.mutate, pending: mutation.isPending, message };
}

/**
 * /v1/sandbox/console (sandbox mode only): the sandbox's clock, its NAVs and its exchange, for a
 * tester. Move the clock (every job catches up), publish the next day's NAVs, answer mandates,
 * fail payments, and see the exchange's orders, allotments, the outside calls, the outbox and the
 * reconciliation of the ledger with the allotment statement.
 */
export default function ConsolePage({ refreshMs = CONSOLE_REFRESH_MS }: ConsolePageProps) {
  const state = useSandboxConsole(refreshMs);
  const data = state.data;

  return (
    <div className="sandbox-page sandbox-console">
      <p className="sandbox-page__tag">Sandbox</p>
      <h1>{CONSOLE_TITLE}</h1>
      <p className="sandbox-page__intro">
        The sandbox’s clock, NAVs and exchange. What you do here happens at once; the background jobs (settlement,
        mandate answers, outside calls, messages) catch up within seconds. <Link to="/sandbox/outbox">All messages (outbox)</Link>
      </p>
      {isSandboxOff(state.error) ? (
        <p className="sandbox-page__notice" role="alert">
          The sandbox is off on this server. Start Sanchay with SANDBOX=true to use this page.
        </p>
      ) : !data ? (
        <p className="sandbox-page__status">{state.isError ? 'The console could not be loaded. Trying again…' : 'Loading the console…'}</p>
      ) : (
        <>
          <ClockSection now={data.clock.now} />
          <NavSection latestNavDate={data.latestNavDate} />
          <TestDataSection />
          <MandatesSection mandates={data.mandates} />
          <OrdersSection orders={data.orders} />
          <AllotmentsSection allotments={data.allotments} />
          <ReconciliationSection refreshMs={refreshMs} />
          <CommandsSection refreshMs={refreshMs} />
          <OutboxSection refreshMs={refreshMs} />
        </>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="sandbox-console__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The outcome of the section's last action, read out when it changes. */
function Outcome({ message }: { message: { text: string; error: boolean } | null }) {
  return (
    <p className={message?.error ? 'sandbox-console__error' : 'sandbox-console__done'} role="status">
      {message?.text ?? ''}
    </p>
  );
}

function ClockSection({ now }: { now: string }) {
  const ids = useId();
  const [amount, setAmount] = useState('1');
  const [unit, setUnit] = useState<'hours' | 'days'>('days');
  const move = useAction(sandboxRoutes.moveClock, (c) => `The sandbox clock now reads ${istDateTime(c.now)} IST.`);
  const max = SANDBOX_CLOCK_MAX_MOVE[unit];
  function submit(e: FormEvent) {
    e.preventDefault();
    move.run({ amount: Number(amount), unit });
  }
  return (
    <Section title="Clock">
      <p className="sandbox-console__clock">
        Sandbox date and time: <time dateTime={now} data-testid="sandbox-now">{istDateTime(now)}</time> IST
      </p>
      <form className="sandbox-console__form" onSubmit={submit}>
        <div className="sandbox-page__field">
          <label htmlFor={`${ids}-amount`}>Move forward by</label>
          <input
            id={`${ids}-amount`}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div className="sandbox-page__field">
          <label htmlFor={`${ids}-unit`}>Unit</label>
          <select id={`${ids}-unit`} value={unit} onChange={(e) => setUnit(e.target.value === 'hours' ? 'hours' : 'days')}>
            <option value="hours">Hours</option>
            <option value="days">Days</option>
          </select>
        </div>
        <Button type="submit" disabled={move.pending}>
          Move clock
        </Button>
      </form>
      <Outcome message={move.message} />
    </Section>
  );
}

function NavSection({ latestNavDate }: { latestNavDate: string | null }) {
  const publish = useAction(
    sandboxRoutes.publishNavs,
    (r) => `NAVs of ${formatDisplayDate(r.navDate)} published for ${r.navsPublished} schemes.`,
  );
  return (
    <Section title="NAVs">
      <p>
        Latest NAV date: <strong data-testid="latest-nav-date">{latestNavDate ? formatDisplayDate(latestNavDate) : 'none'}</strong>
      </p>
      <Button onClick={() => publish.run(undefined)} disabled={publish.pending}>
        Publish next day’s NAVs
      </Button>
      <Outcome message={publish.message} />
    </Section>
  );
}

function TestDataSection() {
  const ids = useId();
  const [clientCode, setClientCode] = useState('SANDBOX001');
  const [amount, setAmount] = useState('5000');
  const [mandateType, setMandateType] = useState<'X' | 'N'>('X');
  const purchase = useAction(sandboxRoutes.testPurchase, (r) => `Order ${r.orderNo} placed in ${r.schemeCode} and paid.`);
  const mandate = useAction(sandboxRoutes.testMandate, (r) => `Mandate ${r.mandateId} registered, waiting for the bank.`);
  const code = clientCode.trim().toUpperCase();
  return (
    <Section title="Test data">
      <p className="sandbox-page__hint">
        Enters orders and mandates at the sandbox exchange directly, as the product will: a purchase paid by net banking
        at once, or a mandate waiting for the bank.
      </p>
      <div className="sandbox-console__form">
        <div className="sandbox-page__field">
          <label htmlFor={`${ids}-client`}>Client code (UCC)</label>
          <input id={`${ids}-client`} value={clientCode} maxLength={10} autoComplete="off" spellCheck={false} onChange={(e) => setClientCode(e.target.value)} />
        </div>
        <div className="sandbox-page__field">
          <label htmlFor={`${ids}-amount`}>Purchase amount (₹)</label>
          <input id={`${ids}-amount`} type="number" inputMode="numeric" min={100} step={1} value={amount} onChange={(e) => setAmount(e.target.value)} />
        </div>
        <Button onClick={() => purchase.run({ clientCode: code, amount: Number(amount) })} disabled={purchase.pending}>
          Place a test purchase
        </Button>
      </div>
      <Outcome message={purchase.message} />
      <div className="sandbox-console__form">
        <div className="sandbox-page__field">
          <label htmlFor={`${ids}-mandate-type`}>Mandate type</label>
          <select id={`${ids}-mandate-type`} value={mandateType} onChange={(e) => setMandateType(e.target.value === 'N' ? 'N' : 'X')}>
            <option value="X">Physical</option>
            <option value="N">E-mandate</option>
          </select>
        </div>
        <Button onClick={() => mandate.run({ clientCode: code, mandateType })} disabled={mandate.pending}>
          Register a test mandate
        </Button>
      </div>
      <Outcome message={mandate.message} />
    </Section>
  );
}

function Table({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    // Wide on a phone: the table scrolls sideways inside this region.
    <div className="sandbox-page__scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="sandbox-page__table">
        <caption>
          <VisuallyHidden>{label}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function MandatesSection({ mandates }: { mandates: SandboxMandateView[] }) {
  const decide = useAction(sandboxRoutes.decideMandate, (r) => `Mandate ${r.mandateId}: ${r.status}.`);
  return (
    <Section title="Mandates">
      {mandates.length === 0 ? (
        <p>No mandates yet.</p>
      ) : (
        <Table label="Mandates at the exchange, newest first" head={['Mandate', 'Client', 'Type', 'Limit', 'Status', 'Bank’s answer']}>
          {mandates.map((m) => {
            const waiting = m.status === 'REGISTERED BY MEMBER' || m.status === 'UNDER PROCESSING';
            return (
              <tr key={m.mandateId}>
                <td>{m.mandateId}</td>
                <td>{m.clientCode}</td>
                <td>{MANDATE_TYPES[m.mandateType]}</td>
                <td>
                  <AmountText value={m.amount} decimals={0} />
                </td>
                <td>
                  {m.status}
                  {m.remarks ? <span className="sandbox-page__detail">{m.remarks}</span> : null}
                </td>
                <td className="sandbox-console__actions">
                  {waiting ? (
                    <>
                      <Button size="small" onClick={() => decide.run({ mandateId: m.mandateId, outcome: 'APPROVED' })} disabled={decide.pending} aria-label={`Approve mandate ${m.mandateId}`}>
                        Approve
                      </Button>
                      <Button size="small" variant="secondary" onClick={() => decide.run({ mandateId: m.mandateId, outcome: 'REJECTED' })} disabled={decide.pending} aria-label={`Reject mandate ${m.mandateId}`}>
                        Reject
                      </Button>
                    </>
                  ) : (
                    <span>—</span>
                  )}
                </td>
              </tr>
            );
          })}
        </Table>
      )}
      <Outcome message={decide.message} />
    </Section>
  );
}

const paymentPending = (o: SandboxOrderView) => o.paymentState === 'at_bank' || o.paymentState === 'awaiting';

function OrdersSection({ orders }: { orders: SandboxOrderView[] }) {
  const fail = useAction(sandboxRoutes.failPayment, (r) => `Payment ${r.paymentId} failed: its orders are ${r.paymentStatus}.`);
  return (
    <Section title="Exchange orders">
      {orders.length === 0 ? (
        <p>No orders yet.</p>
      ) : (
        <Table label="Orders at the exchange, newest first" head={['Order', 'Client', 'Scheme', 'Amount', 'Payment', 'NAV date', 'State', 'Action']}>
          {orders.map((o) => (
            <tr key={`${o.transNo}-${o.enteredAt}`}>
              <td>
                {o.orderNo ?? '—'}
                <span className="sandbox-page__detail">{o.remarks}</span>
              </td>
              <td>{o.clientCode}</td>
              <td>{o.schemeCode}</td>
              <td>{o.amount ? <AmountText value={o.amount} /> : `${o.units ?? ''} units`}</td>
              <td>
                {o.paymentStatus}
                {o.paymentMode ? <span className="sandbox-page__detail">{o.paymentMode}</span> : null}
              </td>
              <td>{o.navDate ? formatDisplayDate(o.navDate) : '—'}</td>
              <td>{o.allotted ? 'Allotted' : o.lapsed ? 'Lapsed' : o.orderNo ? 'Open' : 'Refused'}</td>
              <td className="sandbox-console__actions">
                {paymentPending(o) && o.paymentId ? (
                  <Button size="small" variant="secondary" onClick={() => fail.run({ paymentId: o.paymentId! })} disabled={fail.pending} aria-label={`Fail payment ${o.paymentId} of order ${o.orderNo}`}>
                    Fail payment
                  </Button>
                ) : (
                  <span>—</span>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <Outcome message={fail.message} />
    </Section>
  );
}

function AllotmentsSection({ allotments }: { allotments: SandboxConsoleView['allotments'] }) {
  return (
    <Section title="Allotments (the exchange’s allotment statement)">
      {allotments.length === 0 ? (
        <p>No allotments yet. An order paid for is allotted once the NAV of its date is published.</p>
      ) : (
        <Table label="Allotment statement, newest first" head={['Order', 'Client', 'Scheme', 'Folio', 'NAV date', 'NAV', 'Units', 'Amount', 'Stamp duty']}>
          {allotments.map((a) => (
            <tr key={a.OrderNo}>
              <td>{a.OrderNo}</td>
              <td>{a.ClientCode}</td>
              <td>{a.SchemeCode}</td>
              <td>{a.FolioNo}</td>
              <td>{formatDisplayDate(a.NavDate)}</td>
              <td>{a.AllottedNav}</td>
              <td>{formatUnits(a.AllottedUnit)}</td>
              <td>
                <AmountText value={a.AllottedAmt} />
              </td>
              <td>
                <AmountText value={a.StampDuty} />
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}

function ReconciliationSection({ refreshMs }: { refreshMs: number }) {
  const differences = useSandboxReconciliation(refreshMs).data;
  const apply = useAction(
    sandboxRoutes.applyAllotmentStatement,
    (r) => `${r.recorded} allotments recorded in the ledger (${r.alreadyRecorded} already there).`,
  );
  return (
    <Section title="Reconciliation: ledger and allotment statement">
      <Button variant="secondary" onClick={() => apply.run(undefined)} disabled={apply.pending}>
        Read the allotment statement into the ledger
      </Button>
      <Outcome message={apply.message} />
      {!differences ? (
        <p>Comparing…</p>
      ) : differences.length === 0 ? (
        <p className="sandbox-console__none" data-testid="reconciliation-none">
          None: the ledger and the exchange’s allotment statement agree.
        </p>
      ) : (
        <Table label="Differences between the ledger and the allotment statement" head={['Order', 'Difference', 'Client', 'Scheme', 'Ledger', 'Exchange']}>
          {differences.map((d) => (
            <tr key={`${d.orderNo}-${d.kind}`}>
              <td>{d.orderNo}</td>
              <td>{DIFFERENCE_LABELS[d.kind]}</td>
              <td>{d.clientCode}</td>
              <td>{d.schemeCode}</td>
              <td>{d.ledger ?? '—'}</td>
              <td>{d.exchange ?? '—'}</td>
            </tr>
          ))}
        </Table>
      )}
      <BreaksTable refreshMs={refreshMs} />
    </Section>
  );
}

/** The breaks kept (decision 0164): every difference ever found, open until a reconciliation no longer finds it. */
function BreaksTable({ refreshMs }: { refreshMs: number }) {
  const breaks = useSandboxReconciliationBreaks(refreshMs).data;
  if (!breaks) return null;
  if (breaks.length === 0) return <p data-testid="reconciliation-breaks-none">No breaks recorded.</p>;
  return (
    <Table label="Reconciliation breaks, open first" head={['Order', 'Difference', 'State', 'Opened (IST)', 'Resolved (IST)', 'Ledger', 'Exchange']}>
      {breaks.map((b) => (
        <tr key={b.id}>
          <td>{b.orderNo}</td>
          <td>{DIFFERENCE_LABELS[b.kind]}</td>
          <td>{BREAK_STATES[b.state]}</td>
          <td>{istDateTime(b.openedAt)}</td>
          <td>{b.resolvedAt ? istDateTime(b.resolvedAt) : '—'}</td>
          <td>{b.ledger ?? '—'}</td>
          <td>{b.exchange ?? '—'}</td>
        </tr>
      ))}
    </Table>
  );
}

function CommandsSection({ refreshMs }: { refreshMs: number }) {
  const calls = useSandboxOutsideCalls(refreshMs).data;
  const retry = useAction(sandboxRoutes.retryOutsideCall, (c) => `Command ${c.operation}: ${c.status}.`);
  return (
    <Section title="Commands (calls to outside parties)">
      {!calls ? (
        <p>Loading…</p>
      ) : calls.length === 0 ? (
        <p>No commands yet.</p>
      ) : (
        <Table label="Latest commands, newest first" head={['Party', 'Operation', 'Status', 'Attempts', 'Error', 'Created (IST)', 'Action']}>
          {calls.map((c) => (
            <tr key={c.id}>
              <td>{c.party}</td>
              <td>{c.operation}</td>
              <td>{c.status}</td>
              <td>
                {c.attempts}
                {c.applyAttempts > 0 ? <span className="sandbox-page__detail">{c.applyAttempts} applies</span> : null}
              </td>
              <td>{c.error ?? '—'}</td>
              <td>{istDateTime(c.createdAt)}</td>
              <td className="sandbox-console__actions">
                {c.status === 'answered' ? (
                  <Button size="small" variant="secondary" onClick={() => retry.run({ id: c.id })} disabled={retry.pending} aria-label={`Apply ${c.operation} again`}>
                    Apply again
                  </Button>
                ) : (
                  <span>—</span>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <Outcome message={retry.message} />
    </Section>
  );
}

function OutboxSection({ refreshMs }: { refreshMs: number }) {
  const messages = useSandboxOutboxPreview(refreshMs).data;
  return (
    <Section title="Outbox">
      {!messages ? (
        <p>Loading…</p>
      ) : messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ul className="sandbox-console__outbox">
          {messages.map((m) => (
            <li key={m.id}>
              <span className="sandbox-page__detail">
                {istDateTime(m.createdAt)} · {m.channel === 'sms' ? 'SMS' : 'E-mail'} to {m.recipient} · {m.status}
              </span>
              {m.body}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/sandbox/outbox">All messages, with a filter</Link>
      </p>
    </Section>
  );
}
