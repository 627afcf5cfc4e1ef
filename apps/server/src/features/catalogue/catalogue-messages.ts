import { productMessages } from '@sanchay/domain';

/**
 * The catalogue's user-facing messages. The search ones come from the domain's catalogue
 * (productMessages.search); the rest the spec does not word (spec 1 §8: "exact user messages are
 * not shown") and live here until the domain's catalogue takes them.
 */
export const catalogueMessages = {
  searchTooShort: productMessages.search.minChars,
  searchEmpty: productMessages.search.empty,
  searchTooLong: productMessages.search.tooLong,
  fundNotFound: productMessages.search.fundNotFound,
  nfoNotFound: 'New fund offer not found',
  unknownCategory: (category: string) => `There is no fund category called "${category}"`,
  unknownSubCategory: (category: string, subCategory: string) =>
    `There is no sub-category "${subCategory}" in ${category}`,
} as const;
