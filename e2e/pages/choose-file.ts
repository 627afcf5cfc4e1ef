import type { Locator } from '@playwright/test';

type FileInput = string | { name: string; mimeType: string; buffer: Buffer };

/**
 * Chooses a file with an upload control (ui/FileUpload) as a person does: its button opens the
 * browser's file picker, which gets the file.
 */
export async function chooseFile(button: Locator, file: FileInput): Promise<void> {
  const chooser = button.page().waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}
