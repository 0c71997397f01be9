// The parts of Lighthouse and chrome-launcher the platform benchmark uses, typed here so that type-checking the
// project does not need them installed.
export type LighthouseAudit = { numericValue?: number; details?: unknown };

export type LighthouseResult = {
  lhr: {
    runtimeError?: { code?: string };
    categories: { performance?: { score: number | null } };
    audits: Record<string, LighthouseAudit | undefined>;
  };
};

export function lighthouse(
  url: string,
  flags: { port: number; onlyCategories: string[]; logLevel: 'silent' | 'error' | 'warn' | 'info' },
): Promise<LighthouseResult | undefined>;

export function launchChrome(options: { chromePath: string; chromeFlags: string[]; userDataDir: string }): Promise<{
  port: number;
  kill(): void;
}>;
