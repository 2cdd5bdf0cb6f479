import { MESSAGES, type UploadExerciseChoice } from '@spotter/core/constants';
import type { AnalysisProgress, UploadExerciseResult } from '@spotter/core/schemas';
import { analysisProgressView, analysisView, isCountedSet, uploadExerciseOptions } from '@spotter/core/view-models';
import { FileField } from '../../components/file-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { UNCOUNTED_RESULT, type useUpload } from '../../hooks/use-upload';
import { submitHandler } from '../../lib/submit-handler';
import { Icon } from '../../components/icon';

const exerciseOptions = uploadExerciseOptions();

/**
 * 'Record Exercise & Get AI Feedback': exercise select ('Detect automatically' or one of the eight), video-only
 * input, 'Analyzing Video...' while busy with a bar of the analysis's stage and share done; a set the coach could not count stays reported here, as a warning.
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
        <FileField
          key={upload.inputKey}
          label="Exercise video"
          name="video"
          accept="video/*"
          file={upload.file}
          onFile={upload.setFile}
          disabled={upload.uploading}
        />
        <button type="submit" className="button primary block" disabled={upload.uploading}>
          {upload.uploading ? MESSAGES.analyzing : 'Upload & Analyze'}
        </button>
        {upload.uploading ? <AnalysisProgressBar progress={upload.progress} waiting={upload.waiting} /> : null}
      </form>
      {upload.result && !isCountedSet(upload.result.analysis) ? (
        <UncountedSet result={upload.result} chosen={upload.resultChoice} />
      ) : null}
    </section>
  );
}

/** Why the last upload was not counted, in the coach's words; the coach card keeps the last counted set. */
function UncountedSet({ result, chosen }: { result: UploadExerciseResult; chosen: UploadExerciseChoice | null }) {
  const view = analysisView(result.analysis, { chosen: chosen ?? undefined });
  return (
    <div id={UNCOUNTED_RESULT} className={`upload-outcome tone-${view.tone}`} role="status" aria-label="Last upload">
      <p className="upload-outcome-heading">
        <strong>{view.heading}</strong> · {view.reps}
      </p>
      <p className="upload-outcome-text">{view.limitation ?? result.feedback}</p>
    </div>
  );
}

/**
 * The wait, as the server reports it: the stage in plain words over a bar of the share done. While the video is
 * still on its way, or waits for the coach once the server has it, there is no share yet, so the bar moves without a
 * value.
 */
function AnalysisProgressBar({
  progress,
  waiting,
}: {
  progress: AnalysisProgress | null;
  waiting: 'sending' | 'queued';
}) {
  const view = analysisProgressView(progress, waiting);
  return (
    <div className="upload-progress">
      <p className="upload-progress-label small" id="upload-progress-label">
        {/* The stage is announced when it changes; the share, which moves every moment, is not. */}
        <span aria-live="polite">{view.label}</span>
        {progress ? ` · ${view.percent}%` : '…'}
      </p>
      <progress
        className="upload-progress-bar"
        max={100}
        value={progress ? view.percent : undefined}
        aria-labelledby="upload-progress-label"
        aria-valuetext={progress ? view.text : view.label}
      />
    </div>
  );
}
