import type { MandateView } from '@sanchay/contract';
import { MAX_MANDATE_SCAN_BYTES, messages, productMessages } from '@sanchay/domain';
import { useState } from 'react';
import { failureOf } from '../../app/api-client';
import { Button, FileUpload } from '../../ui';
import { activateMandate, downloadMandateForm, uploadMandateScan } from './mandates-api';

const m = messages.mandate;
const own = productMessages.mandate;

/**
 * A physical mandate's steps (spec 3 §4: "download first, then upload is enabled"; Setup Mandate
 * once the signed scan is uploaded): the form as a PDF, the one upload control, then the form to
 * the exchange. `mandate` is null until the setup has registered it (`ensureMandate` does).
 */
export function PhysicalMandateSteps({
  mandate,
  ensureMandate,
  disabled,
  onSubmitted,
}: {
  mandate: MandateView | null;
  ensureMandate: () => Promise<MandateView | null>;
  disabled?: boolean;
  onSubmitted: (mandate: MandateView, message: string) => void;
}) {
  const [downloaded, setDownloaded] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const [busy, setBusy] = useState<'download' | 'upload' | 'submit' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const download = async () => {
    setError(null);
    setBusy('download');
    try {
      const registered = mandate ?? (await ensureMandate());
      if (!registered) return;
      const file = await downloadMandateForm(registered.bseMandateId);
      // The PDF opens in a new tab (or downloads); the page stays for the upload.
      window.open(file.fileUrl, '_blank', 'noopener');
      setDownloaded(true);
    } catch (err) {
      setError(failureOf(err, m.downloadFailed).message);
    } finally {
      setBusy(null);
    }
  };

  const upload = async (file: File) => {
    if (!mandate) return;
    setUploadError(null);
    setNote(null);
    setBusy('upload');
    try {
      const answer = await uploadMandateScan(mandate.bseMandateId, file);
      setUploaded(true);
      setNote(answer.message);
    } catch (err) {
      setUploaded(false);
      setUploadError(failureOf(err, m.uploadFailed).message);
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    if (!mandate) return;
    setError(null);
    setBusy('submit');
    try {
      const answer = await activateMandate('X', mandate.bseMandateId);
      onSubmitted(answer.mandate, answer.message);
    } catch (err) {
      setError(failureOf(err, m.setupFailed).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="mandate-physical">
      <Button variant="secondary" onClick={download} disabled={disabled || busy !== null} aria-busy={busy === 'download'}>
        {own.downloadForm}
      </Button>
      <FileUpload
        label={m.uploadMandateForm}
        hint="TIFF, JPEG or JPG, under 2 MB"
        accept={['tiff', 'jpeg']}
        maxBytes={MAX_MANDATE_SCAN_BYTES}
        refusals={{ wrongType: own.scanFormat, tooLarge: m.scanTooLarge }}
        error={uploadError}
        note={note}
        disabled={disabled || !downloaded || !mandate || busy !== null}
        onChange={(file) => void upload(file)}
      />
      {error ? (
        <p className="mandate-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button onClick={submit} disabled={disabled || !uploaded || busy !== null} aria-busy={busy === 'submit'}>
        {m.setupMandate}
      </Button>
    </div>
  );
}
