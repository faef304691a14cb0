import { describe, expect, it } from "vitest";
import { readSubmission } from "#app/model/forms/submission.ts";
import { sendToFriendSchema } from "./send-to-friend.ts";

const read = (fields: Record<string, string>) =>
  readSubmission(new URLSearchParams(fields) as unknown as FormData, sendToFriendSchema);

describe("send to a friend", () => {
  const filled = {
    firstName: "Zoë",
    lastName: "Peeters",
    email: "zoe@example.be",
    friendEmail: "ann@example.be",
    privacy: "on",
  };

  it("wants the friend's address, and a valid one (docs/requirements.md §5)", () => {
    expect(read(filled).value).toEqual(filled);
    const { friendEmail, ...rest } = filled;
    expect(read(rest).failure?.errors.friendEmail).toBe(
      "leads:sendToFriend.errors.friendEmailMissing",
    );
    expect(read({ ...filled, friendEmail: "ann@" }).failure?.errors.friendEmail).toBe(
      "leads:sendToFriend.errors.friendEmail",
    );
  });
});
