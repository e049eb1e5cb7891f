import type { ChangeEvent } from 'react';

interface ImageFileFieldProps {
  id: string;
  label: string;
  hint: string;
  /** Said while the chosen file uploads. */
  uploadingText: string;
  uploading: boolean;
  error?: string | null;
  onFile: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  name?: string;
}

/** An image upload's file picker: the types the server accepts, a hint, the upload's status and its refusal. */
export function ImageFileField({ id, label, hint, uploadingText, uploading, error, onFile, name }: ImageFileFieldProps) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-sm text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        onChange={(event) => void onFile(event)}
        disabled={uploading}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      {uploading ? (
        <p role="status" className="mt-1 text-sm text-slate-600">
          {uploadingText}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
