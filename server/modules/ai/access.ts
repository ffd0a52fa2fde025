import { and, asc, eq } from 'drizzle-orm';
import type { AccessQuestion, ModelAccessState, ModelFile } from '../../../src/shared/contracts/ai';
import { Code } from '../../../src/shared/core/codes';
import { isoOrNull } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { aiModelAccessRequests, aiModelFiles, aiModels } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError, forbidden, notFound, paramError } from '../../lib/envelope';
import type { ReviewRegistry } from '../review/registry';
import { openReview } from '../review/service';
import { queueStanding } from '../review/stats';

/*
 * Gated models (as on Hugging Face): a user asks for a model's files by answering its publisher's
 * questions; the request waits in the review centre (kind model_access) and, once approved, the
 * files show to that user. One request per user and model.
 */

type AccessRequestRow = typeof aiModelAccessRequests.$inferSelect;

/** The title a request carries in the review queue; the outcome's link reads the model id back from it. */
export const accessTitle = (publisher: string, modelId: string) => `${publisher}/${modelId}`;

async function publishedModel(db: Db, modelId: string) {
  const [row] = await db
    .select({ id: aiModels.id, modelId: aiModels.modelId, publisher: aiModels.publisher, gated: aiModels.gated, questions: aiModels.accessQuestions })
    .from(aiModels)
    .where(and(eq(aiModels.status, 'PUBLISH'), eq(aiModels.modelId, modelId)));
  if (!row) throw notFound('模型不存在');
  return row;
}

async function filesOf(db: Db, modelPk: number): Promise<ModelFile[]> {
  return db
    .select({ name: aiModelFiles.name, size: aiModelFiles.size, sha256: aiModelFiles.sha256 })
    .from(aiModelFiles)
    .where(eq(aiModelFiles.modelId, modelPk))
    .orderBy(asc(aiModelFiles.sort), asc(aiModelFiles.name));
}

async function myRequest(db: Db, modelPk: number, userId: number): Promise<AccessRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(aiModelAccessRequests)
    .where(and(eq(aiModelAccessRequests.modelId, modelPk), eq(aiModelAccessRequests.userId, userId)));
  return row;
}

interface Deps {
  db: Db;
  clock: Clock;
  registry: ReviewRegistry;
}

async function stateOf(deps: Deps, model: Awaited<ReturnType<typeof publishedModel>>, request: AccessRequestRow | undefined): Promise<ModelAccessState> {
  const open = !model.gated || request?.status === 'approved';
  return {
    modelId: model.modelId,
    gated: model.gated,
    requestId: request?.id ?? null,
    status: request?.status ?? 'none',
    reason: request?.reason ?? null,
    submittedAt: isoOrNull(request?.submittedAt ?? null),
    decidedAt: isoOrNull(request?.decidedAt ?? null),
    answers: request?.answers ?? {},
    queue: request?.status === 'pending' ? await queueStanding(deps.db, deps.clock, deps.registry, 'model_access', request.id) : null,
    files: open ? await filesOf(deps.db, model.id) : null,
  };
}

/** The caller's access to a published model (unknown model: 100006). */
export async function accessState(deps: Deps, modelId: string, userId: number): Promise<ModelAccessState> {
  const model = await publishedModel(deps.db, modelId);
  return stateOf(deps, model, model.gated ? await myRequest(deps.db, model.id, userId) : undefined);
}

/** One of the caller's own requests by its id; anyone else's is not found (100006). */
export async function accessRequest(deps: Deps, id: number, userId: number): Promise<ModelAccessState> {
  const [row] = await deps.db
    .select({ request: aiModelAccessRequests, modelId: aiModels.modelId })
    .from(aiModelAccessRequests)
    .innerJoin(aiModels, eq(aiModels.id, aiModelAccessRequests.modelId))
    .where(and(eq(aiModelAccessRequests.id, id), eq(aiModelAccessRequests.userId, userId)));
  if (!row) throw notFound('访问申请不存在');
  const model = await publishedModel(deps.db, row.modelId);
  return stateOf(deps, model, row.request);
}

/** The answers kept: those of the model's questions, each required one filled in. */
export function checkAnswers(questions: AccessQuestion[], answers: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const question of questions) {
    const answer = (answers[question.key] ?? '').trim();
    if (question.required && !answer) throw paramError(`answers.${question.key}`, `请填写${question.label}`);
    if (answer) kept[question.key] = answer;
  }
  return kept;
}

/**
 * Ask for a gated model's files. A second submit while one waits (or after approval) answers the
 * same request, so one request is ever in the queue; after a refusal the user may ask again, which
 * opens the request's next round in the review centre.
 */
export async function requestAccess(deps: Deps, modelId: string, userId: number, answers: Record<string, string>): Promise<ModelAccessState> {
  const { db, clock } = deps;
  const model = await publishedModel(db, modelId);
  if (!model.gated) throw new BizError(Code.PARAM, '该模型无需申请，可直接查看文件');
  const kept = checkAnswers(model.questions, answers);
  const r = aiModelAccessRequests;
  const request = await db.transaction(async (tx) => {
    const now = clock.now();
    const [fresh] = await tx.insert(r).values({ modelId: model.id, userId, answers: kept, submittedAt: now }).onConflictDoNothing().returning();
    if (fresh) {
      await openReview(tx, clock, { kind: 'model_access', subjectId: fresh.id, applicantId: userId, title: accessTitle(model.publisher, model.modelId) });
      return fresh;
    }
    const [existing] = await tx.select().from(r).where(and(eq(r.modelId, model.id), eq(r.userId, userId))).for('update');
    if (!existing || existing.status !== 'rejected') return existing;
    const [again] = await tx.update(r).set({ answers: kept, status: 'pending', reason: null, submittedAt: now, decidedAt: null }).where(eq(r.id, existing.id)).returning();
    await openReview(tx, clock, { kind: 'model_access', subjectId: existing.id, applicantId: userId, title: accessTitle(model.publisher, model.modelId) });
    return again;
  });
  return stateOf(deps, model, request);
}

/** A model's files: public for an open model, and for a gated one only to users whose request was approved (else FORBIDDEN). */
export async function modelFilesFor(deps: Deps, modelId: string, userId: number): Promise<ModelFile[]> {
  const state = await accessState(deps, modelId, userId);
  if (!state.files) throw forbidden(state.status === 'pending' ? '访问申请审核中，通过后可查看文件' : '该模型需申请访问，审核通过后可查看文件');
  return state.files;
}
