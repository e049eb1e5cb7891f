import { useId, type InputHTMLAttributes, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const CONTROL =
  'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-500 disabled:bg-slate-50';

function controlClasses(hasError: boolean): string {
  return `${CONTROL} ${hasError ? 'border-red-400' : 'border-slate-300'}`;
}

interface FieldProps {
  label: string;
  error?: string | null;
  hint?: string;
}

function FieldMessages({ errorId, hintId, error, hint }: { errorId: string; hintId: string; error?: string | null; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </>
  );
}

function describedBy(error: string | null | undefined, hint: string | undefined, errorId: string, hintId: string): string | undefined {
  const ids = [hint ? hintId : null, error ? errorId : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function TextField({ label, error, hint, className = '', ref, ...props }: FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(error, hint, errorId, hintId)} className={controlClasses(Boolean(error))} {...props} />
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, className = '', ref, ...props }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error, hint, errorId, hintId)}
        className={`${controlClasses(Boolean(error))} font-mono leading-relaxed`}
        {...props}
      />
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({ label, error, hint, className = '', children, ref, ...props }: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(error, hint, errorId, hintId)} className={controlClasses(Boolean(error))} {...props}>
        {children}
      </select>
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({ label, hint, className = '', ref, ...props }: { label: string; hint?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input ref={ref} id={id} type="checkbox" aria-describedby={hint ? hintId : undefined} className="mt-0.5 size-4 rounded border-slate-300 accent-indigo-600" {...props} />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-xs text-slate-500">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
