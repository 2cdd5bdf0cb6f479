import { useState, type FormEvent } from 'react';
import type { Units } from '@spotter/core/constants';
import type { SetUpdateInput } from '@spotter/core/schemas';
import {
  RIR_CHOICES,
  RPE_CHOICES,
  SET_TYPE_LABELS,
  parseSetDraft,
  setDraftOf,
  type PlannedSet,
  type SessionSet,
  type SetDraft,
} from '@spotter/core/view-models';
import { ModalDialog } from '../../components/modal-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import type { SetExtras } from '../../hooks/use-workout-session';

/** Log the planned set changed (other reps, load, RPE…), or correct or delete a logged one. */
export type SetDialogRequest =
  { mode: 'log'; planned: PlannedSet; restSec: number } | { mode: 'edit'; set: SessionSet };

interface SetDialogProps {
  request: SetDialogRequest;
  units: Units;
  onClose: () => void;
  onLog: (planned: PlannedSet, extras: Partial<SetExtras>) => void;
  onSave: (set: SessionSet, change: SetUpdateInput) => void;
  onDelete: (set: SessionSet) => void;
}

const TYPE_OPTIONS = Object.entries(SET_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function SetDialog({ request, units, onClose, onLog, onSave, onDelete }: SetDialogProps) {
  const source = request.mode === 'log' ? request.planned : request.set;
  const [draft, setDraft] = useState<SetDraft>(() => setDraftOf(source, units));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (field: keyof SetDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSetDraft(draft, units);
    if (!parsed.ok) return setErrors(parsed.errors);
    const value = parsed.value;
    if (request.mode === 'log') {
      onLog(
        {
          ...request.planned,
          reps: value.reps,
          duration_sec: value.duration_sec,
          load_kg: value.load_kg,
          set_type: value.set_type,
        },
        { rpe: value.rpe, rir: value.rir, note: value.note },
      );
    } else {
      onSave(request.set, value);
    }
  };

  return (
    <ModalDialog
      title={request.mode === 'log' ? `Log ${source.exercise_name}` : `Edit ${source.exercise_name} set`}
      onClose={onClose}
    >
      <form className="set-form" onSubmit={submit} noValidate>
        <div className="set-form-grid">
          <TextField
            label={draft.timed ? 'Seconds' : 'Reps'}
            value={draft.amount}
            onValueChange={change('amount')}
            inputMode="numeric"
            error={errors.amount}
          />
          <TextField
            label={`Load (${units})`}
            value={draft.load}
            onValueChange={change('load')}
            inputMode="decimal"
            error={errors.load}
            hint="Empty for bodyweight"
          />
          <SelectField
            label="RPE"
            value={draft.rpe}
            options={choices(RPE_CHOICES)}
            placeholder="—"
            onValueChange={change('rpe')}
            error={errors.rpe}
          />
          <SelectField
            label="Reps in reserve"
            value={draft.rir}
            options={choices(RIR_CHOICES)}
            placeholder="—"
            onValueChange={change('rir')}
            error={errors.rir}
          />
          <SelectField
            label="Set type"
            value={draft.set_type}
            options={TYPE_OPTIONS}
            onValueChange={change('set_type')}
            error={errors.set_type}
          />
          <TextField label="Note" value={draft.note} onValueChange={change('note')} error={errors.note} />
        </div>
        <div className="button-row">
          <button type="submit" className="button primary">
            {request.mode === 'log' ? 'Log set' : 'Save'}
          </button>
          {request.mode === 'edit' ? (
            <button type="button" className="button ghost" onClick={() => onDelete(request.set)}>
              Delete set
            </button>
          ) : null}
          <button type="button" className="button ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
