import * as Dialog from '@radix-ui/react-dialog';
import { BankErrorEnum, REGISTERED_WITH_BSE_ONBOARDED, type BankAccountView, type ProfileView, type StepUpOtpSent } from '@sanchay/contract';
import { MAX_BANK_ACCOUNTS, messages, productMessages } from '@sanchay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, failureOf } from '../../app/api-client';
import { Button, DialogRoot, Card, DialogCloseButton, Skeleton, useFlash, useIsMobile, useReturnFocus } from '../../ui';
import {
  accountLast4,
  BankAccountForm,
  BankDialogs,
  bankTimings,
  pause,
  sendBankUpdateOtp,
  useDeleteBankAccount,
  verifyBankUpdateOtp,
  type BankDialogState,
} from '../bank-accounts';
import { KYC_FOR_EDIT } from './personal-info-tab';
import { ProfileOtpDialog } from './profile-otp-dialog';
import { useReportUnsavedChanges } from './unsaved-changes';
import { investorProfileKeys, useProfile } from '../../investor-profile';
import { Fact } from './profile-fact';

const bank = messages.onboarding.bank;
const own = productMessages.bankAccounts;

/** What the bank-update OTP, once verified, will let the investor do. */
type Intent = { kind: 'edit'; account: BankAccountView } | { kind: 'delete'; account: BankAccountView };

/**
 * /profile/bank-info (spec 2 §2 "Bank info", §4 "Bank edit and delete"): an accordion of up to 3
 * accounts (bank name, last 4 digits, Primary tag), Edit and Delete in the open panel, both after a
 * bank-update OTP; the primary cannot be deleted; Add Another Account (a dialog on desktop, the
 * page itself on mobile); the page reads the profile again 2 s after a change.
 */
export default function BankInfoTab() {
  const profile = useProfile();
  if (profile.isPending) return <Skeleton />;
  if (profile.isError) return <p role="alert">{failureOf(profile.error).message}</p>;
  return <BankInfo view={profile.data} />;
}

function BankInfo({ view }: { view: ProfileView }) {
  const navigate = useNavigate();
  const flash = useFlash();
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const remove = useDeleteBankAccount();
  const accounts = view.userBankDetailsList;
  const registered = view.registeredWithBse === REGISTERED_WITH_BSE_ONBOARDED;
  // The first account's panel is open until the investor opens or closes one (also after the
  // first account is added to an empty list).
  const [chosen, setOpen] = useState<number | null | 'first'>('first');
  const open = chosen === 'first' ? (accounts[0]?.accountSequence ?? null) : chosen;
  const [editing, setEditing] = useState<BankAccountView | null>(null);
  const [adding, setAdding] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [sent, setSent] = useState<StepUpOtpSent | null>(null);
  const [intent, setIntent] = useState<Intent | null>(null);
  const [dialog, setDialog] = useState<BankDialogState>({ kind: 'closed' });
  useReportUnsavedChanges(dirty);

  const reload = async () => {
    // Spec 2 §4, §9: the page reloads 2 s after a bank change; here the profile is read again.
    await pause(bankTimings.reloadMs);
    await queryClient.invalidateQueries({ queryKey: investorProfileKeys.profile });
  };

  const askOtp = async (next: Intent) => {
    // Spec 2 §6: changes need registration; otherwise onboarding (KYC) first.
    if (!registered) return navigate(KYC_FOR_EDIT);
    try {
      setSent(await sendBankUpdateOtp());
      setIntent(next);
    } catch (failure) {
      flash.show({ type: 'error', message: failureOf(failure, messages.onboarding.otp.sendFailed).message });
    }
  };

  const startDelete = (account: BankAccountView) => {
    // Spec 2 §4: the primary cannot be deleted; no OTP is asked for it.
    if (account.defaultBankFlag === 'Y') {
      return setDialog({ kind: 'notice', title: own.primaryNotDeletableTitle, body: own.primaryNotDeletable });
    }
    void askOtp({ kind: 'delete', account });
  };

  const afterOtp = async () => {
    const next = intent;
    setSent(null);
    setIntent(null);
    if (!next) return;
    if (next.kind === 'edit') {
      setOpen(next.account.accountSequence);
      return setEditing(next.account);
    }
    try {
      const changed = await remove.mutateAsync(next.account.accountSequence);
      flash.show({ type: 'success', message: changed.message });
      await reload();
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.envelope?.errorEnum : undefined;
      const message = failureOf(failure).message;
      if (code === BankErrorEnum.BANK_MANDATE_CONFLICT) setDialog({ kind: 'notice', title: own.mandateConflictTitle, body: message });
      else if (code === BankErrorEnum.BANK_ACTIVE_MANDATE) setDialog({ kind: 'notice', title: own.activeMandateTitle, body: message });
      else if (code === BankErrorEnum.BANK_PRIMARY_NOT_DELETABLE) setDialog({ kind: 'notice', title: own.primaryNotDeletableTitle, body: message });
      else flash.show({ type: 'error', message });
    }
  };

  const addForm = (
    <BankAccountForm
      form="profile"
      accounts={accounts}
      onDirtyChange={setDirty}
      onCancel={() => {
        setDirty(false);
        setAdding(false);
      }}
      onSaved={() => {
        setDirty(false);
        setAdding(false);
        void reload();
      }}
    />
  );

  // Spec 2 §2: on mobile, Add Another Account is a full page rather than a dialog.
  if (adding && isMobile) {
    return (
      <Card as="section" aria-label="Add Another Account" className="profile-tab">
        <h2 className="profile-tab__title">Add Another Account</h2>
        {addForm}
      </Card>
    );
  }

  return (
    <Card as="section" aria-label={messages.profileArea.tabs.bank} className="profile-tab">
      <h2 className="profile-tab__title">{messages.profileArea.tabs.bank}</h2>
      {!registered ? (
        <div className="bank-alert" role="status">
          <p>
            <strong>Complete Your Profile Onboarding</strong>
          </p>
          <Button variant="primary" onClick={() => navigate(KYC_FOR_EDIT)}>
            Continue Onboarding
          </Button>
        </div>
      ) : null}

      {accounts.length === 0 ? <p>You have not added a bank account yet.</p> : null}
      <div className="bank-accordion">
        {accounts.map((account) => (
          <AccountPanel
            key={account.accountSequence}
            account={account}
            open={open === account.accountSequence}
            onToggle={() => setOpen(open === account.accountSequence ? null : account.accountSequence)}
            editing={editing?.accountSequence === account.accountSequence}
            // Spec 2 §4: only one account can be edited at a time.
            actionsDisabled={editing !== null || remove.isPending}
            onEdit={() => void askOtp({ kind: 'edit', account })}
            onDelete={() => startDelete(account)}
            editForm={
              <BankAccountForm
                form="profile"
                accounts={accounts}
                editing={account}
                onDirtyChange={setDirty}
                onCancel={() => {
                  setDirty(false);
                  setEditing(null);
                }}
                onSaved={() => {
                  setDirty(false);
                  setEditing(null);
                  void reload();
                }}
              />
            }
          />
        ))}
      </div>

      {registered ? (
        <div className="profile-tab__actions">
          <Button variant="secondary" disabled={accounts.length >= MAX_BANK_ACCOUNTS || editing !== null} onClick={() => setAdding(true)}>
            Add Another Account
          </Button>
        </div>
      ) : null}
      {accounts.length >= MAX_BANK_ACCOUNTS ? <p className="bank-form__note">{bank.tooManyAccounts}</p> : null}

      <AddAccountDialog open={adding && !isMobile} onClose={() => setAdding(false)}>
        {addForm}
      </AddAccountDialog>
      <ProfileOtpDialog
        sent={sent}
        sendOtp={sendBankUpdateOtp}
        verifyOtp={verifyBankUpdateOtp}
        onVerified={afterOtp}
        onClose={() => {
          setSent(null);
          setIntent(null);
        }}
      />
      <BankDialogs state={dialog} onClose={() => setDialog({ kind: 'closed' })} onContinueAnyway={() => setDialog({ kind: 'closed' })} />
    </Card>
  );
}

function AccountPanel(props: {
  account: BankAccountView;
  open: boolean;
  onToggle: () => void;
  editing: boolean;
  actionsDisabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
  editForm: React.ReactNode;
}) {
  const { account, open, onToggle, editing, actionsDisabled, onEdit, onDelete, editForm } = props;
  const id = useId();
  const name = `${account.bankName} ${accountLast4(account)}`;
  return (
    <div className="bank-accordion__item card">
      <h3 className="bank-card__name">
        <button type="button" className="bank-accordion__trigger" aria-expanded={open} aria-controls={`${id}-panel`} onClick={onToggle}>
          <span>{account.bankName}</span>
          <span>{accountLast4(account)}</span>
          {account.defaultBankFlag === 'Y' ? <span className="bank-tag">Primary</span> : null}
        </button>
      </h3>
      <div id={`${id}-panel`} role="region" aria-label={name} hidden={!open}>
        {editing ? (
          editForm
        ) : (
          <>
            <dl className="profile-facts">
              <Fact label="Account number" value={accountLast4(account)} />
              <Fact label="IFSC" value={account.ifscCode} />
              <Fact label="Account type" value={account.bankAccountType} />
              <Fact label="Status" value={account.isVerified ? 'Verified' : 'Not verified'} />
            </dl>
            <div className="bank-accordion__actions">
              <Button variant="secondary" size="small" onClick={onEdit} disabled={actionsDisabled} aria-label={`Edit ${name}`}>
                Edit
              </Button>
              <Button variant="ghost" size="small" onClick={onDelete} disabled={actionsDisabled} aria-label={`Delete ${name}`}>
                Delete
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function AddAccountDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: React.ReactNode }) {
  const returnFocus = useReturnFocus();
  return (
    <DialogRoot open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" {...returnFocus} aria-describedby={undefined}>
          <Dialog.Title className="dialog-title">Add Another Account</Dialog.Title>
          {children}
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </DialogRoot>
  );
}
