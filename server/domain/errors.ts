/**
 * An error the API reports to the client in the error envelope:
 * `{result: "error", msg, code, ...extra}` with the HTTP status the API uses.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string = 'BAD_REQUEST',
    readonly status: number = 400,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, extra: Record<string, unknown> = {}) =>
  new ApiError(msg, 'BAD_REQUEST', 400, extra);

/** Resource-not-found errors keep code BAD_REQUEST but use HTTP 404, as Zulip does. */
export const notFound = (msg: string) => new ApiError(msg, 'BAD_REQUEST', 404);

export const invalidMessage = () => badRequest('Invalid message(s)');

export const missingArgument = (name: string) =>
  new ApiError(`Missing '${name}' argument`, 'REQUEST_VARIABLE_MISSING', 400, { var_name: name });
