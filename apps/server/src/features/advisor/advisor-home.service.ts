import {
  advisorHomePaths,
  agentCodeSchema,
  type ContentItem,
  type ContentSubscription,
  type FestiveBrandingQuery,
  type SignUpInterest,
} from '@sanchay/contract';
import { advisorHomeMessages, type Clock, messages } from '@sanchay/domain';
import type { Database } from '../../db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../http/app-errors';
import { withQueryParam } from './advisor-links';
import * as queries from './advisor-home.queries';
import { findAgent } from './agent.queries';
import { drawThumbnail } from './content-thumbnail';
import { festiveBrandingPdf } from './festive-branding.pdf';
import type { AdvisorCaller } from './agent.service';

const t = advisorHomeMessages;

/**
 * The advisor's desktop home (decisions 0145–0147): the sign-up banner's I am Interested, the
 * Customer Investment Report's address, the content popup (items, thumbnails, subscription) and
 * the festive-branding PDF. All for the advisor signed in with the agent's own account, as the
 * AUM summary and the leads are (0011, 0129): 401 signed out, 403 anyone else, an unknown code
 * included (one answer).
 */
export class AdvisorHomeService {
  /** Thumbnails are the same for everyone: drawn once per file per process. */
  private readonly thumbnails = new Map<string, Promise<Buffer>>();

  constructor(private readonly deps: { database: Database; clock: Clock; reportsUrl: string | undefined }) {}

  async signUpInterest(rawCode: unknown, caller: AdvisorCaller): Promise<SignUpInterest> {
    const advisor = await this.ownAgent(rawCode, caller);
    return this.interestOf(advisor);
  }

  /**
   * I am Interested: shown to advisors who are neither ARN holders nor investors (spec 3 §6), so
   * refused (403) for the others; once per advisor (the table's key), so a repeat, a double click
   * or two tabs answer the first and nothing grows: the per-account limit is one.
   */
  async saveSignUpInterest(rawCode: unknown, caller: AdvisorCaller): Promise<SignUpInterest> {
    const advisor = await this.ownAgent(rawCode, caller);
    const state = await this.interestOf(advisor);
    if (!state.showInterested) throw new ForbiddenError(t.interestNotForYou);
    await queries.insertSignUpInterestIfAbsent(this.deps.database.db, advisor.id, this.deps.clock.now());
    return this.interestOf(advisor);
  }

  /** Spec 3 §7: the reports URL with agentCode, or null (the browser then opens /transaction-error). */
  async reportsUrl(rawCode: unknown, caller: AdvisorCaller): Promise<string | null> {
    const advisor = await this.ownAgent(rawCode, caller);
    return this.deps.reportsUrl ? withQueryParam(this.deps.reportsUrl, 'agentCode', advisor.agentCode) : null;
  }

  async activeContent(rawCode: unknown, caller: AdvisorCaller): Promise<ContentItem[]> {
    const advisor = await this.ownAgent(rawCode, caller);
    const db = this.deps.database.db;
    const [items, subscribed] = [await queries.activeContentItems(db), await queries.subscribedCategories(db, advisor.id)];
    return items.map((item) => ({
      categoryId: item.categoryId,
      category: item.category,
      heading: item.heading,
      description: item.description,
      subscribe: subscribed.has(0) || subscribed.has(item.categoryId),
      thumbNail: item.thumbnail,
      videoUrl: item.videoUrl,
    }));
  }

  async subscribe(caller: AdvisorCaller, body: { agentCode: string; categoryId: number }): Promise<ContentSubscription> {
    const advisor = await this.ownAgent(body.agentCode, caller);
    const db = this.deps.database.db;
    if (body.categoryId !== 0 && !(await queries.categoryExists(db, body.categoryId))) {
      throw new ValidationError(t.categoryNotFound, { categoryId: t.categoryNotFound });
    }
    const at = await queries.subscribe(db, advisor.id, body.categoryId, this.deps.clock.now());
    return { categoryId: body.categoryId, subscribe: true, subscribedAt: at.toISOString() };
  }

  /** A content item's thumbnail PNG (any item, active or not: an old link keeps its picture); 404 when none has this file. */
  thumbnail(fileName: string): Promise<Buffer> {
    let png = this.thumbnails.get(fileName);
    if (!png) {
      png = (async () => {
        const item = await queries.contentByThumbnail(this.deps.database.db, fileName);
        if (!item) throw new NotFoundError(t.thumbnailNotFound);
        return drawThumbnail(item);
      })();
      // Only drawn pictures are kept: an unknown name is asked again (and cannot fill the map).
      png.catch(() => this.thumbnails.delete(fileName));
      this.thumbnails.set(fileName, png);
    }
    return png;
  }

  /** GET festive-branding: the address of the advisor's PDF (the query is checked by the contract). */
  async festiveBrandingUrl(caller: AdvisorCaller, query: FestiveBrandingQuery): Promise<string> {
    const advisor = await this.ownAgent(query.agentCode, caller);
    return advisorHomePaths.festiveBrandingPdf(advisor.agentCode, query.brandingType, query.lang);
  }

  async festiveBrandingPdf(rawCode: unknown, caller: AdvisorCaller): Promise<{ bytes: Buffer; agentCode: string }> {
    const advisor = await this.ownAgent(rawCode, caller);
    const bytes = await festiveBrandingPdf({ name: advisor.name, arn: advisor.arn, euin: advisor.euin, agentCode: advisor.agentCode });
    return { bytes, agentCode: advisor.agentCode };
  }

  private async interestOf(advisor: { id: string; arn: string | null; userId: string | null }): Promise<SignUpInterest> {
    const db = this.deps.database.db;
    const isARNHolder = advisor.arn !== null && advisor.arn.trim() !== '';
    const isInvestor = advisor.userId !== null && (await queries.isOnboardedInvestor(db, advisor.userId));
    const at = await queries.findSignUpInterest(db, advisor.id);
    return { isARNHolder, isInvestor, showInterested: !isARNHolder && !isInvestor, interestedAt: at ? at.toISOString() : null };
  }

  private async ownAgent(rawCode: unknown, caller: AdvisorCaller) {
    if (!caller.signedInUserId) throw new UnauthorizedError(messages.session.notAuthorized);
    const parsed = agentCodeSchema.safeParse(rawCode);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Please enter a valid agent code';
      throw new ValidationError(message, { agentCode: message });
    }
    const row = await findAgent(this.deps.database.db, parsed.data);
    if (!row || row.userId === null || row.userId !== caller.signedInUserId) throw new ForbiddenError(t.notYours);
    return row;
  }
}
