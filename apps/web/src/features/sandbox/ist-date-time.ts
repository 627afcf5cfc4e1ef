// The sandbox pages' times, in IST whatever the tester's machine says (DD/MM/YYYY, HH:mm[:ss]).

const parts = {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
} as const;

const toMinutes = new Intl.DateTimeFormat('en-IN', parts);
const toSeconds = new Intl.DateTimeFormat('en-IN', { ...parts, second: '2-digit' });

/** DD/MM/YYYY, HH:mm in IST (the console's clock and books). */
export const istDateTime = (iso: string) => toMinutes.format(new Date(iso));

/** DD/MM/YYYY, HH:mm:ss in IST (the outbox, where messages come seconds apart). */
export const istDateTimeWithSeconds = (iso: string) => toSeconds.format(new Date(iso));
