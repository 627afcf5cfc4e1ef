import { expect, type Page } from '@playwright/test';

/** The risk questionnaire and its result (spec 2 §2 /profile/risk-profile, /profile/risk-profile-result). */
export class RiskProfilePage {
  constructor(private readonly page: Page) {}

  get progress() {
    return this.page.getByRole('progressbar', { name: 'Questionnaire progress' });
  }

  async expectQuestion(n: number, total = 9): Promise<void> {
    await expect(this.progress).toHaveAttribute('aria-valuetext', `Question ${n} of ${total}`);
  }

  /** Picks an answer of the current question by its text. */
  async choose(answer: string): Promise<void> {
    await this.page.getByRole('radio', { name: answer, exact: true }).check();
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next' }).click();
  }

  async previous(): Promise<void> {
    await this.page.getByRole('button', { name: 'Previous' }).click();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }

  /** Answers the current question and goes on; the next question number shows once it is saved. */
  async answer(n: number, answer: string): Promise<void> {
    await this.expectQuestion(n);
    await this.choose(answer);
    await this.next();
    await this.expectQuestion(n + 1);
  }

  riskClassName() {
    return this.page.getByRole('heading', { level: 2, name: /.+/ }).first();
  }
}
