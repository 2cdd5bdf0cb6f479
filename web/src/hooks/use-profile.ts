import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@spotter/core/api';
import type { Plan, User, UserUpdateInput } from '@spotter/core/schemas';
import { changesPlan, type FieldErrors } from '@spotter/core/rules';
import { PROFILE_UNCHANGED, toggleItem } from '@spotter/core/view-models';
import { notifyError, whileBusy } from '../lib/notify';
import { checkProfileEdit, profileDraftFrom, type ProfileDraft } from '../lib/profile-draft';
import { useSpotterEnvironment } from '../lib/spotter-context';
import { useApiClient } from './use-api-client';

type TextKey = Exclude<keyof ProfileDraft, 'equipment_list'>;

/**
 * The account screen's profile: load, edit every onboarding field with core's rules, save only what changed.
 * When the goal, days, timeline, equipment or injuries change, a new plan from the profile is offered.
 */
export function useProfile(userId: string, hasPassword: boolean | null) {
  const client = useApiClient();
  const { userStore } = useSpotterEnvironment();
  const [user, setUser] = useState<User | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [planOffered, setPlanOffered] = useState(false);
  const [building, setBuilding] = useState(false);
  const [builtPlan, setBuiltPlan] = useState<Plan | null>(null);

  useEffect(() => {
    let active = true;
    client.getUser(userId).then(
      (loaded) => {
        if (!active) return;
        setUser(loaded);
        setDraft(profileDraftFrom(loaded));
      },
      (err: unknown) => active && setLoadError(errorMessage(err)),
    );
    return () => {
      active = false;
    };
  }, [client, userId]);

  const setField = (key: TextKey, value: string) => setDraft((current) => current && { ...current, [key]: value });
  const toggleEquipment = (item: string) =>
    setDraft((current) => current && { ...current, equipment_list: toggleItem(current.equipment_list, item) });

  const save = async () => {
    if (!user || !draft) return;
    const checked = checkProfileEdit(user, draft, secret);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const { changes, email } = checked.value;
    if (Object.keys(changes).length === 0 && email === null) {
      toast.info(PROFILE_UNCHANGED);
      return;
    }
    const body: UserUpdateInput = { ...changes };
    if (email !== null)
      Object.assign(body, { email }, hasPassword === false ? { sign_in_key: secret } : { current_password: secret });
    setSaving(true);
    try {
      const saved = await client.updateUser(user.id, body);
      setUser(saved);
      setDraft(profileDraftFrom(saved));
      setSecret('');
      const stored = userStore.get();
      if (stored?.id === saved.id) userStore.set({ ...stored, ...saved, token: stored.token });
      toast.success('Profile saved');
      if (changesPlan(changes)) {
        setPlanOffered(true);
        setBuiltPlan(null);
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setErrors({ email: errorMessage(err) });
      else if (email !== null && err instanceof ApiError && (err.status === 401 || err.status === 403))
        setErrors({ confirm_secret: errorMessage(err) });
      else if (err instanceof ApiError && err.status === 400) setErrors({ _: errorMessage(err) });
      else notifyError(err);
    } finally {
      setSaving(false);
    }
  };

  const buildPlan = async () => {
    if (!user) return;
    await whileBusy(
      setBuilding,
      async () => {
        const plan = await client.createPlan(user.id);
        setBuiltPlan(plan);
        setPlanOffered(false);
        toast.success('New workout plan built from your profile');
      },
      'Could not build a new plan',
    );
  };

  const emailChanging = draft !== null && user !== null && draft.email.trim().toLowerCase() !== user.email;
  return {
    user,
    loadError,
    draft,
    setField,
    toggleEquipment,
    secret,
    setSecret,
    emailChanging,
    errors,
    saving,
    save,
    planOffered,
    building,
    buildPlan,
    builtPlan,
  };
}
