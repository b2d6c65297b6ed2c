// mjml 5 ships no types: what this module uses of it.
declare module 'mjml' {
  const mjml: (source: string, options?: object) => Promise<{ html: string; errors: { formattedMessage: string }[] }>;
  export default mjml;
}
