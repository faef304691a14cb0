import { data } from "react-router";
import { dbContext, siteContext } from "#app/contexts.ts";
import { listMediaItems } from "#app/data/media/media-library.server.ts";
import { MediaGrid } from "#app/features/admin/media/media-grid.tsx";
import { MediaNotice } from "#app/features/admin/media/media-notice.tsx";
import { MediaStyles } from "#app/features/admin/media/media-styles.tsx";
import { MediaUploadForm } from "#app/features/admin/media/media-upload-form.tsx";
import { doneNotice, seeOther } from "#app/http/desk-form.server.ts";
import { bundles, messages } from "#app/locales/messages.server.ts";
import { requireAdmin } from "#app/middleware/staff.server.ts";
import {
  altField,
  altSchema,
  altTextsOf,
  mediaItemPath,
  readKindFilter,
  thumbnailOf,
} from "#app/model/admin/media-library.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import { type FormFailure, readSubmission } from "#app/model/forms/submission.ts";
import { maxUploadBytes } from "#app/model/media/media-limits.ts";
import { uploadMedia } from "#app/services/admin/media-library.server.ts";
import type { Route } from "./+types/library";
import { mediaActOf } from "./media-act.server.ts";

// Issue 27 "Media library", ADR 059: the library's grid, filtered by kind, and its upload form. The
// upload is a plain multipart POST (it works without JavaScript); dropping a file on the form only
// fills its file field.

export async function loader({ url, context }: Route.LoaderArgs) {
  const { language } = requireAdmin(context);
  const kind = readKindFilter(url.searchParams.get("kind"));
  const items = await listMediaItems(context.get(dbContext), kind);
  return {
    title: messages[language].adminMedia.list.title,
    intro: messages[language].adminMedia.list.intro,
    kind,
    items: items.map((item) => ({
      id: item.id,
      kind: item.kind,
      name: item.name,
      alt: item.alt[language] ?? "",
      thumbnail: thumbnailOf(item),
    })),
    enabled: context.get(siteContext).languages.enabled,
    constraints: htmlConstraints(altSchema),
    maxMegabytes: {
      image: maxUploadBytes.image / 1_000_000,
      pdf: maxUploadBytes.pdf / 1_000_000,
      video: maxUploadBytes.video / 1_000_000,
    },
    notice: doneNotice(url, ["deleted"])?.key,
    messages: bundles(language, ["adminMedia"]),
  };
}

const refusal = (errors: Record<string, string>, values: FormFailure["values"]) =>
  data<FormFailure>({ errors, values, formName: "upload" }, { status: 422 });

export async function action({ request, url, context }: Route.ActionArgs) {
  const { act, facts } = mediaActOf(context);
  if (url.searchParams.get("do") !== "upload") throw data("Unknown form", { status: 400 });
  const form = await request.formData().catch(() => undefined);
  if (!form) throw data("Not a form", { status: 400 });
  const alt = readSubmission(form, altSchema);
  if (alt.failure) return refusal(alt.failure.errors, alt.failure.values);
  const values = Object.fromEntries(
    Object.entries(alt.value).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const file = form.get("file");
  if (!(file instanceof File) || (file.size === 0 && file.name === ""))
    return refusal({ file: "adminMedia:errors.noFile" }, values);
  const content = Buffer.from(await file.arrayBuffer());
  const outcome = await uploadMedia(act, facts, {
    name: file.name,
    content,
    alt: altTextsOf(alt.value),
  });
  if ("uploaded" in outcome) return seeOther(`${mediaItemPath(outcome.uploaded)}?done=uploaded`);
  if ("duplicate" in outcome) return seeOther(`${mediaItemPath(outcome.duplicate)}?done=duplicate`);
  if ("missingAlt" in outcome)
    return refusal(
      Object.fromEntries(
        outcome.missingAlt.map((language) => [altField(language), "adminMedia:errors.missingAlt"]),
      ),
      values,
    );
  return refusal({ file: `adminMedia:errors.${outcome.refused}` }, values);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? [{ title: `${loaderData.title} | ${matches[1].loaderData.messages.admin.shell.desk}` }]
    : [];

export default function MediaLibraryRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { title, intro, kind, items, enabled, constraints, maxMegabytes, notice } = loaderData;
  return (
    <div className="media-page">
      <MediaStyles />
      <h1>{title}</h1>
      <p className="media-page__intro">{intro}</p>
      <MediaNotice done={notice} />
      <MediaUploadForm
        enabled={enabled}
        constraints={constraints}
        failure={actionData}
        maxMegabytes={maxMegabytes}
      />
      <MediaGrid kind={kind} items={items} />
    </div>
  );
}
