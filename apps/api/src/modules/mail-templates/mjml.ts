/**
 * mjml and its CSS tools weigh about 50 MB and take one to two seconds to load: they are loaded on the first mail
 * rendered, not when the API starts.
 */
type Mjml = typeof import('mjml').default;

let loading: Promise<Mjml> | undefined;

const load = () => {
  loading ??= import('mjml').then((m) => m.default);
  return loading;
};

/** Starts loading mjml without waiting (the editor's list asks for it, so its first preview comes sooner). */
export function warmUpMjml() {
  load().catch(() => {});
}

/** MJML → HTML; a markup error is a bug of ours, not the shop's (their text is escaped), so it throws. */
export async function mjmlToHtml(source: string): Promise<string> {
  const mjml = await load();
  const result = await mjml(source, { validationLevel: 'strict', keepComments: false });
  return result.html;
}
