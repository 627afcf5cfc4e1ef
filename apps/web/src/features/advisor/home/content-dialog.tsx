import * as Dialog from '@radix-ui/react-dialog';
import type { ContentItem } from '@sanchay/contract';
import { advisorHomeMessages, messages } from '@sanchay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureOf } from '../../../app/api-client';
import { Button, DialogCloseButton, DialogRoot, LinkButton, Skeleton } from '../../../ui';
import { advisorHomeKeys, subscribeToContent, thumbnailUrl, useActiveContent } from './advisor-home-api';
import { ReportLink } from './report-link';

const t = advisorHomeMessages;

/** Create Leads opens the lead form of the first premium service (decision 0146). */
export const CREATE_LEADS_PATH = '/premium-service-details/retirement-income-planning/create-lead';

/**
 * The content popup (spec 3 §2 "Content popup for advisors", §3 "Content item", §4): the active
 * content with its thumbnails; the button reads Get notified until the advisor is subscribed
 * (content subscription, categoryId 0: all), then Create Leads; a thank-you shows after
 * subscribing. A keyboard dialog (Radix): focus moves in, Escape closes, focus returns.
 */
export function ContentDialog({ agentCode, viewer }: { agentCode: string; viewer: string }) {
  const [open, setOpen] = useState(false);
  const [thanked, setThanked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const content = useActiveContent(agentCode, viewer, open);
  const items = content.data ?? [];
  const subscribed = thanked || (items.length > 0 && items.every((i) => i.subscribe));

  const getNotified = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await subscribeToContent(agentCode);
      setThanked(true);
      queryClient.setQueryData<ContentItem[]>(advisorHomeKeys.content(agentCode, viewer), (old) => old?.map((i) => ({ ...i, subscribe: true })));
    } catch (err) {
      setFailure(failureOf(err, messages.content.subscribeFailed).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogRoot open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" block>
          {t.contentOpen}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content advisor-content-dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog-title">{t.contentTitle}</Dialog.Title>
          {content.isPending ? (
            <Skeleton height="6rem" />
          ) : content.isError ? (
            <p role="alert">{messages.generic.somethingWentWrong}</p>
          ) : items.length === 0 ? (
            <p>{t.contentEmpty}</p>
          ) : (
            <ul className="advisor-content-list">
              {items.map((item) => (
                <li key={`${item.categoryId}-${item.thumbNail}`} className="advisor-content-item">
                  <img src={thumbnailUrl(item.thumbNail)} alt="" width={160} height={90} loading="lazy" />
                  <div>
                    <p className="advisor-content-item__category">{item.category}</p>
                    <h3>{item.heading}</h3>
                    <p>{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="advisor-content-report">
            <ReportLink agentCode={agentCode} viewer={viewer} />
          </div>
          {thanked ? <p role="status" className="advisor-content-thanks">{t.contentThanks}</p> : null}
          {failure ? (
            <p className="field-error" role="alert">
              {failure}
            </p>
          ) : null}
          {subscribed ? (
            <LinkButton to={CREATE_LEADS_PATH} variant="primary" block>
              {messages.content.createLeads}
            </LinkButton>
          ) : (
            <Button block onClick={() => void getNotified()} disabled={busy || content.isPending} aria-busy={busy}>
              {messages.content.getNotified}
            </Button>
          )}
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
