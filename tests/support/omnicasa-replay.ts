import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { replayChanges } from "./omnicasa-replay-changes.ts";

// The Omnicasa API as a local HTTP server replaying the recorded answers (tests/fixtures/omnicasa),
// the only stand-in for a third party the tests use: GET /svc/{Endpoint}Json?json={CustomerName,
// CustomerPassword, LanguageId, Limit1, Limit2}, answered with the rows asked for. Faults can be
// asked for per page: an HTTP 500, an answer cut off in the middle, or no answer at all. The changes
// runs' requests (ADR 066) are answered by omnicasa-replay-changes.ts.
// The lead calls (ContactOnMe, ContactOnMeProject, DemandRegister2, UnsubscribeDemandPerson, GetPersonByEmail)
// are answered too: each is recorded, and a contact is made per our lead id (CustomStr1) when the call asks to
// merge (IsMergedDemandIfExisting), as the CRM is expected to; their faults are asked for per call.

export const fixtureDir = join(import.meta.dirname, "../fixtures/omnicasa");
/**
 * The CRM's own lists a full sync asks for besides the catalogue (ADR 066: GetTypeOfPropertyList), of our
 * making with the fields a public client reads; apart, as they are no catalogue feed. Their items have no
 * LanguageId, and neither have the requests for them.
 */
const listsDir = join(import.meta.dirname, "../fixtures/omnicasa-lists");
export const replayCredentials = { customerName: "immo-lumiere", customerPassword: "s3cret-feed" };

type Fault = "500" | "cut-off" | "silent" | "endless";
/** "silent" makes the contact, then never answers: a time-out after the body was sent. */
export type ContactFault = Fault | "garbage" | "quota" | "401";

const contactEndpoints = new Set([
  "ContactOnMe",
  "ContactOnMeProject",
  "DemandRegister2",
  "UnsubscribeDemandPerson",
  "GetPersonByEmail",
]);

export interface ReplayContact {
  endpoint: string;
  /** The call's fields, without the credentials. */
  body: Record<string, unknown>;
}

export interface ReplayRequest {
  endpoint: string;
  languageId: number;
  limit1: number;
  limit2: number;
  /** GetPropertyList's ChangeSince, when asked. */
  changeSince?: string;
}

type ReplayPage = {
  endpoint: string;
  languageId?: number | undefined;
  limit1?: number | undefined;
};

export interface OmnicasaReplay {
  /** The service address to give as OMNICASA_URL. */
  url: string;
  requests: ReplayRequest[];
  /**
   * The page of `endpoint` in `languageId` starting at `limit1` (neither for the deleted ids) fails
   * `times` times (Infinity: always).
   */
  fail(page: ReplayPage, fault: Fault, times?: number): void;
  /** The record `id` of `endpoint` changes in every language: `fields` and LastChangedDate now. */
  change(endpoint: string, id: number | string, fields: Record<string, unknown>): void;
  /** The ids GetDeletedPropertyIDs and GetDeletedProjectIDs answer from now on. */
  delete(ids: { properties?: number[]; projects?: number[] }): void;
  /** From now on, the recorded item `ID` of `endpoint` in `languageId` is answered with `fields` changed. */
  edit(endpoint: string, languageId: number, id: string, fields: Record<string, unknown>): void;
  /** Every lead call received with the right credentials, in order. */
  contacts: ReplayContact[];
  /** The contacts made, by our lead id (CustomStr1) or, without the merge flag, one per call: the count. */
  made: Map<string, number>;
  /** The next `times` lead calls fail with `fault`. */
  failContacts(fault: ContactFault, times?: number): void;
  close(): Promise<void>;
}

/** Every recorded item, per endpoint and LanguageId, in the order of the files and their pages. */
function recordedLists(): Map<string, Record<string, unknown>[]> {
  const lists = new Map<string, Record<string, unknown>[]>();
  const files = [fixtureDir, listsDir].flatMap((dir) =>
    readdirSync(dir)
      .sort()
      .map((name) => join(dir, name)),
  );
  for (const file of files) {
    const answer = JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
    for (const [key, result] of Object.entries<{ Value: { Items: Record<string, unknown>[] } }>(
      answer,
    )) {
      const endpoint = key.replace(/JsonResult$/, "");
      for (const item of result.Value.Items) {
        const list = `${endpoint}:${item.LanguageId}`;
        lists.set(list, [...(lists.get(list) ?? []), item]);
      }
    }
  }
  return lists;
}

/** The environment `npm run sync` and the server need to sync from this replay. */
export function replayEnv(replay: OmnicasaReplay): Record<string, string> {
  return {
    OMNICASA_URL: replay.url,
    OMNICASA_CUSTOMER_NAME: replayCredentials.customerName,
    OMNICASA_CUSTOMER_PASSWORD: replayCredentials.customerPassword,
  };
}

export interface ReplayOptions {
  /** The port to listen on (a free one by default): a replay started again keeps its address. */
  port?: number;
  /** Told of each contact made, before its answer is sent (bench/crm-replay-child.ts records them). */
  onContact?: (key: string) => void;
}

export async function startOmnicasaReplay(options: ReplayOptions = {}): Promise<OmnicasaReplay> {
  const lists = recordedLists();
  const requests: ReplayRequest[] = [];
  const faults = new Map<string, { fault: Fault; left: number }>();
  const pageKey = (p: ReplayPage) => `${p.endpoint}:${p.languageId}:${p.limit1}`;
  const changes = replayChanges(lists);
  const lead = leadCalls(lists, options.onContact);

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://replay");
    const endpoint = /^\/svc\/(\w+)Json$/.exec(url.pathname)?.[1];
    const query = JSON.parse(url.searchParams.get("json") ?? "{}");
    if (!endpoint) return void response.writeHead(404).end();
    if (contactEndpoints.has(endpoint)) return void lead.answer(endpoint, query, response);
    const page: ReplayRequest = {
      endpoint,
      languageId: query.LanguageId,
      limit1: query.Limit1,
      limit2: query.Limit2,
    };
    if (query.ChangeSince !== undefined) page.changeSince = query.ChangeSince;
    requests.push(page);
    const answer = (result: unknown) => {
      response.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
      return JSON.stringify({ [`${endpoint}JsonResult`]: result });
    };
    if (
      query.CustomerName !== replayCredentials.customerName ||
      query.CustomerPassword !== replayCredentials.customerPassword
    ) {
      return void response.end(
        answer({ Code: 1, Message: "Invalid customer", Success: false, Value: null }),
      );
    }
    const fault = faults.get(pageKey(page));
    const faulty = fault !== undefined && fault.left > 0;
    if (faulty) {
      fault.left -= 1;
      if (fault.fault === "silent") return; // never answers
      if (fault.fault === "500") return void response.writeHead(500).end("Internal Server Error");
      if (fault.fault === "endless") return void sendForever(response);
    }
    const deleted = changes.deletedIds(endpoint);
    if (deleted)
      return void response.end(answer({ Code: 0, Message: "", Success: true, Value: deleted }));
    const listed = lists.get(`${endpoint}:${page.languageId}`) ?? [];
    const items = changes.items(listed, page.changeSince);
    const body = answer({
      Code: 0,
      Message: "",
      Success: true,
      Value: {
        From: page.limit1,
        Items: items.slice(page.limit1 - 1, page.limit2),
        RowsCount: items.length,
        To: page.limit2,
      },
    });
    response.end(faulty ? body.slice(0, body.length / 2) : body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/svc/`,
    requests,
    fail: (page, fault, times = Number.POSITIVE_INFINITY) => {
      faults.set(pageKey(page), { fault, left: times });
    },
    change: changes.change,
    delete: changes.delete,
    edit: (endpoint, languageId, id, fields) => {
      const items = lists.get(`${endpoint}:${languageId}`) ?? [];
      const index = items.findIndex((item) => String(item.ID) === id);
      if (index < 0)
        throw new Error(`no recorded ${endpoint} item ${id} in language ${languageId}`);
      items[index] = { ...items[index], ...fields };
    },
    contacts: lead.contacts,
    made: lead.made,
    failContacts: lead.fail,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A body that never ends, written as fast as the client reads it, until the client goes away. */
function sendForever(response: ServerResponse): void {
  const chunk = Buffer.alloc(64 * 1024, " ");
  response.writeHead(200, { "Content-Type": "application/json" });
  const write = () => {
    while (!response.destroyed && response.write(chunk));
  };
  response.on("drain", write);
  write();
}

/** The replay's side of the lead calls (issue 28): known objects are the recorded properties and projects. */
function leadCalls(
  lists: Map<string, Record<string, unknown>[]>,
  onContact: (key: string) => void = () => {},
) {
  const known = (endpoint: string) =>
    new Set(
      [...lists]
        .filter(([key]) => key.startsWith(`${endpoint}:`))
        .flatMap(([, items]) => items.map((i) => Number(i.ID))),
    );
  const properties = known("GetPropertyList");
  const projects = known("GetProjectList");
  const contacts: ReplayContact[] = [];
  const made = new Map<string, number>();
  const people = new Map<string, number>();
  let fault: { fault: ContactFault; left: number } | undefined;

  const result = (response: ServerResponse, endpoint: string, value: Record<string, unknown>) => {
    response.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
    response.end(
      JSON.stringify({
        [`${endpoint}JsonResult`]: { Code: 0, Message: "", Value: null, ...value },
      }),
    );
  };
  const refuse = (response: ServerResponse, endpoint: string, Code: number, Message: string) =>
    result(response, endpoint, { Code, Message, Success: false });

  function makeContact(body: Record<string, unknown>) {
    const key =
      body.IsMergedDemandIfExisting === true && body.CustomStr1
        ? String(body.CustomStr1)
        : `call ${contacts.length}`;
    made.set(key, (made.get(key) ?? 0) + 1);
    onContact(key);
    if (typeof body.Email === "string" && !people.has(body.Email))
      people.set(body.Email, 1000 + people.size);
  }

  function answer(
    endpoint: string,
    query: Record<string, unknown>,
    response: ServerResponse,
  ): void {
    const { CustomerName, CustomerPassword, ...body } = query;
    if (
      CustomerName !== replayCredentials.customerName ||
      CustomerPassword !== replayCredentials.customerPassword
    ) {
      return void refuse(response, endpoint, 1, "Invalid customer");
    }
    const now = fault && fault.left > 0 ? fault.fault : undefined;
    if (fault && now) fault.left -= 1;
    if (now === "500") return void response.writeHead(500).end("Internal Server Error");
    if (now === "401") return void response.writeHead(401).end();
    if (now === "quota") return void refuse(response, endpoint, 429, "Request limit exceeded");
    if (now === "garbage")
      return void response.writeHead(200).end("<html>Service Unavailable</html>");
    if (now === "endless") return void sendForever(response);
    const objectId = body.ObjectID;
    if (typeof objectId === "number" && !properties.has(objectId)) {
      return void refuse(response, endpoint, 2, `Object ${objectId} not found`);
    }
    const projectIds = Array.isArray(body.ProjectIDs) ? body.ProjectIDs : [];
    if (projectIds.some((id) => !projects.has(Number(id)))) {
      return void refuse(response, endpoint, 2, `Project ${projectIds.join(",")} not found`);
    }
    contacts.push({ endpoint, body });
    if (endpoint === "GetPersonByEmail") {
      const id = people.get(String(body.Email));
      return void result(response, endpoint, {
        Success: true,
        // A person is a long record: the target must not read its id from a shortened text.
        Value:
          id === undefined ? null : { PersonComment: "-".repeat(400), ID: id, Email: body.Email },
      });
    }
    if (endpoint !== "UnsubscribeDemandPerson") makeContact(body);
    if (now === "silent") return; // made, never answered
    if (now === "cut-off")
      return void response.writeHead(200).end('{"ContactOnMeJsonResult": {"Co');
    result(response, endpoint, { Success: true, Value: true });
  }

  return {
    contacts,
    made,
    answer,
    fail: (kind: ContactFault, times = Number.POSITIVE_INFINITY) => {
      fault = { fault: kind, left: times };
    },
  };
}
