/**
 * The catalogue's value lists (fund types, NAV ranges, sort orders, NFO filters), in a module
 * without zod schemas: the web app's fund list, fund page and NFO list import them, and importing
 * them from catalogue.ts would bring its schemas (and zod) into those pages' first load
 * (docs/decisions/0034-catalogue-first-load-without-zod.md). catalogue.ts builds its enums from these.
 */
export const fundTypes = ['open', 'closed', 'interval'] as const;
export const navRanges = ['1M', '6M', '1Y', '3Y', '5Y', 'MAX'] as const;
export type NavRange = (typeof navRanges)[number];

export const nfoFilters = ['all', 'open', 'upcoming', 'recentlyClosed', 'closedListed'] as const;
export const nfoSorts = ['launchEF', 'launchFF', 'closeEF', 'closeFF'] as const;

export const fundSorts = ['returns1y', 'returns3y', 'returns5y', 'name', 'nav'] as const;
