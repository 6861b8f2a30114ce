/**
 * corrections-3.6.1.md (shared/facts) as data. That file is prose: a second
 * reading of the plugin's code that overrides older wording in the other
 * facts files. Each entry below encodes one of its items: the pages that
 * discuss it and what they must say, what the published spec must say, and
 * the older, wrong wording that no page and no spec string may contain.
 * Values a structured facts file holds (error numbers, HTTP statuses,
 * messages, defaults, release items) are not repeated here: the test
 * (corrections-facts.test.ts) reads them from the facts.
 *
 * Patterns are matched against text: the page's main content with its tags
 * dropped, or a spec string with Markdown's backticks and asterisks dropped,
 * whitespace collapsed in both.
 */

/** What one built page must (and must not) say about an item. */
export interface PageClaim {
  route: string;
  /** Only the part of the page under the heading with this text. */
  section?: string;
  /** Only the table rows whose first cell lists this error code. */
  row?: number;
  says: RegExp[];
  saysNot?: RegExp[];
}

/** What a string of the published spec must say; `at` is a JSON pointer, `$ref`s followed. */
export interface SpecClaim {
  at: string;
  says: RegExp[];
}

export interface Correction {
  /** The item's number in corrections-3.6.1.md. */
  item: number;
  /** The plugin's behaviour, in brief, for failure messages. */
  claim: string;
  pages: PageClaim[];
  spec: SpecClaim[];
  /** The older, wrong wording: no page of the site and no string of the spec may match. */
  never: RegExp[];
}

/** JSON pointer of an operation of the spec: `op('post', 'auth/revoke')`. */
export function op(method: string, route: string): string {
  return `/paths/${`/simple-jwt-login/v1/${route}`.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
}

export const CORRECTIONS: Correction[] = [
  {
    // corrections item 1
    item: 1,
    claim: 'an expired auth code is refused on every route, and its role is never applied on register',
    pages: [
      {
        route: '/docs/auth-codes',
        section: 'Expired codes',
        says: [/expiration date has passed, a code is refused on every route/i, /expired code's role is never given/i],
      },
      { route: '/docs/auth-codes', says: [/unknown or expired code fails with error 32/i] },
      { route: '/docs/register-user', says: [/passed its expiration date creates no users/i, /unknown or expired one fails with error 32/i] },
      // codes are optional on register, yet a code that is sent is checked
      { route: '/docs/register-user', section: 'Error codes', row: 32, says: [/\bexpired\b/, /sent while Register Requires Auth Code is No/i] },
      { route: '/docs/error-codes', row: 32, says: [/unknown or expired auth code sent anyway/i] },
    ],
    spec: [
      { at: '/components/securitySchemes/authCode/description', says: [/expired code fails the request with error 32 and its role is never applied/i] },
      { at: `${op('post', 'users')}/description`, says: [/An expired code never gives its role/i] },
      {
        at: '/components/schemas/AuthCodeBody/properties/AUTH_KEY/description',
        says: [/passed its expiration date is refused/i, /on register, a code that is sent is checked/i],
      },
      { at: '/components/parameters/AuthKey/description', says: [/passed its expiration date is refused/i] },
    ],
    never: [
      /role is not checked against the date/i,
      /\brole\b[^.]*\beven (if|when) (the|that) code has (expired|passed its expiration)/i,
      /\brole is given even when\b/i,
    ],
  },
  {
    // corrections item 2 (the numbers come from endpoints.yaml: "auth code (N)" in each processing_order)
    item: 2,
    claim: 'an expired or unknown auth code gives 27, 32, 40 or 58 depending on the route',
    pages: [],
    spec: [],
    never: [/\bexpired\b[^.]*\brefused with error \d+\b/i],
  },
  {
    // corrections item 3 (the 401 codes come from error-codes.yaml http_status; the routes from endpoints.yaml)
    item: 3,
    claim: 'errors 12, 13, 14 and 55 answer HTTP 401, every other code 400',
    pages: [],
    spec: [],
    never: [/\bother than 14\b/i, /\bcodes other than (12|13|55)\b/i],
  },
  {
    // corrections item 4 (403 and the code-0 message come from error-codes.yaml)
    item: 4,
    claim: 'protected routes answer 403 / errorCode 403; a second revoke answers code 0',
    pages: [
      { route: '/docs/revoke-token', says: [/Protected endpoints refuse it too, with their own answer: HTTP 403/i] },
      { route: '/docs/error-codes', row: 55, says: [/\b403\b/, /\bcode 0\b/] },
    ],
    spec: [
      { at: `${op('post', 'auth/revoke')}/description`, says: [/protected endpoints answer HTTP 403/i, /errorCode 0/, /Token was already revoked\./] },
      { at: `${op('post', 'auth/revoke')}/responses/400/description`, says: [/error code 0, Token was already revoked\./] },
    ],
    never: [/\bevery (feature|route)\b[^.]*\b(accepts|takes) a JWT\b[^.]*\b55\b/i, /\bReturned by every feature that accepts a JWT\b/i],
  },
  {
    // corrections item 5 (the messages of 69-71 come from error-codes.yaml)
    item: 5,
    claim: 'Google login: 69-71 answer JSON with HTTP 400; a refused code redirects with Google text; no account redirects without error',
    pages: [
      {
        route: '/docs/applications/google/login',
        section: 'Errors',
        says: [
          /error=access_denied and no code/i,
          /JSON error envelope with HTTP status 400, not the login screen/i,
          /\b69\b/,
          /\b70\b/,
          /\b71\b/,
          /Bad Request\.Invalid_grant/,
          /without an error parameter, so no notice is shown/i,
        ],
        saysNot: [/\b72\b/],
      },
      {
        route: '/docs/applications/google/login',
        section: 'Create user if not exists',
        says: [/without an error parameter/i, /sent back to the login screen, which shows WordPress's reason/i],
      },
      { route: '/docs/hooks', says: [/notice when a failed Google login sends the visitor back with an error parameter/i] },
      { route: '/docs/error-codes', section: 'OAuth (Google)', says: [/come back as JSON with HTTP 400, also on the GET callback/i] },
      { route: '/docs/error-codes', row: 72, says: [/error=Bad Request\.Invalid_grant/] },
    ],
    spec: [
      {
        at: `${op('get', 'oauth/token')}/description`,
        says: [/answer with the JSON error envelope and HTTP 400/i, /error=access_denied/, /without an error parameter/i],
      },
      { at: `${op('get', 'oauth/token')}/responses/302/description`, says: [/without any error parameter/i] },
      { at: `${op('get', 'oauth/token')}/parameters/1/description`, says: [/Without it .* the answer is error 71/i] },
    ],
    never: [/\bsent back to the login screen with an error\b/i, /When something goes wrong, the browser is sent back to wp-login\.php/i],
  },
  {
    // corrections item 6 (the message's start comes from error-codes.yaml, code 72)
    item: 6,
    claim: "the plugin capitalises Google's error: ...invalid.Bad Request.Invalid_grant",
    pages: [
      { route: '/docs/error-codes', row: 72, says: [/invalid\.Bad Request\.Invalid_grant/, /Bad Request\.Redirect_uri_mismatch/] },
      { route: '/docs/applications/google/oauth_code', says: [/each with its first letter made upper case/i] },
    ],
    spec: [{ at: `${op('post', 'oauth/token')}/responses/400/description`, says: [/Bad Request\.Invalid_grant/, /Bad Request\.Redirect_uri_mismatch/] }],
    never: [/Bad Request\.(invalid_grant|redirect_uri_mismatch)/],
  },
  {
    // corrections item 7 (the corrected message is applied to the facts by withCorrections)
    item: 7,
    claim: "error 2007 reads 'Get JWT token From'",
    pages: [],
    spec: [],
    never: [/at least on option enabled in 'Get JWT token from'/],
  },
  {
    // corrections item 8 (the example's message is error 14's, from error-codes.yaml)
    item: 8,
    claim: 'redirect-on-fail query strings encode a space as +',
    pages: [
      { route: '/releases/simple-jwt-login-release-3.4.5', says: [/error_message=Expired\+token&error_code=14/] },
      { route: '/docs/autologin', section: 'Redirect on failed Login', says: [/error_message=Expired\+token&error_code=14/] },
    ],
    spec: [],
    never: [/error_message=[^&\s]*%20/],
  },
  {
    // corrections item 9
    item: 9,
    claim: "the Google id_token option works on the plugin's routes without the all-endpoints middleware",
    pages: [
      {
        route: '/docs/applications/google/setup',
        section: 'Use a Google id_token on all endpoints',
        says: [/does not need the JWT middleware/i, /Autologin/, /Validate token/, /Revoke token/, /Delete WordPress User/, /Change password/],
      },
      {
        route: '/docs/applications/google/setup',
        says: [/on the plugin's routes and, with the JWT middleware, on every REST route/i, /On its own it covers the plugin's routes/i],
      },
      { route: '/docs/configuration', section: 'Applications', says: [/On its own it works on the plugin's routes that read a JWT/i] },
      { route: '/docs/configuration', section: 'Allow JWT usage on all endpoints', says: [/It does not depend on this setting/i] },
    ],
    spec: [],
    never: [
      // the settings row: "... id_tokens on REST routes. Needs "All WordPress endpoints checks ..."."
      /\bid_tokens?\b[^.]*\.\s*Needs "?All WordPress endpoints checks/,
      // Google Setup: "With <the option> ticked and <the middleware> turned on, a client can send ..."
      /Allow usage of Google id_token on all endpoints ticked and All WordPress endpoints/i,
      /\bid_token\b[^.]*\b(needs|requires) (the )?(JWT )?middleware\b/i,
    ],
  },
  {
    // corrections item 10 (the default list comes from settings.yaml)
    item: 10,
    claim: "the query-parameter default adds the auth-code key's name only once one is saved",
    pages: [
      { route: '/docs/configuration', section: 'Login', says: [/Once an Auth Code URL Key has been saved, its name/i] },
      { route: '/docs/autologin', section: 'Other features', says: [/added to it only once that key has been saved/i] },
    ],
    spec: [],
    never: [/redirectUrl,? (and|plus) the auth code parameter name(?![^.]*\b(once|if|when)\b[^.]*\bsaved\b)/i],
  },
  {
    // corrections item 11 (every note's items are checked against releases.yaml)
    item: 11,
    claim: "each release note lists only its own version's changes",
    pages: [],
    spec: [],
    never: [],
  },
  {
    // corrections item 12 (the refresh time to live's default is read from settings.yaml)
    item: 12,
    claim: 'a revoked JWT is refused only until it expires and the list is next cleaned; then refresh takes it until exp + refresh TTL',
    pages: [
      {
        route: '/docs/revoke-token',
        section: 'How long a revoked JWT stays refused',
        says: [
          /refused only until it expires and the revoked list is next cleaned/i,
          /next revoke by the same user/i,
          /Refresh token accepts it again/i,
          /until its exp plus Refresh time to live/i,
          /keep Refresh time to live short/i,
        ],
      },
      {
        route: '/docs/refresh-token',
        says: [/revoked JWT is refused only while it is on the revoked list/i, /next revoke by the same user/i, /keep Refresh time to live short/i],
      },
      { route: '/docs/refresh-token', section: 'Enable the feature', says: [/short/i] },
    ],
    spec: [
      {
        at: `${op('post', 'auth/revoke')}/description`,
        says: [
          /only until it expires and the revoked list is next cleaned/i,
          /next revoke by the same user/i,
          /until its exp plus Refresh time to live/i,
          /keep Refresh time to live short/i,
        ],
      },
      { at: `${op('post', 'auth/refresh')}/description`, says: [/refused only while it is on the revoked list/i] },
    ],
    never: [/\bno longer be used anywhere\b/i, /\bFrom then on\b[^.]*\breject it with error 55\b/i, /\bbeing expired is fine, but it must not be revoked\b/i],
  },
  {
    // corrections item 13
    item: 13,
    claim: 'three successes answer with a redirect: autologin, register with force login, and the Google login callback',
    pages: [
      {
        route: '/docs/configuration',
        section: 'Request Parameters',
        says: [
          /except three that redirect the browser: autologin, registration with Initialize force login after register on, and the Google login callback GET oauth\/token/i,
        ],
      },
    ],
    spec: [],
    never: [/\bexcept autologin, which usually answers with a redirect\b/i],
  },
  {
    // corrections item 14
    item: 14,
    claim: 'registration under force login honours redirectUrl; the spec lists it on both register operations',
    pages: [{ route: '/docs/register-user', section: 'Force login flow after register', says: [/redirectUrl/, /Allow redirect to a specific URL/] }],
    spec: [
      { at: `${op('post', 'users')}/parameters/0/name`, says: [/^redirectUrl$/] },
      { at: `${op('post', 'users')}/parameters/0/description`, says: [/only with force login/i, /Allow redirect to a specific URL/] },
      { at: `${op('post', 'register')}/parameters/0/name`, says: [/^redirectUrl$/] },
      { at: `${op('post', 'register')}/parameters/0/description`, says: [/only with force login/i] },
    ],
    never: [],
  },
  {
    // corrections item 15 (error 24's message is read from error-codes.yaml)
    item: 15,
    claim: "a Google id_token finds its user through the Login tab's Action: only Log in by Email works; protected endpoints take it without the middleware",
    pages: [
      {
        route: '/docs/applications/google/setup',
        section: 'Use a Google id_token on all endpoints',
        says: [
          /works when the Login tab's Action is "?Log in by Email"?/i,
          /Log in by WordPress User ID"?, it always fails/i,
          /Log in by WordPress Username"?, it fails unless the user name is the email address/i,
          /error 24/,
          /Protect endpoints accept it without the JWT middleware/i,
        ],
      },
      {
        route: '/docs/configuration',
        section: 'Applications',
        says: [/protected endpoints accept it as well, without "?All WordPress endpoints checks/i, /works with "?Log in by Email/i],
      },
    ],
    spec: [],
    never: [/other REST routes also need "?All WordPress endpoints checks/i],
  },
  {
    // corrections item 16
    item: 16,
    claim: "the plugin's Google code is Services/Applications/Google.php in 3.6.1",
    pages: [],
    spec: [],
    never: [/\bModules\/OAuth\/Google\.php\b/],
  },
];

/**
 * corrections item 11 (the rest): items of a release note that are not in
 * that version's section of the plugin's readme.txt changelog. One the
 * plugin's Changelog.md lists may stay, said to come from there (after
 * CHANGELOG_ONLY_INTRO); one it does not list may not be on the note at all.
 */
export const NOT_IN_README: { note: string; change: RegExp; changelogMd: boolean }[] = [
  { note: '3.4.4', change: /\bOpenAPI\b/i, changelogMd: true },
  { note: '3.4.5', change: /\bxdebug\b/i, changelogMd: true },
  { note: '3.4.7', change: /\bphpcs\b/i, changelogMd: false },
  { note: '3.4.7', change: /\bphpstan\b|\broave\/security-advisories\b/i, changelogMd: true },
  { note: '3.4.7', change: /\bWordPress 6\.0\.2\b/, changelogMd: false },
  { note: '3.4.8', change: /\bGPL\b/, changelogMd: true },
  { note: '3.5.1', change: /\bPHP 8\.2\b/, changelogMd: true },
  { note: '3.5.1', change: /\bcodecov\b/i, changelogMd: true },
  { note: '3.6.0', change: /\bPHP 8\.3\b/, changelogMd: true },
  { note: '3.6.0', change: /\bAuthorization\b[^.]*\bBearer\b|\bBasic\b/, changelogMd: false },
];

/** The words that open a note's list of the changes only the plugin's Changelog.md gives. */
export const CHANGELOG_ONLY_INTRO = 'Listed only in Changelog.md, in the plugin repository:';

/** corrections item 5: the errors of oauth/token that are thrown before any redirect, so they answer JSON. */
export const OAUTH_CHECKED_BEFORE_REDIRECT = [69, 70, 71];

/** corrections item 11: changes that some note listed although the changelog files them under another version. */
export const FOREIGN_RELEASE_ITEMS: { note: string; belongsTo: string; change: RegExp }[] = [
  { note: '3.4.4', belongsTo: '3.4.3', change: /\bWordPress 5\.9\b/ },
  { note: '3.4.4', belongsTo: '3.4.3', change: /\bempty JWT\b/i },
];

/** corrections item 7: settings messages whose wording the facts files still give in the older form. */
export const CORRECTED_SETTINGS_MESSAGES: { code: number; message: string }[] = [
  { code: 2007, message: "You have to have at least on option enabled in 'Get JWT token From'" },
];

/** The facts with the values corrections-3.6.1.md changes put right. */
export function withCorrections<F extends { errors: { settings_validation_codes: { codes: { code: number; message: string }[] } } }>(facts: F): F {
  const codes = facts.errors.settings_validation_codes.codes.map((c) => {
    const corrected = CORRECTED_SETTINGS_MESSAGES.find((m) => m.code === c.code);
    return corrected ? { ...c, message: corrected.message } : c;
  });
  return { ...facts, errors: { ...facts.errors, settings_validation_codes: { ...facts.errors.settings_validation_codes, codes } } };
}
