import { useTranslation } from "react-i18next";
import { DeskBadge, subscriberTone } from "#app/components/ui/desk-badge.tsx";
import type { SubscriberItem } from "#app/model/people/register-view.ts";
import { EraseEntry } from "./erase-entry.tsx";
import { PeopleTable } from "./people-table.tsx";

export function SubscriberTable({ subscribers }: { subscribers: SubscriberItem[] }) {
  const { t } = useTranslation("adminPeople");
  if (subscribers.length === 0) return <p>{t("list.empty")}</p>;
  return (
    <PeopleTable
      caption={t("newsletter.title")}
      columns={[
        t("newsletter.address"),
        t("newsletter.language"),
        t("newsletter.status"),
        t("newsletter.signedUp"),
        t("newsletter.confirmed"),
        t("newsletter.unsubscribed"),
      ]}
      hiddenHeading={t("list.erase")}
    >
      {subscribers.map((subscriber) => (
        <tr key={subscriber.id}>
          <th scope="row">{subscriber.email}</th>
          <td>{subscriber.language.toUpperCase()}</td>
          <td>
            <DeskBadge tone={subscriberTone[subscriber.status]}>
              {t(`statuses.subscriber.${subscriber.status}`)}
            </DeskBadge>
          </td>
          <td className="people-table__date">{subscriber.signedUpAt}</td>
          <td className="people-table__date">{subscriber.confirmedAt}</td>
          <td className="people-table__date">{subscriber.unsubscribedAt}</td>
          <td>
            <EraseEntry id={subscriber.id} who={subscriber.email} />
          </td>
        </tr>
      ))}
    </PeopleTable>
  );
}
