/**
 * A readable companion to the httpOnly session cookie. It says only "this browser holds a session
 * cookie", never whether the session is valid (the API still checks every call), so the web app can
 * skip the sign-in check for visitors: no request and no 401 before the welcome page paints, and a
 * member's first data can be asked for together with the check. Zod-free: the web's first bundle
 * imports it.
 */
export const SESSION_HINT_COOKIE = 'coach_signed_in';
