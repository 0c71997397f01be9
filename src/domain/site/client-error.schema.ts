import { z } from 'zod';
import { requiredText, textInput } from '../text';
import { clientErrorLimits } from './client-error-limits';

export { clientErrorLimits };

/**
 * What the browser reports when a page failed to render: the error, where (the path only: a query may hold what the
 * visitor searched for), and which build of the web app it was. Nothing about the visitor.
 */
export const clientErrorReportSchema = z.strictObject({
  message: requiredText(clientErrorLimits.message),
  stack: textInput().max(clientErrorLimits.stack).optional(),
  path: textInput()
    .max(clientErrorLimits.path)
    .regex(/^\/[^?#\s]*$/, 'must be a path starting with /, without a query'),
  buildId: textInput()
    .max(clientErrorLimits.buildId)
    .regex(/^[\w.-]+$/, 'must be letters, digits, dots, dashes or underscores'),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
