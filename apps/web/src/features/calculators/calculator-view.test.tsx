import { calculatorShareAnswer } from '@sanchay/contract';
import { messages, productMessages } from '@sanchay/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api-client';
import { CalculatorView } from './calculator-view';
import { InterestDialog } from './interest-dialog';

const own = productMessages.calculator;
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the SIP calculator', () => {
  it('starts at ₹5,000 a month, 8% and 10 years, and shows You Invest and You Gain as a spreadsheet does', () => {
    render(<CalculatorView kind="sip" />);
    expect(screen.getByRole('textbox', { name: own.monthlyInvestment })).toHaveValue('5,000');
    expect(screen.getByRole('slider', { name: own.expectedReturn })).toHaveValue('8');
    expect(screen.getByRole('slider', { name: own.timePeriod })).toHaveValue('10');
    expect(figure(messages.calculator.youInvest)).toBe('₹6,00,000.00');
    expect(figure(messages.calculator.youGain)).toBe('₹3,20,828.38');
    expect(figure(own.futureValue)).toBe('₹9,20,828.38');
    // No Share for anyone but the advisor.
    expect(screen.queryByRole('button', { name: messages.calculator.share })).toBeNull();
  });

  it('takes a quick amount, and keeps the sliders inside 100–1,00,000, 1–30% and 1–30 years', async () => {
    const user = userEvent.setup();
    render(<CalculatorView kind="sip" />);
    const quick = within(screen.getByRole('group', { name: own.quickAmounts })).getAllByRole('button');
    expect(quick.map((b) => b.textContent)).toEqual(['₹10,000', '₹5,000', '₹3,000', '₹2,000']);
    await user.click(quick[0]!);
    expect(screen.getByRole('textbox', { name: own.monthlyInvestment })).toHaveValue('10,000');
    expect(figure(messages.calculator.youInvest)).toBe('₹12,00,000.00');
    const amount = screen.getByRole('slider', { name: own.monthlyInvestment });
    expect([amount.getAttribute('min'), amount.getAttribute('max')]).toEqual(['100', '100000']);
    const rate = screen.getByRole('slider', { name: own.expectedReturn });
    expect([rate.getAttribute('min'), rate.getAttribute('max')]).toEqual(['1', '30']);
    const years = screen.getByRole('slider', { name: own.timePeriod });
    expect([years.getAttribute('min'), years.getAttribute('max')]).toEqual(['1', '30']);
  });

  it('accepts digits only in the boxes, and an amount outside the bounds keeps the last one inside them', async () => {
    const user = userEvent.setup();
    render(<CalculatorView kind="sip" />);
    const box = screen.getByRole('textbox', { name: own.monthlyInvestment });
    await user.clear(box);
    await user.type(box, '2a5b0');
    expect(box).toHaveValue('250');
    expect(figure(messages.calculator.youInvest)).toBe('₹30,000.00');
    await user.clear(box);
    await user.type(box, '150000');
    expect(screen.getByRole('alert')).toHaveTextContent(own.amountOutOfRange);
    // 15000 was the last amount typed inside 100–1,00,000 on the way to 150000.
    expect(figure(messages.calculator.youInvest)).toBe('₹18,00,000.00');
    const rate = screen.getByRole('textbox', { name: own.expectedReturn });
    await user.clear(rate);
    await user.type(rate, '31');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(own.rateOutOfRange);
  });

  it('draws a bar per year with the same figures in a table', () => {
    render(<CalculatorView kind="sip" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]!.textContent).toBe('1₹60,000.00₹2,664.63₹62,664.63');
    expect(rows[10]!.textContent).toBe('10₹6,00,000.00₹3,20,828.38₹9,20,828.38');
  });
});

describe('the goal calculator', () => {
  it('starts at a ₹5,00,000 goal and asks ₹2,714.95 a month (PMT), without quick amounts', () => {
    render(<CalculatorView kind="goal" />);
    expect(screen.getByRole('textbox', { name: own.goalAmount })).toHaveValue('5,00,000');
    const amount = screen.getByRole('slider', { name: own.goalAmount });
    expect([amount.getAttribute('min'), amount.getAttribute('max')]).toEqual(['100000', '100000000']);
    expect(figure(own.monthlySipNeeded)).toBe('₹2,714.95');
    expect(figure(messages.calculator.youInvest)).toBe('₹3,25,794.00');
    expect(figure(messages.calculator.youGain)).toBe('₹1,74,206.00');
    expect(screen.queryByRole('group', { name: own.quickAmounts })).toBeNull();
  });
});

describe("the advisor's share", () => {
  const answer = calculatorShareAnswer.parse({
    shortenUrl: 'http://localhost:8080/s/Abcd2345',
    fileId: 'Abcd2345',
    fileName: 'sip-calculator-Abcd2345.png',
    imageUrl: 'http://localhost:8080/api/v1/calculators/shared/Abcd2345/image',
    whatsappUrl: 'https://wa.me/919876543210?text=x',
    leadSaved: true,
  });

  it('asks for both name and mobile or neither, then sends the inputs and the customer and offers WhatsApp', async () => {
    const user = userEvent.setup();
    const onShare = vi.fn().mockResolvedValue(answer);
    render(<CalculatorView kind="sip" onShare={onShare} />);
    await user.click(screen.getByRole('button', { name: messages.calculator.share }));
    const dialog = screen.getByRole('dialog', { name: own.shareTitle });
    await user.type(within(dialog).getByLabelText(own.customerMobile), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: messages.calculator.share }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.calculator.customerNameMandatory);
    expect(onShare).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText(own.customerMobile));
    await user.type(within(dialog).getByLabelText(own.customerName), 'ravi');
    await user.click(within(dialog).getByRole('button', { name: messages.calculator.share }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.calculator.customerMobileMandatory);
    await user.type(within(dialog).getByLabelText(own.customerMobile), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: messages.calculator.share }));
    expect(onShare).toHaveBeenCalledWith({ calculator: 'sip', investmentAmt: 5000, rateOfReturn: 8, timePeriod: 10 }, { customerName: 'ravi', customerMobile: '9876543210' });
    expect(await within(dialog).findByRole('link', { name: own.shareOnWhatsApp })).toHaveAttribute('href', answer.whatsappUrl);
    expect(within(dialog).getByRole('link', { name: answer.shortenUrl })).toBeInTheDocument();
  });

  it("says 'Failed to share' when the share fails without a message of its own", async () => {
    const user = userEvent.setup();
    render(<CalculatorView kind="sip" onShare={vi.fn().mockRejectedValue(new ApiError(500, null))} />);
    await user.click(screen.getByRole('button', { name: messages.calculator.share }));
    const dialog = screen.getByRole('dialog', { name: own.shareTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.calculator.share }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.calculator.shareFailed);
  });
});

describe("I'm Interested", () => {
  it('keeps Submit disabled until name, mobile and e-mail are valid, and says the spec’s messages', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue({ message: own.interestedThanks });
    render(<InterestDialog onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: messages.calculator.imInterested }));
    const dialog = screen.getByRole('dialog', { name: own.interestedTitle });
    const submit = within(dialog).getByRole('button', { name: own.submit });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByLabelText(own.fullName));
    await user.click(within(dialog).getByLabelText(own.mobile));
    await user.click(within(dialog).getByLabelText(own.email));
    await user.tab();
    expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual([
      messages.calculator.fullNameRequired,
      messages.calculator.mobileRequired,
      messages.calculator.emailRequired,
    ]);
    await user.type(within(dialog).getByLabelText(own.fullName), 'Anita Desai');
    await user.type(within(dialog).getByLabelText(own.mobile), '9812345678');
    await user.type(within(dialog).getByLabelText(own.email), 'anita@example.com');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ userName: 'Anita Desai', mobile: '9812345678', emailId: 'anita@example.com' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(own.interestedThanks);
  });
});
