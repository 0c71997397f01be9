/**
 * `npm run bench`: builds if needed, then measures and prints tables. `--only <name>` runs one part.
 * Numbers vary with the machine's load: read medians, and compare runs made on the same machine.
 */
import { ensureBuilt } from '@scripts/build';
import { benchBackup } from './backup';
import { benchBoosts } from './boosts';
import { benchCatalog } from './catalog';
import { benchInstances } from './instances';
import { benchMarketOverview } from './market-overview';
import { benchNotifications } from './notifications';
import { benchOrders } from './orders';
import { benchPhotoFlood } from './photo-flood';
import { benchPhotos } from './photos';
import { benchPlatform } from './platform';
import { benchRatings } from './ratings';
import { benchSeller } from './seller';
import { benchSms } from './sms';
import { benchSsr } from './ssr';

const parts: Record<string, () => Promise<void>> = {
  platform: benchPlatform,
  catalog: benchCatalog,
  orders: benchOrders,
  instances: benchInstances,
  notifications: benchNotifications,
  seller: benchSeller,
  ratings: benchRatings,
  ssr: benchSsr,
  boosts: benchBoosts,
  backup: benchBackup,
  photos: benchPhotos,
  'photo-flood': benchPhotoFlood,
  sms: benchSms,
  overview: benchMarketOverview,
};

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
if (only && !parts[only]) {
  console.error(`Unknown part "${only}". Parts: ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}

await ensureBuilt();
console.log(
  `Govi Market benchmark — ${new Date().toISOString()}, Node ${process.version}, ${(await import('node:os')).cpus().length} CPUs`,
);
for (const [name, run] of Object.entries(parts)) {
  if (!only || only === name) await run();
}
