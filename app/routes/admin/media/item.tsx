import { data } from "react-router";
import { dbContext, siteContext } from "#app/contexts.ts";
import { readMediaItem } from "#app/data/media/media-library.server.ts";
import { MediaItemPage } from "#app/features/admin/media/media-item-page.tsx";
import { MediaStyles } from "#app/features/admin/media/media-styles.tsx";
import { doneNotice, readDeskForm, seeOther } from "#app/http/desk-form.server.ts";
import { bundles } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import {
  altField,
  altSchema,
  altTextsOf,
  mediaItemPath,
  mediaLibraryPath,
  openUrlOf,
} from "#app/model/admin/media-library.ts";
import { readDeskId } from "#app/model/admin/url-filter.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import type { FormFailure } from "#app/model/forms/submission.ts";
import { mediaKey, offeredWidths, variantUrl } from "#app/model/media/image-variants.ts";
import {
  deleteMedia,
  mediaItemUses,
  setMediaAlt,
} from "#app/services/admin/media-library.server.ts";
import type { Route } from "./+types/item";
import { mediaActOf } from "./media-act.server.ts";

// Issue 27 "Media library", ADR 059: one file of the library: its preview, facts, descriptions,
// where it is used, and its deletion (refused while it is used). An unknown id answers 404.

const doneKeys = ["uploaded", "duplicate", "alt"] as const;

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { language } = requireAdmin(context);
  const db = context.get(dbContext);
  const id = readDeskId(params.id);
  const item = id === undefined ? undefined : await readMediaItem(db, id);
  if (!item) throw data(null, { status: 404 });
  const key = mediaKey(item.mediaFileId, item.sha256);
  const widths = item.width ? offeredWidths({ width: item.width }) : [];
  return {
    title: item.name,
    item,
    file: openUrlOf(item),
    preview:
      item.kind === "image" && item.width && item.height
        ? {
            src: variantUrl(key, widths.filter((w) => w <= 800).pop() ?? 100, "webp"),
            srcSet: widths.map((w) => `${variantUrl(key, w, "webp")} ${w}w`).join(", "),
            width: item.width,
            height: item.height,
          }
        : undefined,
    uses: (await mediaItemUses(db, item.id)) ?? [],
    enabled: context.get(siteContext).languages.enabled,
    constraints: htmlConstraints(altSchema),
    notice: doneNotice(url, doneKeys)?.key,
    messages: bundles(language, ["adminMedia"]),
  };
}

export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { act, facts } = mediaActOf(context);
  const id = readDeskId(params.id);
  if (id === undefined) throw data(null, { status: 404 });
  switch (url.searchParams.get("do")) {
    case "alt": {
      const { value, failure } = await readDeskForm(request, altSchema, "alt");
      if (failure) return failure;
      const outcome = await setMediaAlt(act, facts.enabled, id, altTextsOf(value));
      if ("unknown" in outcome) throw data(null, { status: 404 });
      if ("missingAlt" in outcome)
        return data<FormFailure>(
          {
            errors: Object.fromEntries(
              outcome.missingAlt.map((l) => [altField(l), "adminMedia:errors.missingAlt"]),
            ),
            values: Object.fromEntries(
              Object.entries(value).filter((entry): entry is [string, string] => !!entry[1]),
            ),
            formName: "alt",
          },
          { status: 422 },
        );
      return seeOther(`${mediaItemPath(id)}?done=alt`);
    }
    case "delete": {
      const outcome = await deleteMedia(act, facts.mediaDir, id);
      if ("unknown" in outcome) throw data(null, { status: 404 });
      if ("used" in outcome)
        return data<FormFailure>(
          { errors: { form: "adminMedia:errors.used" }, values: {}, formName: "delete" },
          { status: 409 },
        );
      return seeOther(`${mediaLibraryPath}?done=deleted`);
    }
    default:
      throw data("Unknown form", { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [{ title: `${loaderData.title} | ${matches[1].loaderData.messages.admin.shell.desk}` }]
    : [];

export default function MediaItemRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <MediaStyles />
      <MediaItemPage {...loaderData} failure={actionData} />
    </>
  );
}
