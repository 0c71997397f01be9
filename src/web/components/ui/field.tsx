import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '@web/lib/class-names';

const controlClasses =
  'w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700';

type FieldProps = { label: ReactNode; error?: string | undefined; required?: boolean | undefined; hint?: ReactNode };
type ControlProps = { id: string; required?: boolean | undefined; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** Label, hint and error around one control, tied together for screen readers. */
function FieldFrame({ label, error, hint, required, children }: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, required, ...(error && { 'aria-invalid': true }), ...(describedBy && { 'aria-describedby': describedBy }) })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const InputField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(function InputField(
  { label, error, hint, required, className, ...props },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => <input ref={ref} className={cn(controlClasses, 'h-11', className)} {...control} {...props} />}
    </FieldFrame>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, FieldProps & SelectHTMLAttributes<HTMLSelectElement>>(function SelectField(
  { label, error, hint, required, className, children, ...props },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select ref={ref} className={cn(controlClasses, 'h-11', className)} {...control} {...props}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
});

export const TextareaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextareaField({ label, error, hint, required, className, ...props }, ref) {
    return (
      <FieldFrame label={label} error={error} hint={hint} required={required}>
        {(control) => <textarea ref={ref} className={cn(controlClasses, 'min-h-32', className)} {...control} {...props} />}
      </FieldFrame>
    );
  },
);
