import type { FastifyInstance, FastifyReply } from 'fastify';
import { routes } from '@spotter/core/api';
import { PLAN_EXPORT_TYPES, type Plan, type PlanExportFormat } from '@spotter/core/schemas';
import { planDetails, planMarkdown, planView } from '@spotter/core/view-models';
import { planCalendar } from '@spotter/coach/plan';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/tables.js';
import { implement } from '../http/contract.js';
import { toPlan } from '../serialize.js';
import { ownPlan } from '../services/plans.js';

/** 'spotter-plan-2026-11-25.ics': the day the plan was made. */
const fileName = (createdAt: string, format: PlanExportFormat) => `spotter-plan-${createdAt.slice(0, 10)}.${format}`;

function sendAs(reply: FastifyReply, format: PlanExportFormat, createdAt: string) {
  reply.type(PLAN_EXPORT_TYPES[format]);
  reply.header('content-disposition', `attachment; filename="${fileName(createdAt, format)}"`);
  reply.header('cache-control', 'private, no-store');
}

function calendarFor(plan: Plan, user: UserRow, start: string | undefined) {
  const details = planDetails(plan);
  const view = planView(plan);
  const stored = details
    ? { details }
    : {
        text: {
          title: view.title,
          text: plan.plan_text,
          daysPerWeek: user.days_per_week,
          timelineWeeks: user.timeline_weeks,
        },
      };
  return planCalendar({
    planId: plan.id,
    plan: stored,
    createdAt: new Date(plan.created_at),
    start: start ? new Date(`${start}T00:00:00Z`) : undefined,
  });
}

/** GET …/plans/{planId}.ics and .md: the plan as a calendar and as a Markdown document, for its owner only. */
export function planExportRoutes(app: FastifyInstance, ctx: AppContext) {
  implement(app, ctx, routes.exportPlanCalendar, async ({ user, params, query, reply }) => {
    const plan = toPlan(await ownPlan(ctx, user.id, params.planId));
    sendAs(reply, 'ics', plan.created_at);
    return calendarFor(plan, user, query.start);
  });

  implement(app, ctx, routes.exportPlanMarkdown, async ({ user, params, reply }) => {
    const plan = toPlan(await ownPlan(ctx, user.id, params.planId));
    sendAs(reply, 'md', plan.created_at);
    return planMarkdown(planView(plan));
  });
}
