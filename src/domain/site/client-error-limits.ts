// The limits of a failed render's report, apart from its schema: every page's entry reports errors, and zod would
// otherwise weigh on each page's start (about a quarter of the entry's code) though only the server checks them.

/**
 * How much of a failed render the browser tells the server. The stack is cut to its first lines by the browser
 * (they name the component and the line); the server refuses anything longer, so a report can never fill a log.
 */
export const clientErrorLimits = { message: 500, stack: 4000, path: 500, buildId: 64 } as const;
