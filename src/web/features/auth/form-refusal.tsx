import type { ReactNode } from 'react';

/**
 * Why the server refused a form sent without the app, above its fields: the page is that answer, so the message
 * stays where a toast would have vanished, and is read out when the page arrives.
 */
export function FormRefusal({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  );
}
