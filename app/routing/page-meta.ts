import type { MetaDescriptor } from "react-router";
import type { Messages } from "../locales/en.ts";

interface ShellData {
  messages: Messages;
  siteName: string;
}

type PageWithMeta = {
  [K in keyof Messages]: Messages[K] extends { title: string } ? K : never;
}[keyof Messages];

/** Title ("Page | Agency") and description of a page, from the messages the root loader already holds. */
export function pageMeta(shell: ShellData, page: PageWithMeta): MetaDescriptor[] {
  const text: { title: string; description?: string } = shell.messages[page];
  const tags: MetaDescriptor[] = [{ title: `${text.title} | ${shell.siteName}` }];
  if (text.description) tags.push({ name: "description", content: text.description });
  return tags;
}
