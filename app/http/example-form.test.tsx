import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  type DataRouter,
  Form,
  type RouteObject,
  type RouterState,
  redirect,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
} from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ChoiceGroup } from "#app/components/ui/form/choice-group.tsx";
import { ErrorSummary } from "#app/components/ui/form/error-summary.tsx";
import { Field } from "#app/components/ui/form/field.tsx";
import { formView } from "#app/components/ui/form/form-view.ts";
import { SubmitButton } from "#app/components/ui/form/submit-button.tsx";
import { i18nFor } from "#app/i18n/i18n.ts";
import { common } from "#app/locales/en/common.ts";
import { htmlConstraints } from "#app/model/forms/html-constraints.ts";
import { parseForm } from "./form.server.ts";

// A throwaway form written as a lead form is (docs/recipes.md "Add a form"): schema, loader, action, component.
const visitSchema = z.object({
  email: z.email(),
  phone: z
    .string()
    .regex(/^\+?[0-9 ]{9,15}$/)
    .optional(),
  slot: z.enum(["10-13", "14-16"]),
  remark: z.string().max(500).optional(),
  privacy: z.literal("on"),
});
const received: z.output<typeof visitSchema>[] = [];

const loader = () => ({ constraints: htmlConstraints(visitSchema) });

async function action({ request }: { request: Request }) {
  const { value, failure } = await parseForm(request, visitSchema);
  if (failure) return failure;
  received.push(value);
  return redirect("/thanks/", 303);
}

const labels = {
  email: "E-mail",
  phone: "Phone",
  slot: "Time slot",
  remark: "Remark",
  privacy: "I accept the privacy statement",
};

function VisitForm() {
  const form = formView(
    "visit",
    useLoaderData<typeof loader>().constraints,
    useActionData<typeof action>(),
  );
  return (
    <Form method="post">
      <ErrorSummary form={form} labels={labels} />
      <Field {...form.field("email")} label={labels.email} autoComplete="email" />
      <Field {...form.field("phone")} label={labels.phone} hint="0475 12 34 56" type="tel" />
      <ChoiceGroup
        {...form.field("slot")}
        legend={labels.slot}
        options={[
          { value: "10-13", label: "10:00-13:00" },
          { value: "14-16", label: "14:00-16:00" },
        ]}
      />
      <Field {...form.field("remark")} label={labels.remark}>
        {(control) => <textarea {...control} />}
      </Field>
      <Field {...form.field("privacy")} check label={labels.privacy} />
      <SubmitButton className="button">Send</SubmitButton>
    </Form>
  );
}

const routes: RouteObject[] = [
  { id: "visit", path: "/visit/", loader, action, Component: VisitForm },
  { id: "thanks", path: "/thanks/" },
];

/** A request as a browser without JavaScript makes it: the answer, or the page rendered with its data. */
async function serve(request: Request) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return { status: context.status, response: context, html: "" };
  const html = renderToString(
    <I18nextProvider i18n={i18nFor("en", { common })}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
      />
    </I18nextProvider>,
  );
  return { status: context.statusCode, html };
}

const url = "http://site.test/visit/";
const post = (fields: Record<string, string>) =>
  serve(new Request(url, { method: "POST", body: new URLSearchParams(fields) }));

/** The opening tag of the element with this id. */
const tag = (html: string, id: string) =>
  html.match(new RegExp(`<[a-z]+[^>]* id="${id}"[^>]*>`))?.[0];

/** The router's state once nothing is under way any more (the router empties its fetchers map later). */
const settled = (router: DataRouter) =>
  new Promise<RouterState>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      const fetching = [...state.fetchers.values()].some((fetcher) => fetcher.state !== "idle");
      if (state.initialized && state.navigation.state === "idle" && !fetching) {
        unsubscribe();
        resolve({ ...state, fetchers: new Map(state.fetchers) });
      }
    });
  });

describe("a form on the kit", () => {
  it("gives each control the constraints of the schema", async () => {
    const { status, html } = await serve(new Request(url));
    expect(status).toBe(200);
    expect(tag(html, "visit-email")).toMatch(
      /^(?=.*type="email")(?=.*required="")(?=.*autoComplete="email")/,
    );
    expect(tag(html, "visit-phone")).toMatch(
      /^(?=.*type="tel")(?=.*pattern="\^\\\+\?\[0-9 \]\{9,15\}\$")(?!.*required)/,
    );
    expect(tag(html, "visit-phone")).toContain('aria-describedby="visit-phone-hint"');
    expect(tag(html, "visit-slot")).toMatch(/^(?=.*type="radio")(?=.*required="")/);
    expect(tag(html, "visit-remark")).toMatch(/^<textarea(?=.*maxLength="500")/);
    expect(tag(html, "visit-privacy")).toMatch(/^(?=.*type="checkbox")(?=.*required="")/);
    expect(html).not.toContain('class="error-summary"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send<\/button>/);
  });

  it("answers a refused post with 400, the values kept and each error linked to its field", async () => {
    const { status, html } = await post({
      email: "anna@",
      phone: "0475 12 34 56",
      slot: "14-16",
      remark: "Mornings",
    });
    expect(status).toBe(400);
    expect(tag(html, "visit-email")).toMatch(
      /^(?=.*value="anna@")(?=.*aria-invalid="true")(?=.*aria-describedby="visit-email-error")/,
    );
    expect(html).toContain(
      `<p id="visit-email-error" class="field__error">${common.form.errors.email}</p>`,
    );
    expect(tag(html, "visit-phone")).toMatch(/^(?=.*value="0475 12 34 56")(?!.*aria-invalid)/);
    expect(tag(html, "visit-slot-1")).toContain('checked=""');
    expect(html).toContain(">Mornings</textarea>");
    expect(tag(html, "visit-privacy")).toContain('aria-describedby="visit-privacy-error"');
    const summary = html.match(/<div[^>]*class="error-summary".*?<\/div>/)?.[0] ?? "";
    expect(summary).toMatch(/^(?=.*role="alert")(?=.*tabindex="-1")(?=.*autofocus="")/i);
    expect(summary).toContain(`<a href="#visit-email">E-mail: ${common.form.errors.email}</a>`);
    expect(summary).toContain(
      `<a href="#visit-privacy">${labels.privacy}: ${common.form.errors.required}</a>`,
    );
    expect(received).toEqual([]);
  });

  it("answers a valid post with a 303 to the next page and hands the action the typed value", async () => {
    const { status, response } = await post({
      email: "anna@example.com",
      slot: "10-13",
      privacy: "on",
    });
    expect(status).toBe(303);
    expect(response?.headers.get("location")).toBe("/thanks/");
    expect(received).toEqual([{ email: "anna@example.com", slot: "10-13", privacy: "on" }]);
  });

  it("answers a fetcher with the same data, in place, then moves on without a reload", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ["/visit/"] });
    await settled(router);
    const send = (fields: Record<string, string>) => {
      const formData = new FormData();
      for (const [name, value] of Object.entries(fields)) formData.append(name, value);
      router.fetch("visit-form", "visit", "/visit/", { formMethod: "post", formData });
      return settled(router);
    };
    const refused = await send({ email: "anna@example.com", slot: "noon" });
    expect(refused.fetchers.get("visit-form")?.data).toEqual({
      errors: { slot: "form.errors.invalid", privacy: "form.errors.required" },
      values: { email: "anna@example.com", slot: "noon" },
    });
    expect(refused.location.pathname).toBe("/visit/");
    await send({ email: "anna@example.com", slot: "14-16", privacy: "on" });
    expect(router.state.location.pathname).toBe("/thanks/");
    router.dispose();
  });
});
