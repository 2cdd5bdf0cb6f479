import { MESSAGES } from '@spotter/core/constants';
import type { UploadExerciseResult } from '@spotter/core/schemas';
import { analysisView, isCountedSet, uploadExerciseOptions } from '@spotter/core/view-models';
import { FileField } from '../../components/file-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import type { useUpload } from '../../hooks/use-upload';
import { submitHandler } from '../../lib/submit-handler';
import { Icon } from '../../components/icon';

const exerciseOptions = uploadExerciseOptions();

/**
 * 'Record Exercise & Get AI Feedback': exercise select ('Detect automatically' or one of the eight), video-only
 * input, 'Analyzing Video...' while busy; a set the coach could not count stays reported here, as a warning.
 */
export function UploadPanel({ upload }: { upload: ReturnType<typeof useUpload> }) {
  return (
    <section className="card panel" aria-labelledby="upload-title">
      <h2 id="upload-title" className="panel-title">
        <Icon name="video" /> Record Exercise &amp; Get AI Feedback
      </h2>
      <p className="muted small">Film from the side with your whole body in frame.</p>
      <form className="panel-form" onSubmit={submitHandler(upload.submit)} noValidate aria-busy={upload.uploading}>
        <SelectField
          label="Exercise"
          name="exercise_name"
          placeholder="Select an exercise"
          options={exerciseOptions}
          value={upload.exerciseName}
          onValueChange={upload.setExerciseName}
          disabled={upload.uploading}
        />
        <TextField
          label="Load (kg, optional)"
          name="load_kg"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          hint="What was on the bar, or added to your body weight"
          value={upload.loadKg}
          onValueChange={upload.setLoadKg}
          error={upload.loadError}
          disabled={upload.uploading}
        />
        <FileField key={upload.inputKey} label="Exercise video" name="video" accept="video/*" file={upload.file} onFile={upload.setFile} disabled={upload.uploading} />
        <button type="submit" className="button primary block" disabled={upload.uploading}>
          {upload.uploading ? <span className="spinner small" aria-hidden="true" /> : null}
          {upload.uploading ? MESSAGES.analyzing : 'Upload & Analyze'}
        </button>
      </form>
      {upload.result && !isCountedSet(upload.result.analysis) ? <UncountedSet result={upload.result} /> : null}
    </section>
  );
}

/** Why the last upload was not counted, in the coach's words; the coach card keeps the last counted set. */
function UncountedSet({ result }: { result: UploadExerciseResult }) {
  const view = analysisView(result.analysis);
  return (
    <div className={`upload-outcome tone-${view.tone}`} role="status" aria-label="Last upload">
      <p className="upload-outcome-heading">
        <strong>{view.heading}</strong> · {view.reps}
      </p>
      <p className="upload-outcome-text">{view.limitation ?? result.feedback}</p>
    </div>
  );
}
