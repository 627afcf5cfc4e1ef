import { businessCalendar, type BusinessCalendar } from './business-calendar';

/**
 * Exchange trading holidays that fall on a weekday (weekends are closed anyway), as the exchanges
 * publish them each December for the next year. BSE StAR MF follows the exchange's calendar: no
 * order is processed and no NAV date falls on these days.
 *
 * Sources (public lists, read 24 Nov 2026):
 * - 2025: NSE's trading holidays for calendar year 2025 (14 weekdays), as listed in the public
 *   repository file quoting "2025 Official NSE Trading Holidays (14 holidays excluding
 *   weekends)"; BSE's list for the equity segment is the same.
 * - 2026: NSE circular CMTR71775 and BSE notice 20251212-8, both of 12 Dec 2025 (15 weekdays), as
 *   summarised in github.com/rhnvrm/stock-market-circulars
 *   (hugo-site/content/circulars/nse/2025/nse-2025-12-12-64f77fa4407e27e6-…2026.md).
 * - 2027: not published yet (the circular comes in December 2026). Until it does, only the
 *   fixed-date holidays the exchanges close on every year are listed when they fall on a weekday:
 *   Republic Day (Tue) and Ambedkar Jayanti (Wed); Maharashtra Day, Gandhi Jayanti and Christmas
 *   2027 are Saturdays and Independence Day a Sunday; the festival dates must be added from the 2027 circular (docs/decisions/0050).
 */
export const EXCHANGE_HOLIDAYS: readonly { date: string; name: string }[] = [
  { date: '2025-02-26', name: 'Mahashivratri' },
  { date: '2025-03-14', name: 'Holi' },
  { date: '2025-03-31', name: 'Id-Ul-Fitr (Ramadan Eid)' },
  { date: '2025-04-10', name: 'Shri Mahavir Jayanti' },
  { date: '2025-04-14', name: 'Dr. Baba Saheb Ambedkar Jayanti' },
  { date: '2025-04-18', name: 'Good Friday' },
  { date: '2025-05-01', name: 'Maharashtra Day' },
  { date: '2025-08-15', name: 'Independence Day' },
  { date: '2025-08-27', name: 'Ganesh Chaturthi' },
  { date: '2025-10-02', name: 'Mahatma Gandhi Jayanti / Dussehra' },
  { date: '2025-10-21', name: 'Diwali Laxmi Pujan' },
  { date: '2025-10-22', name: 'Diwali-Balipratipada' },
  { date: '2025-11-05', name: 'Prakash Gurpurb Sri Guru Nanak Dev' },
  { date: '2025-12-25', name: 'Christmas' },

  { date: '2026-01-26', name: 'Republic Day' },
  { date: '2026-03-03', name: 'Holi' },
  { date: '2026-03-26', name: 'Shri Ram Navami' },
  { date: '2026-03-31', name: 'Shri Mahavir Jayanti' },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-04-14', name: 'Dr. Baba Saheb Ambedkar Jayanti' },
  { date: '2026-05-01', name: 'Maharashtra Day' },
  { date: '2026-05-28', name: 'Bakri Id' },
  { date: '2026-06-26', name: 'Muharram' },
  { date: '2026-09-14', name: 'Ganesh Chaturthi' },
  { date: '2026-10-02', name: 'Mahatma Gandhi Jayanti' },
  { date: '2026-10-20', name: 'Dussehra' },
  { date: '2026-11-10', name: 'Diwali-Balipratipada' },
  { date: '2026-11-24', name: 'Prakash Gurpurb Sri Guru Nanak Dev' },
  { date: '2026-12-25', name: 'Christmas' },

  // Fixed-date holidays only, until the 2027 circular is out (see above).
  { date: '2027-01-26', name: 'Republic Day' },
  { date: '2027-04-14', name: 'Dr. Baba Saheb Ambedkar Jayanti' },
];

/** The exchange's business calendar: Monday to Friday less {@link EXCHANGE_HOLIDAYS}. */
export const exchangeCalendar: BusinessCalendar = businessCalendar(
  EXCHANGE_HOLIDAYS.map((h) => h.date),
);
