import { afterEach, describe, it } from 'vitest';
import { crashDuringCheckouts, openEmbeddedMarket, type Market } from '../setup/crash-checkouts';
import { killLeftoverServers } from '../setup/server-process';

let market: Market | undefined;

afterEach(async () => {
  killLeftoverServers();
  await market?.dispose();
  market = undefined;
});

describe('a server killed with SIGKILL in the middle of 200 checkouts, on the embedded database', () => {
  it('restarts on its data directory with every order answered 201 whole, no partial order and all stock accounted for', async () => {
    market = await openEmbeddedMarket();
    await crashDuringCheckouts(market);
  }, 180_000);
});
