import { expect, type Page } from '@playwright/test';
import { SignInSteps } from './sign-in-steps';

/** /cart-review (spec 1 §2 "Cart summary", spec 3 §3) with its Invest Now and login panel. */
export class CartReviewPage {
  /** The checkout login panel (spec 1 §2: id loginDiv), the same steps as the dialog. */
  readonly loginPanel: SignInSteps;

  constructor(private readonly page: Page) {
    this.loginPanel = new SignInSteps(page.locator('#loginDiv'));
  }

  async open(): Promise<void> {
    await this.page.goto('/v1/cart-review');
    await expect(this.page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  }

  items() {
    return this.page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  }

  investNow() {
    return this.page.getByRole('button', { name: 'Invest Now' });
  }

  /** The header's cart link with its badge ("Cart, 2 items"). */
  badge(count: number) {
    return this.page.getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` }).first();
  }
}
