import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The journeys that take longest, longest first (from CI's runs: 35–90 s each, where most files take 3–30 s).
 * The runner starts files by how long they took last time, and, with no record of that (CI's fresh clone), the
 * largest first; the accessibility sweep is a short file that visits eighteen pages, so it started last and ran
 * alone for half a minute after the other worker had finished. A journey missing from this list only starts later.
 */
const longestJourneys = ['server-rendering', 'phone-fit', 'admin', 'early-input', 'phone-sign-in', 'accessibility'];

function rank(file: TestSpecification): number {
  const index = longestJourneys.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
  return index < 0 ? longestJourneys.length : index;
}

/** The runner's order (failed first, then longest last time, or largest), with the longest journeys ahead of it. */
export default class LongestJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
