import type { UserEvent } from '@testing-library/user-event';

/**
 * Chooses a file with an upload control (ui/FileUpload) as a person does: the button named by the
 * control's label opens the picker (jsdom has none), and the file goes to the input it opens.
 */
export async function chooseFile(user: UserEvent, button: HTMLElement, file: File): Promise<void> {
  const input = button
    .closest('.file-upload')
    ?.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('not an upload control’s button');
  await user.upload(input, file);
}
