import { useTranslation } from "react-i18next";
import { DeskBadge } from "#app/components/ui/desk-badge.tsx";
import { DeskRowAction } from "#app/components/ui/desk-row-action.tsx";
import { DeskTableFrame } from "#app/components/ui/desk-table-frame.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";
import type { PageDraftState } from "#app/model/admin/pages/page-tree.ts";
import { usePageDrag } from "./use-page-drag.ts";

// Issue 27 "Pages and collections": the menu tree as a desk table, a row per page, each child indented
// under its parent (and said to be under it, for screen readers); the states in words, the colour only
// helps. Moving and deleting are plain POST forms; with JavaScript, a row may also be dragged onto
// another of its level. On a phone each row is a block, each value after its column's name
// (admin-pages.css): nothing scrolls sideways (WCAG 1.4.10).

export interface PageTreeRowView {
  id: number;
  name: string;
  title: string | undefined;
  address: string;
  depth: number;
  parent: number | null;
  parentName: string | undefined;
  visible: boolean;
  draft: PageDraftState;
  /** The enabled languages without a title, by name; empty when none lacks one. */
  missing: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  editorPath: string;
}

/** Deeper than this, a page is indented as much as its parent: a phone keeps room for its name. */
const deepest = 4;

export function PagesTreeTable({ pages }: { pages: PageTreeRowView[] }) {
  const { t } = useTranslation("adminPages");
  const hydrated = useHydrated();
  const drag = usePageDrag();
  if (pages.length === 0) return <p>{t("tree.empty")}</p>;
  const rowClass = (id: number) =>
    id === drag.target
      ? "pages-tree__target"
      : id === drag.dragged
        ? "pages-tree__dragged"
        : undefined;
  return (
    <>
      {hydrated ? <p className="pages-tree__hint">{t("tree.dragHint")}</p> : null}
      <DeskTableFrame caption={t("tree.caption")} area="pages-tree">
        <thead>
          <tr>
            <th scope="col">{t("tree.page")}</th>
            <th scope="col">{t("tree.title")}</th>
            <th scope="col">{t("tree.address")}</th>
            <th scope="col">{t("tree.state")}</th>
            <th scope="col">{t("tree.languages")}</th>
            <th scope="col">{t("tree.order")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("tree.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr
              key={page.id}
              id={`page-${page.id}`}
              className={rowClass(page.id)}
              {...(hydrated ? drag.rowProps(page) : {})}
            >
              <th
                scope="row"
                className={`pages-tree__name pages-tree__depth-${Math.min(page.depth, deepest)}`}
              >
                <a href={page.editorPath}>{page.name}</a>
                {page.parentName ? (
                  <span className="visually-hidden">
                    , {t("tree.under", { parent: page.parentName })}
                  </span>
                ) : null}
              </th>
              <td data-label={t("tree.title")}>
                {page.title ?? <span className="pages-tree__none">{t("tree.noTitle")}</span>}
              </td>
              <td className="pages-tree__address" data-label={t("tree.address")}>
                <Address address={page.address} />
              </td>
              <td data-label={t("tree.state")}>
                <span className="pages-tree__badges">
                  <DeskBadge tone={page.visible ? "good" : "plain"}>
                    {page.visible ? t("tree.visible") : t("tree.hidden")}
                  </DeskBadge>
                  {page.draft === "draft" ? (
                    <DeskBadge tone="info">{t("tree.draft")}</DeskBadge>
                  ) : null}
                  {page.draft === "stale" ? (
                    <DeskBadge tone="warn">
                      <abbr title={t("tree.staleHint")}>{t("tree.stale")}</abbr>
                    </DeskBadge>
                  ) : null}
                </span>
              </td>
              <td data-label={t("tree.languages")}>
                {page.missing ? (
                  <DeskBadge tone="warn">
                    {t("tree.missing", { languages: page.missing })}
                  </DeskBadge>
                ) : (
                  t("tree.complete")
                )}
              </td>
              <td className="pages-tree__order-cell">
                <span className="pages-tree__order">
                  {page.canMoveUp ? <MoveButton page={page} direction="up" /> : null}
                  {page.canMoveDown ? <MoveButton page={page} direction="down" /> : null}
                </span>
              </td>
              <td>
                <DeskRowAction
                  action="?do=delete"
                  id={page.id}
                  label={t("tree.removeLabel", { name: page.name })}
                  danger
                >
                  {t("tree.remove")}
                </DeskRowAction>
              </td>
            </tr>
          ))}
        </tbody>
      </DeskTableFrame>
    </>
  );
}

/** An address in pieces that each end with its "/": it wraps between them, never inside a word. */
function Address({ address }: { address: string }) {
  const parts = address.split(/(?<=\/)/);
  return (
    <span>
      {parts.map((part, i) => (
        <span key={parts.slice(0, i + 1).join("")} className="pages-tree__segment">
          {part}
        </span>
      ))}
    </span>
  );
}

function MoveButton({ page, direction }: { page: PageTreeRowView; direction: "up" | "down" }) {
  const { t } = useTranslation("adminPages");
  const up = direction === "up";
  return (
    <DeskRowAction
      action={`?do=${direction}`}
      id={page.id}
      label={t(up ? "tree.upLabel" : "tree.downLabel", { name: page.name })}
      className={up ? undefined : "pages-tree__down"}
    >
      {t(up ? "tree.up" : "tree.down")}
    </DeskRowAction>
  );
}
