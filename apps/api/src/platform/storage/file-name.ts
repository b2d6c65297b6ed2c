/** An uploaded file's own name without folders, control characters or quotes, at most 200 characters. */
export const safeFileName = (name: string, fallback = 'file') =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && c !== '"')
    .join('')
    .trim()
    .slice(0, 200) || fallback;
