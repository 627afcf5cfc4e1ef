import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../pages/axe';
import { expectNoSidewaysScroll } from '../pages/phone-layout';

// The sandbox console (issue 10 §2, docs/decisions/0065, 0066) in a real browser: test data entered
// at the sandbox exchange (the product's checkout does not place orders yet), a mandate approved,
// the clock moved, the next days' NAVs published until the clock's today, the allotment seen and
// the reconciliation of the ledger with the allotment statement empty. Both projects share one
// server, so each uses its own client code and the clock keeps the moves of the run before it.

/** Clicks Publish until the server says the next date is not due yet on the sandbox clock (at most 10 days). */
async function publishUntilToday(navs: Locator): Promise<void> {
  const publish = navs.getByRole('button', { name: 'Publish next day’s NAVs' });
  const outcome = navs.getByRole('status');
  for (let i = 0; i < 10; i += 1) {
    const before = (await outcome.textContent()) ?? '';
    await publish.click();
    await expect(outcome).not.toHaveText(before);
    if (/not due yet/.test((await outcome.textContent()) ?? '')) return;
  }
  throw new Error('NAVs kept being published: the clock is further ahead than expected');
}

test('the sandbox console: move the clock, publish NAVs, approve a mandate, see the allotment and an empty reconciliation', async ({
  page,
}, testInfo) => {
  const client = testInfo.project.name === 'mobile' ? 'E2EPHONE' : 'E2EDESK';
  await page.goto('/v1/sandbox/console');
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox console' })).toBeVisible();
  const now = page.getByTestId('sandbox-now');
  await expect(now).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);

  // Test data: a purchase paid at once, and a physical mandate waiting for the bank.
  const testData = page.getByRole('region', { name: 'Test data' });
  await testData.getByLabel('Client code (UCC)').fill(client);
  await testData.getByRole('button', { name: 'Place a test purchase' }).click();
  const placed = testData.getByText(/^Order \d+ placed in .* and paid\.$/);
  await expect(placed).toBeVisible();
  const orderNo = /^Order (\d+)/.exec((await placed.textContent()) ?? '')![1]!;
  await testData.getByRole('button', { name: 'Register a test mandate' }).click();
  const registered = testData.getByText(/^Mandate \d+ registered, waiting for the bank\.$/);
  await expect(registered).toBeVisible();
  const mandateId = /^Mandate (\d+)/.exec((await registered.textContent()) ?? '')![1]!;

  // Approve the mandate: the bank's answer now.
  const mandates = page.getByRole('region', { name: 'Mandates' });
  await mandates.getByRole('button', { name: `Approve mandate ${mandateId}` }).click();
  await expect(mandates.getByRole('row').filter({ hasText: mandateId })).toContainText('APPROVED');

  await expectNoSeriousA11yViolations(page);
  if (testInfo.project.name === 'mobile') await expectNoSidewaysScroll(page, 390, 'sandbox console');

  // Move the clock five days (a weekend and a holiday are covered), then publish each day's NAVs.
  const before = (await now.textContent()) ?? '';
  const clock = page.getByRole('region', { name: 'Clock' });
  await clock.getByLabel('Move forward by').fill('5');
  await clock.getByLabel('Unit').selectOption('days');
  await clock.getByRole('button', { name: 'Move clock' }).click();
  await expect(clock.getByRole('status')).toHaveText(/^The sandbox clock now reads \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} IST\.$/);
  await expect(now).not.toHaveText(before);
  await publishUntilToday(page.getByRole('region', { name: 'NAVs' }));

  // The settlement job allots the order once its NAV is there (within seconds).
  const allotments = page.getByRole('table', { name: 'Allotment statement, newest first' });
  const allotment = allotments.getByRole('row').filter({ hasText: orderNo });
  await expect(allotment).toBeVisible();
  await expect(allotment).toContainText(client);
  await expect(allotment).toContainText('₹5,000.00');
  await expect(page.getByRole('table', { name: 'Orders at the exchange, newest first' }).getByRole('row').filter({ hasText: orderNo })).toContainText(
    'Allotted',
  );

  // The ledger reads the statement; then the reconciliation finds no difference.
  const reconciliation = page.getByRole('region', { name: 'Reconciliation: ledger and allotment statement' });
  await reconciliation.getByRole('button', { name: 'Read the allotment statement into the ledger' }).click();
  await expect(reconciliation.getByRole('status')).toHaveText(/allotments recorded in the ledger/);
  await expect(page.getByTestId('reconciliation-none')).toHaveText('None: the ledger and the exchange’s allotment statement agree.');

  await expectNoSeriousA11yViolations(page);
});
