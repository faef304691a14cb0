import { createContext, useContext } from "react";

/**
 * The request's CSP nonce for inline scripts we write ourselves (ADR 001). Set by entry.server; in the
 * browser it is empty, as the browser hides nonces from the page once it has read them.
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
