import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type LoggedInStaff, requireAdmin, staffContext } from "./staff.server.ts";

// ADR 049: a page of the admins' answers an agent with the site's 404, never a 403.
describe("requireAdmin", () => {
  const member: LoggedInStaff = {
    id: 7,
    email: "member@agency.example",
    name: "Member",
    role: "admin",
    language: "nl",
    sessionId: 3,
  };
  const contextOf = (role: LoggedInStaff["role"]) => {
    const context = new RouterContextProvider();
    context.set(staffContext, { ...member, role });
    return context;
  };

  it("answers the admin", () => {
    expect(requireAdmin(contextOf("admin"))).toEqual(member);
  });

  it("throws a 404 for an agent", () => {
    let thrown: unknown;
    try {
      requireAdmin(contextOf("agent"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
