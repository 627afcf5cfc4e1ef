// A settlement worker in its own process, for sandbox-exchange-processes.test.ts (PostgreSQL):
//   tsx test/sandbox-settlement-worker.ts <database url> <ISO instant> run|die-after-claim
// `run` settles until nothing is left and prints `done <allotted>`; `die-after-claim` prints
// `claimed <n>` after its first claim and then waits to be killed (kill -9) before allotting.
import { openDatabase } from '../src/db/client';
import { settleDue } from '../src/integrations/exchange';

const [url, instant, mode] = process.argv.slice(2);
const database = await openDatabase({ url: url! });
const clock = { now: () => new Date(instant!) };
let allotted = 0;
for (;;) {
  const r = await settleDue(database, clock, {
    batch: 100,
    afterClaim:
      mode === 'die-after-claim'
        ? async (n) => {
            process.stdout.write(`claimed ${n}\n`);
            await new Promise(() => undefined); // until killed
          }
        : undefined,
  });
  allotted += r.allotted;
  if (r.claimed === 0) break;
}
process.stdout.write(`done ${allotted}\n`);
await database.close();
