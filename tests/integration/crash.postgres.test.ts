import { afterEach, describe, it } from 'vitest';
import { crashDuringCheckouts, openServerMarket, type Market } from '../setup/crash-checkouts';
import { killLeftoverServers } from '../setup/server-process';

let market: Market | undefined;

afterEach(async () => {
  killLeftoverServers();
  await market?.dispose();
  market = undefined;
});

describe('a server killed with SIGKILL in the middle of 200 checkouts, on PostgreSQL', () => {
  it('restarts on its database with every order answered 201 whole, no partial order and all stock accounted for', async () => {
    market = await openServerMarket();
    await crashDuringCheckouts(market);
  }, 180_000);
});
