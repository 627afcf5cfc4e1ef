import { expect, type Page } from '@playwright/test';

/**
 * Answers totalling 21 of 36: Moderately High (the domain's risk-profile/README.md), one a question
 * in order.
 */
export const MODERATELY_HIGH_ANSWERS = [
  '26 to 35 years',
  '5 to 7 years',
  'It is fairly stable',
  '3 to 6 months',
  '20% to 35%',
  'Hybrid funds or a little equity',
  'Hold and wait for a recovery',
  'Steady growth with some safety',
  '25% to 50%',
] as const;

/** The risk questionnaire and its result (spec 2 §2 /profile/risk-profile, /profile/risk-profile-result). */
export class RiskProfilePage {
  constructor(private readonly page: Page) {}

  /** The intro's button, shown before the first question. */
  get begin() {
    return this.page.getByRole('button', { name: "Let's Begin" });
  }

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

  /** Answers every question from the current one (`from`) to the last and submits. */
  async answerAll(answers: readonly string[], from = 1): Promise<void> {
    for (let n = from; n < answers.length; n++) await this.answer(n, answers[n - 1]!);
    await this.expectQuestion(answers.length, answers.length);
    await this.choose(answers[answers.length - 1]!);
    await this.submit();
  }

  riskClassName() {
    return this.page.getByRole('heading', { level: 2, name: /.+/ }).first();
  }
}
