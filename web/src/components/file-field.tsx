import { useId } from 'react';

interface FileFieldProps {
  label: string;
  name: string;
  accept: string;
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A plain, labelled file input (keyboard- and screen-reader-friendly) with the chosen file named below. */
export function FileField({ label, name, accept, file, onFile, disabled }: FileFieldProps) {
  const id = useId();
  return (
    <div className="field file-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      {file ? (
        <p className="field-hint">
          Selected: {file.name} · {size(file.size)}
        </p>
      ) : null}
    </div>
  );
}
