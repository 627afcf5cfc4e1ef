import type { ShareStatementBody } from '@sanchay/contract';
import { financialYearContaining, istToday, productMessages, type Clock } from '@sanchay/domain';
import type { Db } from '../../db/client';
import { ForbiddenError } from '../../http/app-errors';
import type { CustomerSharing, ShareCaller } from '../advisor';
import type { CapitalGainsService } from './capital-gains.service';
import { investorName } from './capital-gains.queries';
import { investmentStatementPdf } from './investment-statement.pdf';
import { ownAccount } from './portfolio.queries';
import type { PortfolioService } from './portfolio.service';

// Share Investment Statement (spec 3 §2, §7 "POST share portfolio"; issue 13 §1; decision 0125):
// the customer's mapped advisor e-mails the customer a PDF of the holdings, XIRR and this
// financial year's capital gains, through the outbox. The figures are the portfolio's and the
// gains statement's own (the services the screens read); the PDF is made before anything is
// queued, so a failure queues nothing and the web shows the spec's 'Failed to share portfolio…'.

export interface StatementSharingDeps {
  db: Db;
  clock: Clock;
  portfolio: PortfolioService;
  gains: CapitalGainsService;
  sharing: CustomerSharing;
}

export class StatementSharing {
  constructor(private readonly deps: StatementSharingDeps) {}

  async share(caller: ShareCaller, body: ShareStatementBody): Promise<{ message: string }> {
    const advisor = await this.deps.sharing.advisorFor(caller, body.ucc);
    if (!advisor) throw new ForbiddenError(productMessages.share.statementAdvisorOnly);
    // Past a share limit, refused before the PDF is made (decision 0167).
    await this.deps.sharing.checkLimits(advisor, { type: 'email', value: body.value, kind: 'investment-statement' });
    const customer = advisor.customerUserId;
    const today = istToday(this.deps.clock);
    const portfolio = await this.deps.portfolio.portfolio(customer);
    const gains = await this.deps.gains.statement(customer, { fy: financialYearContaining(today).label });
    const ucc = (await ownAccount(this.deps.db, customer))?.ucc ?? null;
    const pdf = await investmentStatementPdf(portfolio, gains, {
      investorName: ucc ? await investorName(this.deps.db, ucc) : null,
      ucc,
      advisorName: advisor.name,
      generatedOn: today,
    });
    await this.deps.sharing.send(advisor, {
      type: 'email',
      value: body.value,
      kind: 'investment-statement',
      subject: 'Your investment statement',
      path: '/profile/portfolio',
      body: (name, link) =>
        `${name}, your advisor, has shared your investment statement of ${today.split('-').reverse().join('/')} (attached as a PDF: holdings, XIRR and this year's capital gains). Your portfolio: ${link}`,
      attachments: [{ filename: `investment-statement-${today}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
    return { message: productMessages.share.statementShared };
  }
}
