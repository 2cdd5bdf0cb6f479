import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { importPreview } from '@spotter/core/view-models';
import type { ImportProgress, ImportResult } from '@spotter/core/schemas';
import { FileField } from '../../components/file-field';
import { SelectField } from '../../components/select-field';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useImport } from '../../hooks/use-import';
import './import.css';

const UNIT_OPTIONS = [
  { value: 'kg', label: 'Kilograms (kg)' },
  { value: 'lb', label: 'Pounds (lb)' },
];

/** /import: bring a Strong, Hevy or FitNotes export in, after a dry run that shows what would come in. */
export function ImportPage() {
  const user = useCurrentUser();
  if (!user) {
    return (
      <section className="page narrow center-text">
        <h1>Sign in to import your training history</h1>
        <div className="button-row center">
          <Link className="button primary" to="/signin">
            Sign in
          </Link>
        </div>
      </section>
    );
  }
  return <Import userId={user.id} />;
}

function Import({ userId }: { userId: string }) {
  const flow = useImport(userId);
  const question = flow.preview?.units.source === 'unknown';
  return (
    <section className="page narrow import-page" aria-labelledby="import-title">
      <header className="page-header">
        <p className="eyebrow dark">Bring your history</p>
        <h1 id="import-title">Import from Strong, Hevy or FitNotes</h1>
        <p className="muted">
          Export your workouts as CSV from the app, choose the file, and check what would come in before anything is
          stored. Importing the same file again adds nothing.
        </p>
      </header>
      <form
        className="card import-form"
        onSubmit={(event) => {
          event.preventDefault();
          void flow.previewFile();
        }}
      >
        <FileField
          label="Export file (.csv)"
          name="file"
          accept=".csv,text/csv,text/plain"
          file={flow.file}
          onFile={flow.setFile}
          disabled={flow.busy !== null}
        />
        <SelectField
          label="Units of the loads, when the file does not say"
          value={flow.units}
          options={UNIT_OPTIONS}
          placeholder="As the file says (or ask me)"
          onValueChange={(value) => flow.setUnits(value as 'kg' | 'lb' | '')}
          disabled={flow.busy !== null}
        />
        <div className="button-row">
          <button type="submit" className="button primary" disabled={!flow.file || flow.busy !== null}>
            {flow.busy === 'preview' ? 'Reading the file…' : 'Preview'}
          </button>
        </div>
      </form>
      {flow.busy && flow.progress ? <ImportProgressBar progress={flow.progress} /> : null}
      {flow.preview ? (
        <ImportSummary result={flow.preview} heading="Preview: nothing is stored yet">
          <div className="button-row">
            <button
              type="button"
              className="button primary"
              onClick={() => void flow.runImport()}
              disabled={flow.busy !== null || (question && !flow.units) || flow.preview.sets === 0}
            >
              {flow.busy === 'import'
                ? 'Importing…'
                : flow.preview.sets
                  ? `Import ${flow.preview.sets} sets`
                  : 'Nothing new to import'}
            </button>
          </div>
          {question && !flow.units ? (
            <p className="muted small">Choose the units above to import: the preview shows both readings.</p>
          ) : null}
        </ImportSummary>
      ) : null}
      {flow.result ? (
        <ImportSummary result={flow.result} heading="Imported">
          <div className="button-row">
            <Link className="button primary" to={`/dashboard/${userId}`}>
              See your history
            </Link>
            <Link className="button ghost" to="/workout">
              Today's workout
            </Link>
          </div>
        </ImportSummary>
      ) : null}
    </section>
  );
}

/** How far the server has read the file: the check (nothing stored) or the import itself. */
function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  const share = progress.bytes_total ? Math.round((100 * progress.bytes_read) / progress.bytes_total) : 0;
  const label = `${progress.step === 'checking' ? 'Checking the file' : 'Importing'}: ${share}%`;
  return (
    <div className="card import-progress" role="status">
      <p className="small">{label}</p>
      <progress max={100} value={share} aria-label={label} />
    </div>
  );
}

function ImportSummary({ result, heading, children }: { result: ImportResult; heading: string; children: ReactNode }) {
  const view = importPreview(result);
  return (
    <section className="card import-summary" aria-label={heading} aria-live="polite">
      <h2 className="import-heading">{heading}</h2>
      <p className="import-title">{view.title}</p>
      <p className="import-counts">{view.counts}</p>
      <ul className="import-lines">
        {view.exercises.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={view.units.question ? 'import-units question' : 'import-units muted small'}>{view.units.line}</p>
      {view.units.readings.length ? (
        <ul className="import-lines small">
          {view.units.readings.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {view.skipped.length ? (
        <details className="import-skipped">
          <summary>
            {result.skipped_count} {result.skipped_count === 1 ? 'row' : 'rows'} skipped
          </summary>
          <ul className="import-lines small">
            {view.skipped.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {children}
    </section>
  );
}
