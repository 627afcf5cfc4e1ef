import type { OutboxMessageView } from '@sanchay/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, VisuallyHidden } from '../../../ui';
import { isSandboxOff, OUTBOX_REFRESH_MS, useOutbox, type OutboxQuery } from '../sandbox-queries';
import { otpCodeOf } from './otp-code';
import '../sandbox-page.css';
import './outbox.css';
import { istDateTimeWithSeconds } from '../ist-date-time';

export const OUTBOX_TITLE = 'Sandbox: messages Sanchay would have sent';
const FILTER_DELAY_MS = 300;
const CHANNELS = [
  { value: '', label: 'SMS and e-mail' },
  { value: 'sms', label: 'SMS' },
  { value: 'email', label: 'E-mail' },
] as const;
type ChannelChoice = (typeof CHANNELS)[number]['value'];

const STATUS_LABELS: Record<OutboxMessageView['status'], string> = {
  pending: 'Waiting',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
};


export interface OutboxPageProps {
  /** How often the list is asked for again (tests shorten it). */
  refreshMs?: number;
}

/**
 * /v1/sandbox/outbox (sandbox mode only): every SMS and e-mail Sanchay would have sent, newest
 * first, refreshed every 3 seconds, so that a tester can read an OTP. Filter by mobile number or
 * e-mail address (kept in the address: ?recipient=…&channel=…).
 */
export default function OutboxPage({ refreshMs = OUTBOX_REFRESH_MS }: OutboxPageProps) {
  const [params, setParams] = useSearchParams();
  const [recipient, setRecipient] = useState(params.get('recipient') ?? '');
  const channelParam = params.get('channel');
  const channel: ChannelChoice = channelParam === 'sms' || channelParam === 'email' ? channelParam : '';
  const appliedRecipient = useDebounced(recipient.trim(), FILTER_DELAY_MS);

  // The filter lives in the address too, so a tester can bookmark "my mobile's messages".
  useEffect(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (appliedRecipient) next.set('recipient', appliedRecipient);
        else next.delete('recipient');
        return next;
      },
      { replace: true },
    );
  }, [appliedRecipient, setParams]);

  const query: OutboxQuery = {
    ...(appliedRecipient ? { recipient: appliedRecipient } : {}),
    ...(channel ? { channel } : {}),
  };
  const outbox = useOutbox(query, refreshMs);
  const messages = outbox.data;
  const ids = useId();

  return (
    <div className="sandbox-page sandbox-outbox">
      <p className="sandbox-page__tag">Sandbox</p>
      <h1>{OUTBOX_TITLE}</h1>
      <p className="sandbox-page__intro">
        Every SMS and e-mail that Sanchay sends in sandbox mode is listed here, one-time passwords (OTPs) included, so
        you can sign in and test without a phone. The list updates every {Math.round(refreshMs / 1000)} seconds.{' '}
        <Link to="/sandbox/console">Sandbox console (clock, NAVs, exchange)</Link>
      </p>

      <form className="sandbox-outbox__filters" role="search" aria-label="Filter messages" onSubmit={(e) => e.preventDefault()}>
        <div className="sandbox-page__field">
          <label htmlFor={`${ids}-recipient`}>Mobile number or e-mail</label>
          <input
            id={`${ids}-recipient`}
            type="search"
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
            placeholder="e.g. 9876543210"
            autoComplete="off"
            spellCheck={false}
            maxLength={254}
          />
        </div>
        <div className="sandbox-page__field">
          <label htmlFor={`${ids}-channel`}>Channel</label>
          <select
            id={`${ids}-channel`}
            value={channel}
            onChange={(e) =>
              setParams(
                (prev) => {
                  const next = new URLSearchParams(prev);
                  if (e.target.value) next.set('channel', e.target.value);
                  else next.delete('channel');
                  return next;
                },
                { replace: true },
              )
            }
          >
            {CHANNELS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      </form>

      {isSandboxOff(outbox.error) ? (
        <p className="sandbox-page__notice" role="alert">
          The sandbox is off on this server, so there are no sandbox messages to show. Start Sanchay with SANDBOX=true
          to use this page.
        </p>
      ) : outbox.isError && !messages ? (
        <p className="sandbox-page__notice" role="alert">
          The messages could not be loaded. Trying again…
        </p>
      ) : !messages ? (
        <p className="sandbox-page__status">Loading messages…</p>
      ) : (
        <>
          <p className="sandbox-page__status" role="status">
            {messages.length === 0
              ? appliedRecipient || channel
                ? 'No messages match this filter.'
                : 'No messages yet. Ask for an OTP (sign in or sign up) and it appears here within seconds.'
              : `${messages.length} ${messages.length === 1 ? 'message' : 'messages'}, newest first`}
          </p>
          {messages.length > 0 ? <MessageTable messages={messages} /> : null}
        </>
      )}
    </div>
  );
}

function MessageTable({ messages }: { messages: OutboxMessageView[] }) {
  return (
    // Wide on a phone: the table scrolls sideways inside this region, OTP and recipient first.
    <div className="sandbox-page__scroll sandbox-outbox__scroll" role="region" aria-label="Messages" tabIndex={0}>
      <table className="sandbox-page__table sandbox-outbox__table">
        <caption>
          <VisuallyHidden>Messages Sanchay would have sent, newest first</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">OTP</th>
            <th scope="col">To</th>
            <th scope="col">Message</th>
            <th scope="col">Time (IST)</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((m) => (
            <MessageRow key={m.id} message={m} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MessageRow({ message }: { message: OutboxMessageView }) {
  const otp = otpCodeOf(message);
  return (
    <tr>
      <td className="sandbox-outbox__otp-cell">{otp ? (
          <OtpCode code={otp} />
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>No OTP</VisuallyHidden>
          </>
        )}</td>
      <td>
        <span className="sandbox-outbox__channel">{message.channel === 'sms' ? 'SMS' : 'E-mail'}</span>
        <span className="sandbox-outbox__recipient">{message.recipient}</span>
      </td>
      <td className="sandbox-outbox__message">
        <span className="sandbox-outbox__kind">{message.kind}</span>
        {message.subject ? <strong className="sandbox-outbox__subject">{message.subject}</strong> : null}
        <span className="sandbox-outbox__body">{message.body}</span>
        {message.attachments.map((a) => (
          <a key={a.path} className="sandbox-outbox__attachment" href={a.path} target="_blank" rel="noreferrer">
            {a.filename}
          </a>
        ))}
      </td>
      <td>
        <time dateTime={message.createdAt}>{istDateTimeWithSeconds(message.createdAt)}</time>
      </td>
      <td>
        <span className={`sandbox-outbox__badge sandbox-outbox__badge--${message.status}`}>
          {STATUS_LABELS[message.status]}
        </span>
        {message.attempts > 1 ? <span className="sandbox-page__detail">{message.attempts} attempts</span> : null}
        {message.lastError && message.status !== 'delivered' ? (
          <span className="sandbox-page__detail">{message.lastError}</span>
        ) : null}
      </td>
    </tr>
  );
}

function OtpCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      clearTimeout(reset.current);
      reset.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an insecure page): the code is large enough to type.
    }
  }

  return (
    <span className="sandbox-outbox__otp">
      <span className="sandbox-outbox__code" data-testid="otp-code">
        {code}
      </span>
      <Button variant="secondary" size="small" onClick={() => void copy()} aria-label={copied ? `Copied ${code}` : `Copy OTP ${code}`}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </span>
  );
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
