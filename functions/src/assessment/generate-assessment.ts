// The generateAssessment callable: a signed-in user asks for a test's statements or its
// paragraph; the daily allowance is counted first, then the text comes from Gemini or the bank.
import {
  GenerateAssessmentInputSchema,
  type ParagraphReply,
  type StatementsReply,
} from '@portal/domain/assessment/content';
import { fieldMessages } from '@portal/domain/field-messages';
import { HttpsError } from 'firebase-functions/v2/https';
import { adminFirestore } from '#src/platform/admin';
import { callable } from '#src/platform/callable';
import { invalidFields } from '#src/platform/refusals';
import { assessmentContent } from './assessment-content';
import { geminiSecrets, geminiSettings } from './gemini-settings';
import { claimAssessmentQuota } from './quota';

const DOING = 'Preparing the assessment';

export const generateAssessment = callable(
  DOING,
  async (request): Promise<StatementsReply | ParagraphReply> => {
    const uid = request.auth?.uid;
    if (!uid) {
      throw new HttpsError('unauthenticated', 'Log in to take the assessment.');
    }
    const parsed = GenerateAssessmentInputSchema.safeParse(request.data);
    if (!parsed.success) throw invalidFields(fieldMessages(parsed.error), { part: 'Part' });
    const { part } = parsed.data;
    const refusal = await claimAssessmentQuota(adminFirestore(DOING), {
      uid,
      part,
      now: Date.now(),
    });
    if (refusal) throw refusal;
    return assessmentContent(part, geminiSettings());
  },
  { secrets: geminiSecrets(process.env), limitedUse: true },
);
