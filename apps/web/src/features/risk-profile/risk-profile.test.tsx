import { failureEnvelope } from '@sanchay/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrfToken } from '../../app/api-client';
import { renderApp } from '../../testing/render-app';
import { fakeRiskServer, resultOf } from './risk-profile-test-kit';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  setCsrfToken(null);
});

const question = (name: string) => screen.findByRole('group', { name });
const progressText = () => screen.getByRole('progressbar').getAttribute('aria-valuetext');

describe('risk profile questionnaire', () => {
  it('starts with the intro, then asks one question at a time; Next needs an answer and saves it', async () => {
    const server = fakeRiskServer();
    const user = userEvent.setup();
    renderApp('/profile/risk-profile?flowType=profile');
    await user.click(await screen.findByRole('button', { name: "Let's Begin" }));

    const first = await question('What is your age?');
    expect(progressText()).toBe('Question 1 of 9');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This is a mandatory question.')).toHaveAttribute('role', 'alert');
    expect(server.saved).toEqual([]);

    await user.click(within(first).getByRole('radio', { name: '26 to 35 years' }));
    expect(screen.queryByText('This is a mandatory question.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(progressText()).toBe('Question 2 of 9'));
    expect(server.saved).toEqual([
      { questionNo: 1, answerOptionId: 14, riskProfileVersion: 1, totalQuestionsCount: 9, userAttemptId: 1, isCalculateRiskScore: false },
    ]);
    // Focus moves to the new question for keyboard and screen-reader users.
    expect(screen.getByRole('heading', { name: /How long do you plan to stay invested/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(progressText()).toBe('Question 1 of 9');
    expect(screen.getByRole('radio', { name: '26 to 35 years' })).toBeChecked();
  });

  it('resumes at the first unanswered question with the saved answers in place', async () => {
    fakeRiskServer({ answers: [{ questionNo: 1, answerOptionId: 12 }, { questionNo: 2, answerOptionId: 25 }, { questionNo: 3, answerOptionId: 33 }] });
    const user = userEvent.setup();
    renderApp('/profile/risk-profile?flowType=checkout&previous=true');
    await screen.findByRole('heading', { name: /how many months could your savings/ });
    expect(progressText()).toBe('Question 4 of 9');
    expect(screen.getByText('Step 3/5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'It is fairly stable' })).toBeChecked();
  });

  it('submits the last question with the calculate flag and shows the result with Continue to step 4 in checkout', async () => {
    const answers = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ questionNo: n, answerOptionId: n * 10 + 3 }));
    const server = fakeRiskServer({ answers });
    const user = userEvent.setup();
    renderApp('/profile/risk-profile?flowType=checkout&completed=true');
    await screen.findByRole('heading', { name: 'What share of your total savings will you invest here?' });
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '25% to 50%' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Moderately High' })).toBeInTheDocument();
    expect(server.saved.at(-1)).toMatchObject({ questionNo: 9, answerOptionId: 93, isCalculateRiskScore: true });
    expect(screen.getByRole('link', { name: /Flexi Cap/ })).toHaveAttribute('href', '/mutual-fund-results/Equity/Flexi%20Cap');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/profile/occupation-nominee-details?flowType=checkout');
    expect(screen.getByRole('link', { name: 'Retake the test' })).toHaveAttribute('href', '/profile/risk-profile?flowType=checkout&completed=true');
    expect(screen.getByRole('list', { name: /Risk classes/ }).querySelector('[aria-current="true"]')).toHaveTextContent('Moderately High');
  });

  it('jumps to the question the server says is still unanswered at Submit', async () => {
    // Another tab changed the attempt: the server refuses the Submit naming question 4.
    const answers = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ questionNo: n, answerOptionId: n * 10 + 1 }));
    const server = fakeRiskServer({ answers });
    server.override = (path, method) =>
      path === '/api/v1/risk-profile/answer' && method === 'POST'
        ? new Response(
            JSON.stringify(
              failureEnvelope.parse({
                operationMessage: 'failure',
                responseData: null,
                errorEnum: 'VALIDATION_FAILED',
                message: 'This is a mandatory question.',
                fieldErrors: { 'questionNo.4': 'This is a mandatory question.' },
              }),
            ),
            { status: 400, headers: { 'content-type': 'application/json' } },
          )
        : undefined;
    const user = userEvent.setup();
    renderApp('/profile/risk-profile?flowType=profile&completed=true');
    await question('What share of your total savings will you invest here?');
    await user.click(screen.getByRole('radio', { name: 'Less than 10%' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(progressText()).toBe('Question 4 of 9'));
    expect(screen.getByText('This is a mandatory question.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('group', { name: /how many months could your savings/ })).toBeInTheDocument();
  });

  it('shows the spec\'s failure when the questions cannot be loaded', async () => {
    const server = fakeRiskServer();
    server.override = (path) => (path.endsWith('/risk-profile/questions') ? new Response('oops', { status: 500 }) : undefined);
    renderApp('/profile/risk-profile?flowType=profile&completed=true');
    expect(await screen.findByText('Something went wrong.Please try again later')).toBeInTheDocument();
  });
});

describe('risk profile result', () => {
  it('opens the result from the account menu entry when one exists, offering a retake in the profile flow', async () => {
    fakeRiskServer({ result: resultOf(2) });
    const { router } = renderApp('/profile/risk-profile?flowType=profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Moderately Conservative' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/risk-profile-result');
    expect(screen.getByText('Assessed on 21/08/2026')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retake the test' })).toHaveAttribute('href', '/profile/risk-profile?flowType=profile&completed=true');
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
  });

  it('sends an old user to cart review', async () => {
    fakeRiskServer({ result: resultOf(5) });
    renderApp('/profile/risk-profile-result?flowType=checkout&userType=old');
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/cart-review');
  });

  it('goes to the questionnaire when there is no result yet', async () => {
    fakeRiskServer();
    const { router } = renderApp('/profile/risk-profile-result?flowType=profile');
    expect(await screen.findByRole('button', { name: "Let's Begin" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile/risk-profile');
  });
});
