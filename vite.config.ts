import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** The packages of the desk's rich-text editor (ADR 058). */
const richTextEditor =
  "(@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|use-sync-external-store|fast-equals)/";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // The server inlines nothing: every asset is a hashed file served with immutable caching.
    assetsInlineLimit: 0,
    // Two dozen small chunks became three groups (ADR 011): the framework (everything from
    // node_modules, needed by every page), the app code that two or more routes share, and each
    // route's own module. Over HTTP/1.1 (six connections per host) fewer requests reach the first
    // paint sooner.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The listings' map library loads only when a visitor opens the map (ADR 014).
            { name: "map", test: /node_modules\/(leaflet|supercluster|kdbush)\//, priority: 3 },
            // zod/mini, for the forms' checks in the browser: loaded when a form is entered (ADR 039).
            { name: "form-checks", test: /node_modules\/zod\//, priority: 3 },
            // The framework before the editor: a group takes what its modules import too, and React
            // must stay here, not follow Tiptap into the editor's chunk.
            {
              name: "framework",
              test: new RegExp(`node_modules/(?!${richTextEditor})`),
              priority: 2,
            },
            // The desk's rich-text editor (Tiptap, ProseMirror and what only they use): loaded when a desk
            // form shows a rich-text field, never by a public page (ADR 058).
            {
              name: "rich-text-editor",
              test: new RegExp(`node_modules/${richTextEditor}`),
              priority: 1,
            },
            // The staff desk's own modules (and model/people, the desk's alone; components/ui/desk-*, its UI
            // kit; the account forms' fields, the desk's and the portal's), and the owner portal's
            // pieces that its "see the portal as this owner" view shows too, stay out of it: a public page's first load carries none of
            // them (docs/requirements.md §17, ADR 049); those pages share chunks of their own.
            {
              name: "shared",
              test: /\/app\/(?!((features|model|routes|styles|locales\/[a-z]+)\/admin[/-]|features\/owners\/|model\/people\/|components\/ui\/(desk-|form\/account-fields)))/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
