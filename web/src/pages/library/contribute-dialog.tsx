import { TEXT_LIMITS } from '@spotter/core/constants';
import { contributionChoices } from '@spotter/core/view-models';
import { ModalDialog } from '../../components/modal-dialog';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import type { useContribute } from '../../hooks/use-contribute';
import { submitHandler } from '../../lib/submit-handler';

const { categories, difficulties } = contributionChoices();

/** The 'Contribute Exercise' dialog: name and cues required, difficulty defaults to intermediate. */
export function ContributeDialog({ contribute }: { contribute: ReturnType<typeof useContribute> }) {
  const { draft, errors, setField } = contribute;
  return (
    <ModalDialog
      title="Contribute Exercise"
      description="Share a movement with the community. It is submitted for review."
      onClose={contribute.close}
    >
      <form
        className="dialog-form"
        onSubmit={submitHandler(contribute.submit)}
        noValidate
        aria-busy={contribute.submitting}
      >
        {errors._ ? (
          <p className="form-error" role="alert">
            {errors._}
          </p>
        ) : null}
        <TextField
          label="Exercise name"
          name="name"
          required
          maxLength={TEXT_LIMITS.exerciseName}
          hint={`Up to ${TEXT_LIMITS.exerciseName} characters`}
          value={draft.name}
          onValueChange={(v) => setField('name', v)}
          error={errors.name}
        />
        <div className="form-grid">
          <SelectField
            label="Category"
            name="category"
            options={categories}
            value={draft.category}
            onValueChange={(v) => setField('category', v)}
            error={errors.category}
          />
          <SelectField
            label="Difficulty"
            name="difficulty_level"
            options={difficulties}
            value={draft.difficulty_level}
            onValueChange={(v) => setField('difficulty_level', v)}
            error={errors.difficulty_level}
          />
        </div>
        <TextField
          label="Equipment"
          name="equipment"
          hint={`Comma-separated, e.g. kettlebell, bench (each up to ${TEXT_LIMITS.tag} characters)`}
          value={draft.equipment}
          onValueChange={(v) => setField('equipment', v)}
          error={errors.equipment}
        />
        <TextField
          label="Muscle groups"
          name="muscles"
          hint={`Comma-separated, e.g. quads, glutes (each up to ${TEXT_LIMITS.tag} characters)`}
          value={draft.muscles}
          onValueChange={(v) => setField('muscles', v)}
          error={errors.muscles}
        />
        <TextAreaField
          label="Primary cues"
          name="primary_cues"
          required
          rows={4}
          maxLength={TEXT_LIMITS.primaryCues}
          hint={`${draft.primary_cues.length} / ${TEXT_LIMITS.primaryCues} characters`}
          value={draft.primary_cues}
          onValueChange={(v) => setField('primary_cues', v)}
          error={errors.primary_cues}
        />
        <div className="dialog-actions">
          <button type="button" className="button ghost" onClick={contribute.close}>
            Cancel
          </button>
          <button type="submit" className="button primary" disabled={contribute.submitting}>
            {contribute.submitting ? 'Submitting...' : 'Submit Exercise'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
