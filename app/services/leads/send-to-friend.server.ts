import { containsLink } from "#app/domain/link-free.ts";
import { leadMails, mailAddress } from "#app/features/mail/lead-mails.ts";
import { renderMail } from "#app/features/mail/render-mail.ts";
import type { OutgoingMail } from "#app/model/leads/lead.ts";
import { sendToFriendSchema } from "#app/model/leads/send-to-friend.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { withinFriendLimits } from "./friend-limits.server.ts";
import { leadProperty } from "./lead-property.server.ts";
import { type FieldErrors, leadFields, leadUseCase } from "./submit-lead.server.ts";

// docs/requirements.md §14: "send this property to a friend" on its page (§2 Property detail). The friend gets
// the property from the agency's address with the sender's name and message; the agency is told and
// the sender gets a confirmation. ADR 034 made it no relay: it takes only a solved captcha, refuses
// a name or message with anything that reads as a link (domain/link-free.ts) rather than deliver it,
// sets no Reply-To (an address is a link too), and counts per sender, per friend and per day.
export function sendToFriendLead(propertyId: number) {
  const errors = "leads:sendToFriend.errors";
  return leadUseCase({
    form: "send-to-friend",
    schema: sendToFriendSchema,
    thanks: (language) => pageUrl("sendToFriendThanks", language),
    check: (sending): FieldErrors => {
      const fields = ["firstName", "lastName", "message"] as const;
      const found = fields.filter((name) => containsLink(sending[name] ?? ""));
      return found.length > 0
        ? Object.fromEntries(found.map((name) => [name, `${errors}.link`]))
        : undefined;
    },
    verifiedOnly: `${errors}.captcha`,
    limit: async (sending, { db, config }) =>
      (await withinFriendLimits(
        db,
        { sender: sending.email, friend: sending.friendEmail },
        config.mailLimits.friend,
      ))
        ? undefined
        : `${errors}.limit`,
    draft: async (sending, setting) => {
      const { mail, language } = setting;
      const property = await (await leadProperty(propertyId, setting)).mails([
        language,
        mail.agencyLanguage,
      ]);
      const { message } = sending;
      const name = `${sending.firstName} ${sending.lastName}`;
      const texts = mail.texts(language).sendToFriend;
      const brand = mail.brand(language);
      const intro = texts.friendIntro.replace("{{name}}", name);
      const friend: OutgoingMail = {
        kind: "friend",
        messageId: mail.newMessageId(),
        from: mailAddress(mail.brand(mail.agencyLanguage).name, mail.agencyEmail),
        to: sending.friendEmail,
        subject: texts.friendSubject.replace("{{name}}", name),
        ...renderMail({
          language,
          brand,
          preheader: intro,
          paragraphs: message ? [intro, `“${message}”`] : [intro],
          property: property(language),
          rows: [],
          closing: [texts.friendClosing, brand.name],
          visitSite: mail.texts(language).mail.visitSite,
        }),
      };
      const rows = (l: typeof language) => [
        { label: mail.texts(l).sendToFriend.fields.friendEmail, value: sending.friendEmail },
        ...(message ? [{ label: mail.texts(l).sendToFriend.fields.message, value: message }] : []),
      ];
      return {
        fields: leadFields(sending),
        propertyId,
        mails: [
          ...leadMails({
            ...mail,
            person: sending,
            formTexts: (l) => mail.texts(l).sendToFriend.mail,
            rows,
            property,
          }),
          friend,
        ],
      };
    },
  });
}
