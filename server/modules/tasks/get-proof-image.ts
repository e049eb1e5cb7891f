import { refuse } from '#contract/errors';
import type { Deps } from '../deps';
import { sql } from '../sql';
import type { Row } from '../../../db/row-types.gen';

/** A submission's screenshot for an admin's review (the caller has checked it is an admin). */
export async function getProofImage(deps: Deps, input: { submissionId: string }): Promise<{ contentType: string; bytes: Buffer; sha256: string }> {
  const [row] = await sql<Pick<Row<'task_proof_images'>, 'content_type' | 'bytes' | 'sha256'>>(deps.em, `select content_type, bytes, sha256 from task_proof_images where submission_id = ?`, [input.submissionId]);
  if (!row) throw refuse('tasks.no-proof-image');
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes), sha256: row.sha256 };
}
