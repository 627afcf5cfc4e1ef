import { describe, it, expect } from 'vitest';
import { readSharedText } from './__test-support__/shared-files';
import { messages, productMessages } from './messages';

const SPEC_FILES = [
  'spec/1-shell-home-cart-advisory.md',
  'spec/2-onboarding-profile.md',
  'spec/3-checkout-portfolio-tools.md',
];
const specs = SPEC_FILES.map(readSharedText);
const haveSpecs = specs.every((s) => s !== null);
const specText = specs.join('\n');

/** Each templated message with the spec's own placeholder, so its output is a spec substring. */
const TEMPLATE_ARGS: Record<string, string[]> = {
  'session.loggedInToAccount': ['{name}'],
  'mandate.limitMinimum': ['X'],
  'redeem.minimumAmount': ['{x}'],
  'redeem.minimumUnits': ['{x}'],
  'redeem.maximumAmount': ['{x}'],
  'redeem.multipleOf': ['{n}'],
  'redeem.navAvailableFrom': ['{date}'],
  'onboarding.bank.modificationFailed': ['...'],
  'onboarding.bank.modificationRejected': ['...'],
  'onboarding.bank.modificationNotAllowed': ['...'],
  'onboarding.bank.modificationUnexpected': ['...'],
};

type Leaf = { path: string; value: unknown };
function leaves(node: unknown, path = ''): Leaf[] {
  if (typeof node === 'string' || typeof node === 'function') return [{ path, value: node }];
  if (Array.isArray(node)) return node.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  }
  throw new Error(`Unexpected catalogue entry at ${path}`);
}

const all = leaves(messages);
const strings = all.filter(
  (l): l is { path: string; value: string } => typeof l.value === 'string',
);
const templates = all.filter((l) => typeof l.value === 'function');

describe.runIf(haveSpecs)('messages are the spec’s strings, byte for byte', () => {
  it.each(strings.map((l) => [l.path, l.value] as const))('%s: %j', (_path, text) => {
    expect(specText.includes(text)).toBe(true);
  });

  it.each(templates.map((l) => [l.path, l.value] as const))(
    '%s (template) renders a spec string',
    (path, fn) => {
      const args = TEMPLATE_ARGS[path];
      expect(args, `add ${path} to TEMPLATE_ARGS`).toBeDefined();
      const text = (fn as (...a: string[]) => string)(...(args ?? []));
      expect(specText.includes(text)).toBe(true);
    },
  );
});

describe('messages', () => {
  it('keeps the spec’s typos and odd wording', () => {
    expect(messages.premium.sharedSuccessfully).toBe('Preimum service shared successfully');
    expect(messages.lead.emailRequired).toBe('Please enter name');
    expect(messages.catalogue.topRatedFailed).toBe(
      'Failed to fetch top rated funds.Please try again later.',
    );
    expect(messages.content.subscribeFailed).toBe(
      'Failed to subscribed dp. Please try again later.',
    );
    expect(messages.stp.stopped).toBe('STP stopped successfully !');
  });
  it('renders the templates with values', () => {
    expect(messages.redeem.minimumAmount('1,000')).toBe('The minimum redemption amount is ₹1,000');
    expect(messages.redeem.minimumUnits('0.001')).toBe('The minimum redemption unit is 0.001');
    expect(messages.redeem.multipleOf('100')).toBe('Please enter multiple of 100');
    expect(messages.mandate.limitMinimum('25,000')).toBe('Minimum mandate limit is ₹ 25,000');
    expect(messages.session.loggedInToAccount('Asha')).toBe(
      "You have successfully logged in to Asha's account.",
    );
    expect(messages.redeem.navAvailableFrom('24/08/2026')).toBe(
      'NAV will be available from 24/08/2026',
    );
  });
  it('has the pieces other workspaces already use', () => {
    expect(messages.session.notAuthorized).toBe('You are not authorized to view this page.');
    expect(messages.shell.genericErrorPage).toBe('Ooops, Something went wrong');
    expect(messages.generic.somethingWentWrong).toBe(
      'Something went wrong. Please try again later',
    );
  });
});

describe('productMessages', () => {
  it('holds our own wording, apart from the spec’s', () => {
    expect(productMessages.search.minChars).toBe('Please enter at least 4 characters to search');
    expect(productMessages.search.noResults).toBe('No funds match your search');
    expect(productMessages.search.fundNotFound).toBe('Fund not found');
    expect(productMessages.redeem.maximumUnits('12.345')).toBe(
      'The maximum redemption unit is 12.345',
    );
  });
  it.runIf(haveSpecs)('does not duplicate a spec string (those belong in messages)', () => {
    const own = leaves(productMessages).filter((l) => typeof l.value === 'string') as {
      path: string;
      value: string;
    }[];
    const inSpec = own
      .filter((l) => l.value.length > 12 && specText.includes(l.value))
      .map((l) => l.path);
    expect(inSpec).toEqual([]);
  });
});
