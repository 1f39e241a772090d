// Job alerts through their callables: subscribing (anyone; the server mails a confirmation link
// first), and a signed-in user's own alerts (list, pause or change how often, delete). Each
// needs the network and answers a CallOutcome; nothing here throws. Input is checked with the
// callables' own schemas first, so a bad address is refused with the server's words, unsent.
import {
  AlertChangeResultSchema,
  DeleteAlertInputSchema,
  ListAlertsResultSchema,
  SubscribeInputSchema,
  SubscribeResultSchema,
  UpdateAlertInputSchema,
  type AlertChangeResult,
  type DeleteAlertInput,
  type ListAlertsResult,
  type SubscribeResult,
  type UpdateAlertInput,
} from '@portal/domain/alerts/alert';
import type { Functions } from 'firebase/functions';
import type { z, ZodType } from 'zod';
import { callFunction, type CallOutcome } from '@/lib/firebase/callables';

/** What a form has: the address as typed, before the schema trims and lower-cases it. */
export type SubscribeRequest = z.input<typeof SubscribeInputSchema>;

/** The refusal the server would give, each field with its message (the first one). */
function invalidFields(error: z.ZodError): CallOutcome<never> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? 'input')] ??= issue.message;
  return {
    ok: false,
    refusal: {
      code: 'invalid-argument',
      message: Object.values(fields).join(' '),
      details: { reason: 'invalid-fields', fields },
    },
  };
}

/** Checks `input` with `schema`, then calls `name` with what the schema made of it. */
function call<I, T>(
  functions: Functions,
  name: string,
  schema: ZodType<I>,
  input: unknown,
  result: ZodType<T>,
): Promise<CallOutcome<T>> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) return Promise.resolve(invalidFields(parsed.error));
  return callFunction(functions, name, parsed.data, result);
}

/**
 * Asks for an alert: `search` null is every new job (the footer's). The answer is the same
 * whether the address was new, waiting or confirmed already: check the inbox.
 */
export function subscribe(
  functions: Functions,
  request: SubscribeRequest,
): Promise<CallOutcome<SubscribeResult>> {
  return call(functions, 'subscribe', SubscribeInputSchema, request, SubscribeResultSchema);
}

/** The alerts the signed-in user made while signed in. */
export function listAlerts(functions: Functions): Promise<CallOutcome<ListAlertsResult>> {
  return callFunction(functions, 'listAlerts', {}, ListAlertsResultSchema);
}

/** Pauses or resumes one of the user's alerts, or changes how often it mails. */
export function updateAlert(
  functions: Functions,
  change: UpdateAlertInput,
): Promise<CallOutcome<AlertChangeResult>> {
  return call(functions, 'updateAlert', UpdateAlertInputSchema, change, AlertChangeResultSchema);
}

/** Deletes one of the user's alerts; the answer's alert is null. */
export function deleteAlert(
  functions: Functions,
  input: DeleteAlertInput,
): Promise<CallOutcome<AlertChangeResult>> {
  return call(functions, 'deleteAlert', DeleteAlertInputSchema, input, AlertChangeResultSchema);
}
