// The error every call rejects with, on its own so that a page can recognise it without the client and its table of
// operations (`@hirebase/client/errors`).

/** The API's one error shape for every non-2xx answer. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: { field?: string; [key: string]: unknown };
  requestId?: string;
}

export class ApiError extends Error {
  override name = 'ApiError';
  status: number;
  code: string;
  details: ApiErrorBody['details'];
  requestId: string | undefined;

  constructor(status: number, body: Partial<ApiErrorBody>) {
    super(body.message ?? `Request failed with status ${status}`);
    this.status = status;
    this.code = body.code ?? 'httpError';
    this.details = body.details;
    this.requestId = body.requestId;
  }
}
