import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // The server inlines nothing: every asset is a hashed file served with immutable caching.
    assetsInlineLimit: 0,
  },
});
