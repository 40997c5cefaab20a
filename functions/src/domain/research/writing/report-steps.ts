import { ModelError } from '../../../ports/language-model.port';
import { AppError } from '../../shared/app-error';
import { reasonText } from '../model/model-failure';

export type ReportStep = 'report' | 'introduction' | 'conclusion' | 'claim check';

const FAILED: Record<ReportStep, string> = {
  report: 'The report could not be written',
  introduction: 'The introduction could not be written',
  conclusion: 'The conclusion could not be written',
  'claim check': 'The report could not be checked against its sources',
};

/**
 * Runs one writing step. An answer that stayed unusable after its one re-ask (cut short, blocked,
 * empty, or JSON of the wrong shape) fails the whole run with the step and the reason (docs/architecture/evidence.md): a report missing its body, introduction, conclusion or check is never a success.
 */
export async function reportStep<T>(step: ReportStep, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ModelError && error.kind === 'malformed') {
      throw new AppError({
        code: 'REPORT.STEP_FAILED',
        httpStatus: 502,
        message: `${FAILED[step]}: ${reasonText(error)}.`,
      });
    }
    throw error;
  }
}
