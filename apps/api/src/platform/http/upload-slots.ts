import { AppError } from '../errors.ts';

/** Uploads read at once: per company (or per caller without one), and in the whole process. */
export interface UploadSlotLimits {
  perOwner: number;
  perProcess: number;
  retryAfterSeconds: number;
}

export const UPLOAD_SLOTS: UploadSlotLimits = { perOwner: 2, perProcess: 8, retryAfterSeconds: 5 };

export const tooManyUploads = (retryAfterSeconds: number, scope: 'company' | 'server') =>
  new AppError(
    429,
    'tooManyUploads',
    scope === 'company'
      ? `Your company already has uploads in progress. Try again in ${retryAfterSeconds} seconds.`
      : `The server is receiving many uploads. Try again in ${retryAfterSeconds} seconds.`,
    { retryAfterSeconds, scope },
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * Counts the multipart bodies this process is reading, so that a few large uploads cannot together fill its memory
 * or disk: past the limits the request is refused with 429 before its body is read. The count lives in the process
 * (each API process bounds its own memory); the slot is given back when the answer is sent or the client leaves.
 */
export class UploadSlots {
  private readonly byOwner = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: UploadSlotLimits = UPLOAD_SLOTS) {}

  /** The slots `owner` holds now. */
  heldBy(owner: string): number {
    return this.byOwner.get(owner) ?? 0;
  }

  /** Takes a slot for `owner`, or throws the 429; call the answer once to give it back. */
  take(owner: string): () => void {
    const held = this.byOwner.get(owner) ?? 0;
    if (held >= this.limits.perOwner) throw tooManyUploads(this.limits.retryAfterSeconds, 'company');
    if (this.total >= this.limits.perProcess) throw tooManyUploads(this.limits.retryAfterSeconds, 'server');
    this.byOwner.set(owner, held + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.byOwner.get(owner) ?? 1) - 1;
      if (left > 0) this.byOwner.set(owner, left);
      else this.byOwner.delete(owner);
    };
  }
}
