import { isTiff, mimeTypeOf, sniffCertificateImage, sniffFileType, type SniffedFileType } from '@sanchay/domain';

/**
 * What the control can take: the uploads' types, TIFF for a mandate scan and GIF or BMP for an
 * advisor's certificate (spec 3 §5).
 */
export type UploadFileType = SniffedFileType | 'tiff' | 'gif' | 'bmp';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { DocumentIcon } from './icons';
import './file-upload.css';

/** A file already on record (a saved cheque or signature): its name and, for an image, where to see it. */
export interface UploadedFile {
  name: string;
  /** An image to preview; absent for a PDF or a file the browser cannot show. */
  imageUrl?: string | null;
}

export interface FileUploadProps {
  /** What the file is ("Cancelled cheque"); the button and the file input are named by it. */
  label: string;
  /** Accepted types and size, in words ("JPG, PNG or PDF, up to 5 MB"). */
  hint?: string;
  /** The accepted types, judged by the file's first bytes as the server does (not its name). */
  accept: readonly UploadFileType[];
  maxBytes: number;
  /** The messages for a file of another type and for one over `maxBytes` (the spec's wording). */
  refusals: { wrongType: string; tooLarge: string };
  /** The caller's message (the upload failed, the file is required…); shown instead of a refusal. */
  error?: string | null;
  /** Notes under the control (an OCR result), announced politely. */
  note?: ReactNode;
  /** The file on record before anything is chosen. */
  current?: UploadedFile | null;
  disabled?: boolean;
  /** An acceptable file was chosen (refused ones never reach the caller). */
  onChange: (file: File) => void;
}

const acceptAttribute: Record<UploadFileType, string> = {
  jpeg: '.jpg,.jpeg',
  png: '.png',
  pdf: '.pdf',
  tiff: '.tif,.tiff',
  gif: '.gif',
  bmp: '.bmp',
};
const mimeOf: Record<UploadFileType, string> = { ...mimeTypeOf, tiff: 'image/tiff', gif: 'image/gif', bmp: 'image/bmp' };

/**
 * One upload control for every scan the investor sends (cancelled cheque, signature, mandate):
 * a button named by the label that opens the file picker (the native input, unstyleable and
 * wider than a phone, stays hidden and out of the tab order; the button stands for it), the chosen file's name and a preview (a PDF shows an icon), the hint,
 * and the refusal or the caller's error tied to the button by aria-describedby.
 */
export function FileUpload({
  label,
  hint,
  accept,
  maxBytes,
  refusals,
  error,
  note,
  current,
  disabled,
  onChange,
}: FileUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<UploadedFile | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // An object URL holds the file in memory until revoked: revoke the previous one on change.
  useEffect(() => {
    const url = chosen?.imageUrl;
    return () => {
      if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
    };
  }, [chosen]);

  const shown = chosen ?? current ?? null;
  const message = error ?? refusal;

  const onPicked = async (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    const head = await readHead(file);
    const type: UploadFileType | null = isTiff(head) ? 'tiff' : (sniffFileType(head) ?? sniffCertificateImage(head));
    if (type === null || !accept.includes(type)) return setRefusal(refusals.wrongType);
    if (file.size > maxBytes) return setRefusal(refusals.tooLarge);
    // Browsers show no PDF or TIFF in an <img>: an icon stands for them.
    setChosen({ name: file.name, imageUrl: type === 'pdf' || type === 'tiff' ? null : previewUrlOf(file) });
    onChange(file);
  };

  return (
    <div className="file-upload">
      <span id={`${id}-label`} className="file-upload__label">
        {label}
      </span>
      {hint ? (
        <span id={`${id}-hint`} className="file-upload__hint">
          {hint}
        </span>
      ) : null}
      <div className={`file-upload__box${message ? ' file-upload__box--invalid' : ''}`}>
        {shown ? (
          <div className="file-upload__file">
            {shown.imageUrl ? (
              <img
                className="file-upload__preview"
                src={shown.imageUrl}
                alt={`Preview of ${shown.name}`}
              />
            ) : (
              <DocumentIcon className="file-upload__icon" size={32} />
            )}
            <span className="file-upload__name" title={shown.name}>
              {shown.name}
            </span>
          </div>
        ) : null}
        <Button
          variant="secondary"
          size="small"
          id={`${id}-button`}
          className="file-upload__button"
          disabled={disabled}
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={
            [hint ? `${id}-hint` : null, message || note ? `${id}-status` : null]
              .filter(Boolean)
              .join(' ') || undefined
          }
          aria-invalid={message ? true : undefined}
          onClick={() => input.current?.click()}
        >
          {shown ? 'Change file' : 'Choose file'}
        </Button>
      </div>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={[
          ...accept.map((t) => acceptAttribute[t]),
          ...accept.map((t) => mimeOf[t]),
        ].join(',')}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) is a change too.
          event.target.value = '';
          void onPicked(file);
        }}
      />
      <div id={`${id}-status`} className="file-upload__status" aria-live="polite">
        {message ? <p className="file-upload__error">{message}</p> : null}
        {note}
      </div>
    </div>
  );
}

/** An image's preview address; null where the browser has none (tests without object URLs). */
function previewUrlOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/** The first bytes of a file: its type is judged by content (magic bytes), as the server does. */
function readHead(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, 16));
  });
}
