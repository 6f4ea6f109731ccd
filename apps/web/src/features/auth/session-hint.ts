import { SESSION_HINT_COOKIE } from '@coach/api-contract/session-hint';

/**
 * Whether this browser holds a session cookie, from its readable hint (the session cookie itself is
 * httpOnly). False means certainly signed out: the welcome page paints without asking the API.
 * True means only "maybe": the API still answers who is signed in.
 */
export function mayBeSignedIn(): boolean {
  return document.cookie.split(/;\s*/).includes(`${SESSION_HINT_COOKIE}=1`);
}
