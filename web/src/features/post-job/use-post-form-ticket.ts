// The post form's ticket: asked for as the form opens (or as soon as it is online), so that by
// the time a person posts, the server's clock shows the form has been open long enough. The
// browser never says how long it took; a ticket posts one job.
import type { Functions } from 'firebase/functions';
import { useCallback, useEffect, useRef } from 'react';
import { openPostForm } from './api/post-job';

/** When the form asks for a new ticket; the server takes one for 24 hours. */
const TICKET_REFRESH_MS = 20 * 60 * 60 * 1000;

export interface PostFormTicket {
  /** The ticket to send with the post, or null when the server could not give one. */
  ticket(): Promise<string | null>;
  /** The ticket was refused (or spent): ask for another for the next post. */
  renew(): void;
}

export function usePostFormTicket(functions: Functions, online: boolean): PostFormTicket {
  const held = useRef<{ ticket: string; at: number } | null>(null);
  const asking = useRef<Promise<string | null> | null>(null);

  const ask = useCallback(() => {
    asking.current ??= openPostForm(functions).then((outcome) => {
      asking.current = null;
      if (!outcome.ok) return null;
      held.current = { ticket: outcome.data.ticket, at: Date.now() };
      return outcome.data.ticket;
    });
    return asking.current;
  }, [functions]);

  useEffect(() => {
    if (online && !held.current) void ask();
  }, [online, ask]);

  const ticket = useCallback(async () => {
    const current = held.current;
    if (current && Date.now() - current.at < TICKET_REFRESH_MS) return current.ticket;
    return ask();
  }, [ask]);

  const renew = useCallback(() => {
    held.current = null;
    void ask();
  }, [ask]);

  return { ticket, renew };
}
