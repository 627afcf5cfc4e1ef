// An XSIP instalment worker in its own process, for sandbox-xsip-processes.test.ts (PostgreSQL):
//   tsx test/sandbox-xsip-worker.ts <database url> <ISO instant>
// Places due instalments in passes of 3 until a pass claims nothing, then prints `done <ordered>`.
import { openDatabase } from '../src/db/client';
import { placeDueInstalments } from '../src/integrations/exchange';

const [url, instant] = process.argv.slice(2);
const database = await openDatabase({ url: url! });
const clock = { now: () => new Date(instant!) };
let ordered = 0;
for (;;) {
  const r = await placeDueInstalments(database, clock, { batch: 3 });
  ordered += r.ordered;
  if (r.claimed === 0) break;
}
process.stdout.write(`done ${ordered}\n`);
await database.close();
