import type {
  CartDetails,
  CartInvestmentType,
  SaveInvestmentBody,
  SavePackInvestmentBody,
  UpdateCartItemBody,
  UpdatePackItemBody,
} from '@sanchay/contract';
import {
  cartItemTotal,
  cartMessages,
  istToday,
  messages,
  nfoOrderRefusalOn,
  parseSipDates,
  productMessages,
  schemeMinimumError,
  toDecimal,
  validateCartItem,
  type Clock,
  type InvestmentType,
} from '@sanchay/domain';
import type { Database } from '../../db/client';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../http/app-errors';
import * as q from './cart.queries';
import type { CartOwner, CartRow, DbOrTx } from './cart.queries';
import * as pq from './pack.queries';
import { PackService, checkPackItem, describePackItems } from './pack.service';

/** The caller as the cart sees it: the session's cookie id, user and advisor host's agent code. */
export interface CartCaller {
  cookieId: string;
  /** Whose cart: the signed-in user, or the customer an advisor acts for (decision 0138). */
  userId: string | null;
  agentCode: string | null;
  /** While an advisor acts for the customer: the advisor (their changes make the cart pending). */
  actorUserId?: string | null;
}

const toType = (t: CartInvestmentType): InvestmentType => (t === 'SIP' ? 'SIP' : 'LUMPSUM');
const toWireType = (t: InvestmentType): CartInvestmentType => (t === 'SIP' ? 'SIP' : 'Lumpsum');

export interface CartServiceOptions {
  database: Database;
  clock: Clock;
}

/**
 * The cart (spec 1 §3, spec 3 §3): one per signed-in user, one per guest cookie id. Every call
 * acts on the caller's own cart; a cart or item id of someone else's cart is refused (403). A
 * signed-in caller's guest cart (same cookie id) is merged into the user's cart first, so the
 * cart follows the browser through sign-in without a hook in the sign-in code.
 */
export class CartService {
  /** The packs' read side (list, details); pack items in the cart are this service's. */
  readonly packs: PackService;

  constructor(private readonly options: CartServiceOptions) {
    this.packs = new PackService({ database: options.database });
  }

  private get db() {
    return this.options.database.db;
  }

  private owner(caller: CartCaller): CartOwner {
    return caller.userId
      ? { kind: 'user', userId: caller.userId }
      : { kind: 'guest', cookieId: caller.cookieId };
  }

  private owns(caller: CartCaller, row: CartRow): boolean {
    return caller.userId
      ? row.userId === caller.userId
      : row.userId === null && row.cookieId === caller.cookieId;
  }

  /** The caller's cart, made when there is none (after merging a guest cart into a user's). */
  private async cartOf(db: DbOrTx, caller: CartCaller): Promise<CartRow> {
    // An advisor acting for a customer never brings the browser's guest cart into the customer's.
    if (caller.userId && !caller.actorUserId) await this.mergeGuest(db, caller);
    const owner = this.owner(caller);
    return (
      (await q.findCartOf(db, owner)) ??
      (await q.createCart(db, owner, { agentCode: caller.agentCode, at: this.options.clock.now() }))
    );
  }

  /** Moves the guest cart of the caller's cookie id into the user's cart; the user's item wins. */
  private async mergeGuest(db: DbOrTx, caller: CartCaller): Promise<void> {
    const guest = await q.findCartOf(db, { kind: 'guest', cookieId: caller.cookieId });
    if (!guest) return;
    const owner: CartOwner = { kind: 'user', userId: caller.userId! };
    const now = this.options.clock.now();
    const target =
      (await q.findCartOf(db, owner)) ??
      (await q.createCart(db, owner, { agentCode: guest.agentCode ?? caller.agentCode, at: now }));
    for (const item of await q.itemsOf(db, guest.id)) {
      const { id: _id, cartId: _cartId, ...rest } = item;
      await q.insertItemIfAbsent(db, { ...rest, cartId: target.id });
    }
    // Pack items move with their saved split; the user's item of the same pack and type wins.
    for (const item of await pq.packItemsOf(db, guest.id)) {
      if (!(await pq.findPackItemOf(db, target.id, item.packId, item.investmentType))) {
        await pq.movePackItem(db, item.id, target.id);
      }
    }
    await q.deleteCart(db, guest.id);
    await q.touchCart(db, target.id, now);
  }

  /**
   * Records a change of the caller's cart. A change by an advisor acting for the customer makes
   * the cart wait for the customer's approval again (pending, with the advisor as acted_by), even
   * after an approval: the customer approves what will be paid (decision 0138).
   */
  private async changed(db: DbOrTx, caller: CartCaller, row: CartRow, at: Date): Promise<void> {
    await q.touchCart(db, row.id, at);
    if (!caller.actorUserId) return;
    await q.markPending(db, row.id, caller.actorUserId);
    row.agentStatus = 'pending';
    row.actedByUserId = caller.actorUserId;
  }

  /**
   * The customer approves the cart their advisor built (decision 0138): only the customer signed
   * in themselves (an acting advisor is refused, 403); pending → approved; approving an approved
   * cart changes nothing.
   */
  async approve(caller: CartCaller & { userId: string }): Promise<CartDetails> {
    if (caller.actorUserId) throw new ForbiddenError(productMessages.acting.actorCannotApprove);
    return this.db.transaction(async (tx) => {
      const row = await q.findCartOf(tx, { kind: 'user', userId: caller.userId });
      if (!row) throw new ValidationError(productMessages.acting.nothingToApprove);
      if (row.agentStatus === 'pending') {
        await q.approveCart(tx, row.id, this.options.clock.now());
        row.agentStatus = 'approved';
      }
      return this.describe(tx, row);
    });
  }

  /** A cart id sent by the caller must be the caller's own: 404 unknown, 403 someone else's. */
  private async checkCartId(
    db: DbOrTx,
    caller: CartCaller,
    cartId: string | null | undefined,
  ): Promise<void> {
    if (!cartId) return;
    const row = /^[0-9a-f-]{36}$/i.test(cartId) ? await q.findCart(db, cartId) : undefined;
    if (!row) throw new NotFoundError(cartMessages.cartNotFound);
    if (!this.owns(caller, row)) throw new ForbiddenError(cartMessages.notYourCart);
  }

  async details(caller: CartCaller, cartId?: string | null): Promise<CartDetails> {
    return this.db.transaction(async (tx) => {
      await this.checkCartId(tx, caller, cartId);
      return this.describe(tx, await this.cartOf(tx, caller));
    });
  }

  async save(
    caller: CartCaller,
    body: SaveInvestmentBody & { schemeId: number },
  ): Promise<CartDetails> {
    const type = toType(body.investmentType);
    return this.db.transaction(async (tx) => {
      await this.checkCartId(tx, caller, body.cartId);
      const folioNo = await this.checkFolio(tx, caller, body.folioNumber, body.schemeId);
      const item = await this.checkItem(tx, body.schemeId, {
        investmentType: type,
        amount: body.amount,
        sipDate: body.sipDate,
        numOfInstallments: body.numOfSipInstallments,
      });
      const row = await this.cartOf(tx, caller);
      const now = this.options.clock.now();
      await q.upsertItem(tx, {
        cartId: row.id,
        amfiCode: body.schemeId,
        investmentType: type,
        amount: item.amount,
        frequency: item.frequency,
        sipDate: item.sipDate,
        numInstallments: item.numOfInstallments,
        folioNo,
        createdAt: now,
      });
      await this.changed(tx, caller, row, now);
      return this.describe(tx, row);
    });
  }

  /**
   * Invest More (spec 3 §4, §7): the folio of a holding the caller has in this scheme, so the
   * purchase is ADDITIONAL in it. A guest has no holdings (401); another's folio, or one without
   * units of the scheme, is refused (403) before anything is written.
   */
  private async checkFolio(db: DbOrTx, caller: CartCaller, folioNumber: string | null | undefined, schemeId: number): Promise<string | null> {
    const folio = folioNumber?.trim();
    if (!folio) return null;
    if (!caller.userId) throw new UnauthorizedError(messages.session.notAuthorized);
    if (folio.length > 40 || !(await q.holdsFolio(db, caller.userId, folio, schemeId))) {
      throw new ForbiddenError(cartMessages.notYourFolio);
    }
    return folio;
  }

  async update(caller: CartCaller, body: UpdateCartItemBody): Promise<CartDetails> {
    return this.db.transaction(async (tx) => {
      const { cart: row, item } = await this.ownItem(tx, caller, body.investmentId);
      const valid = await this.checkItem(tx, item.amfiCode, {
        investmentType: item.investmentType,
        amount: body.amount,
        sipDate: body.sipDate ?? item.sipDate,
        numOfInstallments: body.numOfSipInstallments ?? item.numInstallments,
      });
      await q.updateItem(tx, item.id, {
        amount: valid.amount,
        sipDate: valid.sipDate,
        numInstallments: valid.numOfInstallments,
      });
      await this.changed(tx, caller, row, this.options.clock.now());
      return this.describe(tx, row);
    });
  }

  async remove(caller: CartCaller, investmentId: string): Promise<CartDetails> {
    return this.db.transaction(async (tx) => {
      const { cart: row, item } = await this.ownItem(tx, caller, investmentId);
      await q.deleteItem(tx, item.id);
      await this.changed(tx, caller, row, this.options.clock.now());
      return this.describe(tx, row);
    });
  }

  /** merge-carts: the caller must be signed in (the route checks); returns the user's cart. */
  async merge(caller: CartCaller & { userId: string }): Promise<CartDetails> {
    return this.db.transaction(async (tx) => this.describe(tx, await this.cartOf(tx, caller)));
  }

  async savePack(caller: CartCaller, body: SavePackInvestmentBody): Promise<CartDetails> {
    const type = toType(body.investmentType);
    return this.db.transaction(async (tx) => {
      await this.checkCartId(tx, caller, body.cartId);
      const { item, shares } = await checkPackItem(tx, body.mintPackId, {
        investmentType: type,
        amount: body.amount,
        sipDate: body.sipDate,
        numOfInstallments: body.numOfSipInstallments,
      });
      const row = await this.cartOf(tx, caller);
      const now = this.options.clock.now();
      await pq.upsertPackItem(
        tx,
        {
          cartId: row.id,
          packId: body.mintPackId,
          investmentType: type,
          amount: item.amount,
          frequency: item.frequency,
          sipDate: item.sipDate,
          numInstallments: item.numOfInstallments,
          createdAt: now,
        },
        shares,
      );
      await this.changed(tx, caller, row, now);
      return this.describe(tx, row);
    });
  }

  async updatePack(caller: CartCaller, body: UpdatePackItemBody): Promise<CartDetails> {
    return this.db.transaction(async (tx) => {
      const { cart: row, item } = await this.ownPackItem(tx, caller, body.investmentId);
      const { item: valid, shares } = await checkPackItem(tx, item.packId, {
        investmentType: item.investmentType,
        amount: body.amount,
        sipDate: body.sipDate ?? item.sipDate,
        numOfInstallments: body.numOfSipInstallments ?? item.numInstallments,
      });
      await pq.updatePackItem(
        tx,
        item.id,
        { amount: valid.amount, sipDate: valid.sipDate, numInstallments: valid.numOfInstallments },
        shares,
      );
      await this.changed(tx, caller, row, this.options.clock.now());
      return this.describe(tx, row);
    });
  }

  async removePack(caller: CartCaller, investmentId: string): Promise<CartDetails> {
    return this.db.transaction(async (tx) => {
      const { cart: row, item } = await this.ownPackItem(tx, caller, investmentId);
      await pq.deletePackItem(tx, item.id);
      await this.changed(tx, caller, row, this.options.clock.now());
      return this.describe(tx, row);
    });
  }

  /** A pack item of the caller's own cart: 404 unknown, 403 someone else's. */
  private async ownPackItem(db: DbOrTx, caller: CartCaller, investmentId: string) {
    const item = /^[0-9a-f-]{36}$/i.test(investmentId)
      ? await pq.findPackItem(db, investmentId)
      : undefined;
    if (!item) throw new NotFoundError(cartMessages.itemNotFound);
    const row = await this.cartOf(db, caller);
    if (item.cartId !== row.id) throw new ForbiddenError(cartMessages.notYourCart);
    return { cart: row, item };
  }

  private async ownItem(db: DbOrTx, caller: CartCaller, investmentId: string) {
    const item = /^[0-9a-f-]{36}$/i.test(investmentId)
      ? await q.findItem(db, investmentId)
      : undefined;
    if (!item) throw new NotFoundError(cartMessages.itemNotFound);
    const row = await this.cartOf(db, caller);
    if (item.cartId !== row.id) {
      throw new ForbiddenError(cartMessages.notYourCart);
    }
    return { cart: row, item };
  }

  /** The spec's field rules, the scheme's permissions and its minimum. */
  private async checkItem(
    db: DbOrTx,
    schemeId: number,
    input: {
      investmentType: InvestmentType;
      amount: unknown;
      sipDate: unknown;
      numOfInstallments: unknown;
    },
  ) {
    const terms = await q.findSchemeTerms(db, schemeId);
    if (!terms) throw new NotFoundError(cartMessages.fundNotFound);
    // A new fund offer only during its window, lumpsum only (decision 0148), on the product's clock.
    const nfo = nfoOrderRefusalOn(istToday(this.options.clock), { ...terms, hasNav: terms.latestNav !== null }, input.investmentType);
    if (nfo) throw new ValidationError(nfo);
    if (!terms.purchaseAllowed) throw new ValidationError(cartMessages.purchaseNotAllowed);
    if (input.investmentType === 'SIP' && !terms.sipAllowed)
      throw new ValidationError(cartMessages.sipNotAllowed);
    const result = validateCartItem(input, parseSipDates(terms.sipData));
    if (!result.ok) {
      const fieldErrors = result.fieldErrors as Record<string, string>;
      throw new ValidationError(Object.values(fieldErrors)[0]!, fieldErrors);
    }
    const minimum = schemeMinimumError(input.investmentType, result.item.amount, terms);
    if (minimum) throw new ValidationError(minimum, { amount: minimum });
    return result.item;
  }

  private async describe(db: DbOrTx, row: CartRow): Promise<CartDetails> {
    const rows = await q.itemsWithFunds(db, row.id);
    const list = rows.map(({ item, ...fund }) => {
      const total = cartItemTotal({
        investmentType: item.investmentType,
        amount: item.amount,
        numOfInstallments: item.numInstallments,
      });
      return {
        total,
        entry: {
          totalAmount: total.toFixed(2),
          investmentDetail: [
            {
              investmentId: item.id,
              investmentType: toWireType(item.investmentType),
              investmentFrequency: item.frequency,
              sipDate: item.sipDate,
              numOfInstallments: item.numInstallments,
              amount: toDecimal(item.amount).toFixed(2),
              folioNumber: item.folioNo,
            },
          ],
          mutualFund: {
            fundName: fund.schemeName,
            schemeId: item.amfiCode,
            brand: fund.brand,
            category: fund.category,
            subCategory: fund.subCategory,
            schemeName: fund.schemeName,
            sipDates: parseSipDates(fund.sipData),
          },
        },
      };
    });
    const packs = await describePackItems(db, row.id);
    const amount = list.reduce((sum, x) => sum.plus(x.total), packs.total);
    return {
      cartId: row.id,
      noOfItems: packs.list.length + list.length,
      amount: amount.toFixed(2),
      agentStatus: row.agentStatus,
      activeMintPackInvestmentDetailList: packs.list,
      activeCustomizedInvestmentDetailList: list.map((x) => x.entry),
    };
  }
}
