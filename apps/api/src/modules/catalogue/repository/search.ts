/** A LIKE pattern matching `text` literally anywhere (wildcards escaped, NUL characters dropped). */
export const containsPattern = (text: string) => `%${text.replaceAll('\u0000', '').replace(/[\\%_]/g, '\\$&')}%`;
