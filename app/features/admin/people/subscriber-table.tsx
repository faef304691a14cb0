import { useTranslation } from "react-i18next";
import type { SubscriberItem } from "#app/model/people/register-view.ts";
import { EraseEntry } from "./erase-entry.tsx";

export function SubscriberTable({ subscribers }: { subscribers: SubscriberItem[] }) {
  const { t } = useTranslation("adminPeople");
  if (subscribers.length === 0) return <p>{t("list.empty")}</p>;
  return (
    <div className="people-table__scroll">
      <table className="people-table">
        <caption className="visually-hidden">{t("newsletter.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("newsletter.address")}</th>
            <th scope="col">{t("newsletter.language")}</th>
            <th scope="col">{t("newsletter.status")}</th>
            <th scope="col">{t("newsletter.signedUp")}</th>
            <th scope="col">{t("newsletter.confirmed")}</th>
            <th scope="col">{t("newsletter.unsubscribed")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("list.erase")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id}>
              <th scope="row">{subscriber.email}</th>
              <td>{subscriber.language.toUpperCase()}</td>
              <td>
                <span className={`people-badge people-badge--${subscriber.status}`}>
                  {t(`statuses.subscriber.${subscriber.status}`)}
                </span>
              </td>
              <td className="people-table__date">{subscriber.signedUpAt}</td>
              <td className="people-table__date">{subscriber.confirmedAt}</td>
              <td className="people-table__date">{subscriber.unsubscribedAt}</td>
              <td>
                <EraseEntry id={subscriber.id} who={subscriber.email} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
