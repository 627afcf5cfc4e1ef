import { messages } from '@sanchay/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseFile } from '../testing/choose-file';
import { FileUpload, type FileUploadProps } from './file-upload';

const bank = messages.onboarding.bank;
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);

function renderUpload(props: Partial<FileUploadProps> = {}) {
  const onChange = vi.fn();
  render(
    <FileUpload
      label="Cancelled cheque"
      hint="JPG, PNG or PDF, up to 5 MB"
      accept={['jpeg', 'png', 'pdf']}
      maxBytes={100}
      refusals={{ wrongType: bank.chequeFormat, tooLarge: bank.chequeSize }}
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange, button: screen.getByRole('button', { name: /Cancelled cheque/ }) };
}

beforeEach(() => {
  // jsdom has no object URLs; the browser's preview address is stood in for.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => 'blob:preview-1'),
      revokeObjectURL: vi.fn(),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('FileUpload (cancelled cheque, signature, mandate scans)', () => {
  it('is a button named by its label and described by the accepted types; no file chosen yet', () => {
    const { button } = renderUpload();
    expect(button).toHaveAccessibleName('Cancelled cheque Choose file');
    expect(button).toHaveAccessibleDescription('JPG, PNG or PDF, up to 5 MB');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('opens the file picker from the keyboard (Tab, then Enter or Space)', async () => {
    const user = userEvent.setup();
    const { button } = renderUpload();
    const input = button
      .closest('.file-upload')!
      .querySelector('input[type="file"]') as HTMLInputElement;
    const opened = vi.spyOn(input, 'click');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('shows a chosen image with its name and a preview, and hands it to the caller', async () => {
    const user = userEvent.setup();
    const { button, onChange } = renderUpload();
    const file = new File([PNG], 'my-cheque-photographed-on-the-kitchen-table.png', {
      type: 'image/png',
    });
    await chooseFile(user, button, file);
    // The control reads the file's first bytes before it takes it: wait for what a person sees.
    expect(
      await screen.findByText('my-cheque-photographed-on-the-kitchen-table.png'),
    ).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(file);
    expect(
      screen.getByRole('img', {
        name: 'Preview of my-cheque-photographed-on-the-kitchen-table.png',
      }),
    ).toHaveAttribute('src', 'blob:preview-1');
    expect(button).toHaveAccessibleName('Cancelled cheque Change file');
  });

  it('shows a PDF by its name and an icon, not an image', async () => {
    const user = userEvent.setup();
    const { button, onChange } = renderUpload();
    await chooseFile(user, button, new File([PDF], 'cheque.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('cheque.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('refuses a file of another type by its content (whatever its name says) with the spec message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { button, onChange } = renderUpload();
    await chooseFile(user, button, new File([EXE], 'cheque.png', { type: 'image/png' }));
    expect(await screen.findByText(bank.chequeFormat)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(`JPG, PNG or PDF, up to 5 MB ${bank.chequeFormat}`);
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit with the spec message, then takes a good one', async () => {
    const user = userEvent.setup();
    const { button, onChange } = renderUpload({ maxBytes: 20 });
    await chooseFile(
      user,
      button,
      new File([PNG, new Uint8Array(10)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText(bank.chequeSize)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await chooseFile(user, button, new File([PNG], 'small.png', { type: 'image/png' }));
    expect(await screen.findByText('small.png')).toBeInTheDocument();
    expect(screen.queryByText(bank.chequeSize)).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('refuses a PDF where only images are accepted (the signature)', async () => {
    // The picker offers images only, but a person may switch it to all files.
    const user = userEvent.setup({ applyAccept: false });
    const { button, onChange } = renderUpload({
      accept: ['jpeg', 'png'],
      refusals: { wrongType: 'Images only', tooLarge: 'Too big' },
    });
    await chooseFile(user, button, new File([PDF], 'signature.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Images only')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the file on record and the caller's error", () => {
    renderUpload({
      current: { name: 'Signature on file', imageUrl: '/api/v1/uploads/files/s1' },
      error: 'File upload failed.',
    });
    expect(screen.getByRole('img', { name: 'Preview of Signature on file' })).toHaveAttribute(
      'src',
      '/api/v1/uploads/files/s1',
    );
    expect(screen.getByText('File upload failed.')).toBeInTheDocument();
  });
});
