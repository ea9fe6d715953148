/**
 * The one error type of the server. `code` is stable and machine-readable (the client maps it
 * to a translated message); `message` is a plain English fallback safe to show a user.
 */
export type AppErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'internal_error'
  | (string & {});

export interface AppErrorIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly issues?: AppErrorIssue[];

  constructor(code: AppErrorCode, opts: { status: number; message: string; issues?: AppErrorIssue[]; cause?: unknown }) {
    super(opts.message, { cause: opts.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = opts.status;
    this.issues = opts.issues;
  }

  static notFound(message = 'Not found') {
    return new AppError('not_found', { status: 404, message });
  }
  static unauthorized(message = 'Please sign in') {
    return new AppError('unauthorized', { status: 401, message });
  }
  static badRequest(message: string, issues?: AppErrorIssue[]) {
    return new AppError('bad_request', { status: 400, message, issues });
  }
  static conflict(message: string) {
    return new AppError('conflict', { status: 409, message });
  }
}
