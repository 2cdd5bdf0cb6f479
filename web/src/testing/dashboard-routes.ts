import type { MediaItem, PersonalBest, Plan, TrainingSet, UserWithToken } from '@spotter/core/schemas';
import type { FakeRoute } from './fake-api';
import { aUser, withoutToken } from './fixtures';

/** The loads of a dashboard, answered from the given records. */
export function dashboardRoutes(
  records: {
    user?: UserWithToken;
    plans?: Plan[];
    personalBests?: PersonalBest[];
    media?: MediaItem[];
    sets?: TrainingSet[];
  } = {},
  extra: Record<string, FakeRoute> = {},
): Record<string, FakeRoute> {
  const user = records.user ?? aUser();
  return {
    [`GET /api/users/${user.id}`]: { body: withoutToken(user) },
    [`GET /api/users/${user.id}/plans`]: { body: records.plans ?? [] },
    [`GET /api/users/${user.id}/personal-bests`]: { body: records.personalBests ?? [] },
    [`GET /api/users/${user.id}/media`]: { body: records.media ?? [] },
    [`GET /api/users/${user.id}/chat`]: { body: [] },
    [`GET /api/users/${user.id}/sets`]: { body: { items: records.sets ?? [], next_cursor: null } },
    ...extra,
  };
}
