import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useKitLook, type KitLook } from './kit-look';
import { useKitWords } from './kit-words';

interface FieldLook {
  label: string;
  control: (hasError: boolean) => string;
  textarea: string;
  hint: string;
  error: string;
  checkboxRow: string;
  checkbox: string;
  checkboxLabel: string;
}

const PUBLIC_CONTROL =
  'block w-full rounded-xl border border-white/15 bg-indigo-950/60 px-3 py-2.5 text-base text-white placeholder:text-indigo-300/60 aria-[invalid=true]:border-rose-400';
const ADMIN_CONTROL =
  'block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-indigo-500 disabled:bg-slate-50';

const LOOKS: Record<KitLook, FieldLook> = {
  public: {
    label: 'mb-1.5 block text-sm font-medium text-indigo-100',
    control: () => PUBLIC_CONTROL,
    textarea: 'min-h-32',
    hint: 'mt-1.5 text-xs text-indigo-300',
    error: 'mt-1.5 text-sm text-rose-300',
    checkboxRow: 'flex items-start gap-3',
    checkbox: 'mt-0.5 size-5 shrink-0 rounded border-white/30 accent-emerald-400',
    checkboxLabel: 'text-sm text-indigo-100',
  },
  admin: {
    label: 'mb-1 block text-sm font-medium text-slate-700',
    control: (hasError) => `${ADMIN_CONTROL} ${hasError ? 'border-red-400' : 'border-slate-300'}`,
    textarea: 'font-mono leading-relaxed',
    hint: 'mt-1 text-xs text-slate-600',
    error: 'mt-1 text-sm text-red-600',
    checkboxRow: 'flex items-start gap-2',
    checkbox: 'mt-0.5 size-4 rounded border-slate-300 accent-indigo-600',
    checkboxLabel: 'text-sm font-medium text-slate-700',
  },
};

interface FieldOwnProps {
  label: ReactNode;
  /** The field's error text: shown under it and announced with it (aria-describedby). */
  error?: string | null;
  hint?: ReactNode;
}

/** Ids and ARIA wiring every field shares: the hint and the error describe the control. */
function useFieldParts({ error, hint }: Pick<FieldOwnProps, 'error' | 'hint'>) {
  const { translate } = useKitWords();
  const id = useId();
  const look = LOOKS[useKitLook()];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== '';
  const describedBy = [hasHint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const aria = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  const messages = (
    <>
      {hasHint && (
        <p id={hintId} className={look.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={look.error}>
          {translate(error)}
        </p>
      )}
    </>
  );
  return { id, look, aria, messages };
}

type FieldParts = ReturnType<typeof useFieldParts>;

/** The frame the text, text-area and select fields share: the label above the control, the hint and error below. */
function LabelledField({ parts, label, className, children }: { parts: FieldParts; label: ReactNode; className: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={parts.id} className={parts.look.label}>
        {label}
      </label>
      {children}
      {parts.messages}
    </div>
  );
}

type TextFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, className = '', ...input }: TextFieldProps) {
  const parts = useFieldParts({ error, hint });
  return (
    <LabelledField parts={parts} label={label} className={className}>
      <input className={parts.look.control(Boolean(error))} {...parts.aria} {...input} />
    </LabelledField>
  );
}

type TextAreaFieldProps = FieldOwnProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, className = '', ...textarea }: TextAreaFieldProps) {
  const parts = useFieldParts({ error, hint });
  return (
    <LabelledField parts={parts} label={label} className={className}>
      <textarea className={`${parts.look.control(Boolean(error))} ${parts.look.textarea}`} {...parts.aria} {...textarea} />
    </LabelledField>
  );
}

type SelectFieldProps = FieldOwnProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { ref?: Ref<HTMLSelectElement> };

export function SelectField({ label, error, hint, className = '', children, ...select }: SelectFieldProps) {
  const parts = useFieldParts({ error, hint });
  return (
    <LabelledField parts={parts} label={label} className={className}>
      <select className={parts.look.control(Boolean(error))} {...parts.aria} {...select}>
        {children}
      </select>
    </LabelledField>
  );
}

type CheckboxFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { ref?: Ref<HTMLInputElement> };

export function CheckboxField({ label, error, hint, className = '', ...input }: CheckboxFieldProps) {
  const { id, look, aria, messages } = useFieldParts({ error, hint });
  return (
    <div className={className}>
      <div className={look.checkboxRow}>
        <input type="checkbox" className={look.checkbox} {...aria} {...input} />
        <div>
          <label htmlFor={id} className={look.checkboxLabel}>
            {label}
          </label>
        </div>
      </div>
      {messages}
    </div>
  );
}
