/**
 * A small in-memory stand-in for Supabase Auth (GoTrue) speaking the REST endpoints that
 * @supabase/auth-js 2.119 calls for e-mail/password sign-up and sign-in, refresh, sign-out,
 * PKCE password recovery and reading/updating the user. Request and response shapes follow
 * node_modules/@supabase/auth-js/dist (GoTrueClient.js, GoTrueAdminApi.js, lib/fetch.js):
 *
 * - every call carries `apikey: <anon key>`; user calls also carry `Authorization: Bearer <access token>`;
 * - `redirectTo` options travel as the `redirect_to` query parameter;
 * - errors are `{ code: <HTTP status>, error_code, msg }` (auth-js reads `error_code` and `msg`);
 * - sessions are `{ access_token, token_type: 'bearer', expires_in, expires_at, refresh_token, user }`.
 *
 * The project auto-confirms e-mails, so sign-up answers with a session straight away.
 */
import { createHash, createHmac, randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAuthRequest {
  method: string;
  /** Path without the query string, e.g. `/auth/v1/token`. */
  path: string;
  query: Record<string, string>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** Parsed JSON body, `undefined` when there was none. */
  body: unknown;
}

export interface FakeRecovery {
  email: string;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  redirectTo: string | null;
  /** The auth code the e-mailed link would carry (`{redirectTo}?code=…`). */
  code: string;
  createdAt: number;
  used: boolean;
}

export interface FakeSupabaseAuth {
  url: string;
  anonKey: string;
  /** The code of the latest password-reset "e-mail" sent to `email` (still returned once used). */
  resetCodeFor(email: string): string | undefined;
  /** Every password-reset request that reached an existing user, oldest first. */
  recoveries: readonly FakeRecovery[];
  /** Every request received, oldest first. */
  requests: FakeAuthRequest[];
  close(): Promise<void>;
}

export interface FakeSupabaseAuthOptions {
  /** Access-token lifetime; auth-js refreshes tokens that expire within 90 s. Default 3600. */
  accessTokenTtlSeconds?: number;
}

interface StoredUser {
  id: string;
  email: string;
  passwordHash: Buffer;
  passwordSalt: Buffer;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  identityId: string;
  createdAt: string;
  updatedAt: string;
  emailConfirmedAt: string;
  lastSignInAt: string | null;
  recoverySentAt: string | null;
}

interface StoredSession {
  id: string;
  userId: string;
  amr: { method: string; timestamp: number }[];
}

interface StoredRefreshToken {
  sessionId: string;
  revoked: boolean;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const FLOW_STATE_TTL_MS = 5 * 60 * 1000;
const MIN_PASSWORD_LENGTH = 6;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const iso = () => new Date().toISOString();

function signJwt(secret: Buffer, payload: Record<string, unknown>): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  return `${head}.${body}.${b64url(sig)}`;
}

function verifyJwt(secret: Buffer, token: string): Record<string, unknown> {
  const invalid = (why: string) => new ApiError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  const parts = token.split('.');
  if (parts.length !== 3) throw invalid('token is malformed');
  const [head, body, sig] = parts as [string, string, string];
  let header: { alg?: unknown };
  let payload: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: unknown };
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw invalid('token is malformed');
  }
  if (header.alg !== 'HS256') throw invalid('signing method is invalid');
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid('signature is invalid');
  if (typeof payload.exp !== 'number' || payload.exp <= now()) throw invalid('token has invalid claims: token is expired');
  return payload;
}

function hashPassword(password: string, salt: Buffer): Buffer {
  return scryptSync(password, salt, 32, { N: 1024 });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export async function startFakeSupabaseAuth(options: FakeSupabaseAuthOptions = {}): Promise<FakeSupabaseAuth> {
  const ttl = options.accessTokenTtlSeconds ?? 3600;
  const jwtSecret = randomBytes(32);
  const anonKey = signJwt(jwtSecret, { iss: 'supabase-demo', role: 'anon', iat: now(), exp: now() + 10 * 365 * 24 * 3600 });

  const users = new Map<string, StoredUser>(); // by id
  const sessions = new Map<string, StoredSession>(); // by id
  const refreshTokens = new Map<string, StoredRefreshToken>(); // by token
  const recoveries: FakeRecovery[] = [];
  const requests: FakeAuthRequest[] = [];
  let baseUrl = '';

  const findByEmail = (email: string) => {
    const wanted = email.trim().toLowerCase();
    for (const user of users.values()) if (user.email === wanted) return user;
    return undefined;
  };

  const publicUser = (u: StoredUser) => ({
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: u.emailConfirmedAt,
    phone: '',
    confirmed_at: u.emailConfirmedAt,
    recovery_sent_at: u.recoverySentAt ?? undefined,
    last_sign_in_at: u.lastSignInAt ?? undefined,
    app_metadata: u.appMetadata,
    user_metadata: u.userMetadata,
    identities: [
      {
        identity_id: u.identityId,
        id: u.id,
        user_id: u.id,
        identity_data: { email: u.email, email_verified: true, phone_verified: false, sub: u.id },
        provider: 'email',
        last_sign_in_at: u.lastSignInAt ?? u.createdAt,
        created_at: u.createdAt,
        updated_at: u.updatedAt,
        email: u.email,
      },
    ],
    created_at: u.createdAt,
    updated_at: u.updatedAt,
    is_anonymous: false,
  });

  const newRefreshToken = (sessionId: string) => {
    const token = randomBytes(9).toString('base64url');
    refreshTokens.set(token, { sessionId, revoked: false });
    return token;
  };

  const sessionBody = (user: StoredUser, session: StoredSession, refreshToken: string) => {
    const iat = now();
    const exp = iat + ttl;
    const accessToken = signJwt(jwtSecret, {
      iss: `${baseUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: user.appMetadata,
      user_metadata: user.userMetadata,
      role: 'authenticated',
      aal: 'aal1',
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
    });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ttl,
      expires_at: exp,
      refresh_token: refreshToken,
      user: publicUser(user),
    };
  };

  const issueSession = (user: StoredUser, method: string) => {
    const session: StoredSession = { id: randomUUID(), userId: user.id, amr: [{ method, timestamp: now() }] };
    sessions.set(session.id, session);
    user.lastSignInAt = iso();
    return sessionBody(user, session, newRefreshToken(session.id));
  };

  const endSessions = (which: (s: StoredSession) => boolean) => {
    for (const [id, session] of sessions) {
      if (!which(session)) continue;
      sessions.delete(id);
      for (const [token, rt] of refreshTokens) if (rt.sessionId === id) refreshTokens.delete(token);
    }
  };

  const validatePassword = (password: unknown): string => {
    if (typeof password !== 'string' || password === '') throw new ApiError(422, 'validation_failed', 'Password is required');
    if (password.length < MIN_PASSWORD_LENGTH)
      throw new ApiError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
        weak_password: { reasons: ['length'] },
      });
    return password;
  };

  const validateEmail = (email: unknown): string => {
    if (typeof email !== 'string' || !EMAIL_RE.test(email.trim()))
      throw new ApiError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    return email.trim().toLowerCase();
  };

  /** The user and session behind `Authorization: Bearer <access token>`. */
  const authenticate = (req: IncomingMessage) => {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer (\S+)$/i.exec(header);
    if (!match?.[1]) throw new ApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    const claims = verifyJwt(jwtSecret, match[1]);
    const sub = str(claims.sub);
    if (!sub) throw new ApiError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    const user = users.get(sub);
    if (!user) throw new ApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const sessionId = str(claims.session_id);
    const session = sessionId ? sessions.get(sessionId) : undefined;
    if (!session) throw new ApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    return { user, session };
  };

  const routes: Record<string, (req: IncomingMessage, body: Record<string, unknown>, query: Record<string, string>) => unknown> = {
    'GET /auth/v1/.well-known/jwks.json': () => ({ keys: [] }),

    'GET /auth/v1/health': () => ({ version: 'fake', name: 'GoTrue', description: 'fake Supabase Auth for tests' }),

    'POST /auth/v1/signup': (_req, body) => {
      const email = validateEmail(body.email);
      const password = validatePassword(body.password);
      if (findByEmail(email)) throw new ApiError(422, 'user_already_exists', 'User already registered');
      const salt = randomBytes(16);
      const id = randomUUID();
      const created = iso();
      const user: StoredUser = {
        id,
        email,
        passwordSalt: salt,
        passwordHash: hashPassword(password, salt),
        userMetadata: { ...asObject(body.data), email, email_verified: true, phone_verified: false, sub: id },
        appMetadata: { provider: 'email', providers: ['email'] },
        identityId: randomUUID(),
        createdAt: created,
        updatedAt: created,
        emailConfirmedAt: created, // auto-confirm
        lastSignInAt: null,
        recoverySentAt: null,
      };
      users.set(id, user);
      return issueSession(user, 'password');
    },

    'POST /auth/v1/token?grant_type=password': (_req, body) => {
      const email = str(body.email);
      const password = str(body.password);
      if (!email || !password) throw new ApiError(400, 'validation_failed', 'missing email or phone');
      const user = findByEmail(email);
      if (!user || !timingSafeEqual(hashPassword(password, user.passwordSalt), user.passwordHash))
        throw new ApiError(400, 'invalid_credentials', 'Invalid login credentials');
      return issueSession(user, 'password');
    },

    'POST /auth/v1/token?grant_type=refresh_token': (_req, body) => {
      const token = str(body.refresh_token);
      if (!token) throw new ApiError(400, 'validation_failed', 'refresh_token required');
      const stored = refreshTokens.get(token);
      if (!stored) throw new ApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      if (stored.revoked) throw new ApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      const session = sessions.get(stored.sessionId);
      const user = session && users.get(session.userId);
      if (!session || !user) throw new ApiError(400, 'session_not_found', 'Invalid Refresh Token: Session Expired');
      stored.revoked = true;
      return sessionBody(user, session, newRefreshToken(session.id));
    },

    'POST /auth/v1/token?grant_type=pkce': (_req, body) => {
      const authCode = str(body.auth_code);
      const verifier = str(body.code_verifier);
      if (!authCode || !verifier)
        throw new ApiError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
      const flow = recoveries.find((r) => r.code === authCode && !r.used);
      if (!flow) throw new ApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      if (Date.now() - flow.createdAt > FLOW_STATE_TTL_MS)
        throw new ApiError(400, 'flow_state_expired', 'invalid flow state, flow state has expired');
      const method = flow.codeChallengeMethod?.toLowerCase();
      const derived = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
      if (!flow.codeChallenge || (method !== 's256' && method !== 'plain') || derived !== flow.codeChallenge)
        throw new ApiError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
      flow.used = true;
      const user = findByEmail(flow.email);
      if (!user) throw new ApiError(404, 'user_not_found', 'User not found');
      return issueSession(user, 'recovery');
    },

    'GET /auth/v1/user': (req) => publicUser(authenticate(req).user),

    'PUT /auth/v1/user': (req, body) => {
      const { user, session } = authenticate(req);
      if (body.password !== undefined && body.password !== null) {
        const password = validatePassword(body.password);
        if (timingSafeEqual(hashPassword(password, user.passwordSalt), user.passwordHash))
          throw new ApiError(422, 'same_password', 'New password should be different from the old password.');
        user.passwordSalt = randomBytes(16);
        user.passwordHash = hashPassword(password, user.passwordSalt);
        // Like GoTrue: a password change signs the user out everywhere else.
        endSessions((s) => s.userId === user.id && s.id !== session.id);
      }
      if (body.email !== undefined && body.email !== null) {
        const email = validateEmail(body.email);
        const other = findByEmail(email);
        if (other && other.id !== user.id)
          throw new ApiError(422, 'email_exists', 'A user with this email address has already been registered');
        user.email = email; // secure e-mail change off: applied at once
      }
      if (body.data !== undefined) user.userMetadata = { ...user.userMetadata, ...asObject(body.data) };
      user.updatedAt = iso();
      return publicUser(user);
    },

    'POST /auth/v1/logout': (req, _body, query) => {
      const { user, session } = authenticate(req);
      const scope = query.scope ?? 'global';
      if (scope === 'local') endSessions((s) => s.id === session.id);
      else if (scope === 'others') endSessions((s) => s.userId === user.id && s.id !== session.id);
      else if (scope === 'global') endSessions((s) => s.userId === user.id);
      else throw new ApiError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
      return null; // 204
    },

    'POST /auth/v1/recover': (_req, body, query) => {
      const email = validateEmail(body.email);
      const codeChallenge = str(body.code_challenge) || null;
      const codeChallengeMethod = str(body.code_challenge_method) || null;
      if (Boolean(codeChallenge) !== Boolean(codeChallengeMethod))
        throw new ApiError(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
      const user = findByEmail(email);
      // Unknown addresses get the same empty answer, so the endpoint cannot enumerate accounts.
      if (user) {
        user.recoverySentAt = iso();
        recoveries.push({
          email,
          codeChallenge,
          codeChallengeMethod,
          redirectTo: query.redirect_to ?? null,
          code: randomUUID(),
          createdAt: Date.now(),
          used: false,
        });
      }
      return {};
    },
  };

  const send = (res: ServerResponse, status: number, payload: unknown) => {
    if (payload === null) {
      res.writeHead(status === 200 ? 204 : status).end();
      return;
    }
    const json = JSON.stringify(payload);
    res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) }).end(json);
  };

  const sendError = (res: ServerResponse, error: ApiError) =>
    send(res, error.status, { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra });

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const query = Object.fromEntries(url.searchParams);
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers))
        if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
      const raw = await readBody(req);
      const record: FakeAuthRequest = { method: req.method ?? 'GET', path: url.pathname, query, headers, body: undefined };
      requests.push(record);
      try {
        if (raw) {
          try {
            record.body = JSON.parse(raw);
          } catch {
            throw new ApiError(400, 'bad_json', 'Could not parse request body as JSON');
          }
        }
        const grant = url.pathname === '/auth/v1/token' ? `?grant_type=${query.grant_type ?? ''}` : '';
        const handler = routes[`${record.method} ${url.pathname}${grant}`];
        if (!handler) {
          if (url.pathname === '/auth/v1/token') throw new ApiError(400, 'validation_failed', 'unsupported_grant_type');
          throw new ApiError(404, 'not_found', `${record.method} ${url.pathname} is not supported by the fake`);
        }
        if (!url.pathname.endsWith('/.well-known/jwks.json') && headers.apikey !== anonKey)
          throw new ApiError(401, 'no_api_key', 'Invalid API key');
        send(res, 200, handler(req, asObject(record.body), query));
      } catch (error) {
        if (error instanceof ApiError) sendError(res, error);
        else sendError(res, new ApiError(500, 'unexpected_failure', String((error as Error)?.message ?? error)));
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    anonKey,
    resetCodeFor(email: string) {
      const wanted = email.trim().toLowerCase();
      return recoveries.filter((r) => r.email === wanted).at(-1)?.code;
    },
    recoveries,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
