// `npm run serve`: the production server (server/serve.ts).
// React chooses its development or production build when it is first imported, from NODE_ENV; the
// validated default lives in the parsed configuration, too late for that. So it is set for the whole
// process before anything imports React.
process.env.NODE_ENV ||= "production";
await import("./serve.ts");

export {};
