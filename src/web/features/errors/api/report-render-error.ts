import { clientErrorLimits } from '@domain/site/client-error-limits';
import type { ClientErrorReport } from '@domain/site/client-error.schema';
import { apiFetch } from '@web/lib/api-client';

/**
 * Which build of the web app is running, so a report can be matched to its release: set by scripts/build.ts (Vite
 * writes it in where `import.meta.env.VITE_BUILD_ID` stands), `dev` elsewhere. Written out whole, not with `?.`, so
 * Vite finds it; the check first is for the web code run without Vite (tests under tsx), where there is no env.
 */
export const buildId: string = (import.meta.env && import.meta.env.VITE_BUILD_ID) ?? 'dev';

/** Cut to the schema's limit, so a long message or stack is still reported rather than refused whole. */
function cut(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

/** The report the server takes for an error a page threw while rendering: the error, the path, the build. */
export function renderErrorReport(error: unknown, path: string, componentStack?: string | null): ClientErrorReport {
  const thrown = error instanceof Error ? error : new Error(String(error));
  const stack = [thrown.stack, componentStack && `Components:${componentStack}`].filter(Boolean).join('\n');
  return {
    message: cut(thrown.message.trim() || thrown.name, clientErrorLimits.message),
    ...(stack && { stack: cut(stack, clientErrorLimits.stack) }),
    path: cut(path, clientErrorLimits.path),
    buildId,
  };
}

/** Tells the server a page failed to render. Nothing waits for it, and a report that cannot be sent is let go. */
export function reportRenderError(report: ClientErrorReport): void {
  apiFetch('/api/client-errors', { method: 'POST', body: report }).catch(() => {
    // The visitor already sees what went wrong; a lost report is not worth a second message.
  });
}
