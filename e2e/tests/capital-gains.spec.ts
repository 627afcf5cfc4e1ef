import { readFileSync } from 'node:fs';
import { expect, test, type Download } from '@playwright/test';
import { ApiSession } from '../pages/api-session';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { DEMO_INVESTOR } from '../pages/demo-accounts';
import { expectNoSidewaysScroll } from '../pages/phone-layout';
import { untilHydrated } from '../pages/hydration';

// The capital-gains statement (issue 12 §1, §6; decision 0101) on a phone: the screen from the
// portfolio, its year picker, and the three downloads: the statement as CSV and PDF (the PDF
// opens: its header, its trailer and the title inside) and Schedule 112A as CSV.

async function saved(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path);
}

test('the gains statement downloads as CSV and PDF, and the PDF opens', async ({ page }) => {
  await new ApiSession(page.request).signIn(DEMO_INVESTOR);
  await page.goto('/v1/profile/portfolio/capital-gains');
  await expect(page.getByRole('heading', { level: 1, name: 'Capital gains' })).toBeVisible();
  const year = page.getByLabel('Financial year');
  await expect(year).toBeVisible();
  // The page comes rendered by the server (decision 0172): the picker works once React owns it.
  await untilHydrated(year);
  const fy = await year.inputValue();
  expect(fy).toMatch(/^\d{4}-\d{2}$/);
  await expect(page.getByRole('heading', { name: 'Tax harvesting' })).toBeVisible();
  await expectNoSidewaysScroll(page, 390, 'capital gains');
  await expectNoSeriousA11yViolations(page);

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`capital-gains-${fy}.csv`);
  const csvText = (await saved(csv)).toString('utf8');
  expect(csvText.split('\r\n')[0]).toBe(
    'Folio,Scheme,ISIN,Tax class,Tax class basis,Sale type,Purchase date,Sale date,Days held,Units,Purchase cost,NAV on 31/01/2018,FMV on 31/01/2018,Indexed cost,Cost for tax,Sale value,Exit load,Net sale value,STT,Term,Tax rule,Gain',
  );

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`capital-gains-${fy}.pdf`);
  const bytes = await saved(pdf);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = bytes.toString('latin1');
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  expect(text).toMatch(/\/Type \/Page\b/);
  expect(text).toContain(`Capital gains statement FY ${fy}`);

  const [schedule] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Schedule 112A (CSV)' }).click(),
  ]);
  expect((await saved(schedule)).toString('utf8').split('\r\n')[0]).toContain(
    'ISIN Code (2),Name of the Share/Unit (3),No. of Shares/Units (4)',
  );

  // Another year from the picker: the address keeps it.
  await year.selectOption('2024-25');
  await expect(page).toHaveURL(/[?&]fy=2024-25/);
  await expect(page.getByText('Sales from 01/04/2024 to 31/03/2025')).toBeVisible();
});
