import type { RouterContextProvider } from "react-router";
import { leadMails, mailAddress } from "#app/features/mail/lead-mails.ts";
import { renderMail } from "#app/features/mail/render-mail.ts";
import type { OutgoingMail } from "#app/model/leads/lead.ts";
import { sendToFriendSchema, withoutLinks } from "#app/model/leads/send-to-friend.ts";
import { pageUrl } from "#app/routing/route-table.ts";
import { leadProperty } from "./lead-property.server.ts";
import { leadFields, submitLead } from "./submit-lead.server.ts";

// Issue 14: "send this property to a friend" on its page (spec §2 Property detail). The friend gets
// the property from the agency's address, Reply-To the sender, with the sender's message as plain
// text without web addresses; the agency is told and the sender gets a copy. The guard's rate
// limits keep it from being a way to mail strangers at will.
export function submitSendToFriend(
  request: Request,
  context: Readonly<RouterContextProvider>,
  propertyId: number,
) {
  return submitLead(request, context, {
    form: "send-to-friend",
    schema: sendToFriendSchema,
    thanks: (language) => pageUrl("sendToFriendThanks", language),
    draft: async (sending, setting) => {
      const { mail, language } = setting;
      const property = await (await leadProperty(propertyId, setting)).mails([
        language,
        mail.agencyLanguage,
      ]);
      const message = sending.message ? withoutLinks(sending.message) : undefined;
      const name = `${sending.firstName} ${sending.lastName}`;
      const texts = mail.texts(language).sendToFriend;
      const brand = mail.brand(language);
      const intro = texts.friendIntro.replace("{{name}}", name);
      const friend: OutgoingMail = {
        kind: "friend",
        messageId: mail.newMessageId(),
        from: mailAddress(mail.brand(mail.agencyLanguage).name, mail.agencyEmail),
        to: sending.friendEmail,
        replyTo: mailAddress(name, sending.email),
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
        fields: { ...leadFields(sending), message },
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
