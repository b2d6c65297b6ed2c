import type { Access } from './access.ts';
import { type CtxFor, type RouteDef, type RouteInput, type RouteSchema, route } from './route.ts';

/** The kinds of files routes answer, with their content type. */
export const FILE_TYPES = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' } as const;

/** A file a route answers for download: its bytes (or text) and the name it is saved under. */
export interface FileToSend {
  data: Buffer | string;
  fileName: string;
}

/** content-disposition for a download: an ASCII fallback name plus the exact UTF-8 name (RFC 6266). */
export function attachment(fileName: string) {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

type FileRouteDef<S extends RouteSchema, A extends Access> = Omit<RouteDef<S, A>, 'raw' | 'handler'> & {
  file: keyof typeof FILE_TYPES;
  handler: (ctx: CtxFor<A>, input: RouteInput<S>) => Promise<FileToSend>;
};

/**
 * Declares a route that answers a file to download: its content type, its name, and no copy kept by browsers or
 * proxies (a shop's exports and documents are its own data).
 */
export function fileRoute<S extends RouteSchema, A extends Access>(def: FileRouteDef<S, A>): RouteDef<RouteSchema> {
  const { file, handler, ...rest } = def;
  return route<S, A>({
    ...rest,
    raw: { contentType: FILE_TYPES[file] },
    handler: async (ctx, input) => {
      const answer = await handler(ctx, input);
      input.http.header('content-disposition', attachment(answer.fileName));
      input.http.header('cache-control', 'private, no-store');
      return answer.data;
    },
  });
}
